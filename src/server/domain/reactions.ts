import { and, eq } from 'drizzle-orm';
import type { Reaction } from '../../common/constants';
import type { Database } from '../db/client';
import { messageReactions } from '../db/schema';
import type { MessageView } from '../../common/types';
import { presentMessage } from '../presenters/message';
import type { Outcome } from './events';
import { loadMessageContext } from './message-context';
import { participantIdsOf } from './conversations';
import { requireVisibleMessage } from '../policies/history-access';

/**
 * Reactions live beside messages (messages themselves never change). Adding one you already gave,
 * or removing one you did not, changes nothing and is not an error: the web toggles optimistically.
 * Answers the message as the person sees it now; a change is an event for everyone in it.
 */
export async function setReaction(
  db: Database,
  userId: string,
  messageId: number,
  emoji: Reaction,
  present: boolean,
): Promise<Outcome<MessageView>> {
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
  const { conversationId } = message;
  const [context, participantIds] = await Promise.all([
    loadMessageContext(db, [message]),
    changed ? participantIdsOf(db, conversationId) : [],
  ]);
  return {
    result: presentMessage(message, userId, context),
    events: changed
      ? [
          {
            type: 'reaction_changed',
            added: present,
            messageId,
            conversationId,
            emoji,
            userId,
            participantIds,
          },
        ]
      : [],
  };
}
