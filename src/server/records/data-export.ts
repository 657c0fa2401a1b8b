import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { attachmentPath } from '../../common/records/export-format';
import type { Database, DbOrTx, Tx } from '../db/client';
import {
  activityLog,
  attachments,
  avatars,
  conversationParticipants,
  conversations,
  invitations,
  messageReactions,
  messageReceipts,
  messages,
  payments,
  pushSubscriptions,
  sessions,
  subscriptions,
  supportTickets,
  users,
} from '../db/schema';
import type { UserRow } from '../domain/accounts';
import { membershipEventsIn } from '../domain/membership-events';
import { repliesByTicket } from '../domain/support';
import { withinHistory } from '../policies/history-access';

/**
 * A person's own data, as one JSON document (a data-access request). It holds everything stored about
 * them and everything they wrote, including their own drafts; of other people it holds only what the
 * app already shows them: names, and the final text of messages in their conversations. Never a password
 * hash, session token or provider secret.
 */
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The files the person sent (not uploads left unsent), in the order they were sent. */
export async function filesSentBy(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      messageId: attachments.messageId,
      position: attachments.position,
      conversationId: attachments.conversationId,
      name: attachments.name,
      contentType: attachments.contentType,
      size: attachments.size,
      sha256: attachments.sha256,
      storageKey: attachments.storageKey,
    })
    .from(attachments)
    .where(
      and(
        eq(attachments.uploaderId, userId),
        isNotNull(attachments.messageId),
        isNotNull(attachments.position),
      ),
    )
    .orderBy(asc(attachments.messageId), asc(attachments.position));
  return rows.map((r) => ({ ...r, messageId: r.messageId!, position: r.position! }));
}

export async function buildUserDataExport(db: Database, user: UserRow, now: Date) {
  return db.transaction((tx) => collect(tx, user, now), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function collect(tx: Tx, user: UserRow, now: Date) {
  const memberships = await tx
    .select({ conversation: conversations, joinedAt: conversationParticipants.joinedAt })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(eq(conversationParticipants.userId, user.id))
    .orderBy(asc(conversations.createdAt));
  const conversationIds = memberships.map((m) => m.conversation.id);
  const people = conversationIds.length
    ? await tx
        .select({
          conversationId: conversationParticipants.conversationId,
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(conversationParticipants)
        .innerJoin(users, eq(users.id, conversationParticipants.userId))
        .where(inArray(conversationParticipants.conversationId, conversationIds))
    : [];
  const history = conversationIds.length
    ? await tx
        .select({ message: messages, sender: { firstName: users.firstName, lastName: users.lastName } })
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderId))
        // Each conversation's messages from where the person's history starts: what the app shows them.
        .innerJoin(
          conversationParticipants,
          and(
            eq(conversationParticipants.conversationId, messages.conversationId),
            eq(conversationParticipants.userId, user.id),
          ),
        )
        .where(and(inArray(messages.conversationId, conversationIds), withinHistory()))
        .orderBy(asc(messages.id))
    : [];
  const comingsAndGoings = await membershipEventsIn(tx, conversationIds);
  const myReceipts = await tx.select().from(messageReceipts).where(eq(messageReceipts.userId, user.id));
  const receiptByMessage = new Map(myReceipts.map((r) => [r.messageId, r]));
  const myReactions = await tx.select().from(messageReactions).where(eq(messageReactions.userId, user.id));
  const [avatar] = await tx.select().from(avatars).where(eq(avatars.userId, user.id));
  const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
  const myTickets = await tx
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, user.id))
    .orderBy(asc(supportTickets.id));
  const ticketReplies = await repliesByTicket(
    tx,
    myTickets.map((t) => t.id),
  );

  const sentFiles = await filesSentBy(tx, user.id);

  return {
    exportedAt: now.toISOString(),
    note: 'Everything Parley stores about you and everything you wrote. Other people appear by name, with the final text of their messages only.',
    profile: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      darkMode: user.darkMode,
      defaultCurrency: user.defaultCurrency,
      createdAt: iso(user.createdAt),
      lastActiveAt: iso(user.lastActiveAt),
      isBanned: user.isBanned,
      banReason: user.banReason,
      profileImage: avatar
        ? `data:${avatar.contentType};base64,${Buffer.from(avatar.image).toString('base64')}`
        : null,
    },
    conversations: memberships.map(({ conversation, joinedAt }) => ({
      id: conversation.id,
      name: conversation.name,
      createdAt: iso(conversation.createdAt),
      joinedAt: iso(joinedAt),
      hidden: conversation.deletedAt !== null,
      chainHead: conversation.chainHead,
      participants: people
        .filter((p) => p.conversationId === conversation.id)
        .map((p) => ({ id: p.id, name: fullName(p) })),
      messages: history
        .filter(({ message }) => message.conversationId === conversation.id)
        .map(({ message: m, sender }) => {
          const own = m.senderId === user.id;
          const receipt = receiptByMessage.get(m.id);
          return {
            id: m.id,
            createdAt: iso(m.createdAt),
            senderId: m.senderId,
            sender: fullName(sender),
            finalContent: m.finalContent,
            wasRewritten: m.wasRewritten,
            ...(own ? { originalContent: m.originalContent, rewrittenContent: m.rewrittenContent } : {}),
            replyToMessageId: m.replyToMessageId,
            ...(own
              ? {}
              : {
                  deliveredToYouAt: iso(receipt?.deliveredAt ?? null),
                  seenByYouAt: iso(receipt?.seenAt ?? null),
                }),
            hash: m.hash,
          };
        }),
      membershipChanges: comingsAndGoings
        .filter((e) => e.conversationId === conversation.id)
        .map((e) => ({
          createdAt: e.createdAt,
          change: e.kind,
          by: { id: e.actor.id, name: fullName(e.actor) },
          person: { id: e.subject.id, name: fullName(e.subject) },
        })),
    })),
    reactions: myReactions.map((r) => ({
      messageId: r.messageId,
      emoji: r.emoji,
      createdAt: iso(r.createdAt),
    })),
    supportTickets: myTickets.map((t) => ({
      id: t.id,
      title: t.title,
      description: t.description,
      priority: t.priority,
      status: t.status,
      createdAt: iso(t.createdAt),
      updatedAt: iso(t.updatedAt),
      replies: ticketReplies.get(t.id) ?? [],
    })),
    subscription: subscription
      ? {
          status: subscription.status,
          trialEndsAt: iso(subscription.trialEndsAt),
          provider: subscription.provider,
          currentPeriodEnd: iso(subscription.currentPeriodEnd),
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          updatedAt: iso(subscription.updatedAt),
        }
      : null,
    payments: (
      await tx.select().from(payments).where(eq(payments.userId, user.id)).orderBy(asc(payments.createdAt))
    ).map((p) => ({
      amountCents: p.amountCents,
      currency: p.currency,
      status: p.status,
      description: p.description,
      createdAt: iso(p.createdAt),
    })),
    // The files themselves come in the zip download (?format=zip), at `file`.
    filesYouSent: sentFiles.map((f) => ({
      messageId: f.messageId,
      conversationId: f.conversationId,
      name: f.name,
      contentType: f.contentType,
      size: f.size,
      sha256: f.sha256,
      file: attachmentPath(f.messageId, f.position, f.name),
    })),
    invitationsSent: (
      await tx
        .select()
        .from(invitations)
        .where(eq(invitations.inviterId, user.id))
        .orderBy(asc(invitations.createdAt))
    ).map((i) => ({
      email: i.email,
      phone: i.phone,
      accepted: i.acceptedAt !== null,
      createdAt: iso(i.createdAt),
    })),
    signedInSessions: (await tx.select().from(sessions).where(eq(sessions.userId, user.id))).map((s) => ({
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
    })),
    pushSubscriptions: (
      await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))
    ).map((p) => ({ endpoint: p.endpoint, createdAt: iso(p.createdAt) })),
    adminActionsAboutYou: (
      await tx
        .select()
        .from(activityLog)
        .where(eq(activityLog.targetUserId, user.id))
        .orderBy(asc(activityLog.createdAt))
    ).map((a) => ({ action: a.action, details: a.details, createdAt: iso(a.createdAt) })),
  };
}
