import { entrySentence } from '../../common/records/kinds';
import type { AttachmentView, MessageView, ReactionView } from '../../common/types';
import type { attachments, messages, users } from '../db/schema';
import { presentUserSummary } from './user';

export type MessageRow = typeof messages.$inferSelect;
export type AttachmentRow = typeof attachments.$inferSelect;
export type SenderRow = Pick<
  typeof users.$inferSelect,
  'id' | 'firstName' | 'lastName' | 'email' | 'avatarVersion'
>;

/** What presenting a batch of messages needs beyond the rows themselves, each loaded in one query. */
export interface MessageContext {
  users: Map<string, SenderRow>;
  replies: Map<number, { id: number; senderId: string; finalContent: string }>;
  reactions: Map<number, ReactionView[]>;
  attachments: Map<number, AttachmentRow[]>;
  /** Each message's predecessor in its conversation's chain (absent: the first). */
  previousIds: Map<number, number>;
}

/** Where a file is served: behind the session, for the conversation's participants only. */
export function presentAttachment(row: AttachmentRow): AttachmentView {
  return {
    id: row.id,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    sha256: row.sha256,
    width: row.width,
    height: row.height,
    url: `/api/attachments/${row.id}`,
    previewUrl: row.previewKey ? `/api/attachments/${row.id}/preview` : null,
  };
}

/** A stored payload as an object (jsonb hands back whatever was stored; a payload is always one). */
export const payloadOf = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

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
    kind: row.kind,
    payload: payloadOf(row.payload),
    sentence: entrySentence(row.kind, row.payload, `${sender.firstName} ${sender.lastName}`.trim()),
    attachments: (ctx.attachments.get(row.id) ?? []).map(presentAttachment),
    previousId: ctx.previousIds.get(row.id) ?? null,
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
  const forSender = presentMessage(row, row.senderId, ctx);
  senderViews.set(row, JSON.stringify(forSender));
  return { forSender, forOthers: presentMessage(row, '', ctx) };
}

/** The sender's view of each row as JSON text, written once (the row is the key, so it goes with it). */
const senderViews = new WeakMap<MessageRow, string>();

/**
 * The sender's view of a message as JSON text, presented and written once per row: the sender's own
 * `new_message` (realtime/conversation-events.ts) and the `message_ack` answering a send over the
 * socket (http/messages.ts) carry the same text, so neither presents nor serialises it again.
 */
export function senderViewJson(row: MessageRow, ctx: MessageContext): string {
  let json = senderViews.get(row);
  if (json === undefined) {
    json = JSON.stringify(presentMessage(row, row.senderId, ctx));
    senderViews.set(row, json);
  }
  return json;
}
