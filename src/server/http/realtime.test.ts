import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';
import { proposalDrafts, sendText, startConversation } from '../../../test/helpers/chat';
import { listeningTestApp, openSocket, settle, type TestSocket } from '../../../test/helpers/ws';
import { messageReceipts } from '../db/schema';
import { revokeAllSessions } from '../domain/sessions';
import { disconnectUser } from '../realtime/disconnect';
import { MAX_SOCKETS_PER_USER, TYPING_RELAY_EVERY_MS } from '../realtime/socket-server';

/** Short, so tests hear someone go offline soon; long enough to come back within it. */
const OFFLINE_GRACE_MS = 300;
const server = listeningTestApp(() => buildTestApp({}, { realtime: { offlineGraceMs: OFFLINE_GRACE_MS } }));
const { connected } = server;
let t: TestApp;
let base: string;
beforeAll(() => {
  ({ t, base } = server);
});

/** Three people: alice and bob talk, carol is a stranger to them. */
/** Alice and Bob in a one-to-one, or with `group`, in a group with Dan (who has no socket); Carol outside. */
async function trio({ group = false } = {}) {
  const [alice, bob, carol] = [await buildUser(t), await buildUser(t), await buildUser(t)];
  const others = group ? [bob.email, (await buildUser(t)).email] : [bob.email];
  const c = await startConversation(alice.client, others, group ? 'Group' : null);
  const [as, bs, cs] = [
    await connected(alice.cookie),
    await connected(bob.cookie),
    await connected(carol.cookie),
  ];
  return { alice, bob, carol, c, as, bs, cs };
}

/**
 * The socket has the conversation on screen (join_conversation), once the server has taken it in: a
 * socket's messages are handled in order, so the answer to a later authenticate says it is done.
 */
async function showing(s: TestSocket, conversationId: string) {
  const hellos = () => s.events.filter((e) => e.type === 'authenticated').length;
  const before = hellos();
  s.send({ type: 'join_conversation', conversationId });
  s.send({ type: 'authenticate' });
  await expect.poll(hellos).toBe(before + 1);
}

/** What a socket received beyond its own hello, contacts coming and going and the 10 s heartbeat (tested on their own). */
const typesOf = (s: TestSocket) =>
  s.events
    .map((e) => e.type)
    .filter((type) => type !== 'authenticated' && type !== 'presence' && type !== 'heartbeat');

describe('/ws upgrade', () => {
  it('needs a session cookie and refuses a foreign Origin', async () => {
    const alice = await buildUser(t);
    await expect(openSocket(base)).rejects.toThrow('upgrade refused: 401');
    await expect(openSocket(base, 'parley_session=forged')).rejects.toThrow('upgrade refused: 401');
    await expect(openSocket(base, alice.cookie, { origin: 'https://evil.example' })).rejects.toThrow(
      'upgrade refused: 403',
    );
    const same = await openSocket(base, alice.cookie, { origin: base });
    server.sockets.push(same);
    expect((await same.waitFor('authenticated')).userId).toBe(alice.user.id);
  });

  it('takes identity from the cookie, never from the authenticate message', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const s = await connected(alice.cookie);
    s.events.length = 0;
    s.send({ type: 'authenticate', userId: bob.user.id });
    expect((await s.waitFor('authenticated')).userId).toBe(alice.user.id);
  });

  it('closes a socket that sends an oversized frame or floods', async () => {
    const alice = await buildUser(t);
    const big = await connected(alice.cookie);
    big.send('x'.repeat(65 * 1024));
    expect((await big.closed).code).toBe(1009);
    const flood = await connected(alice.cookie);
    for (let i = 0; i < 100; i++) flood.send({ type: 'authenticate' });
    expect((await flood.closed).code).toBe(1008);
  });

  it('passes no typing on in a deleted conversation', async () => {
    const { alice, c, as, bs } = await trio();
    await showing(bs, c.id);
    const deleted = await alice.client({ method: 'DELETE', url: `/api/conversations/${c.id}` });
    expect(deleted.statusCode).toBe(200);
    await bs.waitFor('conversation_deleted');
    as.send({ type: 'typing', conversationId: c.id });
    await settle();
    expect(typesOf(bs)).not.toContain('user_typing');
  });

  it('holds at most MAX_SOCKETS_PER_USER sockets for one person; the next is closed, others are not', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const sockets = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) sockets.push(await connected(alice.cookie));
    const extra = await openSocket(base, alice.cookie);
    expect(await extra.closed).toMatchObject({ code: 1008 });
    const bobs = await connected(bob.cookie);
    expect(bobs.ws.readyState).toBe(bobs.ws.OPEN);
    // A closed tab makes room again.
    sockets[0].close();
    await sockets[0].closed;
    await connected(alice.cookie);
  });

  it('passes a person’s typing on at most every TYPING_RELAY_EVERY_MS per conversation, however many sockets send it', async () => {
    const { alice, c, bs } = await trio();
    await showing(bs, c.id);
    const tabs = [
      await connected(alice.cookie),
      await connected(alice.cookie),
      await connected(alice.cookie),
    ];
    for (let i = 0; i < 5; i++) for (const tab of tabs) tab.send({ type: 'typing', conversationId: c.id });
    // The relay itself is waited for (a busy machine took longer than a fixed pause); then a pause in
    // which any extra relay would arrive.
    await bs.waitFor('user_typing', undefined, 10_000);
    await settle();
    expect(typesOf(bs)).toEqual(['user_typing']);
    await settle(TYPING_RELAY_EVERY_MS);
    tabs[1].send({ type: 'typing', conversationId: c.id });
    await vi.waitFor(() => expect(typesOf(bs)).toEqual(['user_typing', 'user_typing']), { timeout: 10_000 });
  });

  it('closes every socket of a user whose sessions were all revoked (ban, password reset)', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const [a1, a2, b1] = [
      await connected(alice.cookie),
      await connected(alice.cookie),
      await connected(bob.cookie),
    ];
    await disconnectUser(t.deps, alice.user.id); // sessions still valid: nothing closes
    await settle();
    expect(a1.ws.readyState).toBe(a1.ws.OPEN);
    await revokeAllSessions(t.db, alice.user.id);
    await disconnectUser(t.deps, alice.user.id);
    expect((await a1.closed).code).toBe(4001);
    expect((await a2.closed).code).toBe(4001);
    expect(a1.events.map((e) => e.type)).toContain('session_revoked');
    await settle();
    expect(b1.ws.readyState).toBe(b1.ws.OPEN);
  });

  it('signing out closes that session’s sockets only', async () => {
    const alice = await buildUser(t);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: alice.email, password: alice.password },
      remoteAddress: '198.51.100.200',
    });
    const otherDevice = `parley_session=${second.cookies.find((c) => c.name === 'parley_session')!.value}`;
    const [here, there] = [await connected(alice.cookie), await connected(otherDevice)];
    await alice.client({ method: 'POST', url: '/api/logout' });
    expect((await here.closed).code).toBe(4001);
    await settle();
    expect(there.ws.readyState).toBe(there.ws.OPEN);
  });
});

describe('events reach exactly the users concerned', () => {
  it('new_message: both participants, original text only in the sender’s copy, a delivery stamp', async () => {
    const { alice, bob, c, as, bs, cs } = await trio();
    const sent = await sendText(
      alice.client,
      c.id,
      'calm',
      await proposalDrafts(t.db, alice.user.id, 'ANGRY', 'calm'),
    );
    const toBob = await bs.waitFor('new_message');
    const toAlice = await as.waitFor('new_message');
    expect(toBob).toMatchObject({
      conversationId: c.id,
      conversationName: null,
      message: { id: sent.id, finalContent: 'calm' },
    });
    expect(toBob.message).not.toHaveProperty('originalContent');
    expect(toAlice.message.originalContent).toBe('ANGRY');
    const deliveredAt = t.clock.now(); // the test's clock stands still
    await settle();
    expect(typesOf(cs)).toEqual([]);
    // Stamps are written in batches (realtime/receipt-batcher.ts), each with the time it went out.
    const bobsReceipts = () =>
      t.db
        .select()
        .from(messageReceipts)
        .where(and(eq(messageReceipts.messageId, sent.id), eq(messageReceipts.userId, bob.user.id)));
    await expect.poll(bobsReceipts, { timeout: 5000 }).toHaveLength(1);
    const receipts = await bobsReceipts();
    expect(receipts[0].deliveredAt).toEqual(deliveredAt);
    expect(receipts[0].seenAt).toBeNull();
    const aliceOwn = await t.db
      .select()
      .from(messageReceipts)
      .where(eq(messageReceipts.userId, alice.user.id));
    expect(aliceOwn).toEqual([]);
  });

  it('typing: only the other participants', async () => {
    const { bob, c, as, bs, cs } = await trio();
    await Promise.all([showing(as, c.id), showing(bs, c.id), showing(cs, c.id)]);
    as.send({ type: 'typing', conversationId: c.id });
    expect(await bs.waitFor('user_typing')).toMatchObject({ conversationId: c.id });
    cs.send({ type: 'typing', conversationId: c.id }); // a stranger typing "into" it reaches nobody
    await settle();
    expect(typesOf(as)).toEqual([]);
    expect(typesOf(cs)).toEqual([]);
    expect(bs.events.filter((e) => e.type === 'user_typing')).toHaveLength(1);
    expect(bob.user.id).toBeDefined();
  });

  it('typing: only on the sockets showing the conversation (join_conversation, or authenticate’s conversationId)', async () => {
    const { alice, bob, c, as, bs } = await trio();
    const elsewhere = await startConversation(alice.client, [(await buildUser(t)).email]);
    const onIt = await connected(bob.cookie); // a page reconnecting with the conversation open
    onIt.send({ type: 'authenticate', conversationId: c.id });
    const onAnother = await connected(bob.cookie);
    await showing(onAnother, elsewhere.id); // his other tab shows another conversation; bs shows none
    await expect.poll(() => onIt.events.filter((e) => e.type === 'authenticated').length).toBe(2);
    as.send({ type: 'typing', conversationId: c.id });
    expect(await onIt.waitFor('user_typing')).toMatchObject({ conversationId: c.id, userId: alice.user.id });
    await settle();
    expect(typesOf(bs)).not.toContain('user_typing');
    expect(typesOf(onAnother)).not.toContain('user_typing');
    // Switching conversations moves it: the tab now showing c hears typing there, the other no more.
    await showing(onAnother, c.id);
    await showing(onIt, elsewhere.id);
    await settle(TYPING_RELAY_EVERY_MS);
    as.send({ type: 'typing', conversationId: c.id });
    await onAnother.waitFor('user_typing');
    await settle();
    expect(onIt.events.filter((e) => e.type === 'user_typing')).toHaveLength(1);
    expect(bob.user.id).toBeDefined();
  });

  it('rename: each event carries the conversation’s name version, one more per rename, as the list does', async () => {
    const { alice, bob, c, as } = await trio();
    const rename = (name: string) =>
      bob.client({ method: 'PATCH', url: `/api/conversations/${c.id}`, payload: { name } });
    expect((await rename('Logistics')).json()).toMatchObject({ name: 'Logistics', nameVersion: 1 });
    await rename('Plans');
    expect(await as.waitFor('conversation_renamed', (e) => e.newName === 'Plans')).toMatchObject({
      conversationId: c.id,
      nameVersion: 2,
    });
    const listed = (await alice.client({ method: 'GET', url: '/api/conversations' })).json();
    expect(listed.find((x: { id: string }) => x.id === c.id)).toMatchObject({
      name: 'Plans',
      nameVersion: 2,
    });
  });

  it('rename, reactions, reads and delete: participants only', async () => {
    const { alice, bob, c, as, bs, cs } = await trio();
    await bob.client({ method: 'PATCH', url: `/api/conversations/${c.id}`, payload: { name: 'Logistics' } });
    for (const s of [as, bs])
      expect(await s.waitFor('conversation_renamed')).toMatchObject({
        conversationId: c.id,
        newName: 'Logistics',
      });
    const m = await sendText(alice.client, c.id, 'ok?');
    await bob.client({ method: 'POST', url: `/api/messages/${m.id}/reactions`, payload: { emoji: '👍' } });
    await bob.client({ method: 'DELETE', url: `/api/messages/${m.id}/reactions`, payload: { emoji: '👍' } });
    for (const s of [as, bs]) {
      expect(await s.waitFor('reaction_added')).toMatchObject({
        messageId: m.id,
        conversationId: c.id,
        emoji: '👍',
        userId: bob.user.id,
      });
      expect(await s.waitFor('reaction_removed')).toMatchObject({ messageId: m.id, emoji: '👍' });
    }
    await bob.client({
      method: 'PUT',
      url: `/api/conversations/${c.id}/read`,
      payload: { lastMessageId: m.id },
    });
    expect(await as.waitFor('messages_read')).toMatchObject({
      conversationId: c.id,
      userId: bob.user.id,
      lastMessageId: m.id,
    });
    await alice.client({ method: 'DELETE', url: `/api/conversations/${c.id}` });
    for (const s of [as, bs])
      expect(await s.waitFor('conversation_deleted')).toMatchObject({ conversationId: c.id });
    await settle();
    expect(typesOf(cs)).toEqual([]);
  });

  it('adding to a one-to-one: the new group reaches all three as a new conversation, the one-to-one hears nothing', async () => {
    const { alice, bob, carol, c, as, bs, cs } = await trio();
    const res = await alice.client({
      method: 'POST',
      url: `/api/conversations/${c.id}/participants`,
      payload: { email: carol.email },
    });
    expect(res.statusCode).toBe(201);
    const groupId: string = res.json().id;
    expect(groupId).not.toBe(c.id);
    for (const s of [as, bs, cs]) {
      const event = await s.waitFor('new_conversation');
      expect(event.conversation.id).toBe(groupId);
      expect(event.conversation.participants.map((p: { userId: string }) => p.userId).sort()).toEqual(
        [alice.user.id, bob.user.id, carol.user.id].sort(),
      );
    }
    await settle();
    for (const s of [as, bs, cs]) expect(typesOf(s)).not.toContain('participant_added');
  });

  it('participants: the newcomer gets the conversation, the others participant_added; removal tells both sides', async () => {
    const { alice, carol, c, as, bs, cs } = await trio({ group: true });
    await alice.client({
      method: 'POST',
      url: `/api/conversations/${c.id}/participants`,
      payload: { email: carol.email },
    });
    expect(await cs.waitFor('new_conversation')).toMatchObject({
      conversation: { id: c.id },
      byUserId: alice.user.id,
    });
    for (const s of [as, bs]) expect((await s.waitFor('participant_added')).newUser.id).toBe(carol.user.id);
    await alice.client({ method: 'DELETE', url: `/api/conversations/${c.id}/participants/${carol.user.id}` });
    for (const s of [as, bs, cs])
      expect((await s.waitFor('participant_removed')).removedUser.id).toBe(carol.user.id);
    await settle();
    expect(typesOf(cs)).toEqual(['new_conversation', 'participant_removed']);
    expect(typesOf(as).filter((x) => x === 'new_conversation')).toEqual([]);
  });

  it('invitations_changed: an invitation to the conversation, and its voiding when the inviter leaves, reach every participant at once', async () => {
    const { alice, carol, c, as, bs, cs } = await trio({ group: true });
    const as2 = await connected(alice.cookie);
    const address = `group-invitee-${randomUUID().slice(0, 8)}@example.com`;
    const invited = await alice.client({
      method: 'POST',
      url: `/api/conversations/${c.id}/participants`,
      payload: { email: address },
    });
    expect(invited.statusCode, invited.body).toBe(202);
    for (const s of [as, as2, bs])
      expect(await s.waitFor('invitations_changed')).toEqual({
        type: 'invitations_changed',
        conversationId: c.id,
        invited: [address],
      });

    // Someone who sent no invitation leaving voids nothing: no event.
    await alice.client({
      method: 'POST',
      url: `/api/conversations/${c.id}/participants`,
      payload: { email: carol.email },
    });
    await cs.waitFor('new_conversation');
    await carol.client({ method: 'DELETE', url: `/api/conversations/${c.id}/participants/${carol.user.id}` });
    await bs.waitFor('participant_removed', (e) => e.removedUser.id === carol.user.id);
    await settle();
    expect(typesOf(bs).filter((x) => x === 'invitations_changed')).toHaveLength(1);

    // Alice leaves: the invitation she sent is void, and Bob no longer sees the address as invited.
    await alice.client({ method: 'DELETE', url: `/api/conversations/${c.id}/participants/${alice.user.id}` });
    expect(await bs.waitFor('invitations_changed', (e) => e.invited.length === 0)).toEqual({
      type: 'invitations_changed',
      conversationId: c.id,
      invited: [],
    });
    await settle();
    expect(typesOf(cs)).not.toContain('invitations_changed');
    expect(typesOf(as).filter((x) => x === 'invitations_changed')).toHaveLength(1);
  });

  it('new_conversation: to every participant on create (the creator’s other tabs too), and to the inviter when the invitee registers', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const carol = await buildUser(t);
    const [as, as2, bs, cs] = [
      await connected(alice.cookie),
      await connected(alice.cookie),
      await connected(bob.cookie),
      await connected(carol.cookie),
    ];
    const c = await startConversation(alice.client, [bob.email], 'Plans');
    const got = await bs.waitFor('new_conversation');
    expect(got.conversation).toMatchObject({ id: c.id, name: 'Plans', unreadCount: 0 });
    expect(got.byUserId).toBe(alice.user.id);
    // Each of the creator's sockets (the creating tab and another tab or device) hears of it, as she sees it.
    // `created` answers the request only (false when an existing one-to-one was reopened).
    const { invitedEmails, created, ...asAliceSeesIt } = c;
    expect(created).toBe(true);
    expect(invitedEmails).toEqual([]);
    for (const s of [as, as2]) {
      const own = await s.waitFor('new_conversation');
      expect(own).toEqual({ type: 'new_conversation', conversation: asAliceSeesIt, byUserId: alice.user.id });
    }

    const address = `invitee-${randomUUID().slice(0, 8)}@example.com`;
    const invite = await alice.client({ method: 'POST', url: '/api/invite', payload: { email: address } });
    expect(invite.json()).toEqual({ message: 'Invitation sent', channel: 'email' });
    const mail = (await t.smtp.waitFor(address)).raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = mail.match(/invite=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeDefined();
    await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        firstName: 'Ivy',
        lastName: 'Invitee',
        email: address,
        password: 'secret12',
        inviteToken: token,
      },
      remoteAddress: '198.51.100.99',
    });
    const arrived = await as.waitFor('new_conversation', (e) => e.conversation.id !== c.id);
    const ivy = arrived.conversation.participants.find((p) => p.user.email === address);
    expect(ivy).toBeDefined();
    expect(arrived.byUserId).toBe(ivy!.userId);
    await settle();
    expect(typesOf(cs)).toEqual([]);
    expect(typesOf(as).filter((x) => x === 'new_conversation')).toHaveLength(2);
    expect(typesOf(bs).filter((x) => x === 'new_conversation')).toHaveLength(1);
  });

  it('participant_added, not new_conversation, when an invitee joins a conversation the others already have', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const address = `joiner-${randomUUID().slice(0, 8)}@example.com`;
    const c = await startConversation(alice.client, [bob.email, address], 'Team');
    const [as, bs] = [await connected(alice.cookie), await connected(bob.cookie)];
    const mail = (await t.smtp.waitFor(address)).raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = mail.match(/invite=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeDefined();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        firstName: 'Jo',
        lastName: 'Joiner',
        email: address,
        password: 'secret12',
        inviteToken: token,
      },
      remoteAddress: '198.51.100.98',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    for (const s of [as, bs]) {
      const added = await s.waitFor('participant_added');
      expect(added).toMatchObject({ conversationId: c.id, newUser: { email: address, firstName: 'Jo' } });
    }
    await settle();
    expect([...typesOf(as), ...typesOf(bs)]).not.toContain('new_conversation');
  });

  it('someone signed in who follows an invitation link: their own tabs list the conversation, the others hear participant_added', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const address = `later-${randomUUID().slice(0, 8)}@example.com`;
    const c = await startConversation(alice.client, [bob.email, address], 'Team');
    const mail = (await t.smtp.waitFor(address)).raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = mail.match(/invite=([A-Za-z0-9_-]+)/)![1];
    // They signed up without the link, then found the mail.
    const jo = await buildUser(t, { email: address });
    const [as, bs, js] = [
      await connected(alice.cookie),
      await connected(bob.cookie),
      await connected(jo.cookie),
    ];
    const accepted = await jo.client({ method: 'POST', url: '/api/invitations/accept', payload: { token } });
    expect(accepted.json()).toEqual({ conversationId: c.id });
    for (const s of [as, bs]) {
      expect(await s.waitFor('participant_added')).toMatchObject({ newUser: { email: address } });
    }
    const listed = await js.waitFor('new_conversation');
    expect(listed.conversation.id).toBe(c.id);
    expect(listed.byUserId).toBe(jo.user.id);
  });

  it('presence: contacts hear a user come online and go away, strangers do not', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const carol = await buildUser(t);
    await startConversation(alice.client, [bob.email]);
    const [bs, cs] = [await connected(bob.cookie), await connected(carol.cookie)];
    const a1 = await connected(alice.cookie);
    expect(await bs.waitFor('presence', (e) => e.online)).toEqual({
      type: 'presence',
      userId: alice.user.id,
      online: true,
    });
    const a2 = await connected(alice.cookie);
    a1.close();
    await a1.closed;
    await settle();
    expect(bs.events.filter((e) => e.type === 'presence' && !e.online)).toEqual([]); // still on a2
    a2.close();
    expect(await bs.waitFor('presence', (e) => !e.online)).toEqual({
      type: 'presence',
      userId: alice.user.id,
      online: false,
    });
    expect(bs.events.filter((e) => e.type === 'presence')).toHaveLength(2);
    expect(cs.events.filter((e) => e.type === 'presence')).toEqual([]);
  });

  it('presence: a reload (the last socket closes, the next opens within the grace) is not announced; gone past it is', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    await startConversation(alice.client, [bob.email]);
    const bs = await connected(bob.cookie);
    const before = await connected(alice.cookie);
    await bs.waitFor('presence', (e) => e.online);
    const heard = () => bs.events.filter((e) => e.type === 'presence').map((e) => e.online);
    before.close();
    await before.closed;
    const after = await connected(alice.cookie);
    await settle(OFFLINE_GRACE_MS + 300);
    expect(heard()).not.toContain(false); // no flicker (a repeated "online" changes nothing shown)
    const online = heard().length;
    after.close();
    await settle(OFFLINE_GRACE_MS / 3);
    expect(heard()).toHaveLength(online); // not yet
    await expect.poll(heard).toEqual([...Array(online).fill(true), false]);
  });

  it('presence by consent: starting a conversation with an address does not show its owner online until they answer', async () => {
    const mallory = await buildUser(t);
    const vic = await buildUser(t);
    const c = await startConversation(mallory.client, [vic.email]);
    const vs = await connected(vic.cookie);
    const ms = await connected(mallory.cookie);
    const onlineFor = async (who: typeof mallory) =>
      (await who.client({ method: 'GET', url: '/api/online-users' })).json<string[]>().sort();
    // Mallory started it, so Vic sees her; she does not see Vic, nor hear him come and go.
    expect(await vs.waitFor('presence', (e) => e.userId === mallory.user.id && e.online)).toBeTruthy();
    expect(await onlineFor(vic)).toEqual([mallory.user.id, vic.user.id].sort());
    expect(await onlineFor(mallory)).toEqual([mallory.user.id]);
    vs.close();
    await vs.closed;
    await settle(100);
    expect(ms.events.filter((e) => e.type === 'presence')).toEqual([]);
    // Once Vic answers, his status is shared.
    await sendText(vic.client, c.id, 'What is this about?');
    const back = await connected(vic.cookie);
    expect(await ms.waitFor('presence', (e) => e.userId === vic.user.id && e.online)).toBeTruthy();
    expect(await onlineFor(mallory)).toEqual([mallory.user.id, vic.user.id].sort());
    back.close();
  });

  it('delivery times do not show when someone is online: told only once the message was seen', async () => {
    const mallory = await buildUser(t);
    const vic = await buildUser(t);
    const c = await startConversation(mallory.client, [vic.email]);
    const vs = await connected(vic.cookie);
    const sent = await sendText(mallory.client, c.id, 'Are you there?');
    await vs.waitFor('new_message');
    await settle(100);
    const view = async () => (await mallory.client({ method: 'GET', url: '/api/conversations' })).json()[0];
    // Vic's device has it (he is connected), but he has not opened it: nothing to tell.
    expect((await view()).myLastMessage).toMatchObject({ id: sent.id, deliveredAt: null, seenAt: null });
    await vic.client({
      method: 'PUT',
      url: `/api/conversations/${c.id}/read`,
      payload: { lastMessageId: sent.id },
    });
    const seen = (await view()).myLastMessage;
    expect(seen.seenAt).not.toBeNull();
    expect(seen.deliveredAt).not.toBeNull();
    vs.close();
  });

  it('online users: the caller and their online contacts, nobody else', async () => {
    const { alice, bob, carol, bs } = await trio();
    const online = await bob.client({ method: 'GET', url: '/api/online-users' });
    expect(online.json().sort()).toEqual([alice.user.id, bob.user.id].sort());
    expect(online.json()).not.toContain(carol.user.id);
    bs.close();
    await bs.closed;
    await settle(100);
    expect((await alice.client({ method: 'GET', url: '/api/online-users' })).json()).toEqual([alice.user.id]);
  });
});
