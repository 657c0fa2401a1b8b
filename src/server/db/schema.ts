import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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

export const conversations = pgTable('conversations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name'),
  /**
   * One more with each rename; the UPDATE's row lock orders renames, so the events (which carry it)
   * can be applied newest-wins by clients, whatever order they arrive in.
   */
  nameVersion: integer('name_version').notNull().default(0),
  createdById: uuid('created_by_id').references(() => users.id),
  /** Delete hides a conversation from everyone; its records stay. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** Hash of the newest message: the head of this conversation's chain. */
  chainHead: text('chain_head'),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }),
    /**
     * Where this person's history starts: they read only messages with a greater id (null: the whole
     * history). Set when someone is added to a group "from now on" (policies/history-access.ts).
     */
    historyStartsAfter: bigint('history_starts_after', { mode: 'number' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('participants_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    /** By default, so the id can be drawn first and hashed into the chain with the row. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    /** Idempotency key generated by the client: a retried send is stored once. */
    clientId: text('client_id').notNull(),
    content: text('content').notNull(),
    finalContent: text('final_content').notNull(),
    originalContent: text('original_content'),
    rewrittenContent: text('rewritten_content'),
    wasRewritten: boolean('was_rewritten').notNull().default(false),
    replyToMessageId: bigint('reply_to_message_id', { mode: 'number' }),
    /**
     * 'message' for text, else a record's kind (src/common/records/kinds): its payload is structured
     * and, with the kind and the attachments, proven by the chain through the entry digest.
     */
    kind: text('kind').notNull().default('message'),
    payload: jsonb('payload'),
    prevHash: text('prev_hash'),
    hash: text('hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_sender_client_idx').on(t.senderId, t.clientId),
    index('messages_conversation_idx').on(t.conversationId, t.id),
    // A person's newest message in each conversation (the list's "seen"), without reading everyone else's.
    index('messages_conversation_sender_idx').on(t.conversationId, t.senderId, t.id),
    // Search of a person's own improved messages' original and rewritten text: few rows, newest first.
    index('messages_sender_improved_idx')
      .on(t.senderId, t.id)
      .where(sql`${t.originalContent} is not null or ${t.rewrittenContent} is not null`),
    index('messages_reply_idx').on(t.replyToMessageId),
    // A conversation's record entries (schedule, expenses) in chain order, without reading its text.
    index('messages_record_idx')
      .on(t.conversationId, t.id)
      .where(sql`${t.kind} <> 'message'`),
  ],
);

/**
 * A file sent with a message (a photo, re-encoded without its metadata, or a PDF). Uploaded first,
 * into one conversation by one person; the message that carries it claims it when it is stored, and
 * the message's hash then covers its SHA-256. The bytes live in the attachment storage (a DATA_DIR
 * folder or an S3 bucket) under `storage_key`, which no client ever sees.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id),
    /** Null until the message carrying it is sent. */
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id),
    /** Its place among the message's attachments, from 0, in the order they were sent. */
    position: integer('position'),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the stored bytes, in hex. */
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    /** A small WebP shown in the timeline, for photos; null for a PDF. */
    previewKey: text('preview_key'),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachments_message_idx').on(t.messageId, t.position),
    index('attachments_conversation_idx').on(t.conversationId),
    index('attachments_uploader_idx').on(t.uploaderId, t.createdAt),
  ],
);

export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId, t.emoji] }),
    index('reactions_user_idx').on(t.userId),
  ],
);

/** First delivery to a device and first sight in the conversation, per message and recipient. */
export const messageReceipts = pgTable(
  'message_receipts',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] }), index('receipts_user_idx').on(t.userId)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    phone: text('phone'),
    /** Set when the invitation came from starting a conversation by e-mail: the invitee joins that one. */
    conversationId: uuid('conversation_id').references(() => conversations.id),
    /** The history the invitee will read when they join that conversation, as for a participant. */
    historyStartsAfter: bigint('history_starts_after', { mode: 'number' }),
    acceptedById: uuid('accepted_by_id').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** An open invitation link (no address, no conversation) stops working at this time; null: the general limit. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Its inviter revoked it: the link brings nobody in any more. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('invitations_inviter_idx').on(t.inviterId),
    index('invitations_accepted_idx').on(t.acceptedById),
    index('invitations_conversation_idx').on(t.conversationId),
  ],
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

export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** trial | active | past_due | canceled | none */
    status: text('status').notNull().default('trial'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
    provider: text('provider'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_customer_idx').on(t.providerCustomerId),
    index('subscriptions_provider_sub_idx').on(t.providerSubscriptionId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull(),
    description: text('description').notNull(),
    providerReference: text('provider_reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    uniqueIndex('payments_provider_ref_idx').on(t.providerReference),
  ],
);

/** Provider webhook events already processed: each is applied once. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox provider's checkout sessions (test mode, no card data stored). */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('open'),
    /**
     * What the card paid with answers to later charges (renewals): the test card 4000 0000 0000 0341
     * is saved but every charge on it is declined. Only this outcome is kept, never the card.
     */
    cardDeclinesCharges: boolean('card_declines_charges').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('checkout_user_idx').on(t.userId)],
);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priority: text('priority', { enum: ['low', 'medium', 'high'] })
      .notNull()
      .default('medium'),
    status: text('status', { enum: ['open', 'in_progress', 'resolved', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tickets_user_idx').on(t.userId)],
);

/**
 * A ticket's thread: support's answers (shown to the person who filed it, and mailed to them) and the
 * person's own answers back. Who wrote a reply is kept as a role, so it survives either account going.
 */
export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role', { enum: ['support', 'owner'] })
      .notNull()
      .default('support'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_replies_ticket_idx').on(t.ticketId, t.id)],
);

/**
 * Who came and went in a conversation, for its timeline and record: someone added or removed by
 * another participant, someone who left, someone who joined through an invitation.
 */
export const membershipEvents = pgTable(
  'membership_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['added', 'removed', 'left', 'joined'] }).notNull(),
    /** Who did it: the adder or remover; for 'left' and 'joined', the subject. */
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('membership_events_conversation_idx').on(t.conversationId, t.id)],
);

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

/** Small key-value settings the app generates once and keeps (VAPID keys, job leases). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * Addresses that may not register again: a suspended account the administrator deleted. Only a SHA-256
 * of the lower-cased address is kept, so the erased account's address is not stored readable while
 * its ban still holds (deleting a suspended account must not hand its owner a fresh start).
 */
export const barredAddresses = pgTable('barred_addresses', {
  emailDigest: text('email_digest').primaryKey(),
  barredAt: timestamp('barred_at', { withTimezone: true }).notNull().defaultNow(),
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
