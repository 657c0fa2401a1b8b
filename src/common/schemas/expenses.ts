import { z } from 'zod';
import { CURRENCY_PATTERN } from '../expenses/money';
import { clientIdSchema, optionalNote } from './record-note';
import { dateSchema } from './schedule';
import { text } from './text';

/**
 * Expenses per conversation (docs/EXPENSES.md): what the web sends and what the server answers. An
 * expense is paid by the person who logs it and split between the participants; its amount is an
 * integer of the currency's minor unit (cents). No money moves through Parley: a reimbursement request
 * is answered (approved, disputed with a reason, marked paid) and the balances follow.
 */

export const EXPENSE_CATEGORIES = [
  'school',
  'medical',
  'activities',
  'clothing',
  'childcare',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  school: 'School',
  medical: 'Medical',
  activities: 'Activities',
  clothing: 'Clothing',
  childcare: 'Childcare',
  other: 'Other',
};

/** Ten billion cents (a hundred million dollars): far past any family expense, well inside exact integers. */
export const EXPENSE_MAX_CENTS = 10_000_000_000;
export const EXPENSE_NOTE_MAX = 500;
/** A share is a whole number of parts: 1 and 1 is 50/50, 60 and 40 is 60/40, 1, 1 and 1 is thirds. */
export const EXPENSE_PARTS_MAX = 1000;
/** The longest period one report covers. */
export const EXPENSE_REPORT_MAX_DAYS = 3700;

export const currencySchema = z
  .string({ error: 'Choose a currency' })
  .trim()
  .transform((c) => c.toUpperCase())
  .refine((c) => CURRENCY_PATTERN.test(c), 'A currency is a three-letter code such as USD or EUR');

const splitSchema = z
  .array(
    z.object({
      userId: z.uuid({ error: 'Choose people who are in this conversation' }),
      parts: z
        .number({ error: 'A share is a whole number' })
        .int('A share is a whole number')
        .min(0, 'A share cannot be negative')
        .max(EXPENSE_PARTS_MAX, `A share can be at most ${EXPENSE_PARTS_MAX} parts`),
    }),
    { error: 'Choose how the expense is split' },
  )
  .min(1, 'Choose how the expense is split')
  .max(50, 'Choose people who are in this conversation')
  .refine((s) => new Set(s.map((p) => p.userId)).size === s.length, 'A person is named twice in the split')
  .refine((s) => s.some((p) => p.parts > 0), 'Someone must have a share of the expense');

/** An expense as its payer logs (or corrects) it. Without a split it is shared equally by everyone. */
export const expenseInputSchema = z.object({
  date: dateSchema,
  amountCents: z
    .number({ error: 'Enter the amount' })
    .int('The amount is a whole number of cents')
    .min(1, 'The amount must be more than zero')
    .max(EXPENSE_MAX_CENTS, 'This amount is too large'),
  currency: currencySchema.optional(),
  category: z.enum(EXPENSE_CATEGORIES, { error: 'Choose a category' }),
  note: text()
    .trim()
    .max(EXPENSE_NOTE_MAX, `Notes can be at most ${EXPENSE_NOTE_MAX} characters`)
    .default(''),
  split: splitSchema.optional(),
  /** An uploaded file (POST /api/conversations/{id}/attachments), not yet sent. */
  receiptId: z.uuid({ error: 'The receipt was not found: upload it again' }).nullish(),
});
export type ExpenseInput = z.output<typeof expenseInputSchema>;

/** POST /api/conversations/{id}/expenses and .../{expenseId}/corrections */
export const logExpenseSchema = z.object({ clientId: clientIdSchema, expense: expenseInputSchema });
export type LogExpenseInput = z.output<typeof logExpenseSchema>;
/** POST .../{expenseId}/withdraw */
export const withdrawExpenseSchema = z.object({ clientId: clientIdSchema });
/** POST .../{expenseId}/requests */
export const requestReimbursementSchema = z.object({ clientId: clientIdSchema, note: optionalNote });
export type RequestReimbursementInput = z.output<typeof requestReimbursementSchema>;

export const REIMBURSEMENT_DECISIONS = ['approved', 'disputed', 'paid'] as const;
export type ReimbursementDecision = (typeof REIMBURSEMENT_DECISIONS)[number];
export const DISPUTE_NEEDS_REASON = 'Say why you dispute this expense';

/** POST .../{expenseId}/requests/{requestId}/answer: a dispute says why. */
export const answerReimbursementSchema = z
  .object({
    decision: z.enum(REIMBURSEMENT_DECISIONS, { error: 'Approve, dispute or mark the expense paid' }),
    note: optionalNote,
  })
  .refine((a) => a.decision !== 'disputed' || a.note.content !== '', {
    path: ['note', 'content'],
    message: DISPUTE_NEEDS_REASON,
  });
export type AnswerReimbursementInput = z.output<typeof answerReimbursementSchema>;

export const expensesParamsSchema = z.object({ id: z.uuid('Conversation not found') });
export const expenseParamsSchema = expensesParamsSchema.extend({ expenseId: z.uuid('Expense not found') });
export const reimbursementParamsSchema = expenseParamsSchema.extend({
  requestId: z.uuid('Reimbursement request not found'),
});

export const EXPENSE_REPORT_FORMATS = ['csv', 'pdf'] as const;
export const expenseReportQuerySchema = z
  .object({
    from: dateSchema,
    to: dateSchema,
    format: z.enum(EXPENSE_REPORT_FORMATS, { error: 'Format must be csv or pdf' }),
  })
  .refine((q) => q.to >= q.from, { path: ['to'], message: 'The end must be after the start' });

/* ---------- what is stored (in the record entries) and shown ---------- */

const shareSchema = z.object({
  userId: z.string(),
  name: z.string(),
  parts: z.number().int(),
  cents: z.number().int(),
});
export type ShareData = z.infer<typeof shareSchema>;

/** An expense as recorded: the people it names with their names then, so the record reads on its own. */
export const expenseDataSchema = z.object({
  date: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  category: z.enum(EXPENSE_CATEGORIES),
  note: z.string(),
  paidById: z.string(),
  paidByName: z.string(),
  shares: z.array(shareSchema),
});
export type ExpenseData = z.infer<typeof expenseDataSchema>;

export const debtSchema = z.object({ userId: z.string(), name: z.string(), cents: z.number().int() });

export const DEBT_STATUSES = ['pending', 'approved', 'disputed', 'paid'] as const;
export type DebtStatus = (typeof DEBT_STATUSES)[number];
export const debtViewSchema = debtSchema.extend({
  status: z.enum(DEBT_STATUSES),
  answeredAt: z.string().nullable(),
  /** The reason given with a dispute (or a note with another answer), as sent. */
  note: z.string(),
});
export type DebtView = z.infer<typeof debtViewSchema>;

export const reimbursementViewSchema = z.object({
  id: z.string(),
  requestedAt: z.string(),
  note: z.string(),
  debts: z.array(debtViewSchema),
});
export type ReimbursementView = z.infer<typeof reimbursementViewSchema>;

export const EXPENSE_STATUSES = ['logged', 'requested', 'approved', 'disputed', 'paid', 'withdrawn'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];
export const EXPENSE_STATUS_LABELS: Record<ExpenseStatus, string> = {
  logged: 'Not requested',
  requested: 'Waiting for an answer',
  approved: 'Approved',
  disputed: 'Disputed',
  paid: 'Paid',
  withdrawn: 'Withdrawn',
};

export const receiptViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
});
export type ReceiptView = z.infer<typeof receiptViewSchema>;

export const expenseViewSchema = expenseDataSchema.extend({
  id: z.string(),
  status: z.enum(EXPENSE_STATUSES),
  receipt: receiptViewSchema.nullable(),
  /** The live reimbursement request (the newest); earlier ones stay in the timeline. */
  request: reimbursementViewSchema.nullable(),
  /**
   * Every reimbursement request made for this expense, oldest first, each with its answers as they
   * stand (a request ended by a correction keeps the answers it had); the last may be `request`.
   */
  requests: z.array(reimbursementViewSchema),
  corrected: z.boolean(),
  loggedAt: z.string(),
});
export type ExpenseView = z.infer<typeof expenseViewSchema>;

/** Per currency, what each person is owed (positive) or owes (negative) on requests not yet paid. */
export const balanceViewSchema = z.object({
  currency: z.string(),
  people: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      /** Paid by this person on expenses not withdrawn. */
      paidCents: z.number().int(),
      /** Owed to them on requests pending or approved. */
      owedCents: z.number().int(),
      /** Owed by them on requests pending or approved. */
      owesCents: z.number().int(),
      netCents: z.number().int(),
      /** Disputed, either way: in no balance until it is corrected and asked for again. */
      disputedCents: z.number().int(),
    }),
  ),
});
export type BalanceView = z.infer<typeof balanceViewSchema>;

export const expensesViewSchema = z.object({
  conversationId: z.string(),
  /** The currency a new expense starts with: the reader's own (Settings), else the one this conversation used last, else USD. */
  defaultCurrency: z.string(),
  expenses: z.array(expenseViewSchema),
  balances: z.array(balanceViewSchema),
});
export type ExpensesView = z.infer<typeof expensesViewSchema>;
