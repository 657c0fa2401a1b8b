import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { sha256Hex } from '../../common/records/sha256';
import {
  type ConversationExport,
  describeMembershipEvent,
  describeRange,
  describeReceipts,
  EMBEDDED_CSV_NAME,
  EXPORT_DISCLAIMER,
  EXPORT_TITLE,
  type ExportMembershipEvent,
  type ExportRow,
  formatTime,
  membershipStatement,
  scopeStatement,
  timeline,
} from '../../common/records/export-format';
import { PDF_SEAL_PREFIX } from '../../common/records/verify-pdf';

/**
 * The PDF export: a readable, paginated rendering of the same record as the CSV, which it carries as an
 * attachment (parley-export.csv, the machine-readable copy `npx parley verify` checks), followed by a
 * seal: the SHA-256 of the PDF's own bytes, written after the end-of-file marker where readers ignore it.
 */

// DejaVu covers most scripts; the built-in Helvetica only Latin-1. Use DejaVu when the system has it.
const UNICODE_FONTS = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  mono: '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf',
};
const hasUnicodeFonts = Object.values(UNICODE_FONTS).every((f) => fs.existsSync(f));
const FONT = hasUnicodeFonts
  ? UNICODE_FONTS
  : { regular: 'Helvetica', bold: 'Helvetica-Bold', mono: 'Courier' };
/** Helvetica cannot draw outside Latin-1: replace such characters rather than print garbage. */
const printable = (text: string) => (hasUnicodeFonts ? text : text.replace(/[^\n\x20-\x7e\xa0-\xff]/g, '?'));

const MARGIN = 54;
const HEADER_HEIGHT = 28;
const FOOTER_HEIGHT = 30;
const MUTED = '#555555';
const RULE = '#cccccc';

type Doc = InstanceType<typeof PDFDocument>;

export async function renderPdf(doc: ConversationExport, csv: string): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN + HEADER_HEIGHT, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
    // Pages are written out as they fill: keeping every page to number them "of N" at the end held
    // about 25 KB per message until the last one (a 20,000-message export needed over 900 MB).
    info: {
      Title: `${EXPORT_TITLE}: ${doc.conversationName}`,
      Author: doc.exporterName,
      Subject: scopeStatement(doc.firstSeq, doc.lastSeq, doc.total),
      Creator: 'Parley',
      CreationDate: new Date(doc.exportedAt),
    },
    lang: 'en',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });

  pdf.registerFont('regular', FONT.regular);
  pdf.registerFont('bold', FONT.bold);
  pdf.registerFont('mono', FONT.mono);
  decoratePage(pdf, doc);
  pdf.on('pageAdded', () => decoratePage(pdf, doc));
  pdf.file(Buffer.from(csv, 'utf8'), {
    name: EMBEDDED_CSV_NAME,
    type: 'text/csv',
    description: 'The machine-readable export; check it with: npx parley verify <this PDF>',
    creationDate: new Date(doc.exportedAt),
  });

  writeTitle(pdf, doc);
  if (doc.firstSeq > 1) gap(pdf, 1, doc.firstSeq - 1);
  for (const entry of timeline(doc))
    if (entry.type === 'message') writeMessage(pdf, entry.row);
    else writeMembership(pdf, entry.event);
  if (doc.lastSeq > 0 && doc.lastSeq < doc.total) gap(pdf, doc.lastSeq + 1, doc.total);
  writeVerification(pdf, doc, csv);

  pdf.end();
  await ended;
  const bytes = Buffer.concat(chunks);
  return Buffer.concat([bytes, Buffer.from(`${PDF_SEAL_PREFIX}${sha256Hex(bytes)}\n`, 'latin1')]);
}

const contentWidth = (pdf: Doc) => pdf.page.width - MARGIN * 2;

function writeTitle(pdf: Doc, doc: ConversationExport): void {
  pdf.font('bold').fontSize(18).fillColor('black').text(printable(doc.conversationName));
  pdf.moveDown(0.3);
  pdf.font('regular').fontSize(10).fillColor(MUTED).text(EXPORT_TITLE);
  pdf.moveDown(0.8);
  const facts: Array<[string, string]> = [
    ['Exported by', doc.exporterName],
    ['Exported at', formatTime(doc.exportedAt)],
    ['Range', describeRange(doc.from, doc.to)],
    ['Included', scopeStatement(doc.firstSeq, doc.lastSeq, doc.total)],
    ['Membership', membershipStatement(doc.events.length)],
    ['Times', 'ISO 8601, in UTC (offset +00:00)'],
  ];
  for (const [label, value] of facts) {
    pdf.font('bold').fontSize(10).fillColor('black').text(`${label}: `, { continued: true });
    pdf.font('regular').text(printable(value));
  }
  pdf.moveDown(0.8);
  notice(pdf, EXPORT_DISCLAIMER);
  pdf.moveDown(1);
}

function notice(pdf: Doc, text: string): void {
  const width = contentWidth(pdf);
  pdf.font('regular').fontSize(9);
  const height = pdf.heightOfString(text, { width: width - 16 }) + 12;
  const y = pdf.y;
  pdf.rect(MARGIN, y, width, height).fillAndStroke('#f4f4f4', RULE);
  pdf.fillColor('black').text(text, MARGIN + 8, y + 6, { width: width - 16 });
  pdf.x = MARGIN;
  pdf.y = y + height;
}

/** Marks where a partial export leaves messages out, in the flow of the conversation. */
function gap(pdf: Doc, first: number, last: number): void {
  const what = first === last ? `Message ${first}` : `Messages ${first}–${last}`;
  pdf.font('regular').fontSize(9).fillColor(MUTED);
  pdf.text(`— ${what} omitted (outside the chosen dates) —`, MARGIN, pdf.y, {
    width: contentWidth(pdf),
    align: 'center',
  });
  pdf.moveDown(0.8);
}

/** The thin line that closes an entry. */
function rule(pdf: Doc): void {
  pdf
    .moveTo(MARGIN, pdf.y)
    .lineTo(MARGIN + contentWidth(pdf), pdf.y)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  pdf.moveDown(0.6);
}

/** Someone came or went: a line of its own in the flow, set apart from the messages. */
function writeMembership(pdf: Doc, event: ExportMembershipEvent): void {
  const width = contentWidth(pdf);
  pdf.font('bold').fontSize(9).fillColor(MUTED).text('Membership change  ·  ', MARGIN, pdf.y, {
    width,
    continued: true,
  });
  pdf.font('regular').text(printable(`${formatTime(event.createdAt)}  ·  ${describeMembershipEvent(event)}`));
  pdf.moveDown(0.2);
  rule(pdf);
}

function messageLines(row: ExportRow): Array<{ label: string; text: string }> {
  const lines = [{ label: 'Assistant rewrite used', text: row.rewriteUsed ? 'yes' : 'no' }];
  if (row.drafts === 'shown') {
    if (row.originalContent != null) lines.push({ label: 'Original (yours)', text: row.originalContent });
    if (row.rewrittenContent != null) lines.push({ label: 'Rewritten (yours)', text: row.rewrittenContent });
  }
  const delivered = describeReceipts(row.receipts, 'deliveredAt');
  const seen = describeReceipts(row.receipts, 'seenAt');
  if (delivered) lines.push({ label: 'Delivered', text: delivered });
  if (seen) lines.push({ label: 'Seen', text: seen });
  return lines;
}

function writeMessage(pdf: Doc, row: ExportRow): void {
  const width = contentWidth(pdf);
  const heading = `#${row.seq}  ·  ${formatTime(row.createdAt)}  ·  ${row.senderName}`;
  const lines = messageLines(row);
  // Keep a message on one page when it fits on one; a very long one flows over. Measuring lays the
  // text out a second time, so it is done only near the foot of a page, where it can matter.
  const bottom = pdf.page.height - pdf.page.margins.bottom;
  const mostNeeded = 160;
  if (pdf.y + mostNeeded > bottom) {
    pdf.font('regular').fontSize(10);
    const estimate =
      pdf.heightOfString(printable(row.finalContent), { width }) +
      lines.reduce((h, l) => h + pdf.heightOfString(printable(`${l.label}: ${l.text}`), { width }), 0) +
      50;
    if (pdf.y + Math.min(estimate, mostNeeded) > bottom) pdf.addPage();
  }

  pdf.font('bold').fontSize(10).fillColor('black').text(printable(heading), MARGIN, pdf.y, { width });
  pdf.moveDown(0.2);
  pdf.font('regular').fontSize(11).text(printable(row.finalContent), { width });
  pdf.moveDown(0.2);
  for (const l of lines) {
    pdf.font('bold').fontSize(8.5).fillColor(MUTED).text(`${l.label}: `, { continued: true, width });
    pdf.font('regular').text(printable(l.text));
  }
  pdf.font('mono').fontSize(7).fillColor(MUTED).text(`message ${row.id} · hash ${row.hash}`, { width });
  pdf.moveDown(0.4);
  rule(pdf);
}

function writeVerification(pdf: Doc, doc: ConversationExport, csv: string): void {
  const bottom = pdf.page.height - pdf.page.margins.bottom;
  if (pdf.y + 200 > bottom) pdf.addPage();
  const code = /Verification code,([0-9a-f]{64})\r\n$/.exec(csv)?.[1] ?? '';
  pdf.moveDown(0.5);
  pdf.font('bold').fontSize(12).fillColor('black').text('Verification');
  pdf.moveDown(0.3);
  pdf.font('regular').fontSize(9);
  pdf.text('Chain head (hash of the conversation’s newest message at export):');
  pdf
    .font('mono')
    .fontSize(8.5)
    .text(doc.chainHead ?? 'none (no messages)');
  pdf.moveDown(0.3);
  pdf.font('regular').fontSize(9).text('Verification code (SHA-256 of the attached record):');
  pdf.font('mono').fontSize(8.5).text(code);
  pdf.moveDown(0.5);
  pdf
    .font('regular')
    .fontSize(9)
    .text(
      `The machine-readable record is attached to this PDF as ${EMBEDDED_CSV_NAME}. ` +
        'To check that this file is intact and untouched, run: npx parley verify <this file>. ' +
        'It recomputes every message hash, the chain links and the verification code, with no server and no account.',
    );
  pdf.moveDown(0.5);
  const pages = pageNumber(pdf);
  pdf.text(`This is the last page: the PDF has ${pages} ${pages === 1 ? 'page' : 'pages'}.`);
}

/**
 * pdfkit's state for the text being written: its style, and the line wrapper of a text written in
 * parts (`continued`), which pdfkit would otherwise reuse for the header. A text that runs onto a new
 * page goes on with all of it once the page is decorated.
 */
interface TextState {
  _fontFamilies: Record<string, { layoutCache?: Record<string, unknown> }>;
  _font: unknown;
  _fontSize: number;
  _fillColor: unknown;
  _wrapper: unknown;
}

/** The running header and the footer, drawn on each page as it is added. */
function decoratePage(pdf: Doc, doc: ConversationExport): void {
  const state = pdf as unknown as TextState;
  const { _font, _fontSize, _fillColor, _wrapper } = state;
  state._wrapper = null;
  // pdfkit keeps the layout of every distinct word for good, and an export is full of words seen once
  // (hashes, ids, times): by the end of a long conversation that cache held hundreds of MB. It starts
  // afresh on each page, which keeps what a page repeats (without it, drawing takes five times as long).
  for (const font of Object.values(state._fontFamilies))
    if (font.layoutCache) font.layoutCache = Object.create(null);
  const { x, y } = pdf;
  const width = contentWidth(pdf);
  // Writing inside the margins must not trigger pdfkit's automatic page break.
  const { top, bottom } = pdf.page.margins;
  pdf.page.margins.top = 0;
  pdf.page.margins.bottom = 0;
  pdf.save();
  pdf.font('regular').fontSize(8).fillColor(MUTED);
  pdf.text(printable(`Parley · ${doc.conversationName}`), MARGIN, MARGIN, {
    width: width * 0.6,
    lineBreak: false,
    ellipsis: true,
  });
  pdf.text(`Exported ${formatTime(doc.exportedAt)}`, MARGIN, MARGIN, {
    width,
    align: 'right',
    lineBreak: false,
  });
  pdf
    .moveTo(MARGIN, MARGIN + 14)
    .lineTo(MARGIN + width, MARGIN + 14)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  const footerY = pdf.page.height - MARGIN - 12;
  pdf.text('Not legal advice. Not court-approved in every jurisdiction.', MARGIN, footerY, {
    width,
    lineBreak: false,
  });
  pdf.text(`Page ${pageNumber(pdf)}`, MARGIN, footerY, { width, align: 'right', lineBreak: false });
  pdf.restore();
  pdf.page.margins.top = top;
  pdf.page.margins.bottom = bottom;
  Object.assign(state, { _font, _fontSize, _fillColor, _wrapper });
  pdf.x = x;
  pdf.y = y;
}

const pageNumber = (pdf: Doc) => pdf.bufferedPageRange().start + pdf.bufferedPageRange().count;
