import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ConversationView } from '../../common/types';
import type { DbOrTx } from '../db/client';
import {
  conversationParticipants,
  conversations,
  invitations,
  messageReceipts,
  messages,
  users,
} from '../db/schema';
import { presentConversation, type ConversationParts } from '../presenters/conversation';
import { liveInvitation } from './invitations';
import { withinHistory } from '../policies/history-access';

/**
 * One viewer's conversation list, in exactly six queries whatever the number of conversations
 * (one when there are none): the conversations, their participants, their last messages, the unread
 * counts, the viewer's own last message with its receipts, and the addresses still invited. Nothing
 * runs per row.
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
      nameVersion: conversations.nameVersion,
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

  const [participantRows, lastMessages, unread, myLast, pending] = await Promise.all([
    loadParticipants(db, ids),
    loadLastMessages(db, viewerId, ids),
    loadUnreadCounts(db, viewerId, ids),
    loadMyLastMessages(db, viewerId, ids),
    loadPendingInvitations(db, ids),
  ]);

  const participantsBy = groupBy(participantRows, (p) => p.conversationId);
  const lastBy = new Map(lastMessages.map((m) => [m.conversationId, m]));
  const unreadBy = new Map(unread.map((u) => [u.conversationId, u.count]));
  const myLastBy = new Map(myLast.map((m) => [m.conversationId, m]));
  const invitedBy = groupBy(pending, (i) => i.conversationId);

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
            // Delivery is told only once it was seen too: a device receives a message whenever its
            // owner is connected, so a delivered time for every message sent would let anyone who
            // knows an address watch when its owner is online (presence is shared by consent,
            // realtime/presence-audience.ts); opening the conversation is the owner's own act.
            deliveredAt:
              mineRow.others > 0 &&
              mineRow.deliveredCount === mineRow.others &&
              mineRow.seenCount === mineRow.others
                ? mineRow.deliveredAt
                : null,
            seenAt: mineRow.others > 0 && mineRow.seenCount === mineRow.others ? mineRow.seenAt : null,
          }
        : null,
      invited: invitedAddresses(invitedBy.get(conversation.id) ?? []),
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

const invitedAddresses = (pending: Array<{ email: string }>) => [...new Set(pending.map((i) => i.email))];

/** The addresses invited to one conversation and not joined yet, as its view lists them. */
export async function loadInvited(db: DbOrTx, conversationId: string): Promise<string[]> {
  return invitedAddresses(await loadPendingInvitations(db, [conversationId]));
}

/** Invitations to these conversations that can still bring someone in (liveInvitation). */
async function loadPendingInvitations(db: DbOrTx, ids: string[]) {
  const rows = await db
    .select({ conversationId: invitations.conversationId, email: invitations.email })
    .from(invitations)
    .where(and(inArray(invitations.conversationId, ids), liveInvitation()))
    .orderBy(asc(invitations.createdAt));
  return rows.flatMap((r) =>
    r.conversationId && r.email ? [{ conversationId: r.conversationId, email: r.email }] : [],
  );
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

/*
 * The three per-conversation lookups below each read one conversation at a time through LATERAL, so
 * PostgreSQL walks the (conversation_id, id) index a few entries per conversation: the newest message,
 * the unread ones, the viewer's newest. Done as one DISTINCT ON or GROUP BY over all of the viewer's
 * messages instead, they read and sorted every message the viewer can see: 0.4 s per conversation
 * list at 300,000 messages, and the list is fetched again on most realtime events.
 */

/** The newest message the viewer can read: none when everything was sent before their history start. */
function loadLastMessages(db: DbOrTx, viewerId: string, ids: string[]) {
  const last = db
    .select({
      id: messages.id,
      createdAt: messages.createdAt,
      senderId: messages.senderId,
      finalContent: messages.finalContent,
    })
    .from(messages)
    .where(and(eq(messages.conversationId, conversations.id), withinHistory()))
    .orderBy(desc(messages.id))
    .limit(1)
    .as('last');
  return db
    .select({
      conversationId: conversations.id,
      id: last.id,
      createdAt: last.createdAt,
      senderId: last.senderId,
      finalContent: last.finalContent,
    })
    .from(conversations)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, conversations.id),
        eq(conversationParticipants.userId, viewerId),
      ),
    )
    .innerJoinLateral(last, sql`true`)
    .where(inArray(conversations.id, ids));
}

function loadUnreadCounts(db: DbOrTx, viewerId: string, ids: string[]) {
  const unread = db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number).as('count') })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationParticipants.conversationId),
        gt(messages.id, sql`coalesce(${conversationParticipants.lastReadMessageId}, 0)`),
        withinHistory(),
        ne(messages.senderId, viewerId),
      ),
    )
    .as('unread');
  return db
    .select({ conversationId: conversationParticipants.conversationId, count: unread.count })
    .from(conversationParticipants)
    .crossJoinLateral(unread)
    .where(
      and(
        eq(conversationParticipants.userId, viewerId),
        inArray(conversationParticipants.conversationId, ids),
      ),
    );
}

function loadMyLastMessages(db: DbOrTx, viewerId: string, ids: string[]) {
  // messages_conversation_sender_idx (migration 0003) finds it without reading the others' messages.
  const newest = db
    .select({ id: messages.id, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.conversationId, conversations.id), eq(messages.senderId, viewerId)))
    .orderBy(desc(messages.id))
    .limit(1)
    .as('newest');
  const others = alias(conversationParticipants, 'others');
  return db
    .select({
      id: newest.id,
      conversationId: conversations.id,
      createdAt: newest.createdAt,
      others: sql<number>`count(${others.userId})::int`.mapWith(Number),
      deliveredCount: sql<number>`count(${messageReceipts.deliveredAt})::int`.mapWith(Number),
      deliveredAt: sql<Date | null>`max(${messageReceipts.deliveredAt})`.mapWith(messageReceipts.deliveredAt),
      seenCount: sql<number>`count(${messageReceipts.seenAt})::int`.mapWith(Number),
      seenAt: sql<Date | null>`max(${messageReceipts.seenAt})`.mapWith(messageReceipts.seenAt),
    })
    .from(conversations)
    .innerJoinLateral(newest, sql`true`)
    .leftJoin(others, and(eq(others.conversationId, conversations.id), ne(others.userId, viewerId)))
    .leftJoin(
      messageReceipts,
      and(eq(messageReceipts.messageId, newest.id), eq(messageReceipts.userId, others.userId)),
    )
    .where(inArray(conversations.id, ids))
    .groupBy(conversations.id, newest.id, newest.createdAt);
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
