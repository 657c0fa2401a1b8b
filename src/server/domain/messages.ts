import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { SendMessageInput } from '../../common/schemas/messages';
import type { MessageView, ReactionView } from '../../common/types';
import type { Clock } from '../clock';
import type { Database, DbOrTx } from '../db/client';
import { messageReactions, messages, users } from '../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { CONVERSATION_NOT_FOUND, requireParticipation } from '../policies';
import { presentMessage, type MessageContext, type MessageRow } from '../presenters/message';
import { storeChainedMessage } from './store-message';
import type { UserRow } from './accounts';
import { recordFetchedDeliveries } from './read-markers';

export interface SentMessage {
  row: MessageRow;
  /** False when this clientId was already stored: the retry gets the stored message back. */
  created: boolean;
  conversationName: string | null;
  participantIds: string[];
  context: MessageContext;
}

/**
 * Stores a message once per (sender, clientId), linked into its conversation's hash chain, in one
 * statement (store-message.ts). A clientId already stored stores nothing: the retry gets the stored
 * message back, even across a restart.
 */
export async function sendMessage(
  db: Database,
  clock: Clock,
  sender: UserRow,
  input: SendMessageInput,
): Promise<SentMessage> {
  const createdAt = clock.now();
  const outcome = await storeChainedMessage(db, sender.id, input, createdAt);
  if (!outcome.conversation) throw new NotFoundError(CONVERSATION_NOT_FOUND);
  if (!outcome.replyOk) {
    throw new ValidationError('The message you are replying to is not in this conversation', {
      replyToMessageId: 'Not a message of this conversation',
    });
  }
  const stored = {
    name: outcome.conversation.name,
    participantIds: outcome.conversation.participantIds,
    row: outcome.stored
      ? ({
          id: outcome.stored.id,
          conversationId: input.conversationId,
          senderId: sender.id,
          clientId: input.clientId,
          content: input.content,
          finalContent: input.content,
          originalContent: input.originalContent,
          rewrittenContent: input.rewrittenContent,
          wasRewritten: input.wasRewritten,
          replyToMessageId: input.replyToMessageId,
          prevHash: outcome.stored.prevHash,
          hash: outcome.stored.hash,
          createdAt,
        } satisfies MessageRow)
      : null,
  };

  let row = stored.row;
  const created = row !== null;
  if (!row) {
    // A retry: the sender already stored a message under this clientId (maybe before a restart).
    [row] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, sender.id), eq(messages.clientId, input.clientId)));
    if (row.conversationId !== input.conversationId)
      throw new ConflictError('This clientId was already used for a message in another conversation');
  }
  // A message just stored has no reactions yet: no need to ask.
  const context = await loadMessageContext(db, [row], { knownUsers: [sender], noReactions: created });
  return { row, created, conversationName: stored.name, participantIds: stored.participantIds, context };
}

/**
 * A page of history, ascending: the latest `limit` messages, or the `limit` before message `before`.
 * Fetching counts as delivery to the viewer's device for the messages others sent.
 */
export async function listMessages(
  db: Database,
  clock: Clock,
  viewer: UserRow,
  conversationId: string,
  page: { before?: number; limit: number },
): Promise<MessageView[]> {
  await requireParticipation(db, viewer.id, conversationId);
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        page.before ? lt(messages.id, page.before) : undefined,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(page.limit);
  rows.reverse();
  const [context] = await Promise.all([
    loadMessageContext(db, rows),
    recordFetchedDeliveries(db, clock, viewer.id, rows),
  ]);
  return rows.map((row) => presentMessage(row, viewer.id, context));
}

/** Senders, reply targets and reactions for a batch of messages: three queries whatever the batch size. */
export async function loadMessageContext(
  db: DbOrTx,
  rows: MessageRow[],
  options: { knownUsers?: UserRow[]; noReactions?: boolean } = {},
): Promise<MessageContext> {
  const context: MessageContext = { users: new Map(), replies: new Map(), reactions: new Map() };
  if (rows.length === 0) return context;
  for (const u of options.knownUsers ?? []) context.users.set(u.id, u);

  const replyIds = [
    ...new Set(rows.map((r) => r.replyToMessageId).filter((id): id is number => id !== null)),
  ];
  if (replyIds.length > 0) {
    const replies = await db
      .select({ id: messages.id, senderId: messages.senderId, finalContent: messages.finalContent })
      .from(messages)
      .where(inArray(messages.id, replyIds));
    for (const r of replies) context.replies.set(r.id, r);
  }

  const userIds = new Set(rows.map((r) => r.senderId));
  for (const r of context.replies.values()) userIds.add(r.senderId);
  const missing = [...userIds].filter((id) => !context.users.has(id));
  const [senders, reactions] = await Promise.all([
    missing.length
      ? db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            avatarVersion: users.avatarVersion,
          })
          .from(users)
          .where(inArray(users.id, missing))
      : Promise.resolve([]),
    options.noReactions
      ? Promise.resolve([])
      : db
          .select({
            messageId: messageReactions.messageId,
            emoji: messageReactions.emoji,
            userId: messageReactions.userId,
          })
          .from(messageReactions)
          .where(
            inArray(
              messageReactions.messageId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(messageReactions.createdAt)),
  ]);
  for (const s of senders) context.users.set(s.id, s);
  for (const r of reactions) {
    const list: ReactionView[] = context.reactions.get(r.messageId) ?? [];
    list.push({ emoji: r.emoji, userId: r.userId });
    context.reactions.set(r.messageId, list);
  }
  return context;
}
