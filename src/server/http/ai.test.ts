import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX } from '../../common/constants';
import { buildTestApp, buildUser, clientFor, type TestApp } from '../../../test/helpers/app';
import { sendText, startConversation } from '../../../test/helpers/chat';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function freshUser(firstName = 'Test') {
  t.clock.set(new Date('2026-04-01T09:00:00Z'));
  return buildUser(t, { firstName });
}

describe('assistant endpoints', () => {
  it('require a signed-in user', async () => {
    const anonymous = clientFor(t.app);
    for (const [url, payload] of [
      ['/api/messages/rewrite', { message: 'hi' }],
      ['/api/ai/suggested-replies', { conversationHistory: ['hi'], currentMessage: 'hi' }],
      ['/api/ai/conflict-coach', { messageText: 'hi', conversationContext: '' }],
      ['/api/ai/conversation-summary', { conversationId: randomUUID() }],
    ] as const) {
      const res = await anonymous({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('rewrites a charged message, keeping its facts, and leaves a calm one alone', async () => {
    const { client } = await freshUser();
    const charged = await client({
      method: 'POST',
      url: '/api/messages/rewrite',
      payload: { message: 'You NEVER pick up Emma on time!! Be at Lincoln School at 3:30pm Friday, idiot.' },
    });
    expect(charged.statusCode, charged.body).toBe(200);
    const body = charged.json();
    expect(body.original).toContain('NEVER');
    expect(body.rewritten).toBe(body.rewrittenMessage);
    expect(body.rewritten).not.toMatch(/idiot|NEVER|!!/);
    for (const fact of ['Emma', 'Lincoln School', '3:30pm', 'Friday']) expect(body.rewritten).toContain(fact);
    expect(body.improvements.length).toBeGreaterThan(0);
    expect(body.emotionalTone).toMatch(/angry|frustrated/);

    const calm = await client({
      method: 'POST',
      url: '/api/messages/rewrite',
      payload: { message: 'Could you send me the school form by Thursday? Thanks!' },
    });
    expect(calm.json()).toMatchObject({
      rewritten: 'Could you send me the school form by Thursday? Thanks!',
      improvements: [],
    });
  });

  it('rejects empty and over-long input with 400', async () => {
    const { client } = await freshUser();
    const tooLong = 'a'.repeat(MESSAGE_MAX + 1);
    const cases = [
      ['/api/messages/rewrite', { message: '   ' }],
      ['/api/messages/rewrite', { message: tooLong }],
      ['/api/messages/rewrite', {}],
      ['/api/ai/suggested-replies', { conversationHistory: [tooLong], currentMessage: 'x' }],
      ['/api/ai/suggested-replies', { conversationHistory: 'not a list', currentMessage: 'x' }],
      ['/api/ai/conflict-coach', { messageText: tooLong }],
      ['/api/ai/conversation-summary', { conversationId: 'not-a-uuid' }],
      ['/api/ai/conversation-summary', { conversationId: randomUUID(), messageCount: 0 }],
    ] as const;
    for (const [url, payload] of cases) {
      const res = await client({ method: 'POST', url, payload });
      expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 60)}`).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('suggests up to three replies that fit the newest message', async () => {
    const { client } = await freshUser();
    const res = await client({
      method: 'POST',
      url: '/api/ai/suggested-replies',
      payload: {
        conversationHistory: ['Hi!', '', 'Can you pick up Emma at 5pm on Friday?'],
        currentMessage: 'Can you pick up Emma at 5pm on Friday?',
      },
    });
    expect(res.statusCode).toBe(200);
    const { replies } = res.json();
    expect(replies.length).toBeGreaterThan(0);
    expect(replies.length).toBeLessThanOrEqual(3);
    for (const r of replies) {
      expect(['friendly', 'professional', 'empathetic', 'direct']).toContain(r.tone);
      expect(r.confidence).toBeGreaterThanOrEqual(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
    }
    expect(replies.map((r: { text: string }) => r.text).join(' ')).toMatch(/5pm/);
  });

  it('coaches about the message in its context', async () => {
    const { client } = await freshUser();
    const res = await client({
      method: 'POST',
      url: '/api/ai/conflict-coach',
      payload: {
        messageText: 'You always forget the inhaler. Typical.',
        conversationContext: 'Sam: Can you bring the inhaler on Saturday?',
      },
    });
    expect(res.statusCode).toBe(200);
    const { advice } = res.json();
    expect(advice).toMatch(/Sam asked/);
    expect(advice).toMatch(/you always/i);
    expect(advice).toMatch(/Sarcasm/);
  });

  it('summarises only a conversation the user takes part in, with sender names', async () => {
    const alice = await freshUser('Alice');
    const bob = await buildUser(t, { firstName: 'Bob' });
    const mallory = await buildUser(t, { firstName: 'Mallory' });
    const convo = await startConversation(alice.client, [bob.email]);
    await sendText(alice.client, convo.id, 'Can you pick up Emma at 5pm on Friday?');
    await sendText(bob.client, convo.id, 'Sure, that works for me.');
    await sendText(bob.client, convo.id, 'Could you send me the dentist bill for $120?');

    const mine = await bob.client({
      method: 'POST',
      url: '/api/ai/conversation-summary',
      payload: { conversationId: convo.id },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const { summary } = mine.json();
    expect(summary).toMatch(
      /Alice User\d+ asked Bob User\d+ to pick up Emma at 5pm on Friday, and Bob User\d+ agreed\./,
    );
    expect(summary).toMatch(/\$120; that is still open\./);

    const limited = await bob.client({
      method: 'POST',
      url: '/api/ai/conversation-summary',
      payload: { conversationId: convo.id, messageCount: 1 },
    });
    expect(limited.json().summary).toMatch(/^Bob User\d+ sent one message\./);

    for (const id of [convo.id, randomUUID()]) {
      const res = await mallory.client({
        method: 'POST',
        url: '/api/ai/conversation-summary',
        payload: { conversationId: id },
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('answers 402 once the trial has expired, for every assistant endpoint', async () => {
    const { client } = await freshUser();
    const ok = await client({ method: 'POST', url: '/api/messages/rewrite', payload: { message: 'hello' } });
    expect(ok.statusCode).toBe(200);
    t.clock.advanceDays(15);
    for (const [url, payload] of [
      ['/api/messages/rewrite', { message: 'hi' }],
      ['/api/ai/suggested-replies', { conversationHistory: ['hi'], currentMessage: 'hi' }],
      ['/api/ai/conflict-coach', { messageText: 'hi' }],
      ['/api/ai/conversation-summary', { conversationId: randomUUID() }],
    ] as const) {
      const res = await client({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(402);
      expect(res.json().code).toBe('payment_required');
    }
  });

  it('rate-limits each user separately', async () => {
    const heavy = await freshUser();
    const other = await buildUser(t);
    const send = (c: typeof heavy.client) =>
      c({ method: 'POST', url: '/api/ai/conflict-coach', payload: { messageText: 'hello there' } });
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await send(heavy.client)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
    expect((await send(other.client)).statusCode).toBe(200);
  });
});
