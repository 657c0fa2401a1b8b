import { and, desc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { pushSubscriptions, users } from '../db/schema';
import type { PushTarget } from './sender';

/** Browsers one person may receive pushes in: every device and profile, with room to spare. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 20;

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Keeps one row per endpoint. An endpoint belongs to one browser profile, so when another account signs in
 * there and subscribes, the row moves to that account: the previous one must stop getting its pushes.
 */
export async function saveSubscription(
  db: DbOrTx,
  userId: string,
  target: PushTarget,
  sessionId: string | null = null,
): Promise<void> {
  const values = {
    userId,
    endpoint: target.endpoint,
    p256dh: target.keys.p256dh,
    auth: target.keys.auth,
    sessionId,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: values.p256dh, auth: values.auth, sessionId },
    });
  // Every new message is sent to each of a person's subscriptions: beyond the cap the oldest go (an
  // abandoned profile, most likely), so a script registering endpoint after endpoint cannot make each
  // message fan out to thousands of requests, and a real new browser is never refused.
  const newestOthers = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, target.endpoint)))
    .orderBy(desc(pushSubscriptions.createdAt))
    .limit(MAX_PUSH_SUBSCRIPTIONS_PER_USER - 1);
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        ne(pushSubscriptions.endpoint, target.endpoint),
        notInArray(pushSubscriptions.id, newestOthers),
      ),
    );
}

/** Removes the user's own subscription for that endpoint; another user's is left alone. */
export async function removeSubscription(db: DbOrTx, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The devices of these users that take pushes: not those of people who turned push off in Settings. */
export async function subscriptionsOf(db: DbOrTx, userIds: string[]): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ subscription: pushSubscriptions })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(inArray(pushSubscriptions.userId, userIds), eq(users.notifyPush, true)));
  return rows.map((r) => r.subscription);
}

export async function deleteSubscriptionById(db: DbOrTx, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
