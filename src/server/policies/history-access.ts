import { and, eq, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { conversationParticipants, conversations, messages } from '../db/schema';
import { NotFoundError } from '../errors';
import { CONVERSATION_NOT_FOUND, MESSAGE_NOT_FOUND, type MessageRow } from './conversation-access';

/**
 * Where each participant's history starts. Someone added to a group "from now on" reads only the
 * messages after the last one sent before they came (conversation_participants.history_starts_after;
 * null: the whole history). The rule lives here and every read path uses it: the message list and
 * its pages, search, exports, the personal data download, the summary, unread counts, the last
 * message in the list, read markers and reactions. See docs/GROUPS.md.
 */

/** "This message is inside the history of the participant row `startsAfter` belongs to". */
export function withinHistory(startsAfter: PgColumn = conversationParticipants.historyStartsAfter): SQL {
  return sql`${messages.id} > coalesce(${startsAfter}, 0)`;
}

/**
 * The viewer's history start in a live conversation they take part in (0: from the beginning), or
 * 404 as for anyone who is not in it.
 */
export async function requireHistoryStart(
  db: DbOrTx,
  userId: string,
  conversationId: string,
): Promise<number> {
  const [row] = await db
    .select({ startsAfter: conversationParticipants.historyStartsAfter })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
        isNull(conversations.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw new NotFoundError(CONVERSATION_NOT_FOUND);
  return row.startsAfter ?? 0;
}

/**
 * The id of the conversation's newest message: "from now on" starts after it. Read under the
 * conversation's row lock (the caller holds it), which a send also takes, so no message lands
 * between this read and the new participant's row.
 */
export async function newestMessageId(db: DbOrTx, conversationId: string): Promise<number> {
  const [row] = await db
    .select({ id: max(messages.id) })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  return row?.id ?? 0;
}

/**
 * A message the viewer may read and act on (react to, quote): in a live conversation of theirs and
 * inside their history; else 404 as for a message that does not exist. Its quote of an earlier message
 * from before their history is dropped.
 */
export async function requireVisibleMessage(
  db: DbOrTx,
  userId: string,
  messageId: number,
): Promise<MessageRow> {
  const [row] = await db
    .select({ message: messages, startsAfter: conversationParticipants.historyStartsAfter })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, messages.conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    )
    .where(and(eq(messages.id, messageId), isNull(conversations.deletedAt), withinHistory()))
    .limit(1);
  if (!row) throw new NotFoundError(MESSAGE_NOT_FOUND);
  return withoutHiddenReply(row.message, row.startsAfter ?? 0);
}

/** The row as the viewer reads it: a quote of a message from before their history start is not shown. */
export function withoutHiddenReply<T extends { replyToMessageId: number | null }>(
  row: T,
  startsAfter: number,
): T {
  return row.replyToMessageId !== null && row.replyToMessageId <= startsAfter
    ? { ...row, replyToMessageId: null }
    : row;
}
