import { useId, useState } from 'react';
import { formatMoney } from '@common/expenses/money';
import type { BalanceView } from '@common/schemas/expenses';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Dialog, DialogContent } from '../../ui/dialog';
import { PendingRecordWrites } from '../offline/pending-records';
import { Input, Label } from '../../ui/input';
import type { Person } from '../schedule/schedule-forms';
import { ExpenseForm, localToday } from './expense-form';
import { ExpenseItem } from './expense-item';
import { reportUrl, useExpenses } from './expenses-api';
import { RequestHistory } from './request-history';

type Panel = 'log' | 'report' | null;

/**
 * The conversation's expenses beside its messages: each person's balance at the top, then logging an
 * expense, a report for any period (CSV or PDF), and the expenses with what each person can do next.
 */
export function ExpensesDialog({
  conversationId,
  myId,
  people,
  open,
  onOpenChange,
}: {
  conversationId: string;
  myId: string;
  people: Person[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [panel, setPanel] = useState<Panel>(null);
  const expenses = useExpenses(conversationId);
  const nameOf = (id: string, fallback: string) =>
    id === myId ? 'You' : (people.find((p) => p.id === id)?.name ?? fallback);
  const toggle = (which: Panel) => setPanel((p) => (p === which ? null : which));
  const data = expenses.data;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Expenses"
        description="What each of you paid for the children, and what is owed. No money moves through Parley."
        className="sm:max-w-2xl"
      >
        <div className="space-y-4">
          <PendingRecordWrites conversationId={conversationId} feature="expenses" userId={myId} />
          {data && <Balances balances={data.balances} myId={myId} nameOf={nameOf} />}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" aria-expanded={panel === 'log'} onClick={() => toggle('log')}>
              Log an expense
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-expanded={panel === 'report'}
              onClick={() => toggle('report')}
            >
              Report
            </Button>
          </div>
          {panel === 'log' && data && (
            <ExpenseForm
              conversationId={conversationId}
              people={people}
              myId={myId}
              defaultCurrency={data.defaultCurrency}
              onDone={() => setPanel(null)}
            />
          )}
          {panel === 'report' && <Report conversationId={conversationId} />}
          {expenses.isError && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errorMessage(expenses.error, 'The expenses could not be loaded.')}
            </p>
          )}
          {data && data.expenses.length === 0 && (
            <p className="text-sm text-slate-700 dark:text-slate-300">No expenses yet.</p>
          )}
          {data && data.expenses.length > 0 && (
            <ul
              aria-label="Expenses"
              className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-700 dark:border-slate-700"
            >
              {data.expenses.map((e) => (
                <ExpenseItem
                  key={e.id}
                  conversationId={conversationId}
                  expense={e}
                  myId={myId}
                  people={people}
                  nameOf={nameOf}
                />
              ))}
            </ul>
          )}
          {data && <RequestHistory expenses={data.expenses} nameOf={nameOf} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function Balances({
  balances,
  myId,
  nameOf,
}: {
  balances: BalanceView[];
  myId: string;
  nameOf: (id: string, fallback: string) => string;
}) {
  return (
    <section aria-label="Balances" className="rounded-md bg-slate-100 p-3 text-sm dark:bg-slate-800">
      <h3 className="font-semibold">Balances</h3>
      {balances.length > 1 && (
        <p className="text-slate-700 dark:text-slate-300">
          Each currency is kept apart: amounts in different currencies are never added together.
        </p>
      )}
      <ul className="mt-1 space-y-0.5">
        {balances.flatMap((b) => [
          ...(balances.length > 1
            ? [
                <li
                  key={b.currency}
                  className="pt-1 font-medium"
                  data-testid={`balance-currency-${b.currency}`}
                >
                  In {b.currency}
                </li>,
              ]
            : []),
          // The reader's own balance first.
          ...[...b.people]
            .sort((x, y) => Number(y.userId === myId) - Number(x.userId === myId))
            .map((p) => {
              const who = nameOf(p.userId, p.name);
              const you = who === 'You';
              const m = (cents: number) => formatMoney(cents, b.currency);
              const said =
                p.netCents > 0
                  ? `${you ? 'are' : 'is'} owed ${m(p.netCents)}`
                  : p.netCents < 0
                    ? `${you ? 'owe' : 'owes'} ${m(-p.netCents)}`
                    : `${you ? 'are' : 'is'} settled`;
              return (
                <li key={`${b.currency}-${p.userId}`} data-testid={`balance-${p.userId}`}>
                  {who} {said}
                  {p.disputedCents > 0 && ` (${m(p.disputedCents)} disputed)`}
                </li>
              );
            }),
        ])}
      </ul>
    </section>
  );
}

/** Today and the first of the year, as YYYY-MM-DD on the person's calendar. */
function yearSoFar() {
  const today = localToday();
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

function Report({ conversationId }: { conversationId: string }) {
  const ids = { from: useId(), to: useId() };
  const [range, setRange] = useState(yearSoFar);
  const ready = range.from !== '' && range.to !== '' && range.to >= range.from;
  const link =
    'inline-flex h-9 items-center rounded-md border border-slate-300 px-3 text-sm font-medium dark:border-slate-600';
  return (
    <section aria-label="Expense report" className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor={ids.from}>From</Label>
          <Input
            id={ids.from}
            type="date"
            value={range.from}
            onChange={(e) => setRange({ ...range, from: e.target.value })}
          />
        </div>
        <div>
          <Label htmlFor={ids.to}>To</Label>
          <Input
            id={ids.to}
            type="date"
            value={range.to}
            onChange={(e) => setRange({ ...range, to: e.target.value })}
          />
        </div>
      </div>
      {ready ? (
        <div className="flex gap-2">
          <a className={link} href={reportUrl(conversationId, range.from, range.to, 'csv')} download>
            Download CSV
          </a>
          <a className={link} href={reportUrl(conversationId, range.from, range.to, 'pdf')} download>
            Download PDF
          </a>
        </div>
      ) : (
        <p className="text-sm text-red-700 dark:text-red-400">Choose a start and an end after it.</p>
      )}
    </section>
  );
}
