import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MembershipEventView } from '../../common/types';
import type { DbOrTx } from '../db/client';
import { membershipEvents, users } from '../db/schema';
import { presentUserSummary } from '../presenters/user';

export type MembershipKind = (typeof membershipEvents.$inferInsert)['kind'];

/**
 * Writes who came or went, in the same transaction as the change itself, so the timeline and the
 * record never disagree with the participant list.
 */
export async function recordMembership(
  tx: DbOrTx,
  event: { conversationId: string; kind: MembershipKind; actorId: string; subjectId: string },
): Promise<void> {
  await tx.insert(membershipEvents).values(event);
}

/** Bounds one answer: people do not come and go thousands of times in one conversation. */
const MEMBERSHIP_EVENTS_MAX = 500;

/** A conversation's comings and goings, oldest first (the caller checks participation). */
export async function listMembershipEvents(
  db: DbOrTx,
  conversationId: string,
): Promise<MembershipEventView[]> {
  const actor = alias(users, 'actor');
  const subject = alias(users, 'subject');
  const rows = await db
    .select({ event: membershipEvents, actor, subject })
    .from(membershipEvents)
    .innerJoin(actor, eq(actor.id, membershipEvents.actorId))
    .innerJoin(subject, eq(subject.id, membershipEvents.subjectId))
    .where(eq(membershipEvents.conversationId, conversationId))
    .orderBy(asc(membershipEvents.id))
    .limit(MEMBERSHIP_EVENTS_MAX);
  return rows.map(({ event, actor: a, subject: s }) => ({
    id: event.id,
    kind: event.kind,
    createdAt: event.createdAt.toISOString(),
    actor: presentUserSummary(a),
    subject: presentUserSummary(s),
  }));
}
