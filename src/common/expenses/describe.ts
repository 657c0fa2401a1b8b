import { describeDate } from '../schedule/dates';
import { EXPENSE_CATEGORY_LABELS, type ExpenseData, type ShareData } from '../schemas/expenses';
import { formatMoney } from './money';

/**
 * The words an expense is recorded with: in the timeline, in exports, and checked by the verifier
 * against the record's payload. Fixed English, independent of the reader's locale.
 */

/** 'USD 45.00 for clothing on Tue 3 Mar 2026 (“School shoes”)' */
export function describeExpense(
  e: Pick<ExpenseData, 'amountCents' | 'currency' | 'category' | 'date' | 'note'>,
) {
  const note = e.note ? ` (“${e.note}”)` : '';
  const category = EXPENSE_CATEGORY_LABELS[e.category].toLowerCase();
  return `${formatMoney(e.amountCents, e.currency)} for ${category} on ${describeDate(e.date)}${note}`;
}

/** 'paid by Alice Archer; shares: Alice Archer USD 22.51, Bob Baker USD 22.50' */
export function describeShares(e: Pick<ExpenseData, 'paidByName' | 'currency' | 'shares'>): string {
  const shares = e.shares.map((s: ShareData) => `${s.name} ${formatMoney(s.cents, e.currency)}`).join(', ');
  return `paid by ${e.paidByName}; shares: ${shares}`;
}

/** 'is owed USD 22.50', 'owes USD 22.50', 'is settled': one person's balance in one currency. */
export function describeBalance(netCents: number, currency: string): string {
  if (netCents > 0) return `is owed ${formatMoney(netCents, currency)}`;
  if (netCents < 0) return `owes ${formatMoney(-netCents, currency)}`;
  return 'is settled';
}
