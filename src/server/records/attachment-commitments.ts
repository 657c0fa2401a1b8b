import { asc, isNotNull, and, type SQL } from 'drizzle-orm';
import type { AttachmentCommitment } from '../../common/records/chain';
import type { DbOrTx } from '../db/client';
import { attachments } from '../db/schema';

/**
 * The sent attachments `where` picks, grouped by message, each in the order it was sent, as the chain
 * commits them (name, type, size, SHA-256).
 */
export async function attachmentCommitments(
  db: DbOrTx,
  where: SQL | undefined,
): Promise<Map<number, AttachmentCommitment[]>> {
  const files = await db
    .select({
      messageId: attachments.messageId,
      name: attachments.name,
      contentType: attachments.contentType,
      size: attachments.size,
      sha256: attachments.sha256,
    })
    .from(attachments)
    .where(and(isNotNull(attachments.messageId), where))
    .orderBy(asc(attachments.messageId), asc(attachments.position));
  const byMessage = new Map<number, AttachmentCommitment[]>();
  for (const { messageId, ...file } of files) {
    if (messageId !== null) byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), file]);
  }
  return byMessage;
}
