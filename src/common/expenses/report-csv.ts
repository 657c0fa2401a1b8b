import { quoted } from '../records/csv';
import {
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_STATUS_LABELS,
  type BalanceView,
  type ExpenseView,
} from '../schemas/expenses';
import { formatAmount } from './money';

/** What an expense report covers: one conversation's expenses dated within a period. */
export interface ExpenseReportData {
  conversationName: string;
  preparedBy: string;
  preparedAt: string;
  from: string;
  to: string;
  expenses: ExpenseView[];
  balances: BalanceView[];
}

export const EXPENSE_REPORT_TITLE = 'Parley expense report';
/** Totals per currency and category, in the order first met. */
export function categoryTotals(expenses: readonly ExpenseView[]) {
  const totals = new Map<string, { currency: string; category: string; cents: number }>();
  for (const e of expenses) {
    const key = `${e.currency} ${e.category}`;
    const row = totals.get(key) ?? {
      currency: e.currency,
      category: EXPENSE_CATEGORY_LABELS[e.category],
      cents: 0,
    };
    row.cents += e.amountCents;
    totals.set(key, row);
  }
  return [...totals.values()];
}

const EOL = '\r\n';
const line = (cells: string[]) => cells.join(',') + EOL;
const money = (cents: number, currency: string) => quoted(formatAmount(cents, currency));

/**
 * The report as CSV (RFC 4180, CRLF): a few labelled lines, one row per expense, then totals by
 * category and each person's balance. Amounts are written in the currency's units ("45.00"), each
 * with its currency beside it. Text cells are guarded against spreadsheet formulas as exports are.
 */
export function renderExpenseReportCsv(r: ExpenseReportData): string {
  let out = line([quoted(EXPENSE_REPORT_TITLE)]);
  out += line(['Conversation', quoted(r.conversationName)]);
  out += line(['Period', r.from, r.to]);
  out += line(['Prepared by', quoted(r.preparedBy)]);
  out += line(['Prepared at (UTC)', r.preparedAt]);
  out += EOL;
  out += line(
    [
      'Date',
      'Category',
      'Note',
      'Currency',
      'Amount',
      'Paid by',
      'Shares',
      'Status',
      'Receipt',
      'Expense ID',
    ].map(quoted),
  );
  for (const e of r.expenses) {
    const shares = e.shares.map((s) => `${s.name}: ${formatAmount(s.cents, e.currency)}`).join('; ');
    out += line([
      e.date,
      quoted(EXPENSE_CATEGORY_LABELS[e.category]),
      quoted(e.note),
      e.currency,
      money(e.amountCents, e.currency),
      quoted(e.paidByName),
      quoted(shares),
      quoted(EXPENSE_STATUS_LABELS[e.status]),
      quoted(e.receipt?.name ?? ''),
      e.id,
    ]);
  }
  out += EOL;
  out += line([quoted('Totals by category'), 'Currency', 'Amount']);
  for (const t of categoryTotals(r.expenses))
    out += line([quoted(t.category), t.currency, money(t.cents, t.currency)]);
  out += EOL;
  out += line(['Balances', 'Currency', 'Paid', 'Owed to them', 'Owes', 'Net', 'Disputed'].map(quoted));
  for (const b of r.balances)
    for (const p of b.people)
      out += line([
        quoted(p.name),
        b.currency,
        ...[p.paidCents, p.owedCents, p.owesCents, p.netCents, p.disputedCents].map((c) =>
          money(c, b.currency),
        ),
      ]);
  return out;
}
