import { createHash, randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';
import { sendText, startConversation } from '../../../test/helpers/chat';
import { canonicalLink, entryDigest, messageHash, toChainLink } from '../../common/records/chain';
import { defineEntryKind } from '../../common/records/entry-kind';
import type { MessageView } from '../../common/types';
import { attachments, messages } from '../db/schema';
import { verifyStoredConversation } from '../records/verify-conversation';
import { appendRecord } from './entries';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A kind defined here only: the core stores and proves any kind a feature defines. */
const noted = defineEntryKind({
  kind: 'test.noted',
  payload: z.object({ title: z.string(), amountCents: z.number().int(), tags: z.array(z.string()) }),
  sentence: (p, { sender }) => `${sender} noted ${p.title}`,
});

async function pair() {
  const alice = await buildUser(t, { firstName: 'Alice' });
  const bob = await buildUser(t, { firstName: 'Bob' });
  const c = await startConversation(alice.client, [bob.email]);
  return { alice, bob, conversationId: c.id };
}

const storedRows = (conversationId: string) =>
  t.db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.id));

/** An upload as the attachment routes leave it: bytes elsewhere, their digest here, not yet sent. */
async function upload(conversationId: string, uploaderId: string, name: string) {
  const [row] = await t.db
    .insert(attachments)
    .values({
      conversationId,
      uploaderId,
      name,
      contentType: 'application/pdf',
      size: 1234,
      sha256: createHash('sha256').update(name).digest('hex'),
      storageKey: `test/${randomUUID()}`,
    })
    .returning();
  return row;
}

describe('record entries in the chain', () => {
  it('leaves a plain message’s link at its seven fields, so every earlier hash still holds', async () => {
    const { alice, conversationId } = await pair();
    await sendText(alice.client, conversationId, 'plain words');
    const [row] = await storedRows(conversationId);
    expect(row.kind).toBe('message');
    expect(row.payload).toBeNull();
    expect(entryDigest(row)).toBeNull();
    const sevenFields = JSON.stringify([
      '0'.repeat(64),
      row.id,
      conversationId,
      alice.user.id,
      row.createdAt.toISOString(),
      'plain words',
      null,
    ]);
    expect(canonicalLink('0'.repeat(64), toChainLink(row))).toBe(sevenFields);
    expect(row.hash).toBe(createHash('sha256').update(sevenFields).digest('hex'));
  });

  it('stores a record with its kind and payload, hashed in the database as chain.ts does', async () => {
    const { alice, bob, conversationId } = await pair();
    await sendText(alice.client, conversationId, 'before');
    const payload = { tags: ['school', 'émoji 👨‍👩‍👧', 'line\u2028sep "quoted"'], title: 'Shoes', amountCents: 4599 };
    const sent = await appendRecord(t.db, t.clock, bob.user, { conversationId, kind: noted, payload });
    expect(sent.created).toBe(true);
    const rows = await storedRows(conversationId);
    const record = rows[1];
    expect(record).toMatchObject({ kind: 'test.noted', payload, finalContent: '', prevHash: rows[0].hash });
    // The hash covers the entry digest as an eighth field, recomputed from the payload read back.
    expect(JSON.parse(canonicalLink('x', toChainLink(record)))).toHaveLength(8);
    expect(record.hash).toBe(messageHash(record.prevHash, record));
    // Key order does not matter: the digest is over canonical JSON.
    expect(entryDigest({ kind: 'test.noted', payload: { amountCents: 4599, title: 'Shoes', tags: payload.tags } })).toBe(
      entryDigest(record),
    );
    expect(await verifyStoredConversation(t.db, conversationId)).toMatchObject({ ok: true, count: 2 });
  });

  it('catches a changed payload or kind at exactly that record', async () => {
    const { alice, conversationId } = await pair();
    const payload = { title: 'Dentist', amountCents: 12000, tags: [] };
    const first = await appendRecord(t.db, t.clock, alice.user, { conversationId, kind: noted, payload });
    await sendText(alice.client, conversationId, 'after');
    await t.db
      .update(messages)
      .set({ payload: { ...payload, amountCents: 1200 } })
      .where(eq(messages.id, first.row.id));
    expect(await verifyStoredConversation(t.db, conversationId)).toMatchObject({
      ok: false,
      brokenAtMessageId: first.row.id,
    });
    await t.db.update(messages).set({ payload, kind: 'test.other' }).where(eq(messages.id, first.row.id));
    expect(await verifyStoredConversation(t.db, conversationId)).toMatchObject({
      ok: false,
      brokenAtMessageId: first.row.id,
    });
    await t.db.update(messages).set({ kind: 'test.noted' }).where(eq(messages.id, first.row.id));
    expect(await verifyStoredConversation(t.db, conversationId)).toMatchObject({ ok: true, count: 2 });
  });

  it('refuses a payload its kind does not describe, storing nothing', async () => {
    const { alice, conversationId } = await pair();
    await expect(
      appendRecord(t.db, t.clock, alice.user, {
        conversationId,
        kind: noted,
        payload: { title: 'x', amountCents: 1.5, tags: [] },
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(await storedRows(conversationId)).toHaveLength(0);
  });

  it('commits each attachment’s SHA-256 into its message’s hash, in the order sent', async () => {
    const { alice, bob, conversationId } = await pair();
    const a = await upload(conversationId, alice.user.id, 'receipt-a.pdf');
    const b = await upload(conversationId, alice.user.id, 'receipt-b.pdf');
    const clientId = randomUUID();
    const send = () =>
      alice.client({
        method: 'POST',
        url: '/api/messages',
        payload: { conversationId, clientId, content: '', attachmentIds: [b.id, a.id] },
      });
    const res = await send();
    expect(res.statusCode).toBe(201);
    const view = res.json<MessageView>();
    expect(view.attachments.map((f) => f.name)).toEqual(['receipt-b.pdf', 'receipt-a.pdf']);
    expect(view.attachments[0].url).toBe(`/api/attachments/${b.id}`);
    // A retry answers with the stored message, files and all.
    const retry = await send();
    expect(retry.statusCode).toBe(200);
    expect(retry.json<MessageView>().id).toBe(view.id);
    expect(await verifyStoredConversation(t.db, conversationId)).toMatchObject({ ok: true, count: 1 });

    // A file already sent, or someone else's upload, cannot go with another message.
    const again = await alice.client({
      method: 'POST',
      url: '/api/messages',
      payload: { conversationId, clientId: randomUUID(), content: 'again', attachmentIds: [a.id] },
    });
    expect(again.statusCode).toBe(400);
    const theirs = await bob.client({
      method: 'POST',
      url: '/api/messages',
      payload: { conversationId, clientId: randomUUID(), content: 'mine?', attachmentIds: [b.id] },
    });
    expect(theirs.statusCode).toBe(400);
    expect(await storedRows(conversationId)).toHaveLength(1);

    // One changed digest (a file swapped in storage and its record edited to match) breaks the chain there.
    await t.db.update(attachments).set({ sha256: '0'.repeat(64) }).where(eq(attachments.id, a.id));
    expect(await verifyStoredConversation(t.db, conversationId)).toMatchObject({
      ok: false,
      brokenAtMessageId: view.id,
    });
  });

  it('lets only one of two concurrent sends claim the same file', async () => {
    const { alice, conversationId } = await pair();
    const file = await upload(conversationId, alice.user.id, 'once.pdf');
    const results = await Promise.all(
      [1, 2].map((n) =>
        alice.client({
          method: 'POST',
          url: '/api/messages',
          payload: { conversationId, clientId: randomUUID(), content: `try ${n}`, attachmentIds: [file.id] },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const [{ n }] = (
      (await t.db.execute(
        sql`select count(*)::int as n from attachments where id = ${file.id} and message_id is not null`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows;
    expect(n).toBe(1);
    expect(await verifyStoredConversation(t.db, conversationId)).toMatchObject({ ok: true, count: 1 });
  });

  it('still asks for words when no file goes with a message', async () => {
    const { alice, conversationId } = await pair();
    const res = await alice.client({
      method: 'POST',
      url: '/api/messages',
      payload: { conversationId, clientId: randomUUID(), content: '   ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Please type a message');
  });
});
