import {
  type Cell,
  CHAIN_HEAD_LABEL,
  CSV_COLUMNS,
  FORMAT_2_COLUMNS,
  MEMBERSHIP_LABEL,
  MESSAGE_COLUMNS,
  parseCsv,
  unguardText,
  VERIFICATION_LABEL,
} from './csv';
import {
  describeMembershipEvent,
  EXPORT_FORMAT_VERSION,
  EXPORT_TITLE,
  type ExportMembershipEvent,
  membershipStatement,
  scopeStatements,
} from './export-format';
import { sha256Hex } from './sha256';
import { isZip, verifyArchive } from './verify-archive';
import { checkMessages, FormatError } from './verify-messages';
import { latin1, openPdf } from './verify-pdf';
import type { VerifyReport } from './verify-report';

export { messageSummary, type MessageCheck, type MessageStatus, type VerifyReport } from './verify-report';
export { PDF_SEAL_PREFIX } from './verify-pdf';

/**
 * Checks an export's bytes: CSV, PDF, or a zip archive of one with the files sent in the conversation.
 * The same code runs in `npx parley verify` and in the browser
 * on the web's /verify page: no server, no account, no network. Files of every format up to
 * EXPORT_FORMAT_VERSION verify; format 1 has message rows only.
 */
export function verifyExportFile(bytes: Uint8Array): VerifyReport {
  if (isZip(bytes)) return verifyArchive(bytes, verifyExportFile);
  if (latin1(bytes.subarray(0, 5)) === '%PDF-') return verifyPdf(bytes);
  return verifyCsv(new TextDecoder().decode(bytes), 'csv');
}

function fail(kind: VerifyReport['kind'], problem: string): VerifyReport {
  return { ok: false, kind, checks: [], problems: [problem] };
}

const cellText = (record: Cell[] | undefined, index: number): string => record?.[index]?.text ?? '';

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

type CellOf = (cells: Cell[], name: string) => string;

/**
 * A membership change is not chained (the verification code is what covers it): check only that it is
 * well formed and that its sentence says what its columns say.
 */
function checkMembershipRow(cells: Cell[], cell: CellOf, report: VerifyReport): void {
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

function checkContent(records: Cell[][], report: VerifyReport): void {
  const version = Number(cellText(records[0], 1));
  if (!Number.isInteger(version) || version < 1) throw new FormatError('the format version is missing');
  if (version > EXPORT_FORMAT_VERSION) {
    report.problems.push(
      `This export is in format ${version}, newer than this copy of Parley reads (up to ${EXPORT_FORMAT_VERSION}): check it with a newer Parley.`,
    );
    return;
  }
  const columns: readonly string[] =
    version === 1 ? MESSAGE_COLUMNS : version === 2 ? FORMAT_2_COLUMNS : CSV_COLUMNS;
  const byLabel = (label: string) => records.find((r) => cellText(r, 0) === label);
  const conversation = byLabel('Conversation');
  const conversationId = cellText(conversation, 2);
  const included = byLabel('Included');
  if (!conversationId || !included) throw new FormatError('the Conversation or Included line is missing');
  report.conversationName = unguardText(cellText(conversation, 1));
  const [firstSeq, lastSeq, total] = [1, 2, 3].map((i) => Number(cellText(included, i)));
  if (![firstSeq, lastSeq, total].every(Number.isInteger))
    throw new FormatError('the Included line is not numeric');
  const scope = cellText(byLabel('Scope'), 1);
  if (!scopeStatements(firstSeq, lastSeq, total).includes(unguardText(scope)))
    report.problems.push('The statement of what the export includes does not match its counts.');

  const headerIndex = records.findIndex(
    (r) => cellText(r, 0) === columns[0] && cellText(r, 1) === columns[1],
  );
  if (headerIndex === -1) throw new FormatError('the column header line is missing');
  if (records[headerIndex].map((c) => c.text).join(',') !== columns.join(','))
    throw new FormatError(`the column header line is not that of format ${version}`);
  const entries: Cell[][] = [];
  for (let i = headerIndex + 1; i < records.length && records[i].length > 0; i++) entries.push(records[i]);
  const rawCell = (cells: Cell[], name: string) => cells[columns.indexOf(name)];
  const cell: CellOf = (cells, name) => rawCell(cells, name)?.text ?? '';
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
  checkMessages(
    rows,
    { version, conversationId, firstSeq, lastSeq, total, chainHead, cell, rawCell },
    report,
  );
}

function verifyPdf(pdf: Uint8Array): VerifyReport {
  const opened = openPdf(pdf);
  if (!opened.ok) return fail('pdf', opened.problem);
  const report = verifyCsv(opened.csv, 'pdf');
  if (opened.seal === 'missing')
    report.problems.unshift('The PDF’s seal is missing: the file was rewritten after it was exported.');
  else if (opened.seal === 'differs')
    report.problems.unshift(
      'The PDF’s seal does not match: the file has been changed since it was exported.',
    );
  else
    report.checks.unshift(
      'The PDF’s seal matches: not one byte of the PDF has changed since it was exported.',
    );
  report.ok = report.problems.length === 0;
  return report;
}
