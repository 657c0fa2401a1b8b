import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { fullName } from '../../common/names';
import type { LegalHoldTargetType } from '../../common/schemas/records';
import type { Clock } from '../clock';
import type { Database, DbOrTx } from '../db/client';
import { conversationParticipants, conversations, legalHolds, messages, users } from '../db/schema';
import { ConflictError, NotFoundError } from '../errors';
import { CONVERSATION_NOT_FOUND } from '../policies/conversation-access';
import type { UserRow } from './accounts';
import { logAction } from './activity-log';

/**
 * Legal holds. While a hold is active on a user or a conversation, nothing in it may be deleted or
 * purged: deleting the conversation only hides it (as it always does), and deleting a held user keeps
 * their records. Placing and lifting are admin actions, each one transaction with its activity-log entry.
 */
export type LegalHoldRow = typeof legalHolds.$inferSelect;

/**
 * True when an active hold covers the user, the conversation, or anyone who is or was in it (a held
 * person's conversations are part of their records). Call it inside the deleting transaction.
 */
export async function isUnderLegalHold(
  db: DbOrTx,
  target: { userId?: string; conversationId?: string },
): Promise<boolean> {
  const conditions = [];
  if (target.conversationId) {
    conditions.push(
      and(eq(legalHolds.targetType, 'conversation'), eq(legalHolds.targetId, target.conversationId)),
    );
    const people = db
      .select({ id: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, target.conversationId));
    const senders = db
      .selectDistinct({ id: messages.senderId })
      .from(messages)
      .where(eq(messages.conversationId, target.conversationId));
    conditions.push(
      and(
        eq(legalHolds.targetType, 'user'),
        or(inArray(legalHolds.targetId, people), inArray(legalHolds.targetId, senders)),
      ),
    );
  }
  if (target.userId)
    conditions.push(and(eq(legalHolds.targetType, 'user'), eq(legalHolds.targetId, target.userId)));
  if (conditions.length === 0) return false;
  const [row] = await db
    .select({ n: count() })
    .from(legalHolds)
    .where(and(isNull(legalHolds.liftedAt), or(...conditions)));
  return Number(row.n) > 0;
}

async function describeTarget(
  db: DbOrTx,
  type: LegalHoldTargetType,
  id: string,
  lock: boolean,
): Promise<string> {
  if (type === 'user') {
    const query = db.select().from(users).where(eq(users.id, id));
    const [user] = lock ? await query.for('update') : await query;
    if (!user) throw new NotFoundError('User not found');
    return `${fullName(user)} <${user.email}>`;
  }
  const query = db.select().from(conversations).where(eq(conversations.id, id));
  const [conversation] = lock ? await query.for('update') : await query;
  if (!conversation) throw new NotFoundError(CONVERSATION_NOT_FOUND);
  const people = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(eq(conversationParticipants.conversationId, id));
  const names = people.map(fullName).join(', ');
  return conversation.name ? `${conversation.name} (${names})` : names || `Conversation ${id}`;
}

export interface LegalHoldListItem {
  hold: LegalHoldRow;
  targetLabel: string;
  placedBy: string | null;
}

export async function listLegalHolds(db: Database): Promise<LegalHoldListItem[]> {
  const rows = await db
    .select({ hold: legalHolds, admin: { firstName: users.firstName, lastName: users.lastName } })
    .from(legalHolds)
    .leftJoin(users, eq(users.id, legalHolds.placedById))
    .orderBy(sql`${legalHolds.liftedAt} is not null`, desc(legalHolds.placedAt));
  return Promise.all(
    rows.map(async ({ hold, admin }) => ({
      hold,
      targetLabel: await describeTarget(db, hold.targetType, hold.targetId, false).catch(() => hold.targetId),
      placedBy: admin ? fullName(admin) : null,
    })),
  );
}

export async function placeLegalHold(
  db: Database,
  clock: Clock,
  input: { admin: UserRow; targetType: LegalHoldTargetType; targetId: string; reason: string },
): Promise<LegalHoldListItem> {
  return db.transaction(async (tx) => {
    // Locking the held row serializes the hold with a concurrent delete of the same user or conversation.
    const targetLabel = await describeTarget(tx, input.targetType, input.targetId, true);
    const [existing] = await tx
      .select({ id: legalHolds.id })
      .from(legalHolds)
      .where(
        and(
          eq(legalHolds.targetType, input.targetType),
          eq(legalHolds.targetId, input.targetId),
          isNull(legalHolds.liftedAt),
        ),
      );
    if (existing) throw new ConflictError(`This ${input.targetType} is already under a legal hold.`);
    const [hold] = await tx
      .insert(legalHolds)
      .values({
        targetType: input.targetType,
        targetId: input.targetId,
        reason: input.reason,
        placedById: input.admin.id,
        placedAt: clock.now(),
      })
      .returning();
    await logAction(tx, clock, {
      admin: input.admin,
      action: 'place_legal_hold',
      targetUserId: input.targetType === 'user' ? input.targetId : null,
      details: `Placed a legal hold on ${input.targetType} ${targetLabel}. Reason: ${input.reason}`,
    });
    return { hold, targetLabel, placedBy: fullName(input.admin) };
  });
}

export async function liftLegalHold(
  db: Database,
  clock: Clock,
  input: { admin: UserRow; holdId: string },
): Promise<LegalHoldListItem> {
  return db.transaction(async (tx) => {
    const [hold] = await tx.select().from(legalHolds).where(eq(legalHolds.id, input.holdId)).for('update');
    if (!hold) throw new NotFoundError('Legal hold not found');
    if (hold.liftedAt) throw new ConflictError('This legal hold has already been lifted.');
    const [lifted] = await tx
      .update(legalHolds)
      .set({ liftedAt: clock.now() })
      .where(eq(legalHolds.id, hold.id))
      .returning();
    const targetLabel = await describeTarget(tx, hold.targetType, hold.targetId, false).catch(
      () => hold.targetId,
    );
    await logAction(tx, clock, {
      admin: input.admin,
      action: 'lift_legal_hold',
      targetUserId: hold.targetType === 'user' ? hold.targetId : null,
      details: `Lifted the legal hold on ${hold.targetType} ${targetLabel}`,
    });
    const [placer] = hold.placedById
      ? await tx.select().from(users).where(eq(users.id, hold.placedById))
      : [];
    return { hold: lifted, targetLabel, placedBy: placer ? fullName(placer) : null };
  });
}

/** Finds a user by e-mail and the conversations they are in, hidden ones included, for the hold form. */
export async function lookUpHoldTargets(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user) throw new NotFoundError('No user with this e-mail address');
  const rows = await db
    .select({ id: conversations.id, name: conversations.name, deletedAt: conversations.deletedAt })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(eq(conversationParticipants.userId, user.id))
    .orderBy(desc(conversations.createdAt));
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({ id: messages.conversationId, n: count() })
        .from(messages)
        .where(inArray(messages.conversationId, ids))
        .groupBy(messages.conversationId)
    : [];
  const countById = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return {
    user: { id: user.id, name: fullName(user), email: user.email, deleted: Boolean(user.deletedAt) },
    conversations: await Promise.all(
      rows.map(async (r) => ({
        id: r.id,
        label: await describeTarget(db, 'conversation', r.id, false),
        messageCount: countById.get(r.id) ?? 0,
        deleted: Boolean(r.deletedAt),
      })),
    ),
  };
}
