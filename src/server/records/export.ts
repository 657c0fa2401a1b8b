import { and, asc, count, eq, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import {
  attachments,
  conversationParticipants,
  conversations,
  messageReceipts,
  messages,
  users,
} from '../db/schema';
import type { UserRow } from '../domain/accounts';
import { membershipEventsIn } from '../domain/membership-events';
import { NotFoundError, ValidationError } from '../errors';
import { draftDigest } from '../../common/records/chain';
import type {
  ConversationExport,
  ExportAttachment,
  ExportReceipt,
  ExportRow,
  Omission,
} from '../../common/records/export-format';
import { entrySentence } from '../../common/records/kinds';
import { payloadOf } from '../presenters/message';
import { attachmentCommitments } from './attachment-commitments';

export interface ExportRequest {
  conversationId: string;
  exporter: UserRow;
  /** Inclusive lower bound on the message time. */
  from?: Date;
  /** Exclusive upper bound on the message time. */
  to?: Date;
  now: Date;
}

const fullName = (u: Pick<UserRow, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

/**
 * Reads one conversation's export as one consistent snapshot (REPEATABLE READ), so the messages, their
 * numbering and the chain head agree even while people keep writing. Only participants may export;
 * anyone else, like a hidden (deleted) conversation, is not found.
 */
export async function loadConversationExport(db: Database, req: ExportRequest): Promise<ConversationExport> {
  if (req.from && req.to && req.from >= req.to)
    throw new ValidationError('The start date must be before the end date');
  return db.transaction((tx) => readExport(tx, req), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function readExport(tx: Tx, req: ExportRequest): Promise<ConversationExport> {
  const { conversationId, exporter } = req;
  const [conversation] = await tx
    .select({
      id: conversations.id,
      name: conversations.name,
      chainHead: conversations.chainHead,
      historyStartsAfter: conversationParticipants.historyStartsAfter,
      joinedAt: conversationParticipants.joinedAt,
    })
    .from(conversations)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, conversations.id),
        eq(conversationParticipants.userId, exporter.id),
      ),
    )
    .where(and(eq(conversations.id, conversationId), isNull(conversations.deletedAt)));
  if (!conversation) throw new NotFoundError('Conversation not found');

  const participants = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(eq(conversationParticipants.conversationId, conversationId))
    .orderBy(asc(users.firstName), asc(users.lastName));

  const inConversation = eq(messages.conversationId, conversationId);
  const countWhere = async (extra?: ReturnType<typeof lt>) => {
    const [row] = await tx
      .select({ n: count() })
      .from(messages)
      .where(extra ? and(inConversation, extra) : inConversation);
    return Number(row.n);
  };
  // Messages are numbered by their place in the chain (id order). The range is the contiguous span of
  // positions whose times fall inside it, so "messages a–b of n" is exact.
  const total = await countWhere();
  // Someone added "from now on" exports only their history: the chain positions before it are left
  // out like those before a date range, and the segment verifies from its first previous hash.
  const startsAfter = conversation.historyStartsAfter ?? 0;
  const beforeHistory = startsAfter > 0 ? await countWhere(lte(messages.id, startsAfter)) : 0;
  const beforeDates = req.from ? await countWhere(lt(messages.createdAt, req.from)) : 0;
  const before = Math.max(beforeDates, beforeHistory);
  const upTo = req.to ? await countWhere(lt(messages.createdAt, req.to)) : total;
  const includedCount = Math.max(0, upTo - before);

  const rows =
    includedCount === 0
      ? []
      : await tx
          .select({ message: messages, sender: { firstName: users.firstName, lastName: users.lastName } })
          .from(messages)
          .innerJoin(users, eq(users.id, messages.senderId))
          .where(inConversation)
          .orderBy(asc(messages.id))
          .offset(before)
          .limit(includedCount);

  const files = await attachmentsOf(
    tx,
    rows.map((r) => r.message.id),
  );
  const receiptsByMessage = await loadReceipts(
    tx,
    rows.map((r) => r.message.id),
  );
  const firstSeq = rows.length ? before + 1 : 0;
  // Who came and went in the same dates: every change, however many (they are few beside the messages).
  // (From when they came, for someone whose history starts then: who came and went before is not theirs.)
  const eventsFrom =
    beforeHistory > 0 && (!req.from || req.from < conversation.joinedAt) ? conversation.joinedAt : req.from;
  const events = await membershipEventsIn(tx, [conversationId], { from: eventsFrom, to: req.to });

  const exportRows: ExportRow[] = rows.map(({ message: m, sender }, index) => {
    const own = m.senderId === exporter.id;
    const digest = draftDigest(m.originalContent, m.rewrittenContent);
    const receipts = receiptsByMessage.get(m.id) ?? new Map<string, ExportReceipt>();
    for (const p of participants) {
      if (p.id !== m.senderId && !receipts.has(p.id))
        receipts.set(p.id, { name: fullName(p), deliveredAt: null, seenAt: null });
    }
    return {
      seq: firstSeq + index,
      id: m.id,
      createdAt: m.createdAt.toISOString(),
      senderId: m.senderId,
      senderName: fullName(sender),
      finalContent: m.finalContent,
      rewriteUsed: m.wasRewritten,
      drafts: digest === null ? 'none' : own ? 'shown' : 'withheld',
      // Another sender's drafts never leave the server: only their digest does.
      originalContent: own ? m.originalContent : null,
      rewrittenContent: own ? m.rewrittenContent : null,
      draftDigest: digest,
      receipts: [...receipts.values()],
      prevHash: m.prevHash,
      hash: m.hash,
      kind: m.kind,
      payload: payloadOf(m.payload),
      sentence: entrySentence(m.kind, m.payload, fullName(sender)),
      attachments: files.get(m.id) ?? [],
    };
  });

  return {
    conversationId,
    conversationName: conversation.name?.trim() || participants.map(fullName).join(', ') || 'Conversation',
    exporterId: exporter.id,
    exporterName: fullName(exporter),
    exportedAt: req.now.toISOString(),
    from: req.from?.toISOString() ?? null,
    to: req.to?.toISOString() ?? null,
    total,
    firstSeq,
    lastSeq: rows.length ? before + rows.length : 0,
    rows: exportRows,
    participants: participants.map((p) => ({ id: p.id, name: fullName(p) })),
    events: events.map((e) => ({
      id: e.id,
      createdAt: e.createdAt,
      change: e.kind,
      actorId: e.actor.id,
      actorName: fullName(e.actor),
      subjectId: e.subject.id,
      subjectName: fullName(e.subject),
    })),
    chainHead: conversation.chainHead,
    omission: omissionOf(beforeDates, beforeHistory, upTo < total),
  };
}

/**
 * The history start is named as a reason only when it leaves out more than the start date does; the
 * dates are named with it when the end date also cuts the newest messages off.
 */
function omissionOf(beforeDates: number, beforeHistory: number, endCut: boolean): Omission {
  if (beforeHistory <= beforeDates) return 'dates';
  return endCut ? 'dates-and-history' : 'history';
}

const RECEIPT_BATCH = 1000;

/** The files sent with each included message, in order, as the chain commits them. */
async function attachmentsOf(tx: Tx, messageIds: number[]): Promise<Map<number, ExportAttachment[]>> {
  const byMessage = new Map<number, ExportAttachment[]>();
  for (let i = 0; i < messageIds.length; i += RECEIPT_BATCH) {
    const batch = messageIds.slice(i, i + RECEIPT_BATCH);
    for (const [id, files] of await attachmentCommitments(tx, inArray(attachments.messageId, batch)))
      byMessage.set(id, files);
  }
  return byMessage;
}

async function loadReceipts(tx: Tx, messageIds: number[]): Promise<Map<number, Map<string, ExportReceipt>>> {
  const byMessage = new Map<number, Map<string, ExportReceipt>>();
  for (let i = 0; i < messageIds.length; i += RECEIPT_BATCH) {
    const batch = await tx
      .select({
        messageId: messageReceipts.messageId,
        userId: messageReceipts.userId,
        deliveredAt: messageReceipts.deliveredAt,
        seenAt: messageReceipts.seenAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(messageReceipts)
      .innerJoin(users, eq(users.id, messageReceipts.userId))
      .where(inArray(messageReceipts.messageId, messageIds.slice(i, i + RECEIPT_BATCH)))
      .orderBy(asc(users.firstName), asc(users.lastName));
    for (const r of batch) {
      const forMessage = byMessage.get(r.messageId) ?? new Map<string, ExportReceipt>();
      forMessage.set(r.userId, {
        name: fullName(r),
        deliveredAt: r.deliveredAt?.toISOString() ?? null,
        seenAt: r.seenAt?.toISOString() ?? null,
      });
      byMessage.set(r.messageId, forMessage);
    }
  }
  return byMessage;
}
