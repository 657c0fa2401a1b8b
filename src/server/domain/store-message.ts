import { sql } from 'drizzle-orm';
import { MESSAGE_KIND } from '../../common/records/entry-kind';
import type { DbOrTx } from '../db/client';
import { preparedStatement } from '../db/prepared';
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
  /**
   * The stored link, or null when this (sender, clientId) was already stored (a retry). `previousId`
   * is the entry before it in the conversation (null: the first).
   */
  stored: { id: number; prevHash: string | null; hash: string; previousId: number | null } | null;
}

interface StoreRow extends Record<string, unknown> {
  conversation_name: string | null;
  participant_ids: string[];
  reply_ok: boolean;
  attachments_ok: boolean;
  message_id: string | null;
  prev_hash: string | null;
  hash: string | null;
  previous_id: string | null;
}

/**
 * Stores an entry and links it into its conversation's hash chain in ONE call to the database
 * function `parley_store_entry` (migration 0024_store-entry-statements.sql; 0020 before it, the same
 * steps as one statement), so a send is a single round trip, the conversation row stays locked only
 * while the function runs (no transaction held open across round trips), and its plans are prepared
 * once per connection. The function:
 *  1. locks the conversation row (SELECT ... FOR UPDATE, which reads its name and chain head) if it is
 *     not deleted, then, if the sender takes part, reads its newest entry (the new one's predecessor),
 *     its participants and whether the reply target belongs to it, each in a statement of its own
 *     taken after the lock. A concurrent send to the same conversation waits for the lock, then reads
 *     the head the other one wrote, so the chain never forks;
 *  2. draws the id from the sequence, after the lock, so ids rise in chain order;
 *  3. hashes the canonical link in SQL: exactly `canonicalLink` of records/chain.ts (a JSON array
 *     with no spaces; PostgreSQL's to_json escapes strings as JSON.stringify does), then SHA-256.
 *     `chain.test.ts` checks the two agree on awkward text, and `npx parley verify` recomputes it in JS;
 *  4. inserts the row, unless (sender, clientId) is already stored (a retry inserts nothing);
 *  5. claims the entry's attachments, in order, once each is checked (under the lock) to be the
 *     sender's unsent upload to this conversation, so two sends of one file cannot both claim it;
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
  const a = storeArguments(senderId, input, createdAt);
  const rows = await storeOne(db, { ...a, attachmentIds: `{${a.attachmentIds.join(',')}}` });
  return outcomeOf(rows[0]);
}

// Both store calls are built once (db/prepared.ts): a send runs one of them, and drizzle would
// otherwise build the SQL text and a prepared-query object again for every call.
const p = (name: keyof ReturnType<typeof storeArguments>) => sql.placeholder(name);
const storeOne = preparedStatement<StoreRow>(
  'parley_store_entry',
  sql`select * from parley_store_entry(${p('conversationId')}::uuid, ${p('senderId')}::uuid,
      ${p('clientId')}::text, ${p('content')}::text, ${p('originalContent')}::text, ${p('rewrittenContent')}::text,
      ${p('wasRewritten')}::boolean, ${p('replyToMessageId')}::bigint, ${p('createdAt')}::text,
      ${p('draftDigest')}::text, ${p('kind')}::text, ${p('payload')}::jsonb, ${p('entryDigest')}::text,
      ${p('attachmentIds')}::uuid[])`,
);
const storeMany = preparedStatement<StoreRow & { ordinal: number }>(
  'parley_store_entries',
  sql`select * from parley_store_entries(${sql.placeholder('entries')}::jsonb)`,
);

/** One entry of a group commit: who stores what, when. */
export interface StoreRequest {
  senderId: string;
  input: EntryToStore;
  createdAt: Date;
}

/**
 * Stores several entries in ONE call and one transaction (`parley_store_entries`, migration
 * 0021_store-entries-batch.sql), each exactly as storeChainedMessage stores it alone, in the order
 * given; the outcomes come back in that order. Any error fails the whole call (nothing is stored).
 */
export async function storeChainedMessages(db: DbOrTx, requests: StoreRequest[]): Promise<StoreOutcome[]> {
  const entries = requests.map((r) => storeArguments(r.senderId, r.input, r.createdAt));
  const result = await storeMany(db, { entries: JSON.stringify(entries) });
  const rows = new Map(result.map((r) => [Number(r.ordinal), r]));
  return requests.map((_, i) => outcomeOf(rows.get(i)));
}

/** The store function's arguments, by name; every optional value is null (drizzle drops undefined). */
function storeArguments(senderId: string, input: EntryToStore, createdAt: Date) {
  const originalContent = input.originalContent ?? null;
  const rewrittenContent = input.rewrittenContent ?? null;
  return {
    conversationId: input.conversationId,
    senderId,
    clientId: input.clientId,
    content: input.content,
    originalContent,
    rewrittenContent,
    wasRewritten: input.wasRewritten === true,
    replyToMessageId: input.replyToMessageId ?? null,
    createdAt: createdAt.toISOString(),
    draftDigest: draftDigest(originalContent, rewrittenContent),
    kind: input.kind || MESSAGE_KIND,
    payload: input.payload === null ? null : JSON.stringify(input.payload),
    entryDigest: entryDigest(input),
    attachmentIds: input.attachments.map((f) => f.id),
  };
}

/** No row: the sender is not a participant, or the conversation is deleted or does not exist. */
function outcomeOf(row: StoreRow | undefined): StoreOutcome {
  if (!row) return { conversation: null, replyOk: false, attachmentsOk: false, stored: null };
  return {
    conversation: { name: row.conversation_name, participantIds: row.participant_ids },
    replyOk: row.reply_ok,
    attachmentsOk: row.attachments_ok,
    stored:
      row.message_id !== null && row.hash
        ? {
            id: Number(row.message_id),
            prevHash: row.prev_hash,
            hash: row.hash,
            previousId: row.previous_id === null ? null : Number(row.previous_id),
          }
        : null,
  };
}
