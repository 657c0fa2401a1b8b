import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { sessions, users } from './accounts';

/** What the service keeps for itself: push subscriptions, generated settings, sign-in attempt counts. */

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /**
     * The session that subscribed: signing that browser out (logout, "sign out other devices", a
     * password change) deletes its push subscription with it. Null for subscriptions made before.
     */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_endpoint_idx').on(t.endpoint),
    index('push_user_idx').on(t.userId),
    index('push_session_idx').on(t.sessionId),
  ],
);

/** Small key-value settings the app generates once and keeps (VAPID keys, job leases). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * Recent attempts per account and form (server/throttle), where Redis does not count them: the
 * times (ms) still inside the window, oldest first. The key is a digest, so the addresses people
 * typed are not kept.
 */
export const attemptThrottle = pgTable(
  'attempt_throttle',
  {
    keyDigest: text('key_digest').primaryKey(),
    attempts: jsonb('attempts').$type<number[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('attempt_throttle_expires_idx').on(t.expiresAt)],
);
