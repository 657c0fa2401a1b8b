import {
  describeAttachment,
  describeMembershipEvent,
  type ExportMembershipEvent,
  type ExportReceipt,
  type ExportRow,
} from '../../common/records/export-format';
import { localDay, localTime } from '../../common/records/local-time';
import {
  contentWidth,
  type Doc,
  MARGIN,
  MUTED,
  pageBottom,
  type PdfView,
  printable,
  rule,
} from './pdf-style';

/**
 * The conversation's pages: one row per message, grouped under the day it was sent, so a page holds
 * 25 to 30 ordinary messages. A row reads across: its number in the conversation, the time, the
 * sender, the words; under them, who saw it and its hash, in small print on the same row.
 */

const NUMBER_WIDTH = 30;
const TIME_WIDTH = 44;
const NAME_WIDTH = 98;
const TEXT_X = MARGIN + NUMBER_WIDTH + TIME_WIDTH + NAME_WIDTH + 4;
const textWidth = (pdf: Doc) => MARGIN + contentWidth(pdf) - TEXT_X;
const META_X = MARGIN + NUMBER_WIDTH;
const META_SIZE = 6.8;
const HASH_SIZE = 6.2;
const ROW_SIZE = 8.5;
const TEXT_SIZE = 9.5;

/** Where the flow is: the day last headed, so a new day (or a new page) gets its heading. */
export interface FlowState {
  view: PdfView;
  day: string | null;
  dayHeadedOnPage: boolean;
}

/** The column headings, drawn at the top of each page of the conversation. */
export function drawColumnHeadings(pdf: Doc, y: number): void {
  pdf.font('bold').fontSize(7).fillColor(MUTED);
  const cells: Array<[string, number, number]> = [
    ['No.', MARGIN, NUMBER_WIDTH],
    ['Time', MARGIN + NUMBER_WIDTH, TIME_WIDTH],
    ['From', MARGIN + NUMBER_WIDTH + TIME_WIDTH, NAME_WIDTH],
    ['Message', TEXT_X, textWidth(pdf)],
  ];
  for (const [label, x, width] of cells) pdf.text(label, x, y, { width, lineBreak: false });
  rule(pdf, y + 10);
}

/** Starts a new page when fewer than `needed` points are left on this one. */
function ensureRoom(pdf: Doc, state: FlowState, needed: number): void {
  if (pdf.y + needed > pageBottom(pdf)) {
    pdf.addPage();
    state.dayHeadedOnPage = false;
  }
}

/** "Tuesday, 3 November 2026", once per day and again, continued, at the top of a page. */
function headDay(pdf: Doc, state: FlowState, at: string): void {
  const day = localDay(at, state.view.timeZone);
  if (day === state.day && state.dayHeadedOnPage) return;
  ensureRoom(pdf, state, 60);
  const continued = day === state.day;
  state.day = day;
  state.dayHeadedOnPage = true;
  pdf.moveDown(0.3);
  pdf
    .font('bold')
    .fontSize(9.5)
    .fillColor('black')
    .text(`${day}${continued ? ' (continued)' : ''}`, MARGIN, pdf.y, { width: contentWidth(pdf) });
  pdf.y += 2;
}

/** A time from the same day as the message is shown as a time; from another day, with its date. */
function when(value: string, sentAt: string, view: PdfView): string {
  const time = localTime(value, view.timeZone);
  const day = localDay(value, view.timeZone);
  return day === localDay(sentAt, view.timeZone) ? time : `${day.replace(/^\w+, /, '')} ${time}`;
}

/** "Seen by Sam Lopez 19:10:12; delivered to Ana Ruiz 19:00:17, not seen; not delivered to Bo Li". */
export function describeReadState(receipts: ExportReceipt[], sentAt: string, view: PdfView): string {
  const seen = receipts.filter((r) => r.seenAt);
  const deliveredOnly = receipts.filter((r) => !r.seenAt && r.deliveredAt);
  const notDelivered = receipts.filter((r) => !r.seenAt && !r.deliveredAt);
  const parts: string[] = [];
  if (seen.length)
    parts.push(`Seen by ${seen.map((r) => `${r.name} ${when(r.seenAt!, sentAt, view)}`).join(', ')}`);
  if (deliveredOnly.length)
    parts.push(
      `delivered to ${deliveredOnly.map((r) => `${r.name} ${when(r.deliveredAt!, sentAt, view)}`).join(', ')}, not seen`,
    );
  if (notDelivered.length) parts.push(`not delivered to ${notDelivered.map((r) => r.name).join(', ')}`);
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function writeMessage(pdf: Doc, state: FlowState, row: ExportRow): void {
  // Keep a message on one page when it fits on one; a very long one flows over. Measuring lays the
  // text out a second time, so it is done only near the foot of a page, where it can matter.
  const nearFoot = pdf.y + 90 > pageBottom(pdf);
  if (nearFoot) {
    pdf.font('regular').fontSize(TEXT_SIZE);
    const estimate = pdf.heightOfString(printable(row.finalContent), { width: textWidth(pdf) }) + 24;
    ensureRoom(pdf, state, Math.min(estimate, 200));
  }
  headDay(pdf, state, row.createdAt);
  const top = pdf.y + 1.5;
  pdf.font('bold').fontSize(ROW_SIZE).fillColor('black');
  pdf.text(`#${row.seq}`, MARGIN, top, { width: NUMBER_WIDTH, lineBreak: false });
  pdf.font('regular').text(localTime(row.createdAt, state.view.timeZone), MARGIN + NUMBER_WIDTH, top, {
    width: TIME_WIDTH,
    lineBreak: false,
  });
  pdf.font('bold').text(printable(row.senderName), MARGIN + NUMBER_WIDTH + TIME_WIDTH, top, {
    width: NAME_WIDTH,
  });
  const nameBottom = pdf.y;
  // A record (a proposal, an expense...) leads with its sentence; its note, if any, follows.
  if (row.sentence !== null)
    pdf.font('bold').fontSize(TEXT_SIZE).text(printable(row.sentence), TEXT_X, top - 0.8, {
      width: textWidth(pdf),
    });
  if (row.finalContent || row.sentence === null)
    pdf
      .font('regular')
      .fontSize(TEXT_SIZE)
      .text(printable(row.finalContent), TEXT_X, row.sentence === null ? top - 0.8 : pdf.y, {
        width: textWidth(pdf),
      });
  if (row.attachments.length > 0) {
    pdf.font('regular').fontSize(7.5).fillColor(MUTED);
    for (const file of row.attachments)
      pdf.text(printable(`Attached: ${describeAttachment(file)}`), TEXT_X, pdf.y, { width: textWidth(pdf) });
    pdf.fillColor('black');
  }
  if (row.drafts === 'shown') {
    pdf.font('regular').fontSize(7.5).fillColor(MUTED);
    if (row.originalContent != null)
      pdf.text(printable(`Your draft: ${row.originalContent}`), TEXT_X, pdf.y, { width: textWidth(pdf) });
    if (row.rewrittenContent != null)
      pdf.text(printable(`Assistant’s suggestion: ${row.rewrittenContent}`), TEXT_X, pdf.y, {
        width: textWidth(pdf),
      });
  }
  const metaTop = Math.max(pdf.y, nameBottom) + 0.5;
  writeMeta(pdf, row, metaTop, state.view);
  pdf.y += 2.5;
  rule(pdf, pdf.y - 1.2, '#e4e4e4');
}

/** The small print under a message: rewrite use and who saw it on the left, its hash on the right. */
function writeMeta(pdf: Doc, row: ExportRow, top: number, view: PdfView): void {
  const width = MARGIN + contentWidth(pdf) - META_X;
  const hash = `hash ${row.hash}`;
  pdf.font('mono').fontSize(HASH_SIZE);
  const hashWidth = pdf.widthOfString(hash);
  const facts = [
    row.rewriteUsed ? 'Assistant rewrite used' : '',
    describeReadState(row.receipts, row.createdAt, view),
  ]
    .filter(Boolean)
    .join('  ·  ');
  pdf.fillColor(MUTED).text(hash, META_X + width - hashWidth, top + 0.4, { lineBreak: false });
  pdf
    .font('regular')
    .fontSize(META_SIZE)
    .text(printable(facts || ' '), META_X, top, { width: width - hashWidth - 10 });
}

/** Someone came or went: a line of its own in the flow, marked as not a message. */
export function writeMembership(pdf: Doc, state: FlowState, event: ExportMembershipEvent): void {
  ensureRoom(pdf, state, 30);
  headDay(pdf, state, event.createdAt);
  const top = pdf.y + 1.5;
  pdf.font('regular').fontSize(ROW_SIZE).fillColor(MUTED);
  pdf.text(localTime(event.createdAt, state.view.timeZone), MARGIN + NUMBER_WIDTH, top, {
    width: TIME_WIDTH,
    lineBreak: false,
  });
  pdf.font('bold').text('Membership change  ·  ', MARGIN + NUMBER_WIDTH + TIME_WIDTH, top, {
    continued: true,
  });
  pdf.font('regular').text(printable(`${describeMembershipEvent(event)} (not a message)`));
  pdf.y += 3;
  rule(pdf, pdf.y - 1.2, '#e4e4e4');
}

/** Marks where a partial export leaves messages out, in the flow of the conversation. */
export function writeGap(pdf: Doc, state: FlowState, first: number, last: number): void {
  ensureRoom(pdf, state, 30);
  const what = first === last ? `Message #${first}` : `Messages #${first}–#${last}`;
  pdf.moveDown(0.3);
  pdf.font('regular').fontSize(8.5).fillColor(MUTED);
  pdf.text(`— ${what} omitted (outside the chosen dates) —`, MARGIN, pdf.y, {
    width: contentWidth(pdf),
    align: 'center',
  });
  pdf.moveDown(0.4);
}
