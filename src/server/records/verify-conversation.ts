import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { attachments, conversations, messages } from '../db/schema';
import { type ChainVerdict, verifyChain } from '../../common/records/chain';
import { attachmentCommitments } from './attachment-commitments';

/**
 * Verifies a stored conversation: every entry's hash and link in id order (a record's kind and
 * payload and each attachment's SHA-256 included), and that the last one is the conversation's
 * recorded chain head (which is what catches a removed newest message).
 */
export async function verifyStoredConversation(db: DbOrTx, conversationId: string): Promise<ChainVerdict> {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.id));
  const files = await attachmentCommitments(db, eq(attachments.conversationId, conversationId));
  const [conversation] = await db
    .select({ chainHead: conversations.chainHead })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  const verdict = verifyChain(rows.map((row) => ({ ...row, attachments: files.get(row.id) ?? [] })));
  if (!verdict.ok) return verdict;
  if ((conversation?.chainHead ?? null) !== verdict.head) {
    const last = rows.at(-1);
    return {
      ok: false,
      brokenAtMessageId: last?.id ?? 0,
      index: rows.length,
      reason: 'the conversation’s chain head is not its last stored message (messages after it are missing)',
    };
  }
  return verdict;
}
