import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationView } from '../../common/types';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';
import { sendText, startConversation } from '../../../test/helpers/chat';
import { decodeMailBody } from '../../../test/helpers/smtp';
import type { Database } from '../db/client';
import { conversations, messages } from '../db/schema';
import { loadConversationViews } from '../domain/conversation-views';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close()); // t is unset when set-up itself failed

const someId = '00000000-0000-4000-8000-000000000000';

describe('conversation routes', () => {
  it('require authentication', async () => {
    const calls = [
      { method: 'GET', url: '/api/conversations' },
      { method: 'POST', url: '/api/conversations', payload: { participantEmails: ['a@b.co'] } },
      { method: 'PATCH', url: `/api/conversations/${someId}`, payload: { name: 'x' } },
      { method: 'DELETE', url: `/api/conversations/${someId}` },
      { method: 'POST', url: `/api/conversations/${someId}/participants`, payload: { email: 'a@b.co' } },
      { method: 'DELETE', url: `/api/conversations/${someId}/participants/${someId}` },
      { method: 'PUT', url: `/api/conversations/${someId}/read`, payload: { lastMessageId: 1 } },
      { method: 'GET', url: '/api/users/search?q=a' },
      { method: 'GET', url: '/api/online-users' },
      { method: 'POST', url: '/api/invite', payload: { email: 'a@b.co' } },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('hide other people’s conversations: every route answers 404 to a non-participant', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const mallory = await buildUser(t);
    const c = await startConversation(alice.client, [bob.email]);
    const m = await sendText(alice.client, c.id, 'hello');
    const calls = [
      { method: 'PATCH', url: `/api/conversations/${c.id}`, payload: { name: 'Mine now' } },
      { method: 'DELETE', url: `/api/conversations/${c.id}` },
      { method: 'POST', url: `/api/conversations/${c.id}/participants`, payload: { email: mallory.email } },
      { method: 'DELETE', url: `/api/conversations/${c.id}/participants/${bob.user.id}` },
      { method: 'PUT', url: `/api/conversations/${c.id}/read`, payload: { lastMessageId: m.id } },
      { method: 'GET', url: `/api/messages/${c.id}` },
    ] as const;
    for (const call of calls) {
      const res = await mallory.client(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const list = await mallory.client({ method: 'GET', url: '/api/conversations' });
    expect(list.json()).toEqual([]);
    const after = await alice.client({ method: 'GET', url: '/api/conversations' });
    expect(after.json()[0]).toMatchObject({ id: c.id, name: null });
    expect(after.json()[0].participants).toHaveLength(2);
  });

  it('reject invalid input with 4xx, never 5xx', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const c = await startConversation(alice.client, [bob.email]);
    const cases = [
      { method: 'POST', url: '/api/conversations', payload: { participantEmails: [] } },
      { method: 'POST', url: '/api/conversations', payload: { participantEmails: ['not-an-email'] } },
      { method: 'POST', url: '/api/conversations', payload: { participantEmails: [alice.email] } },
      {
        method: 'POST',
        url: '/api/conversations',
        payload: { name: 'x'.repeat(26), participantEmails: [bob.email] },
      },
      { method: 'PATCH', url: `/api/conversations/${c.id}`, payload: { name: '   ' } },
      { method: 'PATCH', url: `/api/conversations/${c.id}`, payload: { name: 'x'.repeat(26) } },
      { method: 'PATCH', url: `/api/conversations/not-a-uuid`, payload: { name: 'ok' } },
      { method: 'POST', url: `/api/conversations/${c.id}/participants`, payload: { email: bob.email } },
      { method: 'DELETE', url: `/api/conversations/${c.id}/participants/${someId}` },
      { method: 'PUT', url: `/api/conversations/${c.id}/read`, payload: { lastMessageId: 'abc' } },
      { method: 'PUT', url: `/api/conversations/${c.id}/read`, payload: { lastMessageId: 999999 } },
      { method: 'GET', url: '/api/users/search?q=' },
      { method: 'GET', url: `/api/users/search?q=${'x'.repeat(300)}` },
    ] as const;
    for (const call of cases) {
      const res = await alice.client(call);
      expect(res.statusCode, `${call.method} ${call.url} ${JSON.stringify(call)}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(res.statusCode, `${call.method} ${call.url}`).toBeLessThan(500);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const long = await alice.client({
      method: 'PATCH',
      url: `/api/conversations/${c.id}`,
      payload: { name: 'x'.repeat(26) },
    });
    expect(long.json().message).toBe('Conversation names can be at most 25 characters');
  });

  it('adding an address with no account invites it to this group, once', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const dan = await buildUser(t);
    const c = await startConversation(alice.client, [bob.email, dan.email], 'Family');
    const sam = `sam-${randomUUID().slice(0, 8)}@example.com`;
    const add = () =>
      bob.client({ method: 'POST', url: `/api/conversations/${c.id}/participants`, payload: { email: sam } });
    const res = await add();
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().invited).toEqual([sam]);
    const again = await add();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${sam} has already been invited to this conversation`);
    // Sam registers from the mail and is in the group.
    const mail = decodeMailBody((await t.smtp.waitFor(sam)).raw).replace(/&amp;/g, '&');
    const token = mail.match(/invite=([A-Za-z0-9_-]+)/)![1];
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { firstName: 'Sam', lastName: 'Teen', email: sam, password: 'secret12', inviteToken: token },
      remoteAddress: '198.51.100.61',
    });
    expect(registered.statusCode).toBe(201);
    const view = (await alice.client({ method: 'GET', url: '/api/conversations' }))
      .json()
      .find((x: { id: string }) => x.id === c.id);
    expect(view.invited).toEqual([]);
    expect(view.participants.map((p: { user: { email: string } }) => p.user.email)).toContain(sam);
  });

  it('keeps who came and went, for participants only: added, removed, left, joined by invitation', async () => {
    const alice = await buildUser(t, { firstName: 'Alice' });
    const bob = await buildUser(t, { firstName: 'Bob' });
    const carol = await buildUser(t, { firstName: 'Carol' });
    const dan = await buildUser(t, { firstName: 'Dan' });
    const c = await startConversation(alice.client, [bob.email, dan.email], 'Family');
    const url = `/api/conversations/${c.id}/participants`;
    expect((await alice.client({ method: 'POST', url, payload: { email: carol.email } })).statusCode).toBe(
      201,
    );
    await alice.client({ method: 'DELETE', url: `${url}/${carol.user.id}` });
    // Invited while it is still a group of three (with two, adding starts a new group).
    const sam = `sam-${randomUUID().slice(0, 8)}@example.com`;
    await alice.client({ method: 'POST', url, payload: { email: sam } });
    await bob.client({ method: 'DELETE', url: `${url}/${bob.user.id}` });
    const mail = decodeMailBody((await t.smtp.waitFor(sam)).raw).replace(/&amp;/g, '&');
    await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        firstName: 'Sam',
        lastName: 'Teen',
        email: sam,
        password: 'secret12',
        inviteToken: mail.match(/invite=([A-Za-z0-9_-]+)/)![1],
      },
      remoteAddress: '198.51.100.62',
    });
    const events = await alice.client({ method: 'GET', url: `/api/conversations/${c.id}/membership` });
    expect(events.statusCode).toBe(200);
    expect(
      events
        .json()
        .map(
          (e: { kind: string; actor: { firstName: string }; subject: { firstName: string } }) =>
            `${e.actor.firstName} ${e.kind} ${e.subject.firstName}`,
        ),
    ).toEqual(['Alice added Carol', 'Alice removed Carol', 'Bob left Bob', 'Sam joined Sam']);
    // Carol and Bob are no longer in it: it is not theirs to read.
    for (const gone of [carol, bob]) {
      const res = await gone.client({ method: 'GET', url: `/api/conversations/${c.id}/membership` });
      expect(res.statusCode).toBe(404);
    }
  });

  it('create by e-mail, reuse an existing one-to-one (renamed too), rename trimmed and without a dangling end', async () => {
    const alice = await buildUser(t, { firstName: 'Alice' });
    const bob = await buildUser(t, { firstName: 'Bob' });
    const res = await alice.client({
      method: 'POST',
      url: '/api/conversations',
      payload: { participantEmails: [bob.email.toUpperCase()] },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.invitedEmails).toEqual([]);
    expect(created.created).toBe(true);
    expect(created.participants.map((p: { userId: string }) => p.userId).sort()).toEqual(
      [alice.user.id, bob.user.id].sort(),
    );
    expect(created).toMatchObject({ lastMessage: null, unreadCount: 0, myLastMessage: null });
    const again = await bob.client({
      method: 'POST',
      url: '/api/conversations',
      payload: { participantEmails: [alice.email] },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(created.id);
    // The web says 'Conversation created' only when one was (the status code is not in its hands).
    expect(again.json().created).toBe(false);

    const renamed = await bob.client({
      method: 'PATCH',
      url: `/api/conversations/${created.id}`,
      payload: { name: '  Weekend plans  ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Weekend plans');
    // What a 25-character field leaves of a longer name: stored without the dangling ' -'.
    const cut = await bob.client({
      method: 'PATCH',
      url: `/api/conversations/${created.id}`,
      payload: { name: 'Kids schedule with Dan - ' },
    });
    expect(cut.json().name).toBe('Kids schedule with Dan');
    const listed = await alice.client({ method: 'GET', url: '/api/conversations' });
    expect(listed.json().find((c: { id: string }) => c.id === created.id).name).toBe(
      'Kids schedule with Dan',
    );
    // Renamed, it is still the two of them: Start Chat opens it rather than a duplicate.
    const reopened = await alice.client({
      method: 'POST',
      url: '/api/conversations',
      payload: { participantEmails: [bob.email] },
    });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().id).toBe(created.id);
    // Asking for a new name starts another one.
    const named = await startConversation(alice.client, [bob.email], 'Second');
    expect(named.id).not.toBe(created.id);
  });

  it('user search finds contacts by name or e-mail, strangers only by their exact address, never the caller', async () => {
    const marker = randomUUID().slice(0, 8);
    const alice = await buildUser(t, { firstName: `Zed${marker}` });
    const bob = await buildUser(t, { firstName: `Zed${marker}`, lastName: 'Quinn' });
    const search = async (q: string) =>
      (await alice.client({ method: 'GET', url: `/api/users/search?q=${encodeURIComponent(q)}` })).json<
        Array<{ id: string }>
      >();
    // A stranger: not by name, not by part of the address, not by "@".
    expect(await search(`zed${marker} qu`)).toEqual([]);
    expect(await search(bob.email.slice(0, -4))).toEqual([]);
    expect((await search('@')).map((u) => u.id)).not.toContain(bob.user.id);
    expect((await search(bob.email.toUpperCase())).map((u) => u.id)).toEqual([bob.user.id]);
    // Once they share a conversation, by name too.
    await startConversation(alice.client, [bob.email]);
    expect(await search(`zed${marker} qu`)).toEqual([
      {
        id: bob.user.id,
        firstName: bob.user.firstName,
        lastName: 'Quinn',
        email: bob.email,
        profileImageUrl: null,
      },
    ]);
    expect((await search(`zed${marker}`)).map((u) => u.id)).toEqual([bob.user.id]);
    expect(await search('%')).toEqual([]);
  });

  it('add, remove and leave; the last message and unread counts follow', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const carol = await buildUser(t);
    const dan = await buildUser(t);
    const c = await startConversation(alice.client, [bob.email, dan.email], 'Team');
    const added = await bob.client({
      method: 'POST',
      url: `/api/conversations/${c.id}/participants`,
      payload: { email: carol.email },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().participants).toHaveLength(4);
    await sendText(alice.client, c.id, 'one');
    const two = await sendText(alice.client, c.id, 'two');
    const carolList: ConversationView[] = (
      await carol.client({ method: 'GET', url: '/api/conversations' })
    ).json();
    expect(carolList[0]).toMatchObject({
      id: c.id,
      unreadCount: 2,
      lastMessage: { id: two.id, senderId: alice.user.id, finalContent: 'two' },
    });

    const removed = await alice.client({
      method: 'DELETE',
      url: `/api/conversations/${c.id}/participants/${carol.user.id}`,
    });
    expect(removed.json().message).toBe('User removed');
    expect((await carol.client({ method: 'GET', url: `/api/messages/${c.id}` })).statusCode).toBe(404);

    const left = await bob.client({
      method: 'DELETE',
      url: `/api/conversations/${c.id}/participants/${bob.user.id}`,
    });
    expect(left.json().message).toBe('Left conversation');
    expect((await bob.client({ method: 'GET', url: '/api/conversations' })).json()).toEqual([]);
    const aliceView = (await alice.client({ method: 'GET', url: '/api/conversations' })).json()[0];
    expect(aliceView.participants.map((p: { userId: string }) => p.userId).sort()).toEqual(
      [alice.user.id, dan.user.id].sort(),
    );
  });

  it('read markers move forward only and give the sender a seen time', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const c = await startConversation(alice.client, [bob.email]);
    const first = await sendText(alice.client, c.id, 'first');
    const second = await sendText(alice.client, c.id, 'second');
    let mine = (await alice.client({ method: 'GET', url: '/api/conversations' })).json()[0];
    expect(mine.myLastMessage).toMatchObject({ id: second.id, seenAt: null, deliveredAt: null });

    t.clock.set(new Date('2026-03-01T10:00:00Z'));
    const read = await bob.client({
      method: 'PUT',
      url: `/api/conversations/${c.id}/read`,
      payload: { lastMessageId: second.id },
    });
    expect(read.json()).toEqual({ conversationId: c.id, lastReadMessageId: second.id });
    const back = await bob.client({
      method: 'PUT',
      url: `/api/conversations/${c.id}/read`,
      payload: { lastMessageId: first.id },
    });
    expect(back.json().lastReadMessageId).toBe(second.id);

    const bobView = (await bob.client({ method: 'GET', url: '/api/conversations' })).json()[0];
    expect(bobView.unreadCount).toBe(0);
    mine = (await alice.client({ method: 'GET', url: '/api/conversations' })).json()[0];
    expect(mine.myLastMessage).toEqual({
      id: second.id,
      createdAt: second.createdAt,
      deliveredAt: '2026-03-01T10:00:00.000Z',
      seenAt: '2026-03-01T10:00:00.000Z',
    });
    expect(
      mine.participants.find((p: { userId: string }) => p.userId === bob.user.id).lastReadMessageId,
    ).toBe(second.id);
    t.clock.set(new Date());
  });

  it('delete hides the conversation from everyone and keeps its records', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const c = await startConversation(alice.client, [bob.email]);
    await sendText(bob.client, c.id, 'keep this');
    const del = await bob.client({ method: 'DELETE', url: `/api/conversations/${c.id}` });
    expect(del.statusCode).toBe(200);
    for (const u of [alice, bob]) {
      expect((await u.client({ method: 'GET', url: '/api/conversations' })).json()).toEqual([]);
      expect((await u.client({ method: 'GET', url: `/api/messages/${c.id}` })).statusCode).toBe(404);
    }
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, c.id));
    expect(row.deletedAt).not.toBeNull();
    expect(await t.db.select().from(messages).where(eq(messages.conversationId, c.id))).toHaveLength(1);
  });

  it('limit renames, and reactions, per person: a script cannot flood the others with events', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const c = await startConversation(alice.client, [bob.email], 'Plans');
    const rename = (client: typeof alice.client, i: number) =>
      client({ method: 'PATCH', url: `/api/conversations/${c.id}`, payload: { name: `Plans ${i}` } });
    for (let i = 0; i < 30; i++) expect((await rename(alice.client, i)).statusCode).toBe(200);
    const refused = await rename(alice.client, 30);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many requests/);
    expect((await rename(bob.client, 31)).statusCode).toBe(200);

    const m = await sendText(bob.client, c.id, 'Pick up at 5?');
    const react = (method: 'POST' | 'DELETE') =>
      alice.client({ method, url: `/api/messages/${m.id}/reactions`, payload: { emoji: '👍' } });
    // Each route counts its own: 120 on and 120 off in a minute is the ceiling.
    for (let i = 0; i < 120; i++) {
      expect((await react('POST')).statusCode).toBe(200);
      expect((await react('DELETE')).statusCode).toBe(200);
    }
    expect((await react('POST')).statusCode).toBe(429);
  });

  it('starting a chat with an unknown address invites them into it', async () => {
    const alice = await buildUser(t, { firstName: 'Alice', lastName: 'Inviter' });
    const address = `new-${randomUUID().slice(0, 8)}@example.com`;
    const res = await alice.client({
      method: 'POST',
      url: '/api/conversations',
      payload: { participantEmails: [address] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().invitedEmails).toEqual([address]);
    const mail = decodeMailBody((await t.smtp.waitFor(address)).raw);
    const link = mail.match(/http:\/\/parley\.test\/register\?invite=[^\s"<]+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!.replace(/&amp;/g, '&'));
    expect(url.searchParams.get('email')).toBe(address);
    const register = (firstName: string, email: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          firstName,
          lastName: 'Newcomer',
          email,
          password: 'secret12',
          inviteToken: url.searchParams.get('invite'),
        },
        remoteAddress,
      });
    // Someone else holding the link gets an account, not the conversation, and does not use up the invitation.
    const eveEmail = `eve-${randomUUID().slice(0, 8)}@example.com`;
    expect((await register('Eve', eveEmail, '198.51.100.8')).statusCode).toBe(201);
    const eve = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: eveEmail, password: 'secret12' },
    });
    const eveList = await t.app.inject({
      method: 'GET',
      url: '/api/conversations',
      cookies: Object.fromEntries(eve.cookies.map((c) => [c.name, c.value])),
    });
    expect(eveList.json()).toEqual([]);
    const reg = await register('Nina', address.toUpperCase(), '198.51.100.7');
    expect(reg.statusCode).toBe(201);
    const list = (await alice.client({ method: 'GET', url: '/api/conversations' })).json();
    expect(list).toHaveLength(1);
    expect(list[0].id).toBe(res.json().id);
    expect(list[0].participants.map((p: { user: { email: string } }) => p.user.email)).toContain(address);
  });
});

describe('conversation list', () => {
  it('costs the same number of queries for one conversation as for twelve', async () => {
    const alice = await buildUser(t);
    // One at a time: buildUser picks its login address from a counter it reads after awaiting.
    const friends = [];
    for (let i = 0; i < 12; i++) friends.push(await buildUser(t));
    const first = await startConversation(alice.client, [friends[0].email]);
    await sendText(friends[0].client, first.id, 'hi');
    const listOne = () => alice.client({ method: 'GET', url: '/api/conversations' });
    const one = await countStatements(t.db, listOne);
    const oneDomain = await countStatements(t.db, () => loadConversationViews(t.db, alice.user.id));
    for (const f of friends.slice(1)) {
      const c = await startConversation(alice.client, [f.email]);
      await sendText(alice.client, c.id, 'hello');
      await sendText(f.client, c.id, 'hey');
    }
    const twelve = await countStatements(t.db, listOne);
    const body: ConversationView[] = twelve.result.json();
    expect(body).toHaveLength(12);
    expect(body.every((c) => c.lastMessage !== null)).toBe(true);
    expect(twelve.count).toBe(one.count);
    expect(oneDomain.count).toBe(6);
  });
});

/**
 * Runs fn and counts the statements the driver sends. Drizzle hands every statement to its client's
 * query() (PGlite's or the pg Pool's), which `$client` exposes on both; the cast is only to reach it.
 */
async function countStatements<T>(db: Database, fn: () => Promise<T>): Promise<{ count: number; result: T }> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    const result = await fn();
    return { count, result };
  } finally {
    client.query = original;
  }
}
