import { unzlibSync } from 'fflate';
import { draftDigest, type StoredLink, verifyLinks } from './chain';
import {
  type Cell,
  CHAIN_HEAD_LABEL,
  CSV_COLUMNS,
  MEMBERSHIP_LABEL,
  MESSAGE_COLUMNS,
  parseCsv,
  unguardText,
  VERIFICATION_LABEL,
} from './csv';
import {
  describeMembershipEvent,
  EMBEDDED_CSV_NAME,
  EXPORT_FORMAT_VERSION,
  EXPORT_TITLE,
  type ExportMembershipEvent,
  membershipStatement,
  scopeStatement,
} from './export-format';
import { sha256Hex } from './sha256';

/**
 * A membership change is not chained (the verification code is what covers it): check only that it is
 * well formed and that its sentence says what its columns say.
 */
function checkMembershipRow(
  cells: Cell[],
  cell: (cells: Cell[], name: (typeof CSV_COLUMNS)[number]) => string,
  report: VerifyReport,
): void {
  const change = cell(cells, 'Change');
  const createdAt = cell(cells, 'Time (UTC)');
  if (!MEMBERSHIP_CHANGES.has(change) || Number.isNaN(new Date(createdAt).getTime()))
    throw new FormatError(`the membership change at ${createdAt || 'an unknown time'} is malformed`);
  const sentence = describeMembershipEvent({
    id: 0,
    createdAt,
    change: change as ExportMembershipEvent['change'],
    actorId: cell(cells, 'By ID'),
    actorName: unguardText(cell(cells, 'By')),
    subjectId: cell(cells, 'Person ID'),
    subjectName: unguardText(cell(cells, 'Person')),
  });
  if (unguardText(cell(cells, 'Membership change')) !== sentence)
    report.problems.push(`The membership change at ${createdAt} does not agree with its own columns.`);
}

/**
 * What `npx parley verify <file>` checks, with no server and no account:
 * 1. the verification code at the end equals the SHA-256 of everything before it (the file is untouched);
 * 2. every message's hash is recomputed from its fields and each links to the one before it, so the
 *    first message that was changed, removed or reordered is named;
 * 3. the counts agree with the stated scope, and a segment reaching the newest message ends at the chain head;
 * 4. (format 2 on) membership changes, which are not chained, are well formed and as many as stated.
 * Files of every format up to EXPORT_FORMAT_VERSION verify; format 1 has message rows only.
 * A PDF carries the CSV export as an attachment and a seal (SHA-256 of the PDF's own bytes) at its end.
 */
export interface VerifyReport {
  ok: boolean;
  kind: 'csv' | 'pdf' | 'unknown';
  /** What was checked and found to hold, in order. */
  checks: string[];
  /** The problems found; empty when ok. */
  problems: string[];
  brokenAtMessageId?: number;
  messageCount?: number;
  /** Format 2 on: how many membership changes (added, removed, left, joined) the file lists. */
  membershipCount?: number;
  chainHead?: string | null;
  verificationCode?: string;
}

const HEX64 = /^[0-9a-f]{64}$/;
export const PDF_SEAL_PREFIX = '%PARLEY-SEAL sha256:';

class FormatError extends Error {}

/** Each byte as the character of the same code (ISO 8859-1): a PDF's structure is ASCII in binary. */
function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return text;
}

/** Checks an export's bytes, CSV or PDF; the same code runs in `npx parley verify` and on the web's /verify. */
export function verifyExportFile(bytes: Uint8Array): VerifyReport {
  if (latin1(bytes.subarray(0, 5)) === '%PDF-') return verifyPdf(bytes);
  return verifyCsv(new TextDecoder().decode(bytes), 'csv');
}

function fail(kind: VerifyReport['kind'], problem: string): VerifyReport {
  return { ok: false, kind, checks: [], problems: [problem] };
}

const cellText = (record: Cell[] | undefined, index: number): string => record?.[index]?.text ?? '';
const nullable = (cell: Cell | undefined): string | null =>
  !cell || (!cell.quoted && cell.text === '') ? null : unguardText(cell.text);

export function verifyCsv(text: string, kind: 'csv' | 'pdf'): VerifyReport {
  const trimmed = text.replace(/\r\n$/, '');
  const codeLineStart = trimmed.lastIndexOf('\r\n') + 2;
  const codeLine = trimmed.slice(codeLineStart);
  const codeMatch = new RegExp(`^${VERIFICATION_LABEL},([0-9a-f]{64})$`).exec(codeLine);
  if (!codeMatch || !text.startsWith(`"${EXPORT_TITLE}"`))
    return fail(
      kind,
      'This is not a Parley export, or its last line (the verification code) is missing or altered.',
    );
  const verificationCode = codeMatch[1];
  const report: VerifyReport = { ok: false, kind, checks: [], problems: [], verificationCode };

  const body = text.slice(0, codeLineStart);
  if (sha256Hex(body) === verificationCode)
    report.checks.push(
      'The verification code matches the file: not one byte has changed since it was exported.',
    );
  else
    report.problems.push(
      'The verification code does not match the file: it has been changed since it was exported.',
    );

  try {
    checkContent(parseCsv(body), report);
  } catch (error) {
    report.problems.push(
      `The file is not laid out as a Parley export: ${error instanceof Error ? error.message : String(error)}.`,
    );
  }
  report.ok = report.problems.length === 0;
  return report;
}

const MEMBERSHIP_CHANGES = new Set(['added', 'removed', 'left', 'joined']);

function checkContent(records: Cell[][], report: VerifyReport): void {
  const version = Number(cellText(records[0], 1));
  if (!Number.isInteger(version) || version < 1) throw new FormatError('the format version is missing');
  if (version > EXPORT_FORMAT_VERSION) {
    report.problems.push(
      `This export is in format ${version}, newer than this copy of Parley reads (up to ${EXPORT_FORMAT_VERSION}): check it with a newer Parley.`,
    );
    return;
  }
  const columns: readonly string[] = version === 1 ? MESSAGE_COLUMNS : CSV_COLUMNS;
  const byLabel = (label: string) => records.find((r) => cellText(r, 0) === label);
  const conversationId = cellText(byLabel('Conversation'), 2);
  const included = byLabel('Included');
  if (!conversationId || !included) throw new FormatError('the Conversation or Included line is missing');
  const [firstSeq, lastSeq, total] = [1, 2, 3].map((i) => Number(cellText(included, i)));
  if (![firstSeq, lastSeq, total].every(Number.isInteger))
    throw new FormatError('the Included line is not numeric');
  const scope = cellText(byLabel('Scope'), 1);
  if (unguardText(scope) !== scopeStatement(firstSeq, lastSeq, total))
    report.problems.push('The statement of what the export includes does not match its counts.');

  const headerIndex = records.findIndex(
    (r) => cellText(r, 0) === columns[0] && cellText(r, 1) === columns[1],
  );
  if (headerIndex === -1) throw new FormatError('the column header line is missing');
  if (records[headerIndex].map((c) => c.text).join(',') !== columns.join(','))
    throw new FormatError(`the column header line is not that of format ${version}`);
  const entries: Cell[][] = [];
  for (let i = headerIndex + 1; i < records.length && records[i].length > 0; i++) entries.push(records[i]);
  const column = (name: (typeof CSV_COLUMNS)[number]) => columns.indexOf(name);
  const cell = (cells: Cell[], name: (typeof CSV_COLUMNS)[number]) => cellText(cells, column(name));
  const chainHeadCell = cellText(byLabel(CHAIN_HEAD_LABEL), 1);
  const chainHead = chainHeadCell === 'none' ? null : chainHeadCell;
  report.chainHead = chainHead;

  const rows: Cell[][] = [];
  let membershipCount = 0;
  for (const [index, cells] of entries.entries()) {
    if (cells.length !== columns.length)
      throw new FormatError(`row ${index + 1} has ${cells.length} cells, not ${columns.length}`);
    const entry = version === 1 ? 'message' : cell(cells, 'Entry');
    if (entry === 'message') rows.push(cells);
    else if (entry === 'membership') {
      membershipCount++;
      checkMembershipRow(cells, cell, report);
    } else throw new FormatError(`row ${index + 1} is neither a message nor a membership change`);
  }
  report.messageCount = rows.length;
  if (version >= 2) {
    report.membershipCount = membershipCount;
    const stated = byLabel(MEMBERSHIP_LABEL);
    const statedCount = Number(cellText(stated, 1));
    if (statedCount !== membershipCount)
      report.problems.push(
        `The export states ${cellText(stated, 1) || 'no number of'} membership changes but holds ${membershipCount}.`,
      );
    if (unguardText(cellText(stated, 2)) !== membershipStatement(statedCount))
      report.problems.push('The statement of the membership changes does not match their count.');
  }

  const expectedCount = firstSeq === 0 ? 0 : lastSeq - firstSeq + 1;
  if (rows.length !== expectedCount)
    report.problems.push(`The export states ${expectedCount} included messages but holds ${rows.length}.`);

  const links: StoredLink[] = [];
  for (const cells of rows) {
    const id = Number(cell(cells, 'Message ID'));
    const seq = Number(cell(cells, 'Seq'));
    const index = links.length;
    if (seq !== firstSeq + index) {
      report.brokenAtMessageId ??= id;
      report.problems.push(`Message ${id} is numbered ${seq} where ${firstSeq + index} was expected.`);
    }
    const drafts = cell(cells, 'Drafts');
    let digest = nullable(cells[column('Draft digest')]);
    if (drafts === 'shown') {
      const recomputed = draftDigest(
        nullable(cells[column('Original text')]),
        nullable(cells[column('Rewritten text')]),
      );
      if (recomputed !== digest) {
        report.brokenAtMessageId ??= id;
        report.problems.push(
          `Message ${id}: its original or rewritten text does not match its draft digest.`,
        );
      }
      digest = recomputed;
    }
    if (digest !== null && !HEX64.test(digest))
      throw new FormatError(`message ${id} has a malformed draft digest`);
    links.push({
      id,
      conversationId,
      senderId: cell(cells, 'Sender ID'),
      createdAt: cell(cells, 'Time (UTC)'),
      finalContent: unguardText(cell(cells, 'Final text')),
      draftDigest: digest,
      prevHash: nullable(cells[column('Previous hash')]),
      hash: cell(cells, 'Hash'),
    });
  }

  if (links.length > 0) {
    if (links.some((l) => Number.isNaN(new Date(l.createdAt as string).getTime())))
      throw new FormatError('a message time is not a valid date');
    // A segment starts from whatever its first message points back to; the whole conversation from nothing.
    const startPrev = firstSeq === 1 ? null : links[0].prevHash;
    const verdict = verifyLinks(links, startPrev);
    if (verdict.ok) {
      report.checks.push(
        `All ${links.length} included messages verify: each hash matches its message and links to the one before it.`,
      );
      if (lastSeq === total) {
        if (verdict.head === chainHead)
          report.checks.push('The last message ends at the conversation’s chain head.');
        else report.problems.push('The last message does not end at the stated chain head.');
      }
    } else {
      report.brokenAtMessageId ??= verdict.brokenAtMessageId;
      report.problems.push(`The chain breaks at message ${verdict.brokenAtMessageId}: ${verdict.reason}.`);
    }
  } else if (total === 0 && chainHead !== null) {
    report.problems.push('An empty conversation cannot have a chain head.');
  }
}

/** Finds the attached CSV in a PDF written by Parley (one embedded file, Flate-compressed or not). */
function extractEmbeddedCsv(pdf: Uint8Array, text: string): string {
  const marker = text.indexOf('/Type /EmbeddedFile');
  if (marker === -1 || !text.includes(`(${EMBEDDED_CSV_NAME})`))
    throw new FormatError(`the attached ${EMBEDDED_CSV_NAME} is missing`);
  const dictStart = text.lastIndexOf(' obj', marker);
  const streamKeyword = text.indexOf('stream', marker);
  if (dictStart === -1 || streamKeyword === -1) throw new FormatError('the attachment is malformed');
  const dict = text.slice(dictStart, streamKeyword);
  const length = /\/Length (\d+)/.exec(dict);
  if (!length) throw new FormatError('the attachment has no length');
  let dataStart = streamKeyword + 'stream'.length;
  if (text[dataStart] === '\r') dataStart++;
  if (text[dataStart] === '\n') dataStart++;
  const data = pdf.subarray(dataStart, dataStart + Number(length[1]));
  return new TextDecoder().decode(dict.includes('/FlateDecode') ? unzlibSync(data) : data);
}

function verifyPdf(pdf: Uint8Array): VerifyReport {
  const text = latin1(pdf);
  const sealAt = text.lastIndexOf(PDF_SEAL_PREFIX);
  const seal = sealAt === -1 ? null : /^([0-9a-f]{64})\n?$/.exec(text.slice(sealAt + PDF_SEAL_PREFIX.length));
  let csv: string;
  try {
    csv = extractEmbeddedCsv(pdf, text);
  } catch (error) {
    return fail('pdf', `This PDF is not a Parley export, or it was rewritten: ${(error as Error).message}.`);
  }
  const report = verifyCsv(csv, 'pdf');
  if (!seal) {
    report.problems.unshift('The PDF’s seal is missing: the file was rewritten after it was exported.');
  } else if (sha256Hex(pdf.subarray(0, sealAt)) !== seal[1]) {
    report.problems.unshift(
      'The PDF’s seal does not match: the file has been changed since it was exported.',
    );
  } else {
    report.checks.unshift(
      'The PDF’s seal matches: not one byte of the PDF has changed since it was exported.',
    );
  }
  report.ok = report.problems.length === 0;
  return report;
}
