import fs from 'node:fs';
import type PDFDocument from 'pdfkit';

/** The page geometry, fonts and colours shared by the PDF export's cover and its pages. */

export type Doc = InstanceType<typeof PDFDocument>;

/** How the PDF shows times and where it sends a reader to check it; the record itself stays in UTC. */
export interface PdfView {
  /** IANA zone the times are shown in: the exporter's own, named once on the cover. */
  timeZone: string;
  /** The web page that checks an export in the browser (APP_URL/verify). */
  verifyUrl: string;
}

// DejaVu covers most scripts; the built-in Helvetica only Latin-1. Use DejaVu when the system has it.
const UNICODE_FONTS = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  mono: '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf',
};
const hasUnicodeFonts = Object.values(UNICODE_FONTS).every((f) => fs.existsSync(f));
export const FONT = hasUnicodeFonts
  ? UNICODE_FONTS
  : { regular: 'Helvetica', bold: 'Helvetica-Bold', mono: 'Courier' };
/** Helvetica cannot draw outside Latin-1: replace such characters rather than print garbage. */
export const printable = (text: string) =>
  hasUnicodeFonts ? text : text.replace(/[^\n\x20-\x7e\xa0-\xff]/g, '?');

export const MARGIN = 42;
/** The running header, and on the conversation's pages its column headings, sit in the top margin. */
export const HEADER_HEIGHT = 34;
export const FOOTER_HEIGHT = 22;
/** Grey that keeps 7:1 contrast on white for the small print. */
export const MUTED = '#4a4a4a';
export const RULE = '#c8c8c8';
export const SHADE = '#f3f3f3';

export const contentWidth = (pdf: Doc) => pdf.page.width - MARGIN * 2;
export const pageBottom = (pdf: Doc) => pdf.page.height - pdf.page.margins.bottom;
export const pageNumber = (pdf: Doc) => pdf.bufferedPageRange().start + pdf.bufferedPageRange().count;

/** A thin horizontal line across the text column at y. */
export function rule(pdf: Doc, y: number, color = RULE): void {
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(pdf), y)
    .strokeColor(color)
    .lineWidth(0.5)
    .stroke();
}

/** A shaded box holding a paragraph, the width of the text column. */
export function notice(pdf: Doc, text: string, size = 8.5): void {
  const width = contentWidth(pdf);
  pdf.font('regular').fontSize(size);
  const height = pdf.heightOfString(text, { width: width - 16 }) + 12;
  const y = pdf.y;
  pdf.rect(MARGIN, y, width, height).fillAndStroke(SHADE, RULE);
  pdf.fillColor('black').text(text, MARGIN + 8, y + 6, { width: width - 16 });
  pdf.x = MARGIN;
  pdf.y = y + height;
}

/** The PDF's bytes as pdfkit writes them out: start collecting before drawing, await after `pdf.end()`. */
export function collectBytes(pdf: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}
