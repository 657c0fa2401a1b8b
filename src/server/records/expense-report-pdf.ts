import PDFDocument from 'pdfkit';
import { describeBalance } from '../../common/expenses/describe';
import { formatMoney } from '../../common/expenses/money';
import {
  categoryTotals,
  EXPENSE_REPORT_TITLE,
  type ExpenseReportData,
  renderExpenseReportCsv,
} from '../../common/expenses/report-csv';
import { describeDate } from '../../common/schedule/dates';
import { EXPENSE_CATEGORY_LABELS, EXPENSE_STATUS_LABELS } from '../../common/schemas/expenses';
import { collectBytes, contentWidth, FONT, MARGIN, MUTED, printable, rule } from './pdf-style';

/** The CSV copy of the report rides along inside the PDF, for a spreadsheet. */
export const EXPENSE_REPORT_CSV_NAME = 'parley-expenses.csv';

/**
 * The expense report as a PDF: who prepared it and for which period, one block per expense (date,
 * category, amount, who paid, the shares, where the request stands, the receipt's file name), totals by
 * category and each person's balance. A report is a few pages, drawn on the request's thread.
 */
export async function renderExpenseReportPdf(r: ExpenseReportData): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: {
      Title: `${EXPENSE_REPORT_TITLE}: ${r.conversationName}`,
      Author: r.preparedBy,
      Creator: 'Parley',
    },
    lang: 'en',
    displayTitle: true,
  });
  const written = collectBytes(pdf);
  pdf.registerFont('regular', FONT.regular);
  pdf.registerFont('bold', FONT.bold);
  pdf.file(Buffer.from(renderExpenseReportCsv(r), 'utf8'), {
    name: EXPENSE_REPORT_CSV_NAME,
    type: 'text/csv',
    description: 'The same report, for a spreadsheet',
  });
  const width = contentWidth(pdf);
  const say = (text: string, font: 'regular' | 'bold' = 'regular', size = 9.5, color = 'black') =>
    pdf.font(font).fontSize(size).fillColor(color).text(printable(text), MARGIN, pdf.y, { width });

  say(EXPENSE_REPORT_TITLE, 'bold', 16);
  say(r.conversationName, 'bold', 11.5);
  pdf.moveDown(0.4);
  say(`Expenses dated ${describeDate(r.from)} to ${describeDate(r.to)}`);
  say(
    `Prepared by ${r.preparedBy} on ${r.preparedAt.slice(0, 16).replace('T', ' ')} UTC`,
    'regular',
    9,
    MUTED,
  );
  say(
    'No money moves through Parley: this report lists what was logged and how each request was answered.',
    'regular',
    9,
    MUTED,
  );
  pdf.moveDown(0.8);

  say(`Expenses (${r.expenses.length})`, 'bold', 11.5);
  rule(pdf, pdf.y + 2);
  pdf.moveDown(0.5);
  if (r.expenses.length === 0) say('No expense is dated in this period.');
  for (const e of r.expenses) {
    const head = `${describeDate(e.date)} · ${EXPENSE_CATEGORY_LABELS[e.category]} · ${formatMoney(e.amountCents, e.currency)}`;
    say(head, 'bold', 10);
    if (e.note) say(e.note);
    const shares = e.shares.map((s) => `${s.name} ${formatMoney(s.cents, e.currency)}`).join(', ');
    say(`Paid by ${e.paidByName}. Shares: ${shares}.`, 'regular', 9);
    const receipt = e.receipt ? ` Receipt: ${e.receipt.name}.` : ' No receipt.';
    say(
      `${EXPENSE_STATUS_LABELS[e.status]}${e.corrected ? ' (corrected)' : ''}.${receipt}`,
      'regular',
      9,
      MUTED,
    );
    pdf.moveDown(0.5);
  }

  pdf.moveDown(0.5);
  say('Totals by category', 'bold', 11.5);
  rule(pdf, pdf.y + 2);
  pdf.moveDown(0.5);
  for (const t of categoryTotals(r.expenses)) say(`${t.category}: ${formatMoney(t.cents, t.currency)}`);

  pdf.moveDown(0.8);
  say('Balances for these expenses', 'bold', 11.5);
  rule(pdf, pdf.y + 2);
  pdf.moveDown(0.5);
  for (const b of r.balances)
    for (const p of b.people) {
      const m = (c: number) => formatMoney(c, b.currency);
      say(`${p.name} ${describeBalance(p.netCents, b.currency)}`, 'bold', 9.5);
      say(
        `Paid ${m(p.paidCents)}; owed ${m(p.owedCents)}; owes ${m(p.owesCents)}; disputed ${m(p.disputedCents)}.`,
        'regular',
        9,
        MUTED,
      );
    }
  pdf.end();
  return written;
}
