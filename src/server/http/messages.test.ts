import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageView } from '../../common/types';
import { buildTestApp, buildUser, clientFor, type TestApp } from '../../../test/helpers/app';
import { proposalDrafts, sendText, startConversation } from '../../../test/helpers/chat';
import { buildApp } from '../app';
import { messages } from '../db/schema';
import { MESSAGE_SEARCHES_PER_MINUTE } from './messages';
import { verifyChain } from '../../common/records/chain';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close()); // t is unset when set-up itself failed

const someId = '00000000-0000-4000-8000-000000000000';

async function chainOf(conversationId: string) {
  return t.db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.id));
}

describe('message routes', () => {
  it('require authentication', async () => {
    const calls = [
      { method: 'GET', url: `/api/messages/${someId}` },
      { method: 'GET', url: '/api/messages/search?q=hi' },
      {
        method: 'POST',
        url: '/api/messages',
        payload: { conversationId: someId, clientId: randomUUID(), content: 'x' },
      },
      { method: 'POST', url: '/api/messages/1/reactions', payload: { emoji: '👍' } },
      { method: 'DELETE', url: '/api/messages/1/reactions', payload: { emoji: '👍' } },
    ] as const;
    for (const call of calls) expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
  });

  it('answer 404 to anyone outside the conversation', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const eve = await buildUser(t);
    const c = await startConversation(alice.client, [bob.email]);
    const m = await sendText(alice.client, c.id, 'private');
    const calls = [
      { method: 'GET', url: `/api/messages/${c.id}` },
      {
        method: 'POST',
        url: '/api/messages',
        payload: { conversationId: c.id, clientId: randomUUID(), content: 'hi' },
      },
      { method: 'POST', url: `/api/messages/${m.id}/reactions`, payload: { emoji: '👍' } },
      { method: 'DELETE', url: `/api/messages/${m.id}/reactions`, payload: { emoji: '👍' } },
    ] as const;
    for (const call of calls) expect((await eve.client(call)).statusCode, call.url).toBe(404);
    const search = await eve.client({ method: 'GET', url: '/api/messages/search?q=private' });
    expect(search.json()).toEqual([]);
  });

  it('reject invalid input with 4xx, never 5xx', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const c = await startConversation(alice.client, [bob.email]);
    const other = await startConversation(alice.client, [bob.email], 'Other');
    const elsewhere = await sendText(alice.client, other.id, 'elsewhere');
    const m = await sendText(alice.client, c.id, 'here');
    const base = { conversationId: c.id, clientId: randomUUID(), content: 'ok' };
    const cases = [
      { method: 'POST', url: '/api/messages', payload: { ...base, content: '   ' } },
      { method: 'POST', url: '/api/messages', payload: { ...base, content: 'x'.repeat(4001) } },
      { method: 'POST', url: '/api/messages', payload: { ...base, clientId: 'abc' } },
      { method: 'POST', url: '/api/messages', payload: { ...base, clientId: undefined } },
      { method: 'POST', url: '/api/messages', payload: { ...base, conversationId: 'nope' } },
      { method: 'POST', url: '/api/messages', payload: { ...base, replyToMessageId: elsewhere.id } },
      { method: 'POST', url: '/api/messages', payload: { ...base, replyToMessageId: 99999999 } },
      { method: 'POST', url: '/api/messages', payload: { ...base, wasRewritten: 'maybe' } },
      // Drafts that contradict the text sent: a record would claim a rewrite that never went out.
      {
        method: 'POST',
        url: '/api/messages',
        payload: {
          ...base,
          wasRewritten: true,
          originalContent: 'you idiot',
          rewrittenContent: 'Something else',
        },
      },
      {
        method: 'POST',
        url: '/api/messages',
        payload: { ...base, wasRewritten: true, rewrittenContent: 'ok' },
      },
      {
        method: 'POST',
        url: '/api/messages',
        payload: {
          ...base,
          wasRewritten: false,
          originalContent: 'not what was sent',
          rewrittenContent: 'calm',
        },
      },
      {
        method: 'POST',
        url: '/api/messages',
        payload: 'not json',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'GET', url: `/api/messages/${c.id}?limit=0` },
      { method: 'GET', url: `/api/messages/${c.id}?limit=1000` },
      { method: 'GET', url: `/api/messages/${c.id}?before=abc` },
      { method: 'GET', url: '/api/messages/not-a-uuid' },
      { method: 'GET', url: '/api/messages/search?q=%20' },
      { method: 'POST', url: `/api/messages/${m.id}/reactions`, payload: { emoji: '💩' } },
      { method: 'POST', url: '/api/messages/abc/reactions', payload: { emoji: '👍' } },
      // Ids are decimal digits: Number() would read these as the message's id.
      { method: 'POST', url: `/api/messages/0x${m.id.toString(16)}/reactions`, payload: { emoji: '👍' } },
      { method: 'POST', url: `/api/messages/${m.id}e0/reactions`, payload: { emoji: '👍' } },
      { method: 'POST', url: `/api/messages/%20${m.id}/reactions`, payload: { emoji: '👍' } },
      { method: 'GET', url: `/api/messages/${c.id}?before=0x10` },
      { method: 'DELETE', url: `/api/messages/${m.id}/reactions` },
    ] as const;
    for (const call of cases) {
      const res = await alice.client(call);
      expect(res.statusCode, JSON.stringify(call).slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(call).slice(0, 120)).toBeLessThan(500);
    }
  });

  it('store a resent clientId once, even after a restart', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const c = await startConversation(alice.client, [bob.email]);
    const payload = { conversationId: c.id, clientId: randomUUID(), content: 'only once' };
    const first = await alice.client({ method: 'POST', url: '/api/messages', payload });
    expect(first.statusCode).toBe(201);
    const retry = await alice.client({ method: 'POST', url: '/api/messages', payload });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());

    // A second app on the same database stands in for the restarted server.
    const restarted = await buildApp(t.deps, { logger: false });
    await restarted.ready();
    const afterRestart = await clientFor(
      restarted,
      alice.cookie,
    )({ method: 'POST', url: '/api/messages', payload });
    await restarted.close();
    expect(afterRestart.statusCode).toBe(200);
    expect(afterRestart.json().id).toBe(first.json().id);
    expect(await chainOf(c.id)).toHaveLength(1);

    // The same clientId from someone else is their own message.
    const fromBob = await bob.client({ method: 'POST', url: '/api/messages', payload });
    expect(fromBob.statusCode).toBe(201);
    const concurrent = { ...payload, clientId: randomUUID() };
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        alice.client({ method: 'POST', url: '/api/messages', payload: concurrent }),
      ),
    );
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await chainOf(c.id)).toHaveLength(3);
  });

  it('page through history: every message exactly once, each page ascending', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const c = await startConversation(alice.client, [bob.email]);
    const sent: number[] = [];
    for (let i = 0; i < 123; i++)
      sent.push((await sendText(i % 2 ? bob.client : alice.client, c.id, `m${i}`)).id);
    const latest: MessageView[] = (await bob.client({ method: 'GET', url: `/api/messages/${c.id}` })).json();
    expect(latest).toHaveLength(50);
    expect(latest.map((m) => m.id)).toEqual(sent.slice(-50));
    const seen: number[] = [];
    let before: number | undefined;
    for (;;) {
      const page: MessageView[] = (
        await bob.client({
          method: 'GET',
          url: `/api/messages/${c.id}?limit=40${before ? `&before=${before}` : ''}`,
        })
      ).json();
      if (page.length === 0) break;
      const ids = page.map((m) => m.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      seen.unshift(...ids);
      before = ids[0];
    }
    expect(seen).toEqual(sent);
  });

  it('show original and rewritten text to the sender only, and quote replies', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const c = await startConversation(alice.client, [bob.email]);
    const asked = await sendText(bob.client, c.id, 'Can you pick up the kids?');
    const res = await alice.client({
      method: 'POST',
      url: '/api/messages',
      payload: {
        conversationId: c.id,
        clientId: randomUUID(),
        content: 'I can pick them up at five.',
        ...(await proposalDrafts(
          t.db,
          alice.user.id,
          'Fine, AGAIN, I will do it',
          'I can pick them up at five.',
        )),
        replyToMessageId: asked.id,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      finalContent: 'I can pick them up at five.',
      content: 'I can pick them up at five.',
      originalContent: 'Fine, AGAIN, I will do it',
      rewrittenContent: 'I can pick them up at five.',
      wasRewritten: 'true',
      replyToMessage: {
        id: asked.id,
        finalContent: 'Can you pick up the kids?',
        sender: { id: bob.user.id },
      },
      sender: { id: alice.user.id },
    });
    const bobView: MessageView[] = (await bob.client({ method: 'GET', url: `/api/messages/${c.id}` })).json();
    const mine = bobView.find((m) => m.id === res.json().id)!;
    expect(mine).not.toHaveProperty('originalContent');
    expect(mine).not.toHaveProperty('rewrittenContent');
    expect(JSON.stringify(bobView)).not.toContain('AGAIN');
    const aliceView: MessageView[] = (
      await alice.client({ method: 'GET', url: `/api/messages/${c.id}` })
    ).json();
    expect(aliceView.find((m) => m.id === res.json().id)!.originalContent).toBe('Fine, AGAIN, I will do it');
    expect(JSON.stringify(aliceView)).not.toMatch(/hash/i);
  });

  it('store a proposal only with the proof the rewrite endpoint gave for it, to that user', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const c = await startConversation(alice.client, [bob.email]);
    const original = 'You NEVER tell me when practice ends, you idiot!!';
    const asked = await alice.client({
      method: 'POST',
      url: '/api/messages/rewrite',
      payload: { message: original },
    });
    const { rewritten, rewriteProof } = asked.json<{ rewritten: string; rewriteProof: string }>();
    expect(rewritten).not.toBe(original);
    const improved = { originalContent: original, rewrittenContent: rewritten, wasRewritten: true };
    const send = (client: typeof alice.client, content: string, drafts: object) =>
      client({
        method: 'POST',
        url: '/api/messages',
        payload: { conversationId: c.id, clientId: randomUUID(), content, ...drafts },
      });
    const refusals = [
      // Words the sender wrote, claimed as the assistant's: no proof, a made-up one, another proposal's.
      await send(alice.client, 'Calm words I made up', {
        ...improved,
        rewrittenContent: 'Calm words I made up',
      }),
      await send(alice.client, rewritten, { ...improved, rewriteProof: 'A'.repeat(43) }),
      await send(alice.client, 'Calm words I made up', {
        ...improved,
        rewrittenContent: 'Calm words I made up',
        rewriteProof,
      }),
      // The same proposal with another original, or sent by someone else.
      await send(alice.client, rewritten, { ...improved, originalContent: 'hello', rewriteProof }),
      await send(bob.client, rewritten, { ...improved, rewriteProof }),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['rewriteProof']);
    }
    const sentImproved = await send(alice.client, rewritten, { ...improved, rewriteProof });
    expect(sentImproved.statusCode, sentImproved.body).toBe(201);
    expect(sentImproved.json()).toMatchObject({ wasRewritten: 'true', originalContent: original });
    const sentOriginal = await send(alice.client, original, {
      ...improved,
      wasRewritten: false,
      rewriteProof,
    });
    expect(sentOriginal.statusCode, sentOriginal.body).toBe(201);
    expect(sentOriginal.json()).toMatchObject({ wasRewritten: 'false', rewrittenContent: rewritten });
  });

  it('search all of the caller’s conversations, original text only for their own messages', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const marker = randomUUID().slice(0, 8);
    const c = await startConversation(alice.client, [bob.email], 'Plans');
    await sendText(
      alice.client,
      c.id,
      `calm words ${marker}`,
      await proposalDrafts(t.db, alice.user.id, `angry ${marker}-secret`, `calm words ${marker}`),
    );
    await sendText(bob.client, c.id, `bob says ${marker}`, { originalContent: `bob raw ${marker}-hidden` });
    const aliceHits = (await alice.client({ method: 'GET', url: `/api/messages/search?q=${marker}` })).json();
    expect(aliceHits).toHaveLength(2);
    expect(aliceHits[0]).toMatchObject({ conversationName: 'Plans', highlighted: true });
    expect(JSON.stringify(aliceHits)).not.toContain('hidden');
    const own = (
      await alice.client({ method: 'GET', url: `/api/messages/search?q=${marker}-secret` })
    ).json();
    expect(own).toHaveLength(1);
    expect(own[0].highlighted).toBe(false);
    const notBobs = (
      await alice.client({ method: 'GET', url: `/api/messages/search?q=${marker}-hidden` })
    ).json();
    expect(notBobs).toEqual([]);
    const bobTries = (
      await bob.client({ method: 'GET', url: `/api/messages/search?q=${marker}-secret` })
    ).json();
    expect(bobTries).toEqual([]);
  });

  it('search is limited per person: each runs several scans of everything they can read', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const search = (client: typeof alice.client) =>
      client({ method: 'GET', url: '/api/messages/search?q=pickup' });
    for (let i = 0; i < MESSAGE_SEARCHES_PER_MINUTE; i++)
      expect((await search(alice.client)).statusCode).toBe(200);
    const refused = await search(alice.client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many requests/);
    expect((await search(bob.client)).statusCode).toBe(200);
  });

  it('say where the send limit stands in the headers a route limit sends, and past it answer 429 with retry-after', async () => {
    const alice = await buildUser(t);
    const c = await startConversation(alice.client, [(await buildUser(t)).email]);
    const send = (payload: Record<string, unknown>) =>
      alice.client({ method: 'POST', url: '/api/messages', payload });
    const first = await send({ conversationId: c.id, clientId: randomUUID(), content: 'counted' });
    expect(first.statusCode).toBe(201);
    expect(first.headers).toMatchObject({ 'x-ratelimit-limit': '300', 'x-ratelimit-remaining': '299' });
    expect(Number(first.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    expect(first.headers['retry-after']).toBeUndefined();
    // A send is counted before its input is read: refused bodies fill the limit cheaply.
    for (let i = 0; i < 299; i++) expect((await send({ conversationId: c.id })).statusCode).toBe(400);
    const refused = await send({ conversationId: c.id, clientId: randomUUID(), content: 'one too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.headers).toMatchObject({ 'x-ratelimit-limit': '300', 'x-ratelimit-remaining': '0' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['x-ratelimit-reset']).toBe(refused.headers['retry-after']);
  });

  it('search by sender name too, newest first, each message once, never from a deleted conversation', async () => {
    const surname = `Zed${randomUUID().slice(0, 6)}`;
    const alice = await buildUser(t);
    const bob = await buildUser(t, { lastName: surname });
    const carol = await buildUser(t);
    const c = await startConversation(alice.client, [bob.email], 'With Bob');
    const first = await sendText(bob.client, c.id, 'first from bob');
    // Matches twice (its text and its sender): listed once.
    const second = await sendText(bob.client, c.id, `second from bob, signed ${surname}`);
    await sendText(alice.client, c.id, 'alice answers');
    // Bob's words elsewhere, in a conversation alice is not in, stay out of her results.
    const elsewhere = await startConversation(bob.client, [carol.email]);
    await sendText(bob.client, elsewhere.id, 'bob to carol');
    const bySender = (await alice.client({ method: 'GET', url: `/api/messages/search?q=${surname}` })).json();
    expect(bySender.map((m: { id: number }) => m.id)).toEqual([second.id, first.id]);
    expect(bySender.map((m: { highlighted: boolean }) => m.highlighted)).toEqual([true, false]);

    const gone = await startConversation(alice.client, [carol.email], 'Gone');
    await sendText(carol.client, gone.id, `carol ${surname} note`);
    expect((await alice.client({ method: 'DELETE', url: `/api/conversations/${gone.id}` })).statusCode).toBe(
      200,
    );
    const after = (await alice.client({ method: 'GET', url: `/api/messages/search?q=${surname}` })).json();
    expect(after.map((m: { id: number }) => m.id)).toEqual([second.id, first.id]);
  });

  it('search has its trigram index on both databases (migrations 0005 and 0011), and uses it for a rare word', async () => {
    const result = (await t.db.execute(
      sql`select indexname from pg_indexes where indexname = 'messages_final_content_trgm_idx'`,
    )) as unknown as { rows: unknown[] };
    expect(result.rows).toHaveLength(1);
    // Without sequential scans on the table the planner must take the index if it can serve the match.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return (await tx.execute(
        sql`explain select id from messages where final_content ilike '%xylophone%'`,
      )) as unknown as { rows: Array<{ 'QUERY PLAN': string }> };
    });
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('messages_final_content_trgm_idx');
  });

  it('toggle reactions from the six', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const c = await startConversation(alice.client, [bob.email]);
    const m = await sendText(alice.client, c.id, 'party?');
    const add = await bob.client({
      method: 'POST',
      url: `/api/messages/${m.id}/reactions`,
      payload: { emoji: '🎉' },
    });
    expect(add.statusCode).toBe(200);
    expect(add.json().reactions).toEqual([{ emoji: '🎉', userId: bob.user.id }]);
    const twice = await bob.client({
      method: 'POST',
      url: `/api/messages/${m.id}/reactions`,
      payload: { emoji: '🎉' },
    });
    expect(twice.json().reactions).toHaveLength(1);
    await alice.client({ method: 'POST', url: `/api/messages/${m.id}/reactions`, payload: { emoji: '❤️' } });
    const removed = await bob.client({
      method: 'DELETE',
      url: `/api/messages/${m.id}/reactions`,
      payload: { emoji: '🎉' },
    });
    expect(removed.json().reactions).toEqual([{ emoji: '❤️', userId: alice.user.id }]);
    const byQuery = await alice.client({
      method: 'DELETE',
      url: `/api/messages/${m.id}/reactions?emoji=${encodeURIComponent('❤️')}`,
    });
    expect(byQuery.json()).toMatchObject({ reactions: [] });
  });
});

describe('the message chain', () => {
  it('names in each message the one before it in the chain, so a client can see a gap', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const c = await startConversation(alice.client, [bob.email]);
    const elsewhere = await startConversation(alice.client, [bob.email], 'Elsewhere');
    const first = await sendText(alice.client, c.id, 'first');
    expect(first.previousId).toBeNull();
    // Interleaved with another conversation's messages and sent at once: the links follow the chain.
    const sent = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        sendText(i % 2 ? alice.client : bob.client, i % 3 ? c.id : elsewhere.id, `n${i}`),
      ),
    );
    const rows = await chainOf(c.id);
    const byHash = new Map(rows.map((r) => [r.hash, r.id]));
    const expected = new Map(rows.map((r) => [r.id, r.prevHash ? byHash.get(r.prevHash) : null]));
    for (const m of sent.filter((m) => m.conversationId === c.id))
      expect(m.previousId).toBe(expected.get(m.id));
    const listed: MessageView[] = (await bob.client({ method: 'GET', url: `/api/messages/${c.id}` })).json();
    expect(listed.map((m) => [m.id, m.previousId])).toEqual(rows.map((r) => [r.id, expected.get(r.id)]));
    expect(JSON.stringify(listed)).not.toMatch(/hash/i);
  });

  it('stays one unbroken chain under 50 concurrent sends, and catches tampering at the message', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const c = await startConversation(alice.client, [bob.email]);
    const sends = Array.from({ length: 50 }, (_, i) =>
      sendText(i % 2 ? alice.client : bob.client, c.id, `n${i}`),
    );
    await Promise.all(sends);
    const rows = await chainOf(c.id);
    expect(rows).toHaveLength(50);
    const verdict = verifyChain(rows);
    expect(verdict).toMatchObject({ ok: true, count: 50 });
    const [head] = await t.db
      .execute(sql`select chain_head from conversations where id = ${c.id}`)
      .then((r) => (r as unknown as { rows: Array<{ chain_head: string }> }).rows);
    expect(head.chain_head).toBe(rows[49].hash);

    const victim = rows[20];
    const edited = rows.map((r) => (r.id === victim.id ? { ...r, finalContent: `${r.finalContent}!` } : r));
    expect(verifyChain(edited)).toMatchObject({ ok: false, brokenAtMessageId: victim.id, index: 20 });
    const dropped = rows.filter((r) => r.id !== victim.id);
    expect(verifyChain(dropped)).toMatchObject({ ok: false, brokenAtMessageId: rows[21].id });
    const swapped = [...rows];
    [swapped[10], swapped[11]] = [swapped[11], swapped[10]];
    expect(verifyChain(swapped)).toMatchObject({ ok: false, brokenAtMessageId: rows[11].id });

    // Tampering in the database itself, the way an attacker with SQL access would.
    await t.db.execute(sql`update messages set final_content = 'edited' where id = ${victim.id}`);
    expect(verifyChain(await chainOf(c.id))).toMatchObject({ ok: false, brokenAtMessageId: victim.id });
  });
});
