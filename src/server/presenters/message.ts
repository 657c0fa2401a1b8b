import type { MessageView, ReactionView } from '../../common/types';
import type { messages, users } from '../db/schema';
import { presentUserSummary } from './user';

export type MessageRow = typeof messages.$inferSelect;
export type SenderRow = Pick<
  typeof users.$inferSelect,
  'id' | 'firstName' | 'lastName' | 'email' | 'avatarVersion'
>;

/** What presenting a batch of messages needs beyond the rows themselves, each loaded in one query. */
export interface MessageContext {
  users: Map<string, SenderRow>;
  replies: Map<number, { id: number; senderId: string; finalContent: string }>;
  reactions: Map<number, ReactionView[]>;
}

const unknownSender = (id: string): SenderRow => ({
  id,
  firstName: 'Unknown',
  lastName: 'User',
  email: '',
  avatarVersion: null,
});

/**
 * The one shape of a message, for REST and WebSocket alike. originalContent and rewrittenContent are
 * the sender's own business: anyone else gets neither field.
 */
export function presentMessage(row: MessageRow, viewerId: string, ctx: MessageContext): MessageView {
  const sender = ctx.users.get(row.senderId) ?? unknownSender(row.senderId);
  const reply = row.replyToMessageId ? ctx.replies.get(row.replyToMessageId) : undefined;
  const view: MessageView = {
    id: row.id,
    clientId: row.clientId,
    conversationId: row.conversationId,
    senderId: row.senderId,
    sender: presentUserSummary(sender),
    content: row.content,
    finalContent: row.finalContent,
    wasRewritten: row.wasRewritten ? 'true' : 'false',
    replyToMessage: reply
      ? {
          id: reply.id,
          sender: presentUserSummary(ctx.users.get(reply.senderId) ?? unknownSender(reply.senderId)),
          finalContent: reply.finalContent,
        }
      : null,
    reactions: ctx.reactions.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
  };
  if (row.senderId === viewerId) {
    view.originalContent = row.originalContent;
    view.rewrittenContent = row.rewrittenContent;
  }
  return view;
}

/** The sender's view and everyone else's view of one message, for the two new_message envelopes. */
export function presentForSenderAndOthers(
  row: MessageRow,
  ctx: MessageContext,
): { forSender: MessageView; forOthers: MessageView } {
  return {
    forSender: presentMessage(row, row.senderId, ctx),
    forOthers: presentMessage(row, '', ctx),
  };
}
