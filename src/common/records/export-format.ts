/**
 * The shape of a conversation export, shared by the server that writes it and the `parley verify`
 * command that checks it. Nothing here touches the database or the network, so the command can load it
 * on a machine with no server and no account.
 */
import { membershipSentence } from '../membership';
import type { AttachmentCommitment } from './chain';

/**
 * 1: messages only. 2: adds membership changes (who was added, removed, left or joined), listed in time
 * order among the messages. 3: adds each entry's kind, a record's sentence and payload, and the files
 * sent with it. `parley verify` checks files of every version up to this one.
 */
export const EXPORT_FORMAT_VERSION = 3;
export const EXPORT_TITLE = 'Parley conversation export';
export const EMBEDDED_CSV_NAME = 'parley-export.csv';

/** The product is not court-approved (varies by jurisdiction) and is not legal advice. */
export const EXPORT_DISCLAIMER =
  'Parley is not legal advice, and its records are not court-approved in every jurisdiction. ' +
  'Check with a lawyer how records like this one are treated where you are.';

export interface ExportReceipt {
  name: string;
  deliveredAt: string | null;
  seenAt: string | null;
}

/** 'shown': the exporter's own drafts are in the file; 'withheld': another sender's, only their digest is. */
export type DraftDisclosure = 'shown' | 'withheld' | 'none';

export interface ExportRow {
  /** Position of the message in the whole conversation, from 1. */
  seq: number;
  id: number;
  createdAt: string;
  senderId: string;
  senderName: string;
  finalContent: string;
  rewriteUsed: boolean;
  drafts: DraftDisclosure;
  originalContent: string | null;
  rewrittenContent: string | null;
  draftDigest: string | null;
  receipts: ExportReceipt[];
  prevHash: string | null;
  hash: string;
  /** 'message' for text, else the record's kind (src/common/records/kinds). */
  kind: string;
  /** A record's structured content; null for a text message. */
  payload: Record<string, unknown> | null;
  /** A record's sentence, as the timeline shows it; null for a text message. */
  sentence: string | null;
  /** Files sent with the entry, in order: the chain covers each one's name, type, size and SHA-256. */
  attachments: ExportAttachment[];
}

/** A file as the chain commits it: name, type, size and the stored bytes' SHA-256. */
export type ExportAttachment = AttachmentCommitment;

/** "1.2 MB", "830 KB", "512 bytes": sizes as people read them (1 KB = 1,024 bytes). */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} ${size === 1 ? 'byte' : 'bytes'}`;
  if (size < 1024 * 1024) return `${Math.round(size / 1024)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}

/** "scan.pdf (application/pdf, 1.2 MB), SHA-256 9f86d0…": one attachment, as an export lists it. */
export function describeAttachment(file: ExportAttachment): string {
  return `${file.name} (${file.contentType}, ${formatBytes(file.size)}), SHA-256 ${file.sha256}`;
}

/**
 * Where an archive export (a zip with the PDF and the files) keeps a message's attachment: by message
 * id and place, so two files of the same name never collide, with the name made safe for any disk.
 */
export function attachmentPath(messageId: number, index: number, name: string): string {
  const safe =
    name
      .replace(/[^\p{L}\p{N}._ -]+/gu, '_')
      .replace(/^[.\s]+/, '')
      .slice(0, 100) || 'file';
  return `attachments/${messageId}-${index + 1}-${safe}`;
}

export type MembershipChange = 'added' | 'removed' | 'left' | 'joined';

/**
 * Someone came or went: not a message and not in the message chain (it is recorded when it happens, in
 * its own table), so only the export's verification code covers it, as it covers read stamps.
 */
export interface ExportMembershipEvent {
  id: number;
  createdAt: string;
  change: MembershipChange;
  /** The adder or remover; for 'left' and 'joined', the person themselves. */
  actorId: string;
  actorName: string;
  subjectId: string;
  subjectName: string;
}

/** Someone named in the export, by name and account id. */
export interface ExportPerson {
  id: string;
  name: string;
}

export interface ConversationExport {
  conversationId: string;
  conversationName: string;
  exporterId: string;
  exporterName: string;
  exportedAt: string;
  from: string | null;
  to: string | null;
  total: number;
  /** Seq of the first and last included message; both 0 when none is included. */
  firstSeq: number;
  lastSeq: number;
  rows: ExportRow[];
  /** Who was in the conversation when it was exported, by name. */
  participants: ExportPerson[];
  /** Membership changes in the same date range, oldest first. */
  events: ExportMembershipEvent[];
  /** The conversation's chain head when the export was taken: the hash of its newest message. */
  chainHead: string | null;
  /** Why messages are left out; 'dates' when not given. */
  omission?: Omission;
}

/**
 * Why an export leaves messages out: the chosen dates, or the exporter's history in the conversation
 * starting later (added to a group with only the messages from then on), or both.
 */
export type Omission = 'dates' | 'history' | 'dates-and-history';

const OMITTED_BECAUSE: Record<Omission, { none: string; some: string }> = {
  dates: { none: 'No message falls in the chosen dates', some: 'outside the chosen dates' },
  history: {
    none: 'No message falls in the exporter’s history of this conversation',
    some: 'sent before the exporter’s history of this conversation starts',
  },
  'dates-and-history': {
    none: 'No message falls in the chosen dates and the exporter’s history of this conversation',
    some: 'outside the chosen dates, or sent before the exporter’s history of this conversation starts',
  },
};

/** ISO 8601 with an explicit UTC offset, e.g. 2026-11-22T10:03:33.123+00:00. */
export function formatTime(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return date.toISOString().replace(/Z$/, '+00:00');
}

const range = (first: number, last: number) => (first === last ? `${first}` : `${first}–${last}`);

/** The precise statement of what a (partial) export includes and leaves out. */
export function scopeStatement(
  firstSeq: number,
  lastSeq: number,
  total: number,
  omission: Omission = 'dates',
): string {
  const because = OMITTED_BECAUSE[omission];
  if (total === 0) return 'This conversation has no messages.';
  if (firstSeq === 0) return `${because.none}: all ${total} messages are omitted.`;
  if (firstSeq === 1 && lastSeq === total)
    return total === 1
      ? 'The conversation’s only message is included.'
      : `All ${total} messages are included.`;
  const omitted: string[] = [];
  if (firstSeq > 1) omitted.push(range(1, firstSeq - 1));
  if (lastSeq < total) omitted.push(range(lastSeq + 1, total));
  const omittedCount = total - (lastSeq - firstSeq + 1);
  const included = `${firstSeq === lastSeq ? 'Message' : 'Messages'} ${range(firstSeq, lastSeq)} of ${total} included`;
  return `${included}; ${omittedCount === 1 ? 'message' : 'messages'} ${omitted.join(' and ')} of ${total} omitted (${because.some}).`;
}

/** Every statement an export with these counts may carry, whatever the reason for leaving messages out. */
export function scopeStatements(firstSeq: number, lastSeq: number, total: number): string[] {
  return (Object.keys(OMITTED_BECAUSE) as Omission[]).map((why) =>
    scopeStatement(firstSeq, lastSeq, total, why),
  );
}

/** "Maya Lopez added Sam Lopez": always by name, as the export is read by people outside the conversation. */
export function describeMembershipEvent(event: ExportMembershipEvent): string {
  return membershipSentence(
    { kind: event.change, actor: event.actorName, subject: event.subjectName },
    (name) => name,
  );
}

export function membershipStatement(count: number): string {
  if (count === 0) return 'No one was added, removed, left or joined in the exported range.';
  return (
    `${count} ${count === 1 ? 'membership change (someone added, removed, leaving or joining) is' : 'membership changes (people added, removed, leaving or joining) are'} ` +
    'listed in time order among the messages. They are not messages and not part of the message chain; the verification code covers them.'
  );
}

export type TimelineEntry =
  { type: 'message'; row: ExportRow } | { type: 'membership'; event: ExportMembershipEvent };

/**
 * Messages (in chain order) and membership changes merged by time. A change goes before the first
 * message stored after it, so each list keeps its own order and the chain order is never disturbed.
 */
export function timeline(doc: Pick<ConversationExport, 'rows' | 'events'>): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  const { events } = doc;
  let e = 0;
  const time = (value: string) => new Date(value).getTime();
  for (const row of doc.rows) {
    while (e < events.length && time(events[e].createdAt) < time(row.createdAt))
      entries.push({ type: 'membership', event: events[e++] });
    entries.push({ type: 'message', row });
  }
  while (e < events.length) entries.push({ type: 'membership', event: events[e++] });
  return entries;
}

export function describeRange(from: string | null, to: string | null): string {
  if (!from && !to) return 'Whole conversation';
  const start = from ? `From ${formatTime(from)}` : 'From the beginning';
  return `${start} ${to ? `up to (not including) ${formatTime(to)}` : 'to the time of export'}`;
}

export function describeReceipts(receipts: ExportReceipt[], kind: 'deliveredAt' | 'seenAt'): string {
  if (receipts.length === 0) return '';
  return receipts
    .map(
      (r) => `${r.name}: ${r[kind] ? formatTime(r[kind]) : kind === 'seenAt' ? 'not seen' : 'not delivered'}`,
    )
    .join('; ');
}
