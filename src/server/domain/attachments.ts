import { createHash, randomUUID } from 'node:crypto';
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database, Tx } from '../db/client';
import { attachments, conversationParticipants, conversations } from '../db/schema';
import { ConflictError, NotFoundError } from '../errors';
import { requireParticipation } from '../policies';
import type { AttachmentRow } from '../presenters/message';
import { type FileStorage, storageKeyOf } from '../storage/file-storage';
import type { UserRow } from './accounts';
import { prepareFile } from './attachment-files';
import { isUnderLegalHold } from './legal-holds';

export const ATTACHMENT_NOT_FOUND = 'File not found';

/** Files uploaded but not yet sent, per person and conversation: a composer holds at most a few. */
export const UNSENT_UPLOADS_MAX = 30;
/**
 * An upload no message claimed within this time is deleted (unless a legal hold covers it). A week,
 * not a day: a message written offline waits in the browser's queue with its files' ids.
 */
export const UNSENT_UPLOAD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Stores one uploaded file for a message the person is about to send in this conversation: checked,
 * re-encoded if a photo (attachment-files.ts), hashed as stored, written to the storage, then recorded
 * as an unsent upload that only its uploader can see until a message claims it.
 */
export async function saveUpload(
  db: Database,
  storage: FileStorage,
  clock: Clock,
  uploader: UserRow,
  conversationId: string,
  file: { bytes: Buffer; name: string },
): Promise<AttachmentRow> {
  await requireParticipation(db, uploader.id, conversationId);
  const [pending] = await db
    .select({ n: count() })
    .from(attachments)
    .where(
      and(
        eq(attachments.uploaderId, uploader.id),
        eq(attachments.conversationId, conversationId),
        isNull(attachments.messageId),
      ),
    );
  if (Number(pending.n) >= UNSENT_UPLOADS_MAX)
    throw new ConflictError(
      `You have ${UNSENT_UPLOADS_MAX} files waiting to be sent here. Send or remove some first.`,
    );
  const prepared = await prepareFile(file.bytes, file.name);
  const id = randomUUID();
  const storageKey = storageKeyOf(conversationId, id);
  const previewKey = prepared.preview ? storageKeyOf(conversationId, id, true) : null;
  await storage.put(storageKey, prepared.bytes, prepared.contentType);
  if (previewKey && prepared.preview) await storage.put(previewKey, prepared.preview, 'image/webp');
  try {
    const [row] = await db
      .insert(attachments)
      .values({
        id,
        conversationId,
        uploaderId: uploader.id,
        name: prepared.name,
        contentType: prepared.contentType,
        size: prepared.bytes.length,
        sha256: createHash('sha256').update(prepared.bytes).digest('hex'),
        storageKey,
        previewKey,
        width: prepared.width,
        height: prepared.height,
        createdAt: clock.now(),
      })
      .returning();
    return row;
  } catch (error) {
    await deleteStored(storage, { storageKey, previewKey });
    throw error;
  }
}

/**
 * An attachment the viewer may read, or 404 for everything else (another person's file does not
 * exist for them): a sent file to the participants of its live conversation, an unsent upload to its
 * uploader only.
 */
export async function findReadableAttachment(
  db: Database,
  viewerId: string,
  attachmentId: string,
): Promise<AttachmentRow> {
  const [row] = await db
    .select({ attachment: attachments })
    .from(attachments)
    .innerJoin(conversations, eq(conversations.id, attachments.conversationId))
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, attachments.conversationId),
        eq(conversationParticipants.userId, viewerId),
      ),
    )
    .where(
      and(
        eq(attachments.id, attachmentId),
        isNull(conversations.deletedAt),
        or(sql`${attachments.messageId} is not null`, eq(attachments.uploaderId, viewerId)),
      ),
    )
    .limit(1);
  if (!row) throw new NotFoundError(ATTACHMENT_NOT_FOUND);
  return row.attachment;
}

/** The uploader takes back a file they have not sent (the composer's remove button). */
export async function discardUpload(
  db: Database,
  storage: FileStorage,
  uploaderId: string,
  attachmentId: string,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(attachments)
      .where(
        and(
          eq(attachments.id, attachmentId),
          eq(attachments.uploaderId, uploaderId),
          isNull(attachments.messageId),
        ),
      );
    if (!row) throw new NotFoundError(ATTACHMENT_NOT_FOUND);
    // The same lock a send takes before claiming its files: a send and a removal never both win.
    await lockConversation(tx, row.conversationId);
    if (await isUnderLegalHold(tx, { userId: uploaderId, conversationId: row.conversationId })) return null;
    const [gone] = await tx
      .delete(attachments)
      .where(and(eq(attachments.id, attachmentId), isNull(attachments.messageId)))
      .returning();
    return gone ?? null;
  });
  if (removed) await deleteStored(storage, removed);
}

/**
 * Deletes uploads no message claimed within UNSENT_UPLOAD_TTL_MS, conversation by conversation under
 * the lock a send takes (so a file is never deleted while a message claims it), except those a legal
 * hold covers. Answers how many were deleted.
 */
export async function cleanUnsentUploads(db: Database, storage: FileStorage, clock: Clock): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - UNSENT_UPLOAD_TTL_MS);
  const stale = and(isNull(attachments.messageId), lt(attachments.createdAt, cutoff));
  const places = await db
    .selectDistinct({ conversationId: attachments.conversationId, uploaderId: attachments.uploaderId })
    .from(attachments)
    .where(stale);
  let deleted = 0;
  for (const place of places) {
    const removed = await db.transaction(async (tx) => {
      await lockConversation(tx, place.conversationId);
      const covered = { conversationId: place.conversationId, userId: place.uploaderId };
      if (await isUnderLegalHold(tx, covered)) return [];
      return tx
        .delete(attachments)
        .where(
          and(
            stale,
            eq(attachments.conversationId, place.conversationId),
            eq(attachments.uploaderId, place.uploaderId),
          ),
        )
        .returning();
    });
    // The rows are gone first: bytes left behind by a failed delete are unreachable, never served.
    for (const row of removed) await deleteStored(storage, row);
    deleted += removed.length;
  }
  return deleted;
}

async function lockConversation(tx: Tx, id: string) {
  await tx.execute(sql`select 1 from ${conversations} where ${conversations.id} = ${id} for update`);
}

async function deleteStored(
  storage: FileStorage,
  row: { storageKey: string; previewKey: string | null },
): Promise<void> {
  await storage.delete(row.storageKey);
  if (row.previewKey) await storage.delete(row.previewKey);
}
