import { useId, useState } from 'react';
import { formatMoney } from '@common/expenses/money';
import {
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_STATUS_LABELS,
  type DebtView,
  type ExpenseView,
} from '@common/schemas/expenses';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { FieldError } from '../../ui/input';
import { dayLabel } from '../schedule/month';
import type { Person } from '../schedule/schedule-forms';
import { DisputeForm } from './dispute-form';
import { ExpenseForm } from './expense-form';
import { useExpenseWrite } from './expenses-api';

const DEBT_WORDS: Record<DebtView['status'], string> = {
  pending: 'asked, no answer yet',
  approved: 'approved',
  disputed: 'disputed',
  paid: 'paid',
};

/**
 * One expense: what, when, who paid and each share, the receipt, where its reimbursement stands, and
 * what this person can do next (the payer asks or withdraws; the one asked approves, disputes with a
 * reason, or marks it paid).
 */
export function ExpenseItem({
  conversationId,
  expense: e,
  myId,
  people,
  nameOf,
}: {
  conversationId: string;
  expense: ExpenseView;
  myId: string;
  people: Person[];
  nameOf: (id: string, fallback: string) => string;
}) {
  const write = useExpenseWrite(conversationId);
  const [error, setError] = useState<string>();
  const [disputing, setDisputing] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const errorId = useId();
  const mine = e.paidById === myId;
  const myDebt = e.request?.debts.find((d) => d.userId === myId);
  const money = (cents: number) => formatMoney(cents, e.currency);

  const act = async (path: string, body: unknown) => {
    setError(undefined);
    try {
      await write.mutateAsync({ path: `/${e.id}${path}`, body });
      setDisputing(false);
    } catch (err) {
      setError(errorMessage(err, 'That could not be saved. Please try again.'));
    }
  };
  const answer = (decision: 'approved' | 'disputed' | 'paid', note?: object) =>
    act(`/requests/${e.request!.id}/answer`, { decision, note });

  return (
    <li className="space-y-1 p-3 text-sm" data-testid="expense">
      <p className="font-medium">
        {money(e.amountCents)} · {EXPENSE_CATEGORY_LABELS[e.category]} · {dayLabel(e.date)}
      </p>
      {e.note && <p>{e.note}</p>}
      <p className="text-slate-700 dark:text-slate-300">
        Paid by {mine ? 'you' : nameOf(e.paidById, e.paidByName)}. Shares:{' '}
        {e.shares.map((s) => `${nameOf(s.userId, s.name)} ${money(s.cents)}`).join(', ')}
        {e.corrected ? ' (corrected)' : ''}
      </p>
      {e.receipt && (
        <p>
          <a
            className="text-sky-800 underline dark:text-sky-300"
            href={`/api/attachments/${e.receipt.id}?download=1`}
            download={e.receipt.name}
          >
            Receipt: {e.receipt.name}
          </a>
        </p>
      )}
      <p data-testid="expense-status">
        <span className="font-medium">{EXPENSE_STATUS_LABELS[e.status]}</span>
        {e.request && e.status !== 'withdrawn' && (
          <span>
            {' '}
            (
            {e.request.debts
              .map((d) => `${nameOf(d.userId, d.name)}: ${money(d.cents)} ${DEBT_WORDS[d.status]}`)
              .join('; ')}
            )
          </span>
        )}
      </p>
      {e.request?.debts
        .filter((d) => d.note)
        .map((d) => (
          <p key={d.userId} className="italic">
            {nameOf(d.userId, d.name)}: “{d.note}”
          </p>
        ))}
      <div className="flex flex-wrap gap-2 pt-1">
        {mine && (e.status === 'logged' || e.status === 'disputed') && (
          <Button
            size="sm"
            disabled={write.isPending}
            onClick={() => void act('/requests', { clientId: crypto.randomUUID() })}
          >
            Request reimbursement
          </Button>
        )}
        {mine && ['logged', 'requested', 'disputed'].includes(e.status) && (
          <Button
            size="sm"
            variant="outline"
            aria-expanded={correcting}
            onClick={() => setCorrecting((c) => !c)}
          >
            Correct
          </Button>
        )}
        {mine && ['logged', 'requested', 'disputed'].includes(e.status) && (
          <Button
            size="sm"
            variant="outline"
            disabled={write.isPending}
            onClick={() => void act('/withdraw', { clientId: crypto.randomUUID() })}
          >
            Withdraw
          </Button>
        )}
        {myDebt?.status === 'pending' && (
          <>
            <Button size="sm" disabled={write.isPending} onClick={() => void answer('approved')}>
              Approve
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-expanded={disputing}
              onClick={() => setDisputing((d) => !d)}
            >
              Dispute
            </Button>
          </>
        )}
        {(myDebt?.status === 'pending' || myDebt?.status === 'approved') && (
          <Button size="sm" variant="outline" disabled={write.isPending} onClick={() => void answer('paid')}>
            Mark paid
          </Button>
        )}
      </div>
      {correcting && (
        <ExpenseForm
          conversationId={conversationId}
          people={people}
          myId={myId}
          defaultCurrency={e.currency}
          correcting={e}
          onDone={() => setCorrecting(false)}
        />
      )}
      {disputing && <DisputeForm busy={write.isPending} onSend={(note) => void answer('disputed', note)} />}
      <FieldError id={errorId} message={error} />
    </li>
  );
}
