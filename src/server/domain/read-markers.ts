import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database, DbOrTx } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { conversationParticipants, messageReceipts, messages } from '../db/schema';
import { NotFoundError } from '../errors';
import { MESSAGE_NOT_FOUND } from '../policies/conversation-access';
import { requireHistoryStart } from '../policies/history-access';
import type { Outcome } from './events';

/**
 * Read stamps (issue 8): per message and recipient, the first time it reached one of their devices
 * (`delivered_at`) and the first time they saw it (`seen_at`). Each is written once and never moved:
 * later deliveries and reads leave the first stamp as it is.
 */

export interface Delivery {
  messageId: number;
  userId: string;
  /** When it reached the device, in epoch milliseconds. */
  at: number;
}

/**
 * First-delivery stamps for many (message, recipient) pairs in one statement, each with its own time.
 * Three array parameters whatever the batch size (a VALUES list would be 3 parameters per row, each
 * serialised, parsed and planned): the receipt batcher writes up to a thousand stamps at a time, so
 * the statement is built once (db/prepared.ts), not per flush. The times go as milliseconds after the
 * earliest one, so one timestamp is parsed per flush, not one per stamp.
 */
export async function recordDeliveries(db: DbOrTx, deliveries: Delivery[]): Promise<void> {
  if (deliveries.length === 0) return;
  const messageIds = new Array<number>(deliveries.length);
  const userIds = new Array<string>(deliveries.length);
  const afterMs = new Array<number>(deliveries.length);
  let first = deliveries[0]!.at;
  for (const d of deliveries) if (d.at < first) first = d.at;
  deliveries.forEach((d, i) => {
    messageIds[i] = d.messageId;
    userIds[i] = d.userId;
    afterMs[i] = d.at - first;
  });
  await insertDeliveries(db, { at: new Date(first).toISOString(), messageIds, userIds, afterMs });
}

const insertDeliveries = preparedStatement(
  'parley_record_deliveries',
  sql`insert into ${messageReceipts} (message_id, user_id, delivered_at)
    select d.message_id, d.user_id, ${sql.placeholder('at')}::timestamptz + d.after_ms * interval '1 millisecond'
    from unnest(
      ${sql.placeholder('messageIds')}::bigint[],
      ${sql.placeholder('userIds')}::uuid[],
      ${sql.placeholder('afterMs')}::int[]
    ) as d(message_id, user_id, after_ms)
    on conflict do nothing`,
);

/** Fetching history delivers the messages others sent to the viewer's device. */
export async function recordFetchedDeliveries(
  db: DbOrTx,
  clock: Clock,
  viewerId: string,
  rows: Array<{ id: number; senderId: string }>,
): Promise<void> {
  const fromOthers = rows.filter((r) => r.senderId !== viewerId);
  const at = clock.now().getTime();
  await recordDeliveries(
    db,
    fromOthers.map((r) => ({ messageId: r.id, userId: viewerId, at })),
  );
}

/**
 * PUT read: everything up to `lastMessageId` is read. The marker only moves forward; every message
 * from others between the old and the new marker gets its seen stamp (and a delivery stamp if it
 * had none). Returns the marker after the call; when it moved, the others are told (seen).
 */
export async function markRead(
  db: Database,
  clock: Clock,
  viewerId: string,
  conversationId: string,
  lastMessageId: number,
): Promise<Outcome<{ lastReadMessageId: number }>> {
  const read = await db.transaction(async (tx) => {
    // A message from before the viewer's history start is not theirs to mark (nor stamp as seen).
    const startsAfter = await requireHistoryStart(tx, viewerId, conversationId);
    const [target] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.id, lastMessageId),
          eq(messages.conversationId, conversationId),
          gt(messages.id, startsAfter),
        ),
      );
    if (!target) throw new NotFoundError(MESSAGE_NOT_FOUND);
    const [before] = await tx
      .select({ lastRead: conversationParticipants.lastReadMessageId })
      .from(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          eq(conversationParticipants.userId, viewerId),
        ),
      )
      .for('update');
    const previous = Math.max(before?.lastRead ?? 0, startsAfter);
    const now = clock.now();
    const participants = await tx
      .select({ userId: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, conversationId));
    const participantIds = participants.map((p) => p.userId);
    if (lastMessageId <= previous) {
      return { lastReadMessageId: previous, seenAt: now, participantIds, moved: false };
    }
    await tx
      .update(conversationParticipants)
      .set({ lastReadMessageId: lastMessageId })
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          eq(conversationParticipants.userId, viewerId),
        ),
      );
    const newlyRead = tx
      .select({
        messageId: messages.id,
        userId: sql`${viewerId}::uuid`.as('user_id'),
        deliveredAt: sql`${now}::timestamptz`.as('delivered_at'),
        seenAt: sql`${now}::timestamptz`.as('seen_at'),
      })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversationId),
          gt(messages.id, previous),
          lte(messages.id, lastMessageId),
          ne(messages.senderId, viewerId),
        ),
      );
    await tx
      .insert(messageReceipts)
      .select(newlyRead)
      .onConflictDoUpdate({
        target: [messageReceipts.messageId, messageReceipts.userId],
        set: {
          seenAt: sql`coalesce(${messageReceipts.seenAt}, excluded.seen_at)`,
          deliveredAt: sql`coalesce(${messageReceipts.deliveredAt}, excluded.delivered_at)`,
        },
      });
    return { lastReadMessageId: lastMessageId, seenAt: now, participantIds, moved: true };
  });
  const { lastReadMessageId, seenAt, participantIds, moved } = read;
  return {
    result: { lastReadMessageId },
    events: moved
      ? [
          {
            type: 'conversation_read',
            conversationId,
            userId: viewerId,
            lastMessageId: lastReadMessageId,
            seenAt,
            participantIds,
          },
        ]
      : [],
  };
}
