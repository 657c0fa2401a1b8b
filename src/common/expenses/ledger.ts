import {
  expenseCorrected,
  expenseLogged,
  expenseWithdrawn,
  reimbursementAnswered,
  reimbursementRequested,
} from '../records/kinds/expenses';
import type {
  BalanceView,
  DebtStatus,
  ExpenseStatus,
  ExpenseView,
  ReceiptView,
  ReimbursementDecision,
} from '../schemas/expenses';
import { DEFAULT_CURRENCY } from './money';

/**
 * A conversation's expenses and balances, folded from its `expense.*` record entries in chain order.
 * Nothing is edited in place: a correction, a withdrawal and each answer are entries of their own, and
 * this fold is the only reading of them (the server's and the web's).
 */

export interface LedgerEntry {
  id: number;
  senderId: string;
  kind: string;
  payload: unknown;
  /** The entry's note (a request's message, a dispute's reason); empty when the reader may not see it. */
  content: string;
  createdAt: string;
  /** The file the entry carried (an expense's receipt), if any. */
  receipt: ReceiptView | null;
}

/** Which answers a debt in each state still takes: answered once, then only "paid" after "approved". */
const NEXT: Record<DebtStatus, readonly ReimbursementDecision[]> = {
  pending: ['approved', 'disputed', 'paid'],
  approved: ['paid'],
  disputed: [],
  paid: [],
};
export const canAnswer = (status: DebtStatus, decision: ReimbursementDecision): boolean =>
  NEXT[status].includes(decision);

function statusOf(e: ExpenseView): ExpenseStatus {
  if (e.status === 'withdrawn') return 'withdrawn';
  const debts = e.request?.debts ?? [];
  if (debts.length === 0) return 'logged';
  if (debts.some((d) => d.status === 'disputed')) return 'disputed';
  if (debts.some((d) => d.status === 'pending')) return 'requested';
  return debts.every((d) => d.status === 'paid') ? 'paid' : 'approved';
}

export function foldExpenses(entries: readonly LedgerEntry[]): ExpenseView[] {
  const byId = new Map<string, ExpenseView>();
  for (const entry of entries) {
    const at = entry.createdAt;
    if (entry.kind === expenseLogged.kind) {
      const p = expenseLogged.payload.parse(entry.payload);
      byId.set(p.expenseId, {
        ...p.expense,
        id: p.expenseId,
        status: 'logged',
        receipt: entry.receipt,
        request: null,
        requests: [],
        corrected: false,
        loggedAt: at,
      });
      continue;
    }
    const payload = entry.payload as { expenseId?: string } | null;
    const expense = payload?.expenseId ? byId.get(payload.expenseId) : undefined;
    if (!expense) continue;
    if (entry.kind === expenseCorrected.kind) {
      const p = expenseCorrected.payload.parse(entry.payload);
      // The corrected expense starts again: asked for anew, with the new receipt if one came.
      Object.assign(expense, p.expense, {
        status: 'logged',
        corrected: true,
        request: null,
        receipt: entry.receipt ?? expense.receipt,
      });
    } else if (entry.kind === expenseWithdrawn.kind) {
      expense.status = 'withdrawn';
    } else if (entry.kind === reimbursementRequested.kind) {
      const p = reimbursementRequested.payload.parse(entry.payload);
      expense.request = {
        id: p.requestId,
        requestedAt: at,
        note: entry.content,
        debts: p.debts.map((d) => ({ ...d, status: 'pending', answeredAt: null, note: '' })),
      };
      // The same object: answers to the live request show in the history too.
      expense.requests.push(expense.request);
    } else if (entry.kind === reimbursementAnswered.kind) {
      const p = reimbursementAnswered.payload.parse(entry.payload);
      const debt =
        expense.request?.id === p.requestId
          ? expense.request.debts.find((d) => d.userId === p.debtorId)
          : undefined;
      if (!debt || !canAnswer(debt.status, p.decision)) continue;
      Object.assign(debt, { status: p.decision, answeredAt: at, note: entry.content || debt.note });
    }
    expense.status = statusOf(expense);
  }
  return [...byId.values()];
}

/** The currency a new expense starts with: the one this conversation logged in last, else USD. */
export function defaultCurrency(expenses: readonly ExpenseView[]): string {
  return expenses.findLast((e) => e.status !== 'withdrawn')?.currency ?? DEFAULT_CURRENCY;
}

/**
 * Per currency, each person's position: what they paid, what they are owed and owe on requests not yet
 * paid (pending or approved), and what is disputed. Everyone given is listed, with zeros if need be;
 * with no expenses at all, one balance in `fallbackCurrency` says everyone is settled.
 */
export function balances(
  expenses: readonly ExpenseView[],
  people: ReadonlyArray<{ id: string; name: string }>,
  fallbackCurrency: string,
): BalanceView[] {
  const live = expenses.filter((e) => e.status !== 'withdrawn');
  const currencies = [...new Set(live.map((e) => e.currency))];
  if (currencies.length === 0) currencies.push(fallbackCurrency);
  const names = new Map(people.map((p) => [p.id, p.name]));
  for (const e of live) {
    if (!names.has(e.paidById)) names.set(e.paidById, e.paidByName);
    for (const s of e.shares) if (!names.has(s.userId)) names.set(s.userId, s.name);
  }
  return currencies.map((currency) => {
    const rows = new Map(
      [...names].map(([userId, name]) => [
        userId,
        { userId, name, paidCents: 0, owedCents: 0, owesCents: 0, netCents: 0, disputedCents: 0 },
      ]),
    );
    for (const e of live.filter((x) => x.currency === currency)) {
      rows.get(e.paidById)!.paidCents += e.amountCents;
      for (const d of e.request?.debts ?? []) {
        const debtor = rows.get(d.userId)!;
        const creditor = rows.get(e.paidById)!;
        if (d.status === 'pending' || d.status === 'approved') {
          debtor.owesCents += d.cents;
          creditor.owedCents += d.cents;
        } else if (d.status === 'disputed') {
          debtor.disputedCents += d.cents;
          creditor.disputedCents += d.cents;
        }
      }
    }
    const list = [...rows.values()].map((r) => ({ ...r, netCents: r.owedCents - r.owesCents }));
    return { currency, people: list };
  });
}
