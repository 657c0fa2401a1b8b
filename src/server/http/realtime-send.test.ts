import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ServerEvent } from '../../common/events';
import type { MessageView } from '../../common/types';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';
import { startConversation } from '../../../test/helpers/chat';
import { listeningTestApp, settle, type TestSocket } from '../../../test/helpers/ws';
import { messages } from '../db/schema';
import { revokeAllSessions } from '../domain/sessions';
import { disconnectUser } from '../realtime/disconnect';

/** Sends over the open socket (`send_message`): the same rules as POST /api/messages, answered on the socket. */
const server = listeningTestApp(() => buildTestApp());
const { connected } = server;
let t: TestApp;
beforeAll(() => {
  ({ t } = server);
});

type Answer = Extract<ServerEvent, { type: 'message_ack' | 'message_error' }>;

/** The n-th answer (counting from 1) this socket got for a send, once it has come. */
async function nthAnswer(s: TestSocket, n: number): Promise<Answer> {
  const answers = () =>
    s.events.filter((e): e is Answer => e.type === 'message_ack' || e.type === 'message_error');
  await expect.poll(() => answers().length, { timeout: 5000 }).toBeGreaterThanOrEqual(n);
  return answers()[n - 1]!;
}

/** Sends one frame and waits for its answer (a socket answers its sends in order). */
async function sendOver(s: TestSocket, message: unknown): Promise<Answer> {
  const before = s.events.filter((e) => e.type === 'message_ack' || e.type === 'message_error').length;
  s.send({ type: 'send_message', message });
  return nthAnswer(s, before + 1);
}

async function pair() {
  const [alice, bob, carol] = [await buildUser(t), await buildUser(t), await buildUser(t)];
  const c = await startConversation(alice.client, [bob.email]);
  const [as, bs] = [await connected(alice.cookie), await connected(bob.cookie)];
  return { alice, bob, carol, c, as, bs };
}

const post = (client: Awaited<ReturnType<typeof buildUser>>['client'], payload: unknown) =>
  client({ method: 'POST', url: '/api/messages', payload: payload as Record<string, unknown> });

describe('send_message over the socket', () => {
  it('stores the message, answers message_ack 201 with it as POST answers, and the others hear new_message', async () => {
    const { alice, c, as, bs } = await pair();
    const clientId = randomUUID();
    const answer = await sendOver(as, { conversationId: c.id, clientId, content: '  over the socket  ' });
    expect(answer).toMatchObject({ type: 'message_ack', clientId, status: 201 });
    const stored = (answer as Extract<Answer, { type: 'message_ack' }>).message;
    expect(stored).toMatchObject({
      clientId,
      conversationId: c.id,
      senderId: alice.user.id,
      content: 'over the socket',
    });
    const heard = await bs.waitFor('new_message', (e) => e.message.clientId === clientId);
    expect(heard.message.id).toBe(stored.id);
    // The sender's own socket hears it too, as after a POST; and the history is the same message.
    await as.waitFor('new_message', (e) => e.message.clientId === clientId);
    const history = (
      await alice.client({ method: 'GET', url: `/api/messages/${c.id}` })
    ).json() as MessageView[];
    expect(history.at(-1)).toEqual(stored);
  });

  it('a clientId already stored answers 200 with that message, stores nothing and tells no one again, whichever way each came', async () => {
    const { alice, c, as, bs } = await pair();
    const clientId = randomUUID();
    const body = { conversationId: c.id, clientId, content: 'once' };
    const first = await sendOver(as, body);
    const again = await sendOver(as, body);
    expect(first).toMatchObject({ type: 'message_ack', status: 201 });
    expect(again).toMatchObject({ type: 'message_ack', status: 200 });
    const overHttp = await post(alice.client, body);
    expect(overHttp.statusCode).toBe(200);
    const firstMessage = (first as Extract<Answer, { type: 'message_ack' }>).message;
    expect((again as Extract<Answer, { type: 'message_ack' }>).message).toEqual(firstMessage);
    expect(overHttp.json()).toEqual(firstMessage);
    // And a POST first, then the frame: the frame answers the POST's message.
    const viaHttp = { conversationId: c.id, clientId: randomUUID(), content: 'posted' };
    const posted = await post(alice.client, viaHttp);
    expect(posted.statusCode).toBe(201);
    expect(await sendOver(as, viaHttp)).toMatchObject({
      type: 'message_ack',
      status: 200,
      message: posted.json(),
    });
    await settle();
    expect(bs.events.filter((e) => e.type === 'new_message' && e.message.clientId === clientId)).toHaveLength(
      1,
    );
    const rows = await t.db.select().from(messages).where(eq(messages.clientId, clientId));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input with the route’s own status and body, and keeps the socket open', async () => {
    const { alice, c, as } = await pair();
    const bad = [
      { conversationId: c.id, content: 'no clientId' },
      { conversationId: c.id, clientId: 'not-a-uuid', content: 'x' },
      { conversationId: 'nope', clientId: randomUUID(), content: 'x' },
      { conversationId: c.id, clientId: randomUUID(), content: 'x'.repeat(20_000) },
      { conversationId: c.id, clientId: randomUUID(), content: '   ' },
      {
        conversationId: c.id,
        clientId: randomUUID(),
        content: 'calm',
        wasRewritten: true,
        originalContent: 'angry',
        rewrittenContent: 'calm',
        rewriteProof: 'forged',
      },
    ];
    for (const body of bad) {
      const overHttp = await post(alice.client, body);
      const answer = await sendOver(as, body);
      expect(answer.type, JSON.stringify(body)).toBe('message_error');
      const error = answer as Extract<Answer, { type: 'message_error' }>;
      expect(error.status, JSON.stringify(body)).toBe(overHttp.statusCode);
      expect(error.status).toBeGreaterThanOrEqual(400);
      expect(error.error, JSON.stringify(body)).toEqual(overHttp.json());
      const sentId = body && typeof body === 'object' && 'clientId' in body ? body.clientId : null;
      expect(error.clientId).toBe(sentId ?? null);
    }
    // A message that is no object, or none at all (POST could not even carry these as JSON).
    for (const body of ['a string', null, undefined])
      expect(await sendOver(as, body)).toMatchObject({
        type: 'message_error',
        clientId: null,
        status: 400,
        error: { code: 'validation_error' },
      });
    // A frame that is not JSON, one of a type the server does not read.
    as.send('not json {');
    as.send({ type: 'shout', conversationId: c.id });
    await expect.poll(() => as.events.filter((e) => e.type === 'frame_error').length).toBe(2);
    expect(as.events.find((e) => e.type === 'frame_error')).toMatchObject({ error: { code: 'bad_frame' } });
    // Still open, still sending.
    expect(
      await sendOver(as, { conversationId: c.id, clientId: randomUUID(), content: 'still here' }),
    ).toMatchObject({
      type: 'message_ack',
      status: 201,
    });
    const stored = await t.db.select().from(messages).where(eq(messages.conversationId, c.id));
    expect(stored.map((m) => m.content)).toEqual(['still here']);
  });

  it('answers 404 for a conversation the sender is not in, as the route does, and tells no one', async () => {
    const { alice, carol, c, as, bs } = await pair();
    const cs = await connected(carol.cookie);
    const body = { conversationId: c.id, clientId: randomUUID(), content: 'let me in' };
    const answer = await sendOver(cs, body);
    const overHttp = await post(carol.client, { ...body, clientId: randomUUID() });
    expect(overHttp.statusCode).toBe(404);
    expect(answer).toMatchObject({
      type: 'message_error',
      status: 404,
      clientId: body.clientId,
      error: overHttp.json(),
    });
    // An unknown conversation is the same 404.
    const unknown = await sendOver(cs, { ...body, conversationId: randomUUID(), clientId: randomUUID() });
    expect(unknown).toMatchObject({ status: 404, error: overHttp.json() });
    await settle();
    expect([...as.events, ...bs.events].some((e) => e.type === 'new_message')).toBe(false);
    expect((await alice.client({ method: 'GET', url: `/api/messages/${c.id}` })).json()).toEqual([]);
  });

  it('counts against the one send limit per person, shared with POST; past it 429, the socket stays open', async () => {
    const { alice, bob, c, as, bs } = await pair();
    // Each send counts before its input is read, as over HTTP: 299 refused frames and one POST fill it.
    for (let i = 0; i < 299; i++) as.send({ type: 'send_message', message: { conversationId: c.id } });
    expect(await nthAnswer(as, 299)).toMatchObject({ type: 'message_error', status: 400 });
    expect(
      (await post(alice.client, { conversationId: c.id, clientId: randomUUID(), content: 'x' })).statusCode,
    ).toBe(201);
    const refused = await sendOver(as, {
      conversationId: c.id,
      clientId: randomUUID(),
      content: 'one too many',
    });
    expect(refused).toMatchObject({ type: 'message_error', status: 429, error: { code: 'rate_limited' } });
    const overHttp = await post(alice.client, { conversationId: c.id, clientId: randomUUID(), content: 'x' });
    expect(overHttp.statusCode).toBe(429);
    expect((refused as Extract<Answer, { type: 'message_error' }>).error).toEqual(overHttp.json());
    expect(as.ws.readyState).toBe(as.ws.OPEN);
    // Someone else's sends are theirs.
    expect(
      await sendOver(bs, { conversationId: c.id, clientId: randomUUID(), content: 'bob' }),
    ).toMatchObject({
      type: 'message_ack',
    });
    expect(bob.user.id).not.toBe(alice.user.id);
  });

  it('a session that ended sends nothing: 401 if a frame arrives before its socket is closed', async () => {
    const { alice, c, as } = await pair();
    await revokeAllSessions(t.db, alice.user.id);
    await disconnectUser(t.deps, alice.user.id);
    // The socket is closed on the bus's word; whatever frame is read before that is refused.
    as.send({
      type: 'send_message',
      message: { conversationId: c.id, clientId: randomUUID(), content: 'late' },
    });
    expect((await as.closed).code).toBe(4001);
    const answered = as.events.find((e) => e.type === 'message_ack' || e.type === 'message_error');
    if (answered) expect(answered).toMatchObject({ type: 'message_error', status: 401 });
    expect(await t.db.select().from(messages).where(eq(messages.conversationId, c.id))).toEqual([]);
  });
});
