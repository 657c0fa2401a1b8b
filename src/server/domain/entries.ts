import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { type EntryKind, MESSAGE_KIND } from '../../common/records/entry-kind';
import type { NoteInput } from '../../common/schemas/record-note';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/client';
import { attachments, messages } from '../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { CONVERSATION_NOT_FOUND } from '../policies/conversation-access';
import type { MessageContext, MessageRow } from '../presenters/message';
import type { UserRow } from './user-row';
import { loadMessageContext } from './message-context';
import { type EntryToStore, storeChainedMessage } from './store-message';
import type { StoreQueue } from './store-queue';
import { requireHistoryStart } from '../policies/history-access';

export interface SentMessage {
  row: MessageRow;
  /** False when this clientId was already stored: the retry gets the stored message back. */
  created: boolean;
  conversationName: string | null;
  participantIds: string[];
  context: MessageContext;
}

export const ATTACHMENT_NOT_AVAILABLE =
  'An attachment was not found: upload it again to this conversation before sending';

export const CLIENT_ID_REUSED =
  'This clientId was already used for a different kind of entry: send each new write with a new clientId';

/** An entry as its author asks for it: the files are upload ids, turned into commitments here. */
export type EntryRequest = Omit<EntryToStore, 'attachments'> & { attachmentIds: string[] };

/**
 * Appends one entry (a text message or a record) to a conversation's timeline, linked into its hash
 * chain, once per (sender, clientId): a retry gets the stored entry back, even across a restart.
 * Runs on the database or inside a caller's transaction (a feature that changes its own tables in the
 * same transaction as the entry it records); a send on the database goes through its `queue` (group
 * commit, store-queue.ts).
 */
export async function appendEntry(
  db: DbOrTx,
  clock: Clock,
  sender: UserRow,
  input: EntryRequest,
  queue?: StoreQueue,
): Promise<SentMessage> {
  const createdAt = clock.now();
  // A message from before the sender's history start is not theirs to quote (they never saw it).
  if (input.replyToMessageId != null) {
    const startsAfter = await requireHistoryStart(db, sender.id, input.conversationId);
    if (input.replyToMessageId <= startsAfter) throw replyNotInConversation();
  }
  const files = await loadUnsentUploads(db, sender.id, input.conversationId, input.attachmentIds);
  const entry: EntryToStore = { ...input, attachments: files };
  const outcome = queue
    ? await queue.store({ senderId: sender.id, input: entry, createdAt })
    : await storeChainedMessage(db, sender.id, entry, createdAt);
  if (!outcome.conversation) throw new NotFoundError(CONVERSATION_NOT_FOUND);
  if (!outcome.replyOk) {
    throw replyNotInConversation();
  }
  let row: MessageRow | undefined = outcome.stored
    ? {
        id: outcome.stored.id,
        conversationId: input.conversationId,
        senderId: sender.id,
        clientId: input.clientId,
        content: input.content,
        finalContent: input.content,
        originalContent: input.originalContent,
        rewrittenContent: input.rewrittenContent,
        wasRewritten: input.wasRewritten,
        replyToMessageId: input.replyToMessageId,
        kind: input.kind,
        payload: input.payload,
        prevHash: outcome.stored.prevHash,
        hash: outcome.stored.hash,
        createdAt,
      }
    : undefined;
  const created = row !== undefined;
  if (!row) {
    // A retry: the sender already stored an entry under this clientId (maybe before a restart).
    [row] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, sender.id), eq(messages.clientId, input.clientId)));
    if (!row && !outcome.attachmentsOk) throw new ValidationError(ATTACHMENT_NOT_AVAILABLE);
    if (!row || row.conversationId !== input.conversationId)
      throw new ConflictError('This clientId was already used for a message in another conversation');
    // The same key on another route is the client reusing an id, not a retry: answering the stored
    // entry would tell it a message was an expense (or the reverse).
    if (row.kind !== input.kind) throw new ConflictError(CLIENT_ID_REUSED);
  }
  // An entry just stored has no reactions yet, and the store answered its predecessor: no need to ask.
  const context = await loadMessageContext(db, [row], {
    knownUsers: [sender],
    justStored: outcome.stored
      ? { previousId: outcome.stored.previousId, withAttachments: files.length > 0 }
      : undefined,
  });
  return {
    row,
    created,
    conversationName: outcome.conversation.name,
    participantIds: outcome.conversation.participantIds,
    context,
  };
}

const replyNotInConversation = () =>
  new ValidationError('The message you are replying to is not in this conversation', {
    replyToMessageId: 'Not a message of this conversation',
  });

/**
 * The uploads an entry names, in the order named. A file that is not the sender's, not in this
 * conversation, already sent, or named twice, is refused before anything is stored; the database
 * function checks the same again under the conversation's lock (a concurrent send of the same file).
 */
async function loadUnsentUploads(
  db: DbOrTx,
  senderId: string,
  conversationId: string,
  ids: string[],
): Promise<EntryToStore['attachments']> {
  if (ids.length === 0) return [];
  if (new Set(ids).size !== ids.length) throw new ValidationError('The same attachment is named twice');
  const rows = await db
    .select({
      id: attachments.id,
      name: attachments.name,
      contentType: attachments.contentType,
      size: attachments.size,
      sha256: attachments.sha256,
      messageId: attachments.messageId,
    })
    .from(attachments)
    .where(
      and(
        inArray(attachments.id, ids),
        eq(attachments.uploaderId, senderId),
        eq(attachments.conversationId, conversationId),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    // A file already sent is fine for a retry of the same message: the store answers with that one.
    if (!row) throw new ValidationError(ATTACHMENT_NOT_AVAILABLE);
    return { id, name: row.name, contentType: row.contentType, size: row.size, sha256: row.sha256 };
  });
}

/** What a feature gives to record an entry of its kind. */
export interface RecordRequest<P extends Record<string, unknown>> {
  conversationId: string;
  kind: EntryKind<P>;
  payload: P;
  /** A note in the person's words (e.g. the reason for declining), already through the assistant. */
  note?: Pick<EntryToStore, 'content' | 'originalContent' | 'rewrittenContent' | 'wasRewritten'>;
  /** The client's idempotency key when it sent one; otherwise a fresh one (each call records once). */
  clientId?: string;
  attachmentIds?: string[];
  replyToMessageId?: number | null;
}

/**
 * Records a structured entry of a feature's kind in the conversation's timeline and chain. The payload
 * is checked against the kind's schema here, so nothing malformed is ever hashed into a chain.
 */
export async function appendRecord<P extends Record<string, unknown>>(
  db: DbOrTx,
  clock: Clock,
  sender: UserRow,
  request: RecordRequest<P>,
): Promise<SentMessage> {
  if (request.kind.kind === MESSAGE_KIND) throw new Error('A text message is sent with sendMessage');
  const parsed = request.kind.payload.safeParse(request.payload);
  if (!parsed.success)
    throw new ValidationError(parsed.error.issues[0]?.message ?? `Invalid ${request.kind.kind} record`);
  return appendEntry(db, clock, sender, {
    conversationId: request.conversationId,
    clientId: request.clientId ?? randomUUID(),
    content: request.note?.content ?? '',
    originalContent: request.note?.originalContent ?? null,
    rewrittenContent: request.note?.rewrittenContent ?? null,
    wasRewritten: request.note?.wasRewritten ?? false,
    replyToMessageId: request.replyToMessageId ?? null,
    kind: request.kind.kind,
    payload: parsed.data,
    attachmentIds: request.attachmentIds ?? [],
  });
}

/** A note as the person sent it (after the assistant, if they took its version), for `RecordRequest.note`. */
export const noteOf = (note: NoteInput): RecordRequest<Record<string, unknown>>['note'] => ({
  content: note.content,
  originalContent: note.originalContent,
  rewrittenContent: note.rewrittenContent,
  wasRewritten: note.wasRewritten,
});
