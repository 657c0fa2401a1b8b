import { and, asc, desc, eq, exists, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { SendMessageInput } from '../../common/schemas/messages';
import type { MessageView, ReactionView } from '../../common/types';
import type { Clock } from '../clock';
import type { Database, DbOrTx } from '../db/client';
import { conversationParticipants, conversations, messageReactions, messages, users } from '../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { CONVERSATION_NOT_FOUND, requireParticipation } from '../policies';
import { presentMessage, type MessageContext, type MessageRow } from '../presenters/message';
import { messageHash } from '../records/chain';
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
 * Stores a message once per (sender, clientId) and links it into its conversation's hash chain.
 *
 * Messages are immutable: this is the only write to `messages`, an INSERT. One transaction:
 *  1. lock the conversation row (SELECT ... FOR UPDATE), so concurrent sends to one conversation take
 *     turns and the chain never forks. The same statement checks participation, reads the reply
 *     target's conversation and the participants, and then (outside the locking subquery, so only
 *     once the lock is held and ids rise in chain order) draws the id from the sequence;
 *  2. hash the row onto the chain head (the hash covers the id and the injected clock's time);
 *  3. insert it and move the head in one statement (a data-modifying CTE). A clientId already stored
 *     inserts nothing and moves nothing: the retry gets the stored message back.
 * So a send is BEGIN, two statements, COMMIT.
 */
export async function sendMessage(
  db: Database,
  clock: Clock,
  sender: UserRow,
  input: SendMessageInput,
): Promise<SentMessage> {
  const stored = await db.transaction(async (tx) => {
    const lockedRow = tx
      .select({
        name: conversations.name,
        chainHead: conversations.chainHead,
        participantIds: sql<
          string[]
        >`array(select ${conversationParticipants.userId}::text from ${conversationParticipants} where ${conversationParticipants.conversationId} = ${conversations.id})`.as(
          'participant_ids',
        ),
        replyConversationId: (input.replyToMessageId
          ? sql<
              string | null
            >`(select ${messages.conversationId}::text from ${messages} where ${messages.id} = ${input.replyToMessageId})`
          : sql<string | null>`null::text`
        ).as('reply_conversation_id'),
      })
      .from(conversations)
      .where(
        and(
          eq(conversations.id, input.conversationId),
          isNull(conversations.deletedAt),
          exists(
            tx
              .select({ one: conversationParticipants.userId })
              .from(conversationParticipants)
              .where(
                and(
                  eq(conversationParticipants.conversationId, conversations.id),
                  eq(conversationParticipants.userId, sender.id),
                ),
              ),
          ),
        ),
      )
      .for('update')
      .as('locked');
    const [locked] = await tx
      .select({
        name: lockedRow.name,
        chainHead: lockedRow.chainHead,
        participantIds: lockedRow.participantIds,
        replyConversationId: lockedRow.replyConversationId,
        nextId: sql<string>`nextval(pg_get_serial_sequence('messages', 'id'))::text`,
      })
      .from(lockedRow);
    if (!locked) throw new NotFoundError(CONVERSATION_NOT_FOUND);
    if (input.replyToMessageId && locked.replyConversationId !== input.conversationId) {
      throw new ValidationError('The message you are replying to is not in this conversation', {
        replyToMessageId: 'Not a message of this conversation',
      });
    }
    const createdAt = clock.now();
    const chained = {
      id: Number(locked.nextId),
      conversationId: input.conversationId,
      senderId: sender.id,
      createdAt,
      finalContent: input.content,
      originalContent: input.originalContent,
      rewrittenContent: input.rewrittenContent,
    };
    const row: MessageRow = {
      ...chained,
      clientId: input.clientId,
      content: input.content,
      wasRewritten: input.wasRewritten,
      replyToMessageId: input.replyToMessageId,
      prevHash: locked.chainHead,
      hash: messageHash(locked.chainHead, chained),
    };
    const inserted = tx.$with('inserted').as(
      tx
        .insert(messages)
        .values(row)
        .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
        .returning({ id: messages.id }),
    );
    const moved = await tx
      .with(inserted)
      .update(conversations)
      .set({ chainHead: row.hash, lastMessageAt: createdAt })
      .where(
        and(
          eq(conversations.id, input.conversationId),
          exists(tx.select({ id: inserted.id }).from(inserted)),
        ),
      )
      .returning({ id: conversations.id });
    return { row: moved.length > 0 ? row : null, name: locked.name, participantIds: locked.participantIds };
  });

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
