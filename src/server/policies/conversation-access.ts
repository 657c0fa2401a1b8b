import { and, eq, exists, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { conversationParticipants, conversations, messages } from '../db/schema';
import { NotFoundError } from '../errors';

/**
 * Who may do what with conversations and messages, in one place.
 *
 * Any participant may read, write, rename, add or remove people, and delete a conversation;
 * leaving is removing yourself. Anyone who is not a participant gets 404, not 403: another person's
 * conversation simply does not exist for them. The checks are scoped in SQL, so there is no window in
 * which a row is loaded first and filtered afterwards.
 */

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const MESSAGE_NOT_FOUND = 'Message not found';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

const isParticipant = (db: DbOrTx, userId: string) =>
  exists(
    db
      .select({ one: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.conversationId, conversations.id),
          eq(conversationParticipants.userId, userId),
        ),
      ),
  );

/** A live (not deleted) conversation the user takes part in, or 404. */
export async function requireParticipation(
  db: DbOrTx,
  userId: string,
  conversationId: string,
): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(eq(conversations.id, conversationId), isNull(conversations.deletedAt), isParticipant(db, userId)),
    )
    .limit(1);
  if (!row) throw new NotFoundError(CONVERSATION_NOT_FOUND);
  return row;
}

/** A message in a live conversation the user takes part in, or 404. */
export async function requireMessageAccess(
  db: DbOrTx,
  userId: string,
  messageId: number,
): Promise<MessageRow> {
  const [row] = await db
    .select({ message: messages })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, messageId), isNull(conversations.deletedAt), isParticipant(db, userId)))
    .limit(1);
  if (!row) throw new NotFoundError(MESSAGE_NOT_FOUND);
  return row.message;
}
