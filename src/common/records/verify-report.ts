import type { ExportAttachment } from './export-format';

/** How one message in a file fared. */
export type MessageStatus =
  /** Its content matches its hash and it links to the message before it. */
  | 'intact'
  /** Its words, time, sender or drafts were changed after it was stored: its hash no longer matches. */
  | 'altered'
  /** Its content matches its hash, but it does not link to the message before it in the file. */
  | 'out-of-place';

export interface MessageCheck {
  /** Its number in the conversation, as the PDF and the CSV show it. */
  seq: number;
  /** Its id in the database (the CSV's Message ID). */
  id: number;
  /** ISO 8601, UTC, as the file states it. */
  createdAt: string;
  senderName: string;
  text: string;
  status: MessageStatus;
}

/**
 * What `npx parley verify <file>` and the web's /verify page report, with no server and no account:
 * 1. the verification code at the end equals the SHA-256 of everything before it (the file is untouched);
 * 2. every message's hash is recomputed from its fields and each links to the one before it, so each
 *    message that was changed, removed or reordered is named;
 * 3. the counts agree with the stated scope, and a segment reaching the newest message ends at the chain head;
 * 4. (format 2 on) membership changes, which are not chained, are well formed and as many as stated;
 * 5. (format 3 on) each entry's kind, payload and attachments are what its hash covers, and a record's
 *    sentence says what its payload says; in a zip archive, each attached file matches its SHA-256.
 * A PDF carries the CSV export as an attachment and a seal (SHA-256 of the PDF's own bytes) at its end.
 */
export interface VerifyReport {
  ok: boolean;
  kind: 'csv' | 'pdf' | 'zip' | 'unknown';
  /** What was checked and found to hold, in order. */
  checks: string[];
  /** The problems found; empty when ok. */
  problems: string[];
  /** The first message that does not hold (its database id), when one does not. */
  brokenAtMessageId?: number;
  messageCount?: number;
  /** Every message row of the file in order, each with its own verdict. */
  messages?: MessageCheck[];
  /** Numbers in the stated range that no row of the file carries. */
  missing?: Array<{ first: number; last: number }>;
  /** Format 2 on: how many membership changes (added, removed, left, joined) the file lists. */
  membershipCount?: number;
  /** Format 3 on: how many chained entries are records (not plain text), and the files they carry. */
  recordCount?: number;
  attachments?: Array<ExportAttachment & { messageId: number; seq: number; index: number }>;
  conversationName?: string;
  chainHead?: string | null;
  verificationCode?: string;
}

const numbers = (checks: MessageCheck[]) => checks.map((c) => `#${c.seq}`).join(', ');

/** One line on the messages: "40 messages in the file: 38 intact, 1 altered (#5), 1 out of place (#6)." */
export function messageSummary(report: VerifyReport): string | undefined {
  const messages = report.messages;
  if (!messages) return undefined;
  const altered = messages.filter((m) => m.status === 'altered');
  const outOfPlace = messages.filter((m) => m.status === 'out-of-place');
  const parts = [`${messages.length - altered.length - outOfPlace.length} intact`];
  if (altered.length) parts.push(`${altered.length} altered (${numbers(altered)})`);
  if (outOfPlace.length) parts.push(`${outOfPlace.length} out of place (${numbers(outOfPlace)})`);
  const missing = report.missing ?? [];
  if (missing.length)
    parts.push(
      `missing: ${missing.map((m) => (m.first === m.last ? `#${m.first}` : `#${m.first}–#${m.last}`)).join(', ')}`,
    );
  return `${messages.length} ${messages.length === 1 ? 'message' : 'messages'} in the file: ${parts.join(', ')}.`;
}
