import { sql } from 'drizzle-orm';
import { MESSAGE_KIND } from '../../common/records/entry-kind';
import type { DbOrTx } from '../db/client';
import { type AttachmentCommitment, draftDigest, entryDigest } from '../../common/records/chain';

/** One timeline entry to store: a text message, or a record of some kind; either may carry files. */
export interface EntryToStore {
  conversationId: string;
  clientId: string;
  /** The final text: a message's words, a record's note (may be empty for a record or a file). */
  content: string;
  originalContent: string | null;
  rewrittenContent: string | null;
  wasRewritten: boolean;
  replyToMessageId: number | null;
  /** 'message' for text; else a kind from src/common/records/kinds, with its validated payload. */
  kind: string;
  payload: Record<string, unknown> | null;
  /** Uploads this entry claims, in order: each the sender's own, to this conversation, not yet sent. */
  attachments: Array<AttachmentCommitment & { id: string }>;
}

export interface StoreOutcome {
  /** Null when the sender is not a participant, or the conversation is deleted or does not exist. */
  conversation: { name: string | null; participantIds: string[] } | null;
  /** False when the reply target is not a message of this conversation (nothing was stored). */
  replyOk: boolean;
  /** False when an attachment is not the sender's unsent upload to this conversation (nothing was stored). */
  attachmentsOk: boolean;
  /** The stored link, or null when this (sender, clientId) was already stored (a retry). */
  stored: { id: number; prevHash: string | null; hash: string } | null;
}

interface StoreRow extends Record<string, unknown> {
  conversation_name: string | null;
  participant_ids: string[];
  reply_ok: boolean;
  attachments_ok: boolean;
  message_id: string | null;
  prev_hash: string | null;
  hash: string | null;
}

/**
 * Stores an entry and links it into its conversation's hash chain in ONE call to the database
 * function `parley_store_message` (migration 0014_record-entries.sql), so a send is a single round
 * trip, the conversation row stays locked only while the function runs (no transaction held open
 * across round trips), and its plan is prepared once per connection. The function:
 *  0. with attachments: takes the conversation's lock first, then checks each file is the sender's
 *     unsent upload to this conversation (so two sends of one file cannot both claim it);
 *  1. locks the conversation row (FOR UPDATE), if the sender takes part and it is not deleted, and
 *     reads its chain head, its participants and whether the reply target belongs to it. A concurrent
 *     send to the same conversation waits here, then reads the head the other one wrote, so the chain
 *     never forks;
 *  2. draws the id from the sequence, after the lock, so ids rise in chain order;
 *  3. hashes the canonical link in SQL: exactly `canonicalLink` of records/chain.ts (a JSON array
 *     with no spaces; PostgreSQL's to_json escapes strings as JSON.stringify does), then SHA-256.
 *     `chain.test.ts` checks the two agree on awkward text, and `npx parley verify` recomputes it in JS;
 *  4. inserts the row, unless (sender, clientId) is already stored (a retry inserts nothing);
 *  5. claims the entry's attachments, in order;
 *  6. moves the chain head to the new hash.
 * The time comes from the injected clock as an ISO string, so the hash and the stored time agree; the
 * drafts' digest and the entry digest (kind, payload, attachments) are computed here, as everywhere
 * else, by records/chain.ts; the entry digest joins the link only when the entry has one.
 */
export async function storeChainedMessage(
  db: DbOrTx,
  senderId: string,
  input: EntryToStore,
  createdAt: Date,
): Promise<StoreOutcome> {
  // drizzle drops an undefined parameter from the SQL text: every optional value is null instead.
  const original = input.originalContent ?? null;
  const rewritten = input.rewrittenContent ?? null;
  const kind = input.kind || MESSAGE_KIND;
  const payload = input.payload === null ? null : JSON.stringify(input.payload);
  const attachmentIds = `{${input.attachments.map((a) => a.id).join(',')}}`;
  const result = await db.execute<StoreRow>(sql`
    select * from parley_store_message(${input.conversationId}::uuid, ${senderId}::uuid,
      ${input.clientId}::text, ${input.content}::text, ${original}::text, ${rewritten}::text,
      ${input.wasRewritten === true}::boolean, ${input.replyToMessageId ?? null}::bigint,
      ${createdAt.toISOString()}::text, ${draftDigest(original, rewritten)}::text,
      ${kind}::text, ${payload}::jsonb, ${entryDigest(input)}::text, ${attachmentIds}::uuid[])
  `);
  const [row] = (result as unknown as { rows: StoreRow[] }).rows;
  if (!row) return { conversation: null, replyOk: false, attachmentsOk: false, stored: null };
  return {
    conversation: { name: row.conversation_name, participantIds: row.participant_ids },
    replyOk: row.reply_ok,
    attachmentsOk: row.attachments_ok,
    stored:
      row.message_id !== null && row.hash
        ? { id: Number(row.message_id), prevHash: row.prev_hash, hash: row.hash }
        : null,
  };
}
