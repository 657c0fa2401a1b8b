import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
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

type EventWithConversation = MembershipEventView & { conversationId: string };

/**
 * Comings and goings in the given conversations, oldest first, optionally within [from, to) and capped
 * (the caller checks participation).
 */
export async function membershipEventsIn(
  db: DbOrTx,
  conversationIds: string[],
  options: { from?: Date; to?: Date; limit?: number } = {},
): Promise<EventWithConversation[]> {
  if (conversationIds.length === 0) return [];
  const actor = alias(users, 'actor');
  const subject = alias(users, 'subject');
  const query = db
    .select({ event: membershipEvents, actor, subject })
    .from(membershipEvents)
    .innerJoin(actor, eq(actor.id, membershipEvents.actorId))
    .innerJoin(subject, eq(subject.id, membershipEvents.subjectId))
    .where(
      and(
        inArray(membershipEvents.conversationId, conversationIds),
        options.from ? gte(membershipEvents.createdAt, options.from) : undefined,
        options.to ? lt(membershipEvents.createdAt, options.to) : undefined,
      ),
    )
    .orderBy(asc(membershipEvents.id));
  const rows = await (options.limit === undefined ? query : query.limit(options.limit));
  return rows.map(({ event, actor: a, subject: s }) => ({
    id: event.id,
    conversationId: event.conversationId,
    kind: event.kind,
    createdAt: event.createdAt.toISOString(),
    actor: presentUserSummary(a),
    subject: presentUserSummary(s),
  }));
}

/** A conversation's comings and goings for its timeline, oldest first (the caller checks participation). */
export async function listMembershipEvents(
  db: DbOrTx,
  conversationId: string,
): Promise<MembershipEventView[]> {
  const events = await membershipEventsIn(db, [conversationId], { limit: MEMBERSHIP_EVENTS_MAX });
  return events.map(({ conversationId: _, ...view }) => view);
}
