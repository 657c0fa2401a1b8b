import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';
import { sendText, startConversation } from '../../../test/helpers/chat';
import { MESSAGE_KIND } from '../../common/records/entry-kind';
import { messages } from '../db/schema';
import { verifyStoredConversation } from '../records/verify-conversation';
import { sendMessage } from './messages';
import type { EntryToStore } from './store-message';
import { StoreQueue } from './store-queue';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function group(size: number) {
  const people = await Promise.all(Array.from({ length: size }, () => buildUser(t)));
  const c = await startConversation(
    people[0]!.client,
    people.slice(1).map((p) => p.email),
    `Group ${randomUUID().slice(0, 6)}`,
  );
  return { people, conversationId: c.id };
}

const input = (conversationId: string, content: string) => ({
  conversationId,
  clientId: randomUUID(),
  content,
  originalContent: null,
  rewrittenContent: null,
  rewriteProof: null,
  wasRewritten: false,
  replyToMessageId: null as number | null,
  attachmentIds: [],
});

/** Rows stored in one transaction share its id (xmin): how many transactions stored these. */
async function transactionsOf(conversationIds: string[]) {
  const rows = await t.db.execute<{ tx: string }>(
    sql`select distinct xmin::text as tx from messages where conversation_id in ${conversationIds}`,
  );
  return (rows as unknown as { rows: unknown[] }).rows.length;
}

describe('group commit of sends', () => {
  it('stores sends that arrive together in fewer calls, each chain intact and in arrival order', async () => {
    const a = await group(3);
    const b = await group(2);
    const sends = Array.from({ length: 30 }, (_, i) => {
      const { people, conversationId } = i % 3 === 0 ? b : a;
      const sender = people[i % people.length]!.user;
      return sendMessage(t.db, t.clock, sender, input(conversationId, `message ${i}`));
    });
    const outcomes = await Promise.all(sends);

    // Each send has its own answer: its own message, created, with its predecessor in its chain.
    expect(outcomes.map((o) => o.result.row.content)).toEqual(sends.map((_, i) => `message ${i}`));
    expect(outcomes.every((o) => o.result.created && o.events.length === 1)).toBe(true);
    for (const { conversationId } of [a, b]) {
      const rows = await t.db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
        .orderBy(asc(messages.id));
      // In the order the sends arrived.
      const sent = outcomes.filter((o) => o.result.row.conversationId === conversationId);
      expect(rows.map((r) => r.content)).toEqual(sent.map((o) => o.result.row.content));
      // Each answer names the one stored before it, as a later read does.
      expect(sent.map((o) => o.result.context.previousIds.get(o.result.row.id) ?? null)).toEqual([
        null,
        ...rows.slice(0, -1).map((r) => r.id),
      ]);
      expect((await verifyStoredConversation(t.db, conversationId)).ok).toBe(true);
    }
    // Grouped: 30 sends, far fewer transactions (they arrive within the idle queue's wait for company).
    expect(await transactionsOf([a.conversationId, b.conversationId])).toBeLessThan(10);
  });

  it('answers each send its own error, and stores the others', async () => {
    const a = await group(2);
    const outsider = await buildUser(t);
    const [alice] = a.people;
    const own = await sendText(alice!.client, a.conversationId, 'before');
    const sends = [
      sendMessage(t.db, t.clock, alice!.user, input(a.conversationId, 'first')),
      // Not a participant: 404, as for anyone who is not in it.
      sendMessage(t.db, t.clock, outsider.user, input(a.conversationId, 'intruder')),
      // A reply to a message of another conversation.
      sendMessage(t.db, t.clock, alice!.user, {
        ...input(a.conversationId, 'reply'),
        replyToMessageId: 1e12,
      }),
      sendMessage(t.db, t.clock, alice!.user, {
        ...input(a.conversationId, 'quote'),
        replyToMessageId: own.id,
      }),
    ];
    const settled = await Promise.allSettled(sends);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((settled[1] as PromiseRejectedResult).reason).toMatchObject({ statusCode: 404 });
    expect((settled[2] as PromiseRejectedResult).reason).toMatchObject({ statusCode: 400 });
    expect((await verifyStoredConversation(t.db, a.conversationId)).ok).toBe(true);
  });

  it('stores each alone when a batch fails as a whole, so only the faulty entry fails', async () => {
    const a = await group(2);
    const queue = new StoreQueue(t.db);
    const entry = (conversationId: string, content: string): EntryToStore => ({
      ...input(conversationId, content),
      originalContent: null,
      rewrittenContent: null,
      kind: MESSAGE_KIND,
      payload: null,
      attachments: [],
    });
    const store = (content: string, senderId = a.people[0]!.user.id) =>
      queue.store({ senderId, input: entry(a.conversationId, content), createdAt: t.clock.now() });
    // The five form one batch (they arrive within the idle queue's wait), which the malformed id fails in SQL.
    const settled = await Promise.allSettled([
      store('one'),
      store('two'),
      store('three'),
      store('broken', 'not-a-uuid'),
      store('four'),
    ]);
    expect(settled.map((s) => s.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const rows = await t.db
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.conversationId, a.conversationId))
      .orderBy(asc(messages.id));
    expect(rows.map((r) => r.content)).toEqual(['one', 'two', 'three', 'four']);
    expect((await verifyStoredConversation(t.db, a.conversationId)).ok).toBe(true);
  });
});
