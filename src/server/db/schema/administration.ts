import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/** What the administrator keeps: the activity log, legal holds and barred addresses. */

export const activityLog = pgTable(
  'activity_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    details: text('details').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('activity_admin_idx').on(t.adminId), index('activity_target_idx').on(t.targetUserId)],
);

export const legalHolds = pgTable(
  'legal_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type', { enum: ['user', 'conversation'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    placedById: uuid('placed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
  },
  (t) => [index('legal_holds_target_idx').on(t.targetType, t.targetId)],
);

/**
 * Addresses that may not register again: a suspended account the administrator deleted. Only a SHA-256
 * of the lower-cased address is kept, so the erased account's address is not stored readable while
 * its ban still holds (deleting a suspended account must not hand its owner a fresh start).
 */
export const barredAddresses = pgTable('barred_addresses', {
  emailDigest: text('email_digest').primaryKey(),
  barredAt: timestamp('barred_at', { withTimezone: true }).notNull().defaultNow(),
});
