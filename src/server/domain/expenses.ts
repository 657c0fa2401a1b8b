import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { describeExpense } from '../../common/expenses/describe';
import { balances, canAnswer, defaultCurrency, foldExpenses } from '../../common/expenses/ledger';
import type { ExpenseReportData } from '../../common/expenses/report-csv';
import { evenSplit, splitAmount } from '../../common/expenses/split';
import {
  expenseCorrected,
  expenseLogged,
  expenseWithdrawn,
  reimbursementAnswered,
  reimbursementRequested,
} from '../../common/records/kinds/expenses';
import type {
  AnswerReimbursementInput,
  ExpenseData,
  ExpenseInput,
  ExpensesView,
  ExpenseView,
  LogExpenseInput,
  RequestReimbursementInput,
} from '../../common/schemas/expenses';
import type { Clock } from '../clock';
import type { Database, DbOrTx } from '../db/client';
import { attachments, messages, users } from '../db/schema';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors';
import { requireParticipation } from '../policies/conversation-access';
import { requireHistoryStart } from '../policies/history-access';
import type { UserRow } from './accounts';
import { noteOf, type SentMessage } from './entries';
import type { Outcome } from './events';
import { loadRecordEntries, lockConversation, participantNames, recordStep } from './record-entries';

/**
 * Expenses per conversation (docs/EXPENSES.md). Like the schedule they have no table: every state
 * change is a record entry in the conversation's hash chain (common/records/kinds/expenses.ts), and
 * the list and balances are those entries folded in chain order (common/expenses/ledger.ts). Nothing is
 * edited or deleted in place, so a legal hold has nothing to stop: a correction is a new entry.
 */

export const EXPENSE_NOT_FOUND = 'Expense not found';
export const REQUEST_NOT_FOUND = 'Reimbursement request not found';
export const ALREADY_ANSWERED = 'This reimbursement request has already been answered';
export const ONLY_PAYER = 'Only the person who paid for this expense can change it or ask for it';
export const OWN_REQUEST = 'The other parent answers your reimbursement request';
export const NOT_ASKED = 'Only the people asked to reimburse this expense can answer the request';
export const NOTHING_TO_ASK = 'Nobody else has a share of this expense';
export const REQUEST_OPEN = 'This expense already has a reimbursement request waiting for an answer';
export const SETTLED = 'This expense has been approved or paid and can no longer be changed';
export const WITHDRAWN = 'This expense was withdrawn';
const NOT_A_PARTICIPANT = 'Choose people who are in this conversation';

/** The expenses as they stand; notes written before the reader's history start read as empty. */
async function loadLedger(db: DbOrTx, conversationId: string, notesHiddenUpTo = 0): Promise<ExpenseView[]> {
  const entries = await loadRecordEntries(db, conversationId, 'expense');
  const receipts = entries.length > 0 ? await receiptsOf(db, conversationId) : new Map();
  return foldExpenses(
    entries.map((e) => ({
      ...e,
      content: e.id <= notesHiddenUpTo ? '' : e.content,
      createdAt: e.createdAt.toISOString(),
      receipt: receipts.get(e.id) ?? null,
    })),
  );
}

/** The file each expense entry carried, by entry id (an entry carries at most one receipt). */
async function receiptsOf(db: DbOrTx, conversationId: string) {
  const rows = await db
    .select({
      entryId: attachments.messageId,
      id: attachments.id,
      name: attachments.name,
      contentType: attachments.contentType,
      size: attachments.size,
    })
    .from(attachments)
    .innerJoin(messages, eq(messages.id, attachments.messageId))
    .where(and(eq(attachments.conversationId, conversationId), like(messages.kind, 'expense.%')));
  return new Map(rows.map(({ entryId, ...receipt }) => [entryId!, receipt]));
}

/** Newest expense first: by its date, then the one logged last (a stable sort of the reversed chain order). */
const newestFirst = (expenses: readonly ExpenseView[]) =>
  [...expenses].reverse().sort((a, b) => b.date.localeCompare(a.date));

/**
 * The currency the person chose on Settings for new expenses, read from the database (the signed-in
 * user row can be a few seconds old: plugins/session.ts caches it).
 */
async function ownCurrency(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ currency: users.defaultCurrency }).from(users).where(eq(users.id, userId));
  return row?.currency ?? null;
}

export async function loadExpenses(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<ExpensesView> {
  const startsAfter = await requireHistoryStart(db, userId, conversationId);
  const expenses = await loadLedger(db, conversationId, startsAfter);
  const names = await participantNames(db, conversationId);
  // The reader's own choice on Settings first, else the currency the conversation used last.
  const currency = (await ownCurrency(db, userId)) ?? defaultCurrency(expenses);
  const people = [...names].map(([id, name]) => ({ id, name }));
  return {
    conversationId,
    defaultCurrency: currency,
    expenses: newestFirst(expenses),
    balances: balances(expenses, people, currency),
  };
}

/** The expense as recorded: paid by its author, split between participants (equally unless told). */
function resolveExpense(
  names: Map<string, string>,
  payer: UserRow,
  input: ExpenseInput,
  fallbackCurrency: string,
): ExpenseData {
  const split = input.split ?? evenSplit([...names.keys()]);
  const nameOf = (id: string) => {
    const name = names.get(id);
    if (name === undefined) throw new ValidationError(NOT_A_PARTICIPANT);
    return name;
  };
  // The payer first, then the others by name: the record reads the same however the split was sent.
  const shares = splitAmount(input.amountCents, split, payer.id)
    .filter((s) => s.parts > 0 || s.cents > 0)
    .map((s) => ({ ...s, name: nameOf(s.userId) }))
    .sort(
      (a, b) => Number(b.userId === payer.id) - Number(a.userId === payer.id) || a.name.localeCompare(b.name),
    );
  return {
    date: input.date,
    amountCents: input.amountCents,
    currency: input.currency ?? fallbackCurrency,
    category: input.category,
    note: input.note,
    paidById: payer.id,
    paidByName: nameOf(payer.id),
    shares,
  };
}

export async function logExpense(
  db: Database,
  clock: Clock,
  user: UserRow,
  conversationId: string,
  input: LogExpenseInput,
): Promise<Outcome<SentMessage>> {
  await requireParticipation(db, user.id, conversationId);
  const names = await participantNames(db, conversationId);
  const currency =
    input.expense.currency ??
    (await ownCurrency(db, user.id)) ??
    defaultCurrency(await loadLedger(db, conversationId));
  return recordStep(db, clock, user, {
    conversationId,
    clientId: input.clientId,
    kind: expenseLogged,
    payload: { expenseId: randomUUID(), expense: resolveExpense(names, user, input.expense, currency) },
    attachmentIds: input.expense.receiptId ? [input.expense.receiptId] : [],
  });
}

/**
 * Runs `change` on one expense under the conversation's lock, so two changes (an answer and a
 * correction, two answers) are decided one after the other on the expense as it then stands.
 */
async function withExpense(
  db: Database,
  user: UserRow,
  conversationId: string,
  expenseId: string,
  change: (tx: DbOrTx, expense: ExpenseView) => Promise<Outcome<SentMessage>>,
): Promise<Outcome<SentMessage>> {
  await requireParticipation(db, user.id, conversationId);
  return db.transaction(async (tx) => {
    await lockConversation(tx, conversationId);
    const expense = (await loadLedger(tx, conversationId)).find((e) => e.id === expenseId);
    if (!expense) throw new NotFoundError(EXPENSE_NOT_FOUND);
    return change(tx, expense);
  });
}

/** The payer may change or ask for an expense until it is approved or paid. */
function requireChangeable(user: UserRow, expense: ExpenseView): void {
  if (expense.paidById !== user.id) throw new ForbiddenError(ONLY_PAYER);
  if (expense.status === 'withdrawn') throw new ConflictError(WITHDRAWN);
  if (expense.status === 'approved' || expense.status === 'paid') throw new ConflictError(SETTLED);
}

/** A correction is the whole expense again; it ends a request still open, which is asked for anew. */
export function correctExpense(
  db: Database,
  clock: Clock,
  user: UserRow,
  conversationId: string,
  expenseId: string,
  input: LogExpenseInput,
): Promise<Outcome<SentMessage>> {
  return withExpense(db, user, conversationId, expenseId, async (tx, expense) => {
    requireChangeable(user, expense);
    const names = await participantNames(tx, conversationId);
    return recordStep(tx, clock, user, {
      conversationId,
      clientId: input.clientId,
      kind: expenseCorrected,
      payload: { expenseId, expense: resolveExpense(names, user, input.expense, expense.currency) },
      attachmentIds: input.expense.receiptId ? [input.expense.receiptId] : [],
    });
  });
}

export function withdrawExpense(
  db: Database,
  clock: Clock,
  user: UserRow,
  conversationId: string,
  expenseId: string,
  clientId: string,
): Promise<Outcome<SentMessage>> {
  return withExpense(db, user, conversationId, expenseId, (tx, expense) => {
    requireChangeable(user, expense);
    return recordStep(tx, clock, user, {
      conversationId,
      clientId,
      kind: expenseWithdrawn,
      payload: { expenseId, what: describeExpense(expense) },
    });
  });
}

/** The payer asks the others for their shares; one request open at a time. */
export function requestReimbursement(
  db: Database,
  clock: Clock,
  user: UserRow,
  conversationId: string,
  expenseId: string,
  input: RequestReimbursementInput,
): Promise<Outcome<SentMessage>> {
  return withExpense(db, user, conversationId, expenseId, (tx, expense) => {
    requireChangeable(user, expense);
    if (expense.status === 'requested') throw new ConflictError(REQUEST_OPEN);
    const debts = expense.shares
      .filter((s) => s.userId !== expense.paidById && s.cents > 0)
      .map(({ userId, name, cents }) => ({ userId, name, cents }));
    if (debts.length === 0) throw new ValidationError(NOTHING_TO_ASK);
    return recordStep(tx, clock, user, {
      conversationId,
      clientId: input.clientId,
      kind: reimbursementRequested,
      payload: {
        expenseId,
        requestId: randomUUID(),
        what: describeExpense(expense),
        currency: expense.currency,
        debts,
      },
      note: noteOf(input.note),
    });
  });
}

/**
 * Someone asked to reimburse answers for their own share: approve, dispute (with a reason) or mark it
 * paid. Each answer once; after an approval, only "paid" is left.
 */
export function answerReimbursement(
  db: Database,
  clock: Clock,
  user: UserRow,
  conversationId: string,
  expenseId: string,
  requestId: string,
  input: AnswerReimbursementInput,
): Promise<Outcome<SentMessage>> {
  return withExpense(db, user, conversationId, expenseId, (tx, expense) => {
    if (expense.request?.id !== requestId) throw new NotFoundError(REQUEST_NOT_FOUND);
    const debt = expense.request.debts.find((d) => d.userId === user.id);
    if (!debt) throw new ForbiddenError(user.id === expense.paidById ? OWN_REQUEST : NOT_ASKED);
    if (expense.status === 'withdrawn') throw new ConflictError(WITHDRAWN);
    if (!canAnswer(debt.status, input.decision)) throw new ConflictError(ALREADY_ANSWERED);
    return recordStep(tx, clock, user, {
      conversationId,
      kind: reimbursementAnswered,
      payload: {
        expenseId,
        requestId,
        decision: input.decision,
        what: describeExpense(expense),
        currency: expense.currency,
        cents: debt.cents,
        debtorId: debt.userId,
        debtorName: debt.name,
        creditorId: expense.paidById,
        creditorName: expense.paidByName,
      },
      note: noteOf(input.note),
    });
  });
}

/** The expenses dated within [from, to] (withdrawn ones left out), oldest first, and their balances. */
export async function loadExpenseReport(
  db: Database,
  clock: Clock,
  user: UserRow,
  conversationId: string,
  range: { from: string; to: string },
): Promise<ExpenseReportData> {
  const conversation = await requireParticipation(db, user.id, conversationId);
  const view = await loadExpenses(db, user.id, conversationId);
  const expenses = view.expenses
    .filter((e) => e.status !== 'withdrawn' && e.date >= range.from && e.date <= range.to)
    .reverse();
  const names = await participantNames(db, conversationId);
  const people = [...names].map(([id, name]) => ({ id, name }));
  return {
    conversationName: conversation.name?.trim() || [...names.values()].join(', ') || 'Conversation',
    preparedBy: names.get(user.id) ?? '',
    preparedAt: clock.now().toISOString(),
    ...range,
    expenses,
    balances: balances(expenses, people, view.defaultCurrency),
  };
}
