import { describeExpense } from '@common/expenses/describe';
import { formatMoney } from '@common/expenses/money';
import type { DebtStatus, ExpenseView } from '@common/schemas/expenses';

const STATUS: Record<DebtStatus, string> = {
  pending: 'requested, no answer yet',
  approved: 'approved',
  disputed: 'disputed',
  paid: 'marked paid',
};

/** 'You' reads 'you' inside a sentence. */
const lower = (who: string) => (who === 'You' ? 'you' : who);

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Every reimbursement request made in the conversation, newest first, earlier ones included (a request
 * a correction replaced keeps its answers): who was asked for how much, what they answered and when,
 * with a dispute's reason.
 */
export function RequestHistory({
  expenses,
  nameOf,
}: {
  expenses: ExpenseView[];
  nameOf: (id: string, fallback: string) => string;
}) {
  const rows = expenses
    .flatMap((expense) => expense.requests.map((request) => ({ expense, request })))
    .sort((a, b) => b.request.requestedAt.localeCompare(a.request.requestedAt));
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="reimbursement-history" className="space-y-2">
      <h3 id="reimbursement-history" className="text-sm font-semibold">
        Reimbursement requests
      </h3>
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 text-sm dark:divide-slate-700 dark:border-slate-700">
        {rows.map(({ expense, request }) => {
          const earlier = expense.request?.id !== request.id;
          return (
            <li key={request.id} className="space-y-1 px-3 py-2" data-testid="reimbursement-request">
              <p className="font-medium">{describeExpense(expense)}</p>
              <p className="text-slate-700 dark:text-slate-300">
                Asked by {lower(nameOf(expense.paidById, expense.paidByName))} on {when(request.requestedAt)}
                {earlier && ' (an earlier request, before a correction)'}
              </p>
              {request.note && <p className="italic">“{request.note}”</p>}
              <ul className="space-y-0.5">
                {request.debts.map((d) => (
                  <li key={d.userId} data-testid={`request-debt-${d.status}`}>
                    {nameOf(d.userId, d.name)}: {formatMoney(d.cents, expense.currency)},{' '}
                    <span className="font-medium">{STATUS[d.status]}</span>
                    {d.answeredAt && ` on ${when(d.answeredAt)}`}
                    {d.status === 'disputed' && d.note && <>: “{d.note}”</>}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
