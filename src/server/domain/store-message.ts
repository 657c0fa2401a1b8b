import { sql } from 'drizzle-orm';
import type { SendMessageInput } from '../../common/schemas/messages';
import type { DbOrTx } from '../db/client';
import { draftDigest } from '../../common/records/chain';

export interface StoreOutcome {
  /** Null when the sender is not a participant, or the conversation is deleted or does not exist. */
  conversation: { name: string | null; participantIds: string[] } | null;
  /** False when the reply target is not a message of this conversation (nothing was stored). */
  replyOk: boolean;
  /** The stored link, or null when this (sender, clientId) was already stored (a retry). */
  stored: { id: number; prevHash: string | null; hash: string } | null;
}

interface StoreRow extends Record<string, unknown> {
  conversation_name: string | null;
  participant_ids: string[];
  reply_ok: boolean;
  message_id: string | null;
  prev_hash: string | null;
  hash: string | null;
}

/**
 * Stores a message and links it into its conversation's hash chain in ONE call to the database
 * function `parley_store_message` (migration 0002_store-message.sql), so a send is a single round
 * trip, the conversation row stays locked only while the function runs (no transaction held open
 * across round trips), and its plan is prepared once per connection. The function:
 *  1. locks the conversation row (FOR UPDATE), if the sender takes part and it is not deleted, and
 *     reads its chain head, its participants and whether the reply target belongs to it. A concurrent
 *     send to the same conversation waits here, then reads the head the other one wrote, so the chain
 *     never forks;
 *  2. draws the id from the sequence, after the lock, so ids rise in chain order;
 *  3. hashes the canonical link in SQL: exactly `canonicalLink` of records/chain.ts (a JSON array
 *     with no spaces; PostgreSQL's to_json escapes strings as JSON.stringify does), then SHA-256.
 *     `chain.test.ts` checks the two agree on awkward text, and `npx parley verify` recomputes it in JS;
 *  4. inserts the row, unless (sender, clientId) is already stored (a retry inserts nothing);
 *  5. moves the chain head to the new hash.
 * The time comes from the injected clock as an ISO string, so the hash and the stored time agree; the
 * drafts' digest is computed here, as everywhere else, by records/chain.ts.
 */
export async function storeChainedMessage(
  db: DbOrTx,
  senderId: string,
  input: SendMessageInput,
  createdAt: Date,
): Promise<StoreOutcome> {
  // drizzle drops an undefined parameter from the SQL text: every optional value is null instead.
  const original = input.originalContent ?? null;
  const rewritten = input.rewrittenContent ?? null;
  const result = await db.execute<StoreRow>(sql`
    select * from parley_store_message(${input.conversationId}::uuid, ${senderId}::uuid,
      ${input.clientId}::text, ${input.content}::text, ${original}::text, ${rewritten}::text,
      ${input.wasRewritten === true}::boolean, ${input.replyToMessageId ?? null}::bigint,
      ${createdAt.toISOString()}::text, ${draftDigest(original, rewritten)}::text)
  `);
  const [row] = (result as unknown as { rows: StoreRow[] }).rows;
  if (!row) return { conversation: null, replyOk: false, stored: null };
  return {
    conversation: { name: row.conversation_name, participantIds: row.participant_ids },
    replyOk: row.reply_ok,
    stored:
      row.message_id !== null && row.hash
        ? { id: Number(row.message_id), prevHash: row.prev_hash, hash: row.hash }
        : null,
  };
}
