import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddParticipantResult, ConversationView, MessageView } from '../../common/types';
import { verifyExportFile } from '../../common/records/verify-file';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';
import { sendText, startConversation } from '../../../test/helpers/chat';
import { decodeMailBody } from '../../../test/helpers/smtp';
import { SESSION_COOKIE } from '../../common/constants';

/**
 * Groups keep one-to-ones private (docs/GROUPS.md): adding someone to a one-to-one starts a new group,
 * and someone added to a group "from now on" reads nothing from before, on every read path.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type User = Awaited<ReturnType<typeof buildUser>>;

const add = (by: User, conversationId: string, email: string, history?: 'all' | 'from-now') =>
  by.client({
    method: 'POST',
    url: `/api/conversations/${conversationId}/participants`,
    payload: history ? { email, history } : { email },
  });

const list = async (who: User): Promise<ConversationView[]> =>
  (await who.client({ method: 'GET', url: '/api/conversations' })).json();

const history = async (who: User, conversationId: string, query = ''): Promise<MessageView[]> => {
  const res = await who.client({ method: 'GET', url: `/api/messages/${conversationId}${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('adding someone to a one-to-one', () => {
  it('starts a new, named group of the three with an empty history; the one-to-one stays as it was', async () => {
    const ana = await buildUser(t, { firstName: 'Ana', lastName: 'Lopez' });
    const ben = await buildUser(t, { firstName: 'Ben', lastName: 'Okafor' });
    const cal = await buildUser(t, { firstName: 'Cal', lastName: 'Reyes' });
    const pair = await startConversation(ana.client, [ben.email]);
    const secret = await sendText(ben.client, pair.id, 'private note: I am worried about the handover');

    const res = await add(ana, pair.id, cal.email);
    expect(res.statusCode).toBe(201);
    const group: AddParticipantResult = res.json();
    expect(group.startedGroup).toBe(true);
    expect(group.id).not.toBe(pair.id);
    expect(group.name).toBe('Ana, Ben & Cal');
    expect(group.participants.map((p) => p.userId).sort()).toEqual(
      [ana.user.id, ben.user.id, cal.user.id].sort(),
    );
    expect(group.lastMessage).toBeNull();
    expect(await history(ana, group.id)).toEqual([]);

    // The one-to-one: the same two people, the same messages.
    const anaPair = (await list(ana)).find((c) => c.id === pair.id);
    expect(anaPair?.participants.map((p) => p.userId).sort()).toEqual([ana.user.id, ben.user.id].sort());
    expect((await history(ana, pair.id)).map((m) => m.id)).toEqual([secret.id]);
    const membership = await ana.client({ method: 'GET', url: `/api/conversations/${pair.id}/membership` });
    expect(membership.json()).toEqual([]);

    // The newcomer has the group, and the one-to-one does not exist for them.
    expect((await list(cal)).map((c) => c.id)).toEqual([group.id]);
    const peek = await cal.client({ method: 'GET', url: `/api/messages/${pair.id}` });
    expect(peek.statusCode).toBe(404);
    const search = await cal.client({ method: 'GET', url: '/api/messages/search?q=handover' });
    expect(search.json()).toEqual([]);
    // The other one of the pair has both.
    expect((await list(ben)).map((c) => c.id).sort()).toEqual([pair.id, group.id].sort());
  });

  it('with an address that has no account: a new group waits for them, the one-to-one invites nobody', async () => {
    const ana = await buildUser(t, { firstName: 'Ana' });
    const ben = await buildUser(t, { firstName: 'Ben' });
    const pair = await startConversation(ana.client, [ben.email]);
    const address = `newcomer-${Date.now()}@example.com`;
    const res = await add(ana, pair.id, address);
    expect(res.statusCode).toBe(201);
    const group: AddParticipantResult = res.json();
    expect(group).toMatchObject({ startedGroup: true, invited: [address] });
    expect(group.id).not.toBe(pair.id);
    expect((await list(ana)).find((c) => c.id === pair.id)?.invited).toEqual([]);
  });

  it('refuses someone already in it, and a non-participant finds nothing to add to', async () => {
    const ana = await buildUser(t);
    const ben = await buildUser(t);
    const eve = await buildUser(t);
    const pair = await startConversation(ana.client, [ben.email]);
    expect((await add(ana, pair.id, ben.email)).statusCode).toBe(409);
    expect((await add(eve, pair.id, eve.email)).statusCode).toBe(404);
    const bad = await ana.client({
      method: 'POST',
      url: `/api/conversations/${pair.id}/participants`,
      payload: { email: eve.email, history: 'everything' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/earlier messages/);
    expect((await list(ana)).map((c) => c.id)).toEqual([pair.id]);
  });
});

describe('someone added to a group "from now on"', () => {
  let ana: User, ben: User, cal: User, dee: User, eli: User;
  let groupId: string;
  let early: MessageView, earlyReply: MessageView, late: MessageView;

  beforeAll(async () => {
    [ana, ben, cal, dee, eli] = await Promise.all(
      ['Ana', 'Ben', 'Cal', 'Dee', 'Eli'].map((firstName) => buildUser(t, { firstName, lastName: 'Test' })),
    );
    const group = await startConversation(ana.client, [ben.email, cal.email], 'Handover plans');
    groupId = group.id;
    early = await sendText(ana.client, groupId, 'confidential zebra: before Dee came');
    earlyReply = await sendText(ben.client, groupId, 'answering the zebra', { replyToMessageId: early.id });
    const added = await add(ana, groupId, dee.email, 'from-now');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ id: groupId, startedGroup: false });
    // Before anything new: nothing to read, nothing unread, no last message.
    const deeView = (await list(dee)).find((c) => c.id === groupId);
    expect(deeView).toMatchObject({ unreadCount: 0, lastMessage: null });
    late = await sendText(cal.client, groupId, 'welcome Dee, re the zebra', { replyToMessageId: early.id });
    // Eli is added with the whole history (the default), after Dee.
    expect((await add(ana, groupId, eli.email)).statusCode).toBe(201);
  });

  it('reads only the messages sent after they came, in the list and in every page', async () => {
    const mine = await history(dee, groupId);
    expect(mine.map((m) => m.id)).toEqual([late.id]);
    // Quoting an earlier message does not show it to them.
    expect(mine[0].replyToMessage).toBeNull();
    expect(await history(dee, groupId, `?before=${late.id}`)).toEqual([]);
    expect(await history(dee, groupId, `?before=${earlyReply.id}&limit=50`)).toEqual([]);
    // The others (and Eli, added with the whole history) read everything, quotes included.
    const eliSees = await history(eli, groupId);
    expect(eliSees.map((m) => m.id)).toEqual([early.id, earlyReply.id, late.id]);
    expect(eliSees[2].replyToMessage?.id).toBe(early.id);
  });

  it('finds nothing from before in search', async () => {
    const dees = (await dee.client({ method: 'GET', url: '/api/messages/search?q=zebra' })).json();
    expect(dees.map((m: MessageView) => m.id)).toEqual([late.id]);
    expect(dees[0].replyToMessage).toBeNull();
    const bens = (await ben.client({ method: 'GET', url: '/api/messages/search?q=zebra' })).json();
    expect(bens.map((m: MessageView) => m.id).sort()).toEqual([early.id, earlyReply.id, late.id].sort());
  });

  it('counts unread and shows the last message from their history only', async () => {
    const view = (await list(dee)).find((c) => c.id === groupId);
    expect(view?.unreadCount).toBe(1);
    expect(view?.lastMessage?.id).toBe(late.id);
    const elis = (await list(eli)).find((c) => c.id === groupId);
    expect(elis?.unreadCount).toBe(3);
  });

  it('cannot mark, react to or quote an earlier message, so no receipt says they saw it', async () => {
    const read = (id: number) =>
      dee.client({
        method: 'PUT',
        url: `/api/conversations/${groupId}/read`,
        payload: { lastMessageId: id },
      });
    expect((await read(early.id)).statusCode).toBe(404);
    const react = await dee.client({
      method: 'POST',
      url: `/api/messages/${early.id}/reactions`,
      payload: { emoji: '👍' },
    });
    expect(react.statusCode).toBe(404);
    const quote = await dee.client({
      method: 'POST',
      url: '/api/messages',
      payload: {
        conversationId: groupId,
        clientId: crypto.randomUUID(),
        content: 'hm',
        replyToMessageId: early.id,
      },
    });
    expect(quote.statusCode).toBe(400);
    expect((await read(late.id)).statusCode).toBe(200);
    // Ana's view of her early message: seen by Ben and Cal at most, never by Dee.
    const csv = (await ana.client({ method: 'GET', url: `/api/conversations/${groupId}/export?format=csv` }))
      .body;
    const earlyLine = csv.split('\n').find((line) => line.includes('confidential zebra'));
    expect(earlyLine).toBeDefined();
    expect(earlyLine).toContain('Dee Test: not delivered');
    expect(earlyLine).toContain('Dee Test: not seen');
    const reactOk = await dee.client({
      method: 'POST',
      url: `/api/messages/${late.id}/reactions`,
      payload: { emoji: '👍' },
    });
    expect(reactOk.statusCode).toBe(200);
  });

  it('exports only their history, and the partial export still verifies (CSV and PDF)', async () => {
    const csv = await dee.client({ method: 'GET', url: `/api/conversations/${groupId}/export?format=csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('confidential zebra');
    expect(csv.body).not.toContain('answering the zebra');
    expect(csv.body).toContain('welcome Dee');
    expect(csv.body).toContain(
      'Message 3 of 3 included; messages 1–2 of 3 omitted (sent before the exporter’s history of this conversation starts).',
    );
    const report = verifyExportFile(new TextEncoder().encode(csv.body));
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.messages?.map((m) => [m.seq, m.status])).toEqual([[3, 'intact']]);

    const pdf = await dee.client({ method: 'GET', url: `/api/conversations/${groupId}/export?format=pdf` });
    expect(pdf.statusCode).toBe(200);
    const pdfReport = verifyExportFile(new Uint8Array(pdf.rawPayload));
    expect(pdfReport.problems).toEqual([]);
    expect(pdfReport.ok).toBe(true);
    expect(pdfReport.messages?.map((m) => m.seq)).toEqual([3]);

    // Someone with the whole history exports all of it, as before.
    const whole = await eli.client({ method: 'GET', url: `/api/conversations/${groupId}/export?format=csv` });
    expect(whole.body).toContain('All 3 messages are included.');
    expect(verifyExportFile(new TextEncoder().encode(whole.body)).ok).toBe(true);
  });

  it('leaves the earlier messages out of their data download and their summary', async () => {
    const download = await dee.client({ method: 'GET', url: '/api/user/export' });
    expect(download.statusCode).toBe(200);
    expect(download.body).not.toContain('confidential zebra');
    expect(download.body).toContain('welcome Dee');

    const summary = await dee.client({
      method: 'POST',
      url: '/api/ai/conversation-summary',
      payload: { conversationId: groupId, messageCount: 50 },
    });
    expect(summary.statusCode).toBe(200);
    expect(JSON.stringify(summary.json())).not.toMatch(/confidential|answering/i);
    const bens = await ben.client({
      method: 'POST',
      url: '/api/ai/conversation-summary',
      payload: { conversationId: groupId, messageCount: 50 },
    });
    expect(bens.statusCode).toBe(200);
  });
});

describe('an address invited to a group "from now on"', () => {
  it('reads, once registered, only what was sent after the invitation', async () => {
    const ana = await buildUser(t, { firstName: 'Ana' });
    const ben = await buildUser(t, { firstName: 'Ben' });
    const cal = await buildUser(t, { firstName: 'Cal' });
    const group = await startConversation(ana.client, [ben.email, cal.email], 'Trip');
    await sendText(ana.client, group.id, 'old news about the trip');
    const address = `later-${Date.now()}@example.com`;
    const invited = await add(ana, group.id, address, 'from-now');
    expect(invited.statusCode).toBe(202);
    const after = await sendText(ben.client, group.id, 'new plan for the trip');

    const mail = await t.smtp.waitFor(address);
    const token = /invite=([A-Za-z0-9_-]+)/.exec(decodeMailBody(mail.raw))?.[1];
    expect(token).toBeDefined();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        firstName: 'Fay',
        lastName: 'Later',
        email: address,
        password: 'correct horse battery',
        inviteToken: token,
      },
    });
    expect(registered.statusCode).toBeLessThan(300);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: address, password: 'correct horse battery' },
    });
    const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toBeDefined();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/messages/${group.id}`,
      cookies: { [cookie!.name]: cookie!.value },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: MessageView) => m.id)).toEqual([after.id]);
  });
});
