import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/** Conversations, who is in them, invitations to them, and who came and went. */

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
