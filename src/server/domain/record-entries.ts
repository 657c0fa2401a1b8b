import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { conversationParticipants, conversations, messages, users } from '../db/schema';
import type { Clock } from '../clock';
import type { UserRow } from './accounts';
import { appendRecord, type RecordRequest, type SentMessage } from './entries';
import type { Outcome } from './events';

/**
 * Records one step of a feature (calendar, expenses, info bank) as an entry in the chain, and says what
 * happened: a new entry is heard of as a new message (every window, timeline and feature, updates); a
 * retry that found the stored one changes nothing.
 */
export async function recordStep<P extends Record<string, unknown>>(
  db: DbOrTx,
  clock: Clock,
  user: UserRow,
  request: RecordRequest<P>,
): Promise<Outcome<SentMessage>> {
  const sent = await appendRecord(db, clock, user, request);
  return { result: sent, events: sent.created ? [{ type: 'message_sent', sent }] : [] };
}

/**
 * The record entries of one feature in a conversation (`schedule.%`, `expense.%`, `info.%`), in chain order.
 * `kind <> 'message'` is written out as is so the planner uses messages_record_idx (migration 0018),
 * which holds records only: a long conversation's text messages are never read to find them.
 */
export async function loadRecordEntries(
  db: DbOrTx,
  conversationId: string,
  kindPrefix: 'schedule' | 'expense' | 'info',
) {
  return db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      kind: messages.kind,
      payload: messages.payload,
      content: messages.content,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        sql`${messages.kind} <> 'message'`,
        like(messages.kind, `${kindPrefix}.%`),
      ),
    )
    .orderBy(asc(messages.id));
}

/** Holds the conversation's row until the transaction ends: one change to its records at a time. */
export async function lockConversation(tx: DbOrTx, conversationId: string): Promise<void> {
  await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .for('update');
}

/** The conversation's participants' names, by id, as records name them. */
export async function participantNames(db: DbOrTx, conversationId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(eq(conversationParticipants.conversationId, conversationId));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
}
