import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { fullName } from '../../common/names';
import type { ScheduleView } from '../../common/schemas/schedule';
import type { Clock } from '../clock';
import { hashToken, randomToken } from '../crypto';
import type { Database } from '../db/client';
import { calendarFeeds, conversationParticipants, conversations, users } from '../db/schema';
import type { UserRow } from './accounts';
import { logOwnAction } from './activity-log';
import type { Outcome } from './events';
import { loadRecordEntries } from './record-entries';
import { foldSchedule } from './schedule';

/**
 * Each person's private calendar feed (docs/SCHEDULE.md): one secret address that serves the calendars
 * of every conversation they are in, for a phone's calendar to subscribe to. The address is the only
 * key (a calendar app has no session), so only its hash is kept; making a new one replaces it and
 * revoking deletes it, after which the old address answers 404.
 */

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

export async function calendarFeedOf(db: Database, userId: string): Promise<CalendarFeedRow | null> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** A new secret for the person's feed; any earlier address stops working in the same step. */
export async function createCalendarFeed(
  db: Database,
  clock: Clock,
  user: UserRow,
): Promise<Outcome<{ feed: CalendarFeedRow; token: string }>> {
  const token = randomToken();
  return db.transaction(async (tx) => {
    const values = { userId: user.id, tokenHash: hashToken(token), createdAt: clock.now() };
    const [feed] = await tx
      .insert(calendarFeeds)
      .values(values)
      .onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { tokenHash: values.tokenHash, createdAt: values.createdAt },
      })
      .returning();
    await logOwnAction(tx, clock, {
      user,
      action: 'create_calendar_feed',
      details: 'Made a new address for their calendar feed (any earlier one stopped working)',
    });
    return { result: { feed, token }, events: [{ type: 'calendar_feed_changed', userId: user.id }] };
  });
}

/** Revokes the feed; says whether there was one. */
export async function revokeCalendarFeed(
  db: Database,
  clock: Clock,
  user: UserRow,
): Promise<Outcome<boolean>> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(calendarFeeds)
      .where(eq(calendarFeeds.userId, user.id))
      .returning({ userId: calendarFeeds.userId });
    if (gone.length === 0) return { result: false, events: [] };
    await logOwnAction(tx, clock, {
      user,
      action: 'revoke_calendar_feed',
      details: 'Revoked their calendar feed',
    });
    return { result: true, events: [{ type: 'calendar_feed_changed', userId: user.id }] };
  });
}

/**
 * The person a feed address belongs to, while their account can be used: an unknown secret, a
 * suspended or deleted account all answer null (the route's 404).
 */
export async function feedOwner(db: Database, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(
      and(eq(calendarFeeds.tokenHash, hashToken(token)), eq(users.isBanned, false), isNull(users.deletedAt)),
    );
  return row?.userId ?? null;
}

export interface PersonsCalendar {
  conversationId: string;
  /** The conversation's name, or the others' names: how the person knows it. */
  title: string;
  view: ScheduleView;
}

/**
 * The calendars of every live conversation the person is in that has one, each read as its page
 * reads it (the notes before a "from now on" start hidden).
 */
export async function calendarsOf(db: Database, userId: string): Promise<PersonsCalendar[]> {
  const mine = await db
    .select({
      id: conversations.id,
      name: conversations.name,
      startsAfter: conversationParticipants.historyStartsAfter,
    })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(and(eq(conversationParticipants.userId, userId), isNull(conversations.deletedAt)));
  if (mine.length === 0) return [];
  const ids = mine.map((c) => c.id);
  const entries = new Map<string, Awaited<ReturnType<typeof loadRecordEntries>>>();
  for (const id of ids) entries.set(id, await loadRecordEntries(db, id, 'schedule'));
  const others = await db
    .select({
      conversationId: conversationParticipants.conversationId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(and(inArray(conversationParticipants.conversationId, ids), ne(users.id, userId)));
  return mine.flatMap((c) => {
    const own = entries.get(c.id) ?? [];
    if (own.length === 0) return [];
    const names = others.filter((o) => o.conversationId === c.id).map(fullName);
    return [
      {
        conversationId: c.id,
        title: c.name ?? (names.join(', ') || 'Just you'),
        view: foldSchedule(c.id, own, c.startsAfter ?? 0),
      },
    ];
  });
}
