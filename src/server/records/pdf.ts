import PDFDocument from 'pdfkit';
import {
  type ConversationExport,
  EMBEDDED_CSV_NAME,
  EXPORT_TITLE,
  scopeStatement,
  timeline,
} from '../../common/records/export-format';
import { localDateTime } from '../../common/records/local-time';
import { sha256Hex } from '../../common/records/sha256';
import { PDF_SEAL_PREFIX } from '../../common/records/verify-pdf';
import { writeCover } from './pdf-cover';
import { drawColumnHeadings, type FlowState, writeGap, writeMembership, writeMessage } from './pdf-entries';
import {
  collectBytes,
  contentWidth,
  type Doc,
  FONT,
  FOOTER_HEIGHT,
  HEADER_HEIGHT,
  MARGIN,
  MUTED,
  pageBottom,
  pageNumber,
  type PdfView,
  printable,
  rule,
} from './pdf-style';

export type { PdfView } from './pdf-style';

/**
 * The PDF export: a cover page that says what the record is, proves and how to check it; then the
 * conversation, dense enough to read through (25 to 30 ordinary messages a page); then the chain head
 * and verification code. The machine-readable CSV rides along as an attachment (parley-export.csv, the
 * copy `npx parley verify` and the web's /verify page check), stored uncompressed so that a change to
 * any message in it is named, followed by a seal: the SHA-256 of the PDF's own bytes, written after the
 * end-of-file marker where readers ignore it.
 */
export async function renderPdf(doc: ConversationExport, csv: string, view: PdfView): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN + HEADER_HEIGHT, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
    // Pages are written out as they fill: keeping every page to number them "of N" at the end held
    // about 25 KB per message until the last one (a 20,000-message export needed over 900 MB).
    info: {
      Title: `${EXPORT_TITLE}: ${doc.conversationName}`,
      Author: doc.exporterName,
      Subject: scopeStatement(doc.firstSeq, doc.lastSeq, doc.total, doc.omission),
      Creator: 'Parley',
      CreationDate: new Date(doc.exportedAt),
    },
    lang: 'en',
    displayTitle: true,
  });
  const written = collectBytes(pdf);

  pdf.registerFont('regular', FONT.regular);
  pdf.registerFont('bold', FONT.bold);
  pdf.registerFont('mono', FONT.mono);
  const page = { conversation: false };
  decoratePage(pdf, doc, view, page.conversation);
  pdf.on('pageAdded', () => decoratePage(pdf, doc, view, page.conversation));
  attachRecord(pdf, doc, csv);

  writeCover(pdf, doc, view);
  page.conversation = true;
  pdf.addPage();
  const state: FlowState = { view, day: null, dayHeadedOnPage: false };
  if (doc.firstSeq > 1) writeGap(pdf, state, 1, doc.firstSeq - 1);
  for (const entry of timeline(doc))
    if (entry.type === 'message') writeMessage(pdf, state, entry.row);
    else writeMembership(pdf, state, entry.event);
  if (doc.lastSeq > 0 && doc.lastSeq < doc.total) writeGap(pdf, state, doc.lastSeq + 1, doc.total);
  if (doc.rows.length === 0 && doc.events.length === 0) {
    pdf
      .font('regular')
      .fontSize(9.5)
      .fillColor('black')
      .text('No message falls in the chosen dates.', MARGIN);
  }
  page.conversation = false;
  writeVerification(pdf, doc, csv);

  pdf.end();
  const bytes = await written;
  return Buffer.concat([bytes, Buffer.from(`${PDF_SEAL_PREFIX}${sha256Hex(bytes)}\n`, 'latin1')]);
}

/**
 * The CSV goes in as it is, not compressed: a byte changed in it then changes one message, which the
 * verifier names, where in a compressed stream it would only make the attachment unreadable.
 */
function attachRecord(pdf: Doc, doc: ConversationExport, csv: string): void {
  const settings = pdf as unknown as { compress: boolean };
  const compress = settings.compress;
  settings.compress = false;
  pdf.file(Buffer.from(csv, 'utf8'), {
    name: EMBEDDED_CSV_NAME,
    type: 'text/csv',
    description:
      'The machine-readable record; check it on the verify page of Parley or with: npx parley verify <this PDF>',
    creationDate: new Date(doc.exportedAt),
  });
  settings.compress = compress;
}

function writeVerification(pdf: Doc, doc: ConversationExport, csv: string): void {
  if (pdf.y + 190 > pageBottom(pdf)) pdf.addPage();
  const code = /Verification code,([0-9a-f]{64})\r\n$/.exec(csv)?.[1] ?? '';
  const width = contentWidth(pdf);
  pdf.moveDown(1);
  pdf.font('bold').fontSize(11.5).fillColor('black').text('Verification', MARGIN, pdf.y, { width });
  pdf.moveDown(0.3);
  pdf
    .font('regular')
    .fontSize(9)
    .text('Chain head (the hash of the conversation’s newest message at export):');
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
      `The machine-readable record is attached to this PDF as ${EMBEDDED_CSV_NAME}. How to check this record is explained on its first page.`,
      { width },
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

/** The running header and the footer, drawn on each page as it is added; column headings on the conversation's pages. */
function decoratePage(pdf: Doc, doc: ConversationExport, view: PdfView, conversationPage: boolean): void {
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
  pdf.font('regular').fontSize(7.5).fillColor(MUTED);
  pdf.text(printable(`Parley · ${doc.conversationName}`), MARGIN, MARGIN, {
    width: width * 0.6,
    lineBreak: false,
    ellipsis: true,
  });
  pdf.text(`Exported ${localDateTime(doc.exportedAt, view.timeZone)}`, MARGIN, MARGIN, {
    width,
    align: 'right',
    lineBreak: false,
  });
  rule(pdf, MARGIN + 12);
  const footerY = pdf.page.height - MARGIN - 10;
  pdf.text('Not legal advice. Not court-approved in every jurisdiction.', MARGIN, footerY, {
    width,
    lineBreak: false,
  });
  pdf.text(`Page ${pageNumber(pdf)}`, MARGIN, footerY, { width, align: 'right', lineBreak: false });
  if (conversationPage) drawColumnHeadings(pdf, MARGIN + 17);
  pdf.restore();
  pdf.page.margins.top = top;
  pdf.page.margins.bottom = bottom;
  Object.assign(state, { _font, _fontSize, _fillColor, _wrapper });
  pdf.x = x;
  pdf.y = y;
}
