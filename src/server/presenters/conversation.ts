import type { ConversationView } from '../../common/types';
import type { conversations } from '../db/schema';
import type { SenderRow } from './message';
import { presentUserSummary } from './user';

type ConversationRow = Pick<typeof conversations.$inferSelect, 'id' | 'name' | 'nameVersion' | 'createdAt'>;

/** Everything one viewer's view of a conversation is built from (loaded in a fixed number of queries). */
export interface ConversationParts {
  conversation: ConversationRow;
  participants: Array<{ user: SenderRow; lastReadMessageId: number | null }>;
  lastMessage: { id: number; createdAt: Date; senderId: string; finalContent: string } | null;
  unreadCount: number;
  myLastMessage: { id: number; createdAt: Date; deliveredAt: Date | null; seenAt: Date | null } | null;
  invited: string[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentConversation(parts: ConversationParts): ConversationView {
  const { conversation, lastMessage, myLastMessage } = parts;
  return {
    id: conversation.id,
    name: conversation.name,
    nameVersion: conversation.nameVersion,
    createdAt: conversation.createdAt.toISOString(),
    participants: parts.participants.map((p) => ({
      userId: p.user.id,
      user: presentUserSummary(p.user),
      lastReadMessageId: p.lastReadMessageId,
    })),
    lastMessage: lastMessage
      ? {
          id: lastMessage.id,
          createdAt: lastMessage.createdAt.toISOString(),
          senderId: lastMessage.senderId,
          finalContent: lastMessage.finalContent,
        }
      : null,
    unreadCount: parts.unreadCount,
    myLastMessage: myLastMessage
      ? {
          id: myLastMessage.id,
          createdAt: myLastMessage.createdAt.toISOString(),
          deliveredAt: iso(myLastMessage.deliveredAt),
          seenAt: iso(myLastMessage.seenAt),
        }
      : null,
    invited: parts.invited,
  };
}
