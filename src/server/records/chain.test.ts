import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';
import { proposalDrafts, sendText, startConversation } from '../../../test/helpers/chat';
import { seedConversation } from '../../../test/helpers/records';
import { messages } from '../db/schema';
import { draftDigest, messageHash, toChainLink, verifyChain, verifyLinks } from '../../common/records/chain';
import { verifyStoredConversation } from './verify-conversation';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const at = (minute: number) => new Date(Date.UTC(2026, 0, 10, 9, minute));

async function seedFive() {
  const alice = await buildUser(t, { firstName: 'Alice' });
  const bob = await buildUser(t, { firstName: 'Bob' });
  const seeded = await seedConversation(t.db, {
    participantIds: [alice.user.id, bob.user.id],
    messages: [0, 1, 2, 3, 4].map((i) => ({
      senderId: i % 2 ? bob.user.id : alice.user.id,
      finalContent: `message number ${i + 1}`,
      originalContent: i === 2 ? 'the angry draft' : null,
      rewrittenContent: i === 2 ? 'the calm rewrite' : null,
      wasRewritten: i === 2,
      createdAt: at(i),
    })),
  });
  return { ...seeded, alice, bob };
}

const storedRows = (conversationId: string) =>
  t.db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.id));

describe('the message chain', () => {
  it('verifies an untouched conversation up to its chain head', async () => {
    const { conversationId } = await seedFive();
    const verdict = await verifyStoredConversation(t.db, conversationId);
    expect(verdict).toMatchObject({ ok: true, count: 5 });
  });

  it('catches one changed byte at exactly that message', async () => {
    const { conversationId, messageIds } = await seedFive();
    await t.db
      .update(messages)
      .set({ finalContent: 'message number 4!' })
      .where(eq(messages.id, messageIds[3]));
    const verdict = await verifyStoredConversation(t.db, conversationId);
    expect(verdict).toMatchObject({ ok: false, brokenAtMessageId: messageIds[3], index: 3 });
  });

  it('catches a changed draft even though the chain holds only its digest', async () => {
    const { conversationId, messageIds } = await seedFive();
    await t.db
      .update(messages)
      .set({ originalContent: 'the angry draft.' })
      .where(eq(messages.id, messageIds[2]));
    expect(await verifyStoredConversation(t.db, conversationId)).toMatchObject({
      ok: false,
      brokenAtMessageId: messageIds[2],
    });
  });

  it('catches a deleted message at the message that followed it', async () => {
    const { conversationId, messageIds } = await seedFive();
    await t.db.delete(messages).where(eq(messages.id, messageIds[1]));
    const verdict = await verifyStoredConversation(t.db, conversationId);
    expect(verdict).toMatchObject({ ok: false, brokenAtMessageId: messageIds[2], index: 1 });
    if (!verdict.ok) expect(verdict.reason).toMatch(/does not link/);
  });

  it('catches a deleted newest message through the chain head', async () => {
    const { conversationId, messageIds } = await seedFive();
    await t.db.delete(messages).where(eq(messages.id, messageIds[4]));
    expect(await verifyStoredConversation(t.db, conversationId)).toMatchObject({
      ok: false,
      brokenAtMessageId: messageIds[3],
    });
  });

  it('catches two messages swapped at the first of them', async () => {
    const { conversationId, messageIds } = await seedFive();
    const rows = await storedRows(conversationId);
    const [second, third] = [rows[1], rows[2]];
    // Swap everything but the ids: the stored order of what was said changes.
    const fields = (r: typeof second) => ({
      senderId: r.senderId,
      finalContent: r.finalContent,
      content: r.content,
      originalContent: r.originalContent,
      rewrittenContent: r.rewrittenContent,
      wasRewritten: r.wasRewritten,
      prevHash: r.prevHash,
      hash: r.hash,
      createdAt: r.createdAt,
    });
    await t.db.update(messages).set(fields(third)).where(eq(messages.id, second.id));
    await t.db.update(messages).set(fields(second)).where(eq(messages.id, third.id));
    expect(await verifyStoredConversation(t.db, conversationId)).toMatchObject({
      ok: false,
      brokenAtMessageId: messageIds[1],
      index: 1,
    });
    // Reordering the rows themselves is caught at the first one out of place.
    const reordered = [rows[0], rows[2], rows[1], rows[3], rows[4]];
    expect(verifyChain(reordered)).toMatchObject({ ok: false, brokenAtMessageId: messageIds[2], index: 1 });
  });

  it('verifies a segment from its first message’s link, as a partial export does', async () => {
    const { conversationId } = await seedFive();
    const rows = (await storedRows(conversationId)).map((r) => ({
      ...toChainLink(r),
      prevHash: r.prevHash,
      hash: r.hash,
    }));
    expect(verifyLinks(rows.slice(2), rows[1].hash)).toMatchObject({ ok: true, count: 3 });
    expect(verifyLinks(rows.slice(2), rows[0].hash)).toMatchObject({ ok: false, index: 0 });
  });

  it('hashes the drafts only as a digest, so the digest alone proves the message', () => {
    const message = {
      id: 7,
      conversationId: '00000000-0000-4000-8000-000000000001',
      senderId: '00000000-0000-4000-8000-000000000002',
      createdAt: at(7),
      finalContent: 'final',
      originalContent: 'original',
      rewrittenContent: 'rewritten',
    };
    expect(toChainLink(message).draftDigest).toBe(draftDigest('original', 'rewritten'));
    expect(messageHash(null, message)).toHaveLength(64);
    expect(
      verifyLinks([{ ...toChainLink(message), prevHash: null, hash: messageHash(null, message) }]),
    ).toMatchObject({
      ok: true,
    });
    expect(draftDigest(null, null)).toBeNull();
    expect(draftDigest('a', null)).not.toBe(draftDigest(null, 'a'));
  });

  it('hashes in the database exactly as the JS canonical form does, on awkward text', async () => {
    // A send hashes its link inside PostgreSQL (domain/store-message.ts); `npx parley verify`
    // recomputes it in JS. Both must escape and encode every character the same way.
    const alice = await buildUser(t, { firstName: 'Alice' });
    const bob = await buildUser(t, { firstName: 'Bob' });
    const c = await startConversation(alice.client, [bob.email]);
    const awkward = [
      'plain',
      'quotes " and \\ backslashes \\" and /slashes/',
      'line\nbreaks\r\nand\ttabs',
      'control \u0001\u0008\u000b\u000c\u001f and DEL \u007f',
      'emoji 👨‍👩‍👧 and CJK 你好 and accents éü and RTL שלום',
      'separators \u2028 \u2029 and nbsp \u00a0',
      '[ "looks", "like", "json" ]',
    ];
    for (const [i, text] of awkward.entries()) {
      const sender = i % 2 ? bob : alice;
      await sendText(
        sender.client,
        c.id,
        text,
        i === 3 ? await proposalDrafts(t.db, sender.user.id, 'draft "x"\n', text) : {},
      );
    }
    const rows = await storedRows(c.id);
    expect(rows.map((r) => r.finalContent)).toEqual(awkward.map((text) => text.trim()));
    for (const [i, row] of rows.entries()) {
      expect(row.prevHash).toBe(i === 0 ? null : rows[i - 1].hash);
      expect(row.hash).toBe(messageHash(row.prevHash, row));
    }
    expect(await verifyStoredConversation(t.db, c.id)).toMatchObject({ ok: true, count: awkward.length });
  });
});
