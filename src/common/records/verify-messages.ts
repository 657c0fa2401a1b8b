import { checkEachLink, draftDigest, type EntryContent, entryDigest, type StoredLink } from './chain';
import { type Cell, unguardText } from './csv';
import { MESSAGE_KIND } from './entry-kind';
import { readEntry } from './verify-entries';
import type { MessageCheck, VerifyReport } from './verify-report';

const HEX64 = /^[0-9a-f]{64}$/;

/** A file's layout is wrong (not a verdict on its messages): the whole check stops with this. */
export class FormatError extends Error {}

/** What the message checks need to know about the file around the rows. */
export interface MessageScope {
  /** The file's format: from 3 on, rows carry each entry's kind, payload and attachments. */
  version: number;
  conversationId: string;
  firstSeq: number;
  lastSeq: number;
  total: number;
  chainHead: string | null;
  /** A cell of a row by its column name ('' when absent). */
  cell: (cells: Cell[], name: string) => string;
  /** The raw cell, to tell an empty value (null) from an empty text. */
  rawCell: (cells: Cell[], name: string) => Cell | undefined;
}

const nullable = (cell: Cell | undefined): string | null =>
  !cell || (!cell.quoted && cell.text === '') ? null : unguardText(cell.text);

const span = (first: number, last: number) => (first === last ? `#${first}` : `#${first}–#${last}`);

/** The numbers between first and last that no row carries, as ranges. */
function missingRanges(
  present: Set<number>,
  first: number,
  last: number,
): Array<{ first: number; last: number }> {
  const ranges: Array<{ first: number; last: number }> = [];
  for (let seq = first; seq <= last; seq++) {
    if (present.has(seq)) continue;
    const start = seq;
    while (seq + 1 <= last && !present.has(seq + 1)) seq++;
    ranges.push({ first: start, last: seq });
  }
  return ranges;
}

/**
 * Checks every message row on its own: its content against its hash (and, for the exporter's own
 * messages, its drafts against their digest), its link to the row before it, and its number. Messages
 * the file states but does not hold are reported as missing. Nothing stops at the first break, so a
 * reader learns which messages hold and which do not.
 */
export function checkMessages(rows: Cell[][], scope: MessageScope, report: VerifyReport): void {
  const { cell, rawCell, firstSeq, lastSeq, total, chainHead } = scope;
  const links: StoredLink[] = [];
  const checks: MessageCheck[] = [];
  const draftsBroken = new Set<number>();
  const sentenceBroken = new Set<number>();
  const unknownKinds = new Set<string>();
  const attachments: NonNullable<VerifyReport['attachments']> = [];
  let recordCount = 0;
  for (const cells of rows) {
    const id = Number(cell(cells, 'Message ID'));
    const seq = Number(cell(cells, 'Seq'));
    let digest = nullable(rawCell(cells, 'Draft digest'));
    if (cell(cells, 'Drafts') === 'shown') {
      const recomputed = draftDigest(
        nullable(rawCell(cells, 'Original text')),
        nullable(rawCell(cells, 'Rewritten text')),
      );
      if (recomputed !== digest) draftsBroken.add(links.length);
      digest = recomputed;
    }
    if (digest !== null && !HEX64.test(digest))
      throw new FormatError(`message ${id} has a malformed draft digest`);
    const createdAt = cell(cells, 'Time (UTC)');
    if (Number.isNaN(new Date(createdAt).getTime()))
      throw new FormatError('a message time is not a valid date');
    const finalContent = unguardText(cell(cells, 'Final text'));
    const senderName = unguardText(cell(cells, 'Sender'));
    let entry: EntryContent = {};
    if (scope.version >= 3) {
      const reading = readEntry(id, senderName, {
        kind: cell(cells, 'Kind'),
        record: nullable(rawCell(cells, 'Record')),
        payload: nullable(rawCell(cells, 'Payload')),
        attachments: nullable(rawCell(cells, 'Attachments')),
      });
      entry = reading.content;
      if (!reading.sentenceMatches) sentenceBroken.add(links.length);
      if (reading.unknownKind) unknownKinds.add(reading.content.kind);
      if (reading.content.kind !== MESSAGE_KIND) recordCount++;
      reading.content.attachments.forEach((file, index) =>
        attachments.push({ ...file, messageId: id, seq, index }),
      );
    }
    links.push({
      id,
      conversationId: scope.conversationId,
      senderId: cell(cells, 'Sender ID'),
      createdAt,
      finalContent,
      draftDigest: digest,
      prevHash: nullable(rawCell(cells, 'Previous hash')),
      hash: cell(cells, 'Hash'),
      entryDigest: entryDigest(entry),
    });
    checks.push({
      seq,
      id,
      createdAt,
      senderName,
      text: finalContent,
      status: 'intact',
    });
  }
  report.messages = checks;
  report.messageCount = checks.length;
  if (scope.version >= 3) {
    report.recordCount = recordCount;
    report.attachments = attachments;
    if (unknownKinds.size > 0)
      report.checks.push(
        `Records of kinds this copy of Parley cannot describe (${[...unknownKinds].join(', ')}) are proven by the chain; their sentences were not checked.`,
      );
  }

  const expectedCount = firstSeq === 0 ? 0 : lastSeq - firstSeq + 1;
  if (checks.length !== expectedCount)
    report.problems.push(`The export states ${expectedCount} included messages but holds ${checks.length}.`);
  const missing = firstSeq === 0 ? [] : missingRanges(new Set(checks.map((c) => c.seq)), firstSeq, lastSeq);
  report.missing = missing;
  for (const m of missing)
    report.problems.push(
      `${m.first === m.last ? 'Message' : 'Messages'} ${span(m.first, m.last)} ${m.first === m.last ? 'is' : 'are'} missing from the file.`,
    );

  if (links.length === 0) {
    if (total === 0 && chainHead !== null)
      report.problems.push('An empty conversation cannot have a chain head.');
    return;
  }
  // A segment starts from whatever its first message points back to; the whole conversation from nothing.
  const startPrev = firstSeq === 1 ? null : links[0].prevHash;
  const verdicts = checkEachLink(links, startPrev);
  checks.forEach((check, index) => {
    const name = `message #${check.seq} (ID ${check.id})`;
    if (check.seq !== firstSeq + index)
      report.problems.push(
        `Message ID ${check.id} is numbered #${check.seq} where #${firstSeq + index} was expected.`,
      );
    if (draftsBroken.has(index)) {
      check.status = 'altered';
      report.problems.push(
        `The chain breaks at ${name}: its original or rewritten text does not match its draft digest.`,
      );
    }
    if (sentenceBroken.has(index)) {
      check.status = 'altered';
      report.problems.push(`The record at ${name} does not say what its payload says.`);
    }
    if (!verdicts[index].contentMatches) {
      check.status = 'altered';
      report.problems.push(
        `The chain breaks at ${name}: its content does not match its hash (it was changed after it was stored).`,
      );
    } else if (!verdicts[index].linksToPrevious) {
      check.status = 'out-of-place';
      report.problems.push(
        `The chain breaks at ${name}: it does not link to the message before it (a message is missing, added or out of order).`,
      );
    }
    if (check.status !== 'intact' || check.seq !== firstSeq + index) report.brokenAtMessageId ??= check.id;
  });

  if (checks.every((c) => c.status === 'intact') && missing.length === 0) {
    report.checks.push(
      `All ${links.length} included messages verify: each hash matches its message and links to the one before it.`,
    );
    if (lastSeq === total) {
      if (links.at(-1)!.hash === chainHead)
        report.checks.push('The last message ends at the conversation’s chain head.');
      else report.problems.push('The last message does not end at the stated chain head.');
    }
  }
}
