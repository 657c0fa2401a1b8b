import { useState, type FormEvent, type ReactNode } from 'react';
import { scheduleState } from '@common/schedule/calendar';
import { addDays, describeDate } from '@common/schedule/dates';
import { describeChange } from '@common/schedule/describe';
import type { HolidayData, PatternData, ScheduleItem } from '@common/schemas/schedule';
import { Button } from '../../ui/button';
import { ProposalActions, ReasonField, TextField } from './schedule-fields';
import { useReviewedProposal } from './schedule-submit';

type Action = { itemId: string; kind: 'end' | 'cancel' | 'move' } | null;

/**
 * The custody patterns and holidays on the schedule, each with what a participant may propose for
 * it: end a pattern from a date, move a holiday, cancel either. Each is a change request the other
 * parent accepts or declines, like a swap; the calendar changes only on acceptance.
 */
export function ScheduleItems({ conversationId, items }: { conversationId: string; items: ScheduleItem[] }) {
  const [action, setAction] = useState<Action>(null);
  const state = scheduleState(items);
  const live: Array<{ id: string; label: string } & ({ pattern: PatternData } | { holiday: HolidayData })> = [
    ...state.patterns.map((p) => ({
      id: p.id,
      label:
        describeChange({ kind: 'pattern', data: p.data }) +
        (p.until ? ` (no longer in force from ${describeDate(p.until)})` : ''),
      pattern: p.data,
    })),
    ...state.holidays.map((h) => ({
      id: h.id,
      label: describeChange({
        kind: 'holiday',
        data: { ...h.data, replaces: undefined },
      }),
      holiday: h.data,
    })),
  ];
  if (live.length === 0) return null;
  const toggle = (itemId: string, kind: 'end' | 'cancel' | 'move') =>
    setAction((a) => (a?.itemId === itemId && a.kind === kind ? null : { itemId, kind }));
  const done = () => setAction(null);
  const button = (itemId: string, kind: 'end' | 'cancel' | 'move', text: string, label: string) => (
    <Button
      variant="outline"
      size="sm"
      aria-expanded={action?.itemId === itemId && action.kind === kind}
      aria-label={`${text}: ${label}`}
      onClick={() => toggle(itemId, kind)}
    >
      {text}
    </Button>
  );
  return (
    <section aria-labelledby="schedule-items" className="space-y-2">
      <h3 id="schedule-items" className="text-sm font-semibold">
        Patterns and holidays
      </h3>
      <ul className="space-y-2">
        {live.map((item) => (
          <li
            key={item.id}
            className="space-y-2 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
            data-testid="schedule-item"
          >
            <p>{item.label.charAt(0).toUpperCase() + item.label.slice(1)}</p>
            <div className="flex flex-wrap gap-2">
              {'pattern' in item && button(item.id, 'end', 'End from a date', item.label)}
              {'holiday' in item && button(item.id, 'move', 'Move', item.label)}
              {button(item.id, 'cancel', 'Propose cancelling', item.label)}
            </div>
            {action?.itemId === item.id && action.kind === 'end' && 'pattern' in item && (
              <EndPatternForm
                conversationId={conversationId}
                itemId={item.id}
                startDate={item.pattern.startDate}
                onDone={done}
              />
            )}
            {action?.itemId === item.id && action.kind === 'move' && 'holiday' in item && (
              <MoveHolidayForm
                conversationId={conversationId}
                itemId={item.id}
                holiday={item.holiday}
                onDone={done}
              />
            )}
            {action?.itemId === item.id && action.kind === 'cancel' && (
              <CancelItemForm conversationId={conversationId} itemId={item.id} onDone={done} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The reason field every proposal here has, reviewed by the assistant before it is sent. */
function ProposalForm({
  label,
  conversationId,
  onDone,
  change,
  submitText,
  children,
}: {
  label: string;
  conversationId: string;
  onDone: () => void;
  /** The change to propose, or a message saying what is missing. */
  change: () => object | string;
  submitText: string;
  children?: ReactNode;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const proposed = useReviewedProposal(conversationId, onDone);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next = change();
    if (typeof next === 'string') return setProblem(next);
    setProblem(undefined);
    void proposed.propose({ change: next }, reason, label);
  };
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label={label}>
      {children}
      <ReasonField value={reason} onChange={setReason} review={proposed.review} />
      <ProposalActions
        error={problem ?? proposed.error}
        proposed={proposed}
        submitText={submitText}
        size="sm"
      />
    </form>
  );
}

function EndPatternForm(props: {
  conversationId: string;
  itemId: string;
  startDate: string;
  onDone: () => void;
}) {
  const [fromDate, setFromDate] = useState('');
  return (
    <ProposalForm
      label="End the pattern"
      conversationId={props.conversationId}
      onDone={props.onDone}
      submitText="Propose the end"
      change={() =>
        fromDate > props.startDate
          ? { kind: 'cancel', data: { itemId: props.itemId, fromDate } }
          : 'Choose a day after the pattern starts'
      }
    >
      <TextField
        label="No longer in force from"
        className="max-w-xs"
        type="date"
        required
        min={addDays(props.startDate, 1)}
        value={fromDate}
        onChange={setFromDate}
      />
    </ProposalForm>
  );
}

function MoveHolidayForm(props: {
  conversationId: string;
  itemId: string;
  holiday: HolidayData;
  onDone: () => void;
}) {
  const [startDate, setStartDate] = useState(props.holiday.startDate);
  const [endDate, setEndDate] = useState(props.holiday.endDate);
  const { title, parentId, rrule } = props.holiday;
  return (
    <ProposalForm
      label="Move the holiday"
      conversationId={props.conversationId}
      onDone={props.onDone}
      submitText="Propose the move"
      change={() =>
        endDate >= startDate
          ? {
              kind: 'holiday',
              data: {
                title,
                startDate,
                endDate,
                parentId,
                rrule,
                replacesId: props.itemId,
              },
            }
          : 'The end must be after the start'
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="New first day" type="date" required value={startDate} onChange={setStartDate} />
        <TextField label="New last day" type="date" required value={endDate} onChange={setEndDate} />
      </div>
    </ProposalForm>
  );
}
function CancelItemForm(props: { conversationId: string; itemId: string; onDone: () => void }) {
  return (
    <ProposalForm
      label="Cancel"
      conversationId={props.conversationId}
      onDone={props.onDone}
      submitText="Propose cancelling"
      change={() => ({ kind: 'cancel', data: { itemId: props.itemId } })}
    />
  );
}
