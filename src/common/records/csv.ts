import { canonicalJson } from './canonical-json';
import { sha256Hex } from './sha256';
import {
  type ConversationExport,
  describeMembershipEvent,
  describeRange,
  describeReceipts,
  EXPORT_DISCLAIMER,
  EXPORT_FORMAT_VERSION,
  EXPORT_TITLE,
  formatTime,
  membershipStatement,
  scopeStatement,
  timeline,
} from './export-format';

/**
 * CSV exports (RFC 4180, CRLF line ends). The file opens with a few labelled lines (conversation, who
 * exported it, when, the range and exactly what it leaves out), then one row per message and per
 * membership change in time order, and ends with the chain head and the verification code: the SHA-256
 * of every byte before that last line.
 */

/** The message columns of format 1, which format 2 keeps, by name, between its own columns. */
export const MESSAGE_COLUMNS = [
  'Seq',
  'Message ID',
  'Time (UTC)',
  'Sender',
  'Sender ID',
  'Final text',
  'Assistant rewrite used',
  'Drafts',
  'Original text',
  'Rewritten text',
  'Draft digest',
  'Delivered',
  'Seen',
  'Previous hash',
  'Hash',
] as const;

/** The membership columns format 2 added after the message columns. */
const MEMBERSHIP_COLUMNS = ['Membership change', 'Change', 'By', 'By ID', 'Person', 'Person ID'] as const;

/**
 * Format 2: each row is an entry, `message` or `membership` (someone added, removed, leaving or
 * joining). A membership row fills Time and the membership columns only; a message row leaves those empty.
 */
export const FORMAT_2_COLUMNS = ['Entry', ...MESSAGE_COLUMNS, ...MEMBERSHIP_COLUMNS] as const;

/**
 * The columns format 3 adds to a chained entry (`message` rows): its kind ('message' for text), a
 * record's sentence and payload (canonical JSON), and its attachments (a JSON list of name, contentType,
 * size and sha256). Kind, payload and attachments are what the entry digest in the hash covers.
 */
export const ENTRY_COLUMNS = ['Kind', 'Record', 'Payload', 'Attachments'] as const;

/** Format 3, the one written now. */
export const CSV_COLUMNS = [
  'Entry',
  ...MESSAGE_COLUMNS,
  ...ENTRY_COLUMNS,
  'Membership change',
  'Change',
  'By',
  'By ID',
  'Person',
  'Person ID',
] as const;

export const MEMBERSHIP_LABEL = 'Membership changes';
export const PARTICIPANT_LABEL = 'Participant';

export const VERIFICATION_LABEL = 'Verification code';
export const CHAIN_HEAD_LABEL = 'Chain head';
const EOL = '\r\n';

/**
 * Spreadsheets run a cell that starts with = + - @ as a formula. Such text (and text that starts with
 * the apostrophe used as the guard) gets a leading apostrophe, which `parseCsv` removes again, so the
 * mapping is exact and the chain still verifies.
 */
const FORMULA_START = /^[=+\-@\t\r']/;
function guardText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
export function unguardText(value: string): string {
  return value.startsWith("'") ? value.slice(1) : value;
}

/** Text is always quoted; a bare empty cell therefore means "no value" (null), `""` the empty string. */
export function quoted(value: string): string {
  return `"${guardText(value).replace(/"/g, '""')}"`;
}
function textOrNull(value: string | null): string {
  return value == null ? '' : quoted(value);
}
function line(cells: string[]): string {
  return cells.join(',') + EOL;
}

export function renderCsv(doc: ConversationExport): string {
  let out = '';
  out += line([quoted(EXPORT_TITLE), String(EXPORT_FORMAT_VERSION)]);
  out += line(['Conversation', quoted(doc.conversationName), doc.conversationId]);
  out += line(['Exported by', quoted(doc.exporterName), doc.exporterId]);
  out += line(['Exported at', formatTime(doc.exportedAt)]);
  // Who was in the conversation when it was exported (the verifier reads these lines as text only).
  for (const person of doc.participants) out += line([PARTICIPANT_LABEL, quoted(person.name), person.id]);
  out += line(['Date range', quoted(describeRange(doc.from, doc.to)), doc.from ?? '', doc.to ?? '']);
  out += line(['Included', String(doc.firstSeq), String(doc.lastSeq), String(doc.total)]);
  out += line(['Scope', quoted(scopeStatement(doc.firstSeq, doc.lastSeq, doc.total, doc.omission))]);
  out += line([MEMBERSHIP_LABEL, String(doc.events.length), quoted(membershipStatement(doc.events.length))]);
  out += line(['Notice', quoted(EXPORT_DISCLAIMER)]);
  out += EOL;
  out += line(CSV_COLUMNS.map((c) => c));
  const noMembership = MEMBERSHIP_COLUMNS.map(() => '');
  for (const entry of timeline(doc)) {
    if (entry.type === 'membership') {
      const e = entry.event;
      out += line([
        'membership',
        ...MESSAGE_COLUMNS.map((c) => (c === 'Time (UTC)' ? formatTime(e.createdAt) : '')),
        ...ENTRY_COLUMNS.map(() => ''),
        quoted(describeMembershipEvent(e)),
        e.change,
        quoted(e.actorName),
        e.actorId,
        quoted(e.subjectName),
        e.subjectId,
      ]);
      continue;
    }
    const r = entry.row;
    out += line([
      'message',
      String(r.seq),
      String(r.id),
      formatTime(r.createdAt),
      quoted(r.senderName),
      r.senderId,
      quoted(r.finalContent),
      r.rewriteUsed ? 'yes' : 'no',
      r.drafts,
      textOrNull(r.originalContent),
      textOrNull(r.rewrittenContent),
      r.draftDigest ?? '',
      quoted(describeReceipts(r.receipts, 'deliveredAt')),
      quoted(describeReceipts(r.receipts, 'seenAt')),
      r.prevHash ?? '',
      r.hash,
      r.kind,
      textOrNull(r.sentence),
      r.payload === null ? '' : quoted(canonicalJson(r.payload)),
      r.attachments.length === 0 ? '' : quoted(canonicalJson(r.attachments)),
      ...noMembership,
    ]);
  }
  out += EOL;
  out += line([CHAIN_HEAD_LABEL, doc.chainHead ?? 'none']);
  return out + line([VERIFICATION_LABEL, sha256Hex(out)]);
}

/** A parsed cell: its text, and whether it was quoted (an unquoted empty cell is a null). */
export interface Cell {
  text: string;
  quoted: boolean;
}

/** RFC 4180 parsing that keeps quoted and unquoted cells apart; blank lines become empty records. */
export function parseCsv(text: string): Cell[][] {
  const records: Cell[][] = [];
  let record: Cell[] = [];
  let i = 0;
  const atLineEnd = () => text[i] === '\r' || text[i] === '\n';
  const skipLineEnd = () => {
    if (text[i] === '\r') i++;
    if (text[i] === '\n') i++;
  };
  while (i < text.length) {
    let cell: Cell;
    if (text[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        if (i >= text.length) throw new Error('A quoted cell is not closed');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            value += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += text[i++];
      }
      cell = { text: value, quoted: true };
    } else {
      let value = '';
      while (i < text.length && text[i] !== ',' && !atLineEnd()) value += text[i++];
      cell = { text: value, quoted: false };
    }
    const isBlankLine =
      record.length === 0 && !cell.quoted && cell.text === '' && (atLineEnd() || i >= text.length);
    if (!isBlankLine) record.push(cell);
    if (text[i] === ',') {
      i++;
      continue;
    }
    if (i < text.length && !atLineEnd()) throw new Error('Unexpected text after a quoted cell');
    skipLineEnd();
    records.push(record);
    record = [];
  }
  return records;
}
