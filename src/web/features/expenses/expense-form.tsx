import { useId, useState, type FormEvent } from 'react';
import { formatAmount, formatMoney, parseAmount } from '@common/expenses/money';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  type ExpenseCategory,
  type ExpenseView,
} from '@common/schemas/expenses';
import { errorMessage } from '../../lib/api';
import { sendOrQueue } from '../../lib/record-outbox';
import { Button } from '../../ui/button';
import { FieldError, Input, Label } from '../../ui/input';
import { ACCEPTED_FILES, refusalBeforeUpload, uploadAttachment } from '../attachments/upload';
import type { Person } from '../schedule/schedule-forms';
import { useExpenseWrite } from './expenses-api';

export const selectClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900';

/** Today on the person's own calendar, as YYYY-MM-DD. */
export const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** An expense's shares as whole percentages per person, or null when they are equal (the even split). */
function percentsOf(e: ExpenseView, people: Person[]): number[] | null {
  const parts = people.map((p) => e.shares.find((s) => s.userId === p.id)?.parts ?? 0);
  const total = parts.reduce((a, b) => a + b, 0);
  if (total === 0 || parts.every((x) => x === parts[0])) return null;
  const percents = parts.map((x) => Math.floor((x * 100) / total));
  percents[0]! += 100 - percents.reduce((a, b) => a + b, 0);
  return percents;
}

/** Even percentages that add up to 100: the first people take what 100 / n leaves over. */
const evenPercents = (n: number) =>
  Array.from({ length: n }, (_, i) => Math.floor(100 / n) + (i < 100 % n ? 1 : 0));

/**
 * Logs an expense the person paid: date, amount, currency, category, note, how it is split (equally,
 * or a percentage each) and a receipt, uploaded first as a message's file is.
 */
export function ExpenseForm(props: {
  conversationId: string;
  people: Person[];
  myId: string;
  defaultCurrency: string;
  /** An expense to correct: the form starts from it and records a correction (a new entry). */
  correcting?: ExpenseView;
  onDone: () => void;
}) {
  const start = props.correcting;
  const ids = {
    date: useId(),
    amount: useId(),
    currency: useId(),
    category: useId(),
    note: useId(),
    split: useId(),
    receipt: useId(),
    error: useId(),
  };
  const write = useExpenseWrite(props.conversationId);
  const [date, setDate] = useState(start?.date ?? localToday);
  const [amount, setAmount] = useState(start ? formatAmount(start.amountCents, start.currency) : '');
  const [currency, setCurrency] = useState(start?.currency ?? props.defaultCurrency);
  const [category, setCategory] = useState<ExpenseCategory>(start?.category ?? 'school');
  const [note, setNote] = useState(start?.note ?? '');
  const startPercents = start ? percentsOf(start, props.people) : null;
  const [custom, setCustom] = useState(startPercents !== null);
  const [percents, setPercents] = useState(() => startPercents ?? evenPercents(props.people.length));
  const [receipt, setReceipt] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (receipt && navigator.onLine === false)
      return setError(
        'A receipt needs a connection to upload. Log the expense without it now and add it later with Correct, or wait until you are back online.',
      );
    const code = currency.trim().toUpperCase();
    const cents = parseAmount(amount, code);
    if (cents === null || cents <= 0) return setError('Enter the amount, e.g. 45.50');
    if (custom && percents.reduce((a, b) => a + b, 0) !== 100)
      return setError('The shares must add up to 100%');
    const refusal = receipt && refusalBeforeUpload(receipt);
    if (refusal) return setError(refusal);
    try {
      let receiptId: string | null = null;
      if (receipt) {
        setUploading(true);
        const uploaded = await uploadAttachment(
          props.conversationId,
          receipt,
          () => undefined,
          new AbortController().signal,
        );
        receiptId = uploaded.id;
      }
      const split = custom
        ? props.people.map((p, i) => ({ userId: p.id, parts: percents[i] ?? 0 }))
        : undefined;
      // Made once: a resend of this write (record-outbox.ts) is the same write to the server.
      const body = {
        clientId: crypto.randomUUID(),
        expense: { date, amountCents: cents, currency: code, category, note, split, receiptId },
      };
      const path = start ? `/${start.id}/corrections` : '';
      const what = `${EXPENSE_CATEGORY_LABELS[category]}, ${formatMoney(cents, code)}${note ? ` (${note})` : ''}`;
      await sendOrQueue(
        {
          clientId: body.clientId,
          conversationId: props.conversationId,
          feature: 'expenses',
          path: `/api/conversations/${encodeURIComponent(props.conversationId)}/expenses${path}`,
          body,
          label: start ? `Correction: ${what}` : `Expense: ${what}`,
        },
        () => write.mutateAsync({ path, body }),
      );
      props.onDone();
    } catch (err) {
      setError(errorMessage(err, 'The expense could not be saved. Please try again.'));
    } finally {
      setUploading(false);
    }
  };

  const nameOf = (p: Person) => (p.id === props.myId ? 'you' : p.name);
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-3" aria-label="Log an expense">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor={ids.date}>Date</Label>
          <Input id={ids.date} type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <div>
          <Label htmlFor={ids.category}>Category</Label>
          <select
            id={ids.category}
            className={selectClass}
            value={category}
            onChange={(e) => setCategory(e.target.value as ExpenseCategory)}
          >
            {EXPENSE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {EXPENSE_CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={ids.amount}>Amount</Label>
          <Input
            id={ids.amount}
            inputMode="decimal"
            autoComplete="off"
            required
            placeholder="0.00"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={ids.currency}>Currency</Label>
          <Input
            id={ids.currency}
            required
            maxLength={3}
            autoComplete="off"
            className="uppercase"
            value={currency}
            onChange={(e) => setCurrency(e.target.value)}
          />
        </div>
        <div className="sm:col-span-2">
          <Label htmlFor={ids.note}>Note</Label>
          <Input
            id={ids.note}
            maxLength={500}
            placeholder="What it was for"
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        <div className="sm:col-span-2">
          <Label htmlFor={ids.split}>Split</Label>
          <select
            id={ids.split}
            className={selectClass}
            value={custom ? 'custom' : 'even'}
            onChange={(e) => setCustom(e.target.value === 'custom')}
          >
            <option value="even">{props.people.length === 2 ? '50/50' : 'Equally'}</option>
            <option value="custom">Other shares</option>
          </select>
        </div>
        {custom &&
          props.people.map((p, i) => (
            <div key={p.id}>
              <Label htmlFor={`${ids.split}-${p.id}`}>Share for {nameOf(p)} (%)</Label>
              <Input
                id={`${ids.split}-${p.id}`}
                type="number"
                min={0}
                max={100}
                required
                value={percents[i] ?? 0}
                onChange={(e) =>
                  setPercents((all) =>
                    all.map((v, j) => (j === i ? Math.max(0, Math.round(Number(e.target.value))) : v)),
                  )
                }
              />
            </div>
          ))}
        <div className="sm:col-span-2">
          <Label htmlFor={ids.receipt}>
            {start?.receipt
              ? 'New receipt (optional: otherwise the current one stays)'
              : 'Receipt (optional)'}
          </Label>
          <input
            id={ids.receipt}
            type="file"
            accept={ACCEPTED_FILES}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 dark:file:border-slate-600 dark:file:bg-slate-900 dark:file:text-slate-100"
            onChange={(e) => setReceipt(e.target.files?.[0] ?? null)}
          />
        </div>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        You paid it. Each share is rounded down to the cent; a cent left over stays with you.
      </p>
      <FieldError id={ids.error} message={error} />
      <Button type="submit" disabled={write.isPending || uploading}>
        {uploading ? 'Uploading receipt...' : start ? 'Save correction' : 'Log expense'}
      </Button>
    </form>
  );
}
