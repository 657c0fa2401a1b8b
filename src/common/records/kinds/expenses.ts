import { z } from 'zod';
import { describeExpense, describeShares } from '../../expenses/describe';
import { formatMoney } from '../../expenses/money';
import { debtSchema, expenseDataSchema, REIMBURSEMENT_DECISIONS } from '../../schemas/expenses';
import { defineEntryKind } from '../entry-kind';

/**
 * The expenses' entries (docs/EXPENSES.md). Expenses are never stored anywhere else: the list and the
 * balances are these entries folded in chain order (common/expenses/ledger.ts), so every state change
 * is proven by the conversation's chain and listed in its exports. Ids are the expenses' own.
 */

export const expenseLogged = defineEntryKind({
  kind: 'expense.logged',
  payload: z.object({ expenseId: z.uuid(), expense: expenseDataSchema }),
  sentence: (p, { sender }) =>
    `${sender} logged an expense: ${describeExpense(p.expense)}, ${describeShares(p.expense)}`,
});

/** A correction is the whole expense as it now stands; the entry it corrects stays in the chain. */
export const expenseCorrected = defineEntryKind({
  kind: 'expense.corrected',
  payload: z.object({ expenseId: z.uuid(), expense: expenseDataSchema }),
  sentence: (p, { sender }) =>
    `${sender} corrected an expense, now: ${describeExpense(p.expense)}, ${describeShares(p.expense)}`,
});

export const expenseWithdrawn = defineEntryKind({
  kind: 'expense.withdrawn',
  payload: z.object({ expenseId: z.uuid(), what: z.string() }),
  sentence: (p, { sender }) => `${sender} withdrew the expense of ${p.what}`,
});

export const reimbursementRequested = defineEntryKind({
  kind: 'expense.reimbursement_requested',
  payload: z.object({
    expenseId: z.uuid(),
    requestId: z.uuid(),
    what: z.string(),
    currency: z.string(),
    debts: z.array(debtSchema),
  }),
  sentence: (p, { sender }) => {
    const debts = p.debts.map((d) => `${d.name} ${formatMoney(d.cents, p.currency)}`).join(', ');
    return `${sender} asked to be reimbursed for ${p.what}: ${debts}`;
  },
});

export const reimbursementAnswered = defineEntryKind({
  kind: 'expense.reimbursement_answered',
  payload: z.object({
    expenseId: z.uuid(),
    requestId: z.uuid(),
    decision: z.enum(REIMBURSEMENT_DECISIONS),
    what: z.string(),
    currency: z.string(),
    cents: z.number().int(),
    debtorId: z.string(),
    debtorName: z.string(),
    creditorId: z.string(),
    creditorName: z.string(),
  }),
  sentence: (p, { sender }) => {
    const money = formatMoney(p.cents, p.currency);
    if (p.decision === 'paid')
      return `${sender} marked as paid ${money} from ${p.debtorName} to ${p.creditorName}, for ${p.what}`;
    const verb = p.decision === 'approved' ? 'approved' : 'disputed';
    return `${sender} ${verb} reimbursing ${p.creditorName} ${money} for ${p.what}`;
  },
});

export const EXPENSE_KINDS = [
  expenseLogged,
  expenseCorrected,
  expenseWithdrawn,
  reimbursementRequested,
  reimbursementAnswered,
] as const;
