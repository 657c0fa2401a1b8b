import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { conversationParticipants, conversations } from '../db/schema';
import type { UserRow } from '../domain/accounts';
import { presentUserSummary } from '../presenters/user';
import type { EventBus } from './bus';

/** Everyone who shares a live conversation with the user (the user excluded). */
export async function contactsOf(db: Database, userId: string): Promise<string[]> {
  const mine = db
    .select({ id: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(and(eq(conversationParticipants.userId, userId), isNull(conversations.deletedAt)));
  const rows = await db
    .selectDistinct({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(
      and(
        inArray(conversationParticipants.conversationId, mine),
        ne(conversationParticipants.userId, userId),
      ),
    );
  return rows.map((r) => r.userId);
}

/**
 * A change only the user sees (dark mode) goes to the user alone: their other tabs and devices pick it
 * up, and every instance drops its cached copy of them (plugins/session.ts).
 */
export async function notifyOwnPreferencesChanged(deps: { bus: EventBus }, user: UserRow): Promise<void> {
  await publishProfile(deps.bus, [user.id], user);
}

export async function notifyProfileUpdated(
  deps: { db: Database; bus: EventBus },
  user: UserRow,
): Promise<void> {
  await publishProfile(deps.bus, [user.id, ...(await contactsOf(deps.db, user.id))], user);
}

function publishProfile(bus: EventBus, userIds: string[], user: UserRow): Promise<void> {
  return bus.publish({
    userIds,
    event: { type: 'user_profile_updated', userId: user.id, user: presentUserSummary(user) },
  });
}
