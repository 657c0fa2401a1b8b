import { and, eq } from 'drizzle-orm';
import type { Reaction } from '../../common/constants';
import type { Database } from '../db/client';
import { messageReactions } from '../db/schema';
import type { MessageRow } from '../policies/conversation-access';
import { participantIdsOf } from './conversations';
import { requireVisibleMessage } from '../policies/history-access';

/**
 * Reactions live beside messages (messages themselves never change). Adding one you already gave,
 * or removing one you did not, changes nothing and is not an error: the web toggles optimistically.
 */
export async function setReaction(
  db: Database,
  userId: string,
  messageId: number,
  emoji: Reaction,
  present: boolean,
): Promise<{ message: MessageRow; changed: boolean; participantIds: string[] }> {
  const message = await requireVisibleMessage(db, userId, messageId);
  const changed = present
    ? (
        await db
          .insert(messageReactions)
          .values({ messageId, userId, emoji })
          .onConflictDoNothing()
          .returning({ emoji: messageReactions.emoji })
      ).length > 0
    : (
        await db
          .delete(messageReactions)
          .where(
            and(
              eq(messageReactions.messageId, messageId),
              eq(messageReactions.userId, userId),
              eq(messageReactions.emoji, emoji),
            ),
          )
          .returning({ emoji: messageReactions.emoji })
      ).length > 0;
  return { message, changed, participantIds: await participantIdsOf(db, message.conversationId) };
}
