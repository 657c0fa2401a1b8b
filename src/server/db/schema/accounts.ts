import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';

/** People and how they sign in: accounts, profile photos, sessions, address changes, reset links, calendar feeds. */

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Stored lower-cased; unique among live accounts. */
  email: text('email').notNull().unique(),
  /** Null once the account is deleted: nobody can sign in to it. */
  passwordHash: text('password_hash'),
  darkMode: text('dark_mode', { enum: ['light', 'dark'] })
    .notNull()
    .default('light'),
  /** Bumped on each avatar change so profileImageUrl busts caches. Null = no avatar. */
  avatarVersion: integer('avatar_version'),
  isBanned: boolean('is_banned').notNull().default(false),
  banReason: text('ban_reason'),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  /** The person's own choices on /settings: web push on their devices, the new-message sound. */
  notifyPush: boolean('notify_push').notNull().default(true),
  notifySound: boolean('notify_sound').notNull().default(true),
  /** The currency the person's new expenses start in (Settings); null: the conversation's last one. */
  defaultCurrency: text('default_currency'),
  /** Set when the account is deleted: personal data is wiped, the row stays so records keep a sender. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const avatars = pgTable('avatars', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  contentType: text('content_type').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    /** What the device list names a session by (signing one out), so its hash never leaves the server. */
    id: uuid('id').notNull().unique().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The browser that signed in (User-Agent, clipped), for the device list on /settings. */
    userAgent: text('user_agent'),
    /** Last request on this session, to within a few minutes. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * A change of e-mail address waiting for its confirmation: the link mailed to the new address
 * carries the token (only its SHA-256 is stored); spent once, like a reset link.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_user_idx').on(t.userId)],
);

/**
 * A person's private calendar feed: the address carries a secret token, of which only the hash is kept.
 * One per person; making a new one replaces it, and deleting the row revokes the address.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});
