import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ConversationView } from '../../common/types';
import type { DbOrTx } from '../db/client';
import { conversationParticipants, conversations, messageReceipts, messages, users } from '../db/schema';
import { presentConversation, type ConversationParts } from '../presenters/conversation';

/**
 * One viewer's conversation list, in exactly five queries whatever the number of conversations
 * (one when there are none): the conversations, their participants, their last messages, the unread
 * counts and the viewer's own last message with its receipts. Nothing runs per row.
 */
export async function loadConversationViews(
  db: DbOrTx,
  viewerId: string,
  onlyIds?: string[],
): Promise<ConversationView[]> {
  const mine = await db
    .select({
      id: conversations.id,
      name: conversations.name,
      createdAt: conversations.createdAt,
    })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(
      and(
        eq(conversationParticipants.userId, viewerId),
        isNull(conversations.deletedAt),
        onlyIds ? inArray(conversations.id, onlyIds) : undefined,
      ),
    )
    .orderBy(
      desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
      desc(conversations.id),
    );
  if (mine.length === 0) return [];
  const ids = mine.map((c) => c.id);

  const [participantRows, lastMessages, unread, myLast] = await Promise.all([
    loadParticipants(db, ids),
    loadLastMessages(db, ids),
    loadUnreadCounts(db, viewerId, ids),
    loadMyLastMessages(db, viewerId, ids),
  ]);

  const participantsBy = groupBy(participantRows, (p) => p.conversationId);
  const lastBy = new Map(lastMessages.map((m) => [m.conversationId, m]));
  const unreadBy = new Map(unread.map((u) => [u.conversationId, u.count]));
  const myLastBy = new Map(myLast.map((m) => [m.conversationId, m]));

  return mine.map((conversation) => {
    const mineRow = myLastBy.get(conversation.id);
    const parts: ConversationParts = {
      conversation,
      participants: (participantsBy.get(conversation.id) ?? []).map((p) => ({
        user: p.user,
        lastReadMessageId: p.lastReadMessageId,
      })),
      lastMessage: lastBy.get(conversation.id) ?? null,
      unreadCount: unreadBy.get(conversation.id) ?? 0,
      myLastMessage: mineRow
        ? {
            id: mineRow.id,
            createdAt: mineRow.createdAt,
            // "Delivered" and "seen" mean: by every other participant (in a pair, by the other person).
            deliveredAt:
              mineRow.others > 0 && mineRow.deliveredCount === mineRow.others ? mineRow.deliveredAt : null,
            seenAt: mineRow.others > 0 && mineRow.seenCount === mineRow.others ? mineRow.seenAt : null,
          }
        : null,
    };
    return presentConversation(parts);
  });
}

/** One viewer's view of one conversation (it must be live and theirs), or null. */
export async function loadConversationView(
  db: DbOrTx,
  viewerId: string,
  conversationId: string,
): Promise<ConversationView | null> {
  const [view] = await loadConversationViews(db, viewerId, [conversationId]);
  return view ?? null;
}

function loadParticipants(db: DbOrTx, ids: string[]) {
  return db
    .select({
      conversationId: conversationParticipants.conversationId,
      lastReadMessageId: conversationParticipants.lastReadMessageId,
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        avatarVersion: users.avatarVersion,
      },
    })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(inArray(conversationParticipants.conversationId, ids))
    .orderBy(asc(conversationParticipants.joinedAt), asc(users.id));
}

function loadLastMessages(db: DbOrTx, ids: string[]) {
  return db
    .selectDistinctOn([messages.conversationId], {
      conversationId: messages.conversationId,
      id: messages.id,
      createdAt: messages.createdAt,
      senderId: messages.senderId,
      finalContent: messages.finalContent,
    })
    .from(messages)
    .where(inArray(messages.conversationId, ids))
    .orderBy(messages.conversationId, desc(messages.id));
}

function loadUnreadCounts(db: DbOrTx, viewerId: string, ids: string[]) {
  return db
    .select({
      conversationId: messages.conversationId,
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(messages)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, messages.conversationId),
        eq(conversationParticipants.userId, viewerId),
      ),
    )
    .where(
      and(
        inArray(messages.conversationId, ids),
        ne(messages.senderId, viewerId),
        gt(messages.id, sql`coalesce(${conversationParticipants.lastReadMessageId}, 0)`),
      ),
    )
    .groupBy(messages.conversationId);
}

function loadMyLastMessages(db: DbOrTx, viewerId: string, ids: string[]) {
  const myLast = db
    .selectDistinctOn([messages.conversationId], {
      id: messages.id,
      conversationId: messages.conversationId,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(and(inArray(messages.conversationId, ids), eq(messages.senderId, viewerId)))
    .orderBy(messages.conversationId, desc(messages.id))
    .as('my_last');
  const others = alias(conversationParticipants, 'others');
  return db
    .select({
      id: myLast.id,
      conversationId: myLast.conversationId,
      createdAt: myLast.createdAt,
      others: sql<number>`count(${others.userId})::int`.mapWith(Number),
      deliveredCount: sql<number>`count(${messageReceipts.deliveredAt})::int`.mapWith(Number),
      deliveredAt: sql<Date | null>`max(${messageReceipts.deliveredAt})`.mapWith(messageReceipts.deliveredAt),
      seenCount: sql<number>`count(${messageReceipts.seenAt})::int`.mapWith(Number),
      seenAt: sql<Date | null>`max(${messageReceipts.seenAt})`.mapWith(messageReceipts.seenAt),
    })
    .from(myLast)
    .leftJoin(others, and(eq(others.conversationId, myLast.conversationId), ne(others.userId, viewerId)))
    .leftJoin(
      messageReceipts,
      and(eq(messageReceipts.messageId, myLast.id), eq(messageReceipts.userId, others.userId)),
    )
    .groupBy(myLast.id, myLast.conversationId, myLast.createdAt);
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
