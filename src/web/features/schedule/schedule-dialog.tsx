import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { describeChange } from '@common/schedule/describe';
import type { ChangeRequestView, ScheduleRangeView } from '@common/schemas/schedule';
import { announce } from '../../lib/announce';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Dialog, DialogContent } from '../../ui/dialog';
import { PendingRecordWrites } from '../offline/pending-records';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { dayLabel, monthLabel, monthRange, shiftMonth, todayMonth } from './month';
import { useSchedule, useScheduleWrite } from './schedule-api';
import { EventForm, HolidayForm, PatternForm, type Person, SwapForm } from './schedule-forms';
import { ScheduleItems } from './schedule-items';
import { AnswerRequest } from './answer-request';

type Form = 'pattern' | 'swap' | 'holiday' | 'event' | 'feed' | null;

/** The buttons that open (and close) each form, in the order they stand. */
const FORM_BUTTONS: ReadonlyArray<[Exclude<Form, null>, string]> = [
  ['pattern', 'Set custody pattern'],
  ['swap', 'Propose a swap'],
  ['holiday', 'Propose a holiday'],
  ['event', 'Add event'],
  ['feed', 'Subscribe on your phone'],
];

/**
 * The conversation's shared calendar beside its messages: a month as an agenda (who has the children
 * each day, events, handovers), the change requests to answer, and the forms to add or propose.
 */
export function ScheduleDialog({
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
  const [month, setMonth] = useState(todayMonth);
  const [form, setForm] = useState<Form>(null);
  const { from, to } = monthRange(month);
  const schedule = useSchedule(conversationId, from, to);
  const nameOf = (id: string) => (id === myId ? 'You' : (people.find((p) => p.id === id)?.name ?? 'Someone'));
  const toggle = (which: Form) => setForm((f) => (f === which ? null : which));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Schedule"
        description="The shared calendar: who has the children, events and handovers. Changes to custody take effect when the other parent accepts them."
        className="sm:max-w-2xl"
      >
        <div className="space-y-4">
          <PendingRecordWrites conversationId={conversationId} feature="schedule" userId={myId} />
          {schedule.data && (
            <Requests
              conversationId={conversationId}
              myId={myId}
              requests={schedule.data.requests}
              nameOf={nameOf}
            />
          )}
          <div className="flex flex-wrap gap-2">
            {FORM_BUTTONS.map(([which, text]) => (
              <Button
                key={which}
                variant="outline"
                size="sm"
                aria-expanded={form === which}
                onClick={() => toggle(which)}
              >
                {text}
              </Button>
            ))}
          </div>
          {form === 'pattern' && (
            <PatternForm conversationId={conversationId} people={people} onDone={() => setForm(null)} />
          )}
          {form === 'swap' && <SwapForm conversationId={conversationId} onDone={() => setForm(null)} />}
          {form === 'holiday' && (
            <HolidayForm conversationId={conversationId} people={people} onDone={() => setForm(null)} />
          )}
          {form === 'event' && <EventForm conversationId={conversationId} onDone={() => setForm(null)} />}
          {form === 'feed' && <CalendarFeedPanel />}
          {schedule.data && <ScheduleItems conversationId={conversationId} items={schedule.data.items} />}
          <div className="flex items-center justify-between">
            <Button
              variant="ghost"
              size="icon"
              aria-label="Previous month"
              onClick={() => setMonth(shiftMonth(month, -1))}
            >
              <ChevronLeft className="h-5 w-5" aria-hidden="true" />
            </Button>
            <h3 className="font-semibold" aria-live="polite" data-testid="schedule-month">
              {monthLabel(month)}
            </h3>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Next month"
              onClick={() => setMonth(shiftMonth(month, 1))}
            >
              <ChevronRight className="h-5 w-5" aria-hidden="true" />
            </Button>
          </div>
          {schedule.isError && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errorMessage(schedule.error, 'The schedule could not be loaded.')}
            </p>
          )}
          {schedule.data && <Agenda view={schedule.data} nameOf={nameOf} conversationId={conversationId} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function Requests({
  conversationId,
  myId,
  requests,
  nameOf,
}: {
  conversationId: string;
  myId: string;
  requests: ChangeRequestView[];
  nameOf: (id: string) => string;
}) {
  const pending = requests.filter((r) => r.status === 'pending');
  if (pending.length === 0) return null;
  return (
    <section aria-label="Change requests" className="space-y-2">
      <h3 className="text-sm font-semibold">Change requests</h3>
      <ul className="space-y-2">
        {pending.map((r) => (
          <li
            key={r.id}
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950"
            data-testid="change-request"
          >
            <p>
              {nameOf(r.proposerId)} {r.proposerId === myId ? 'propose' : 'proposes'}:{' '}
              {describeChange(r.change)}
            </p>
            {r.note && <p className="mt-1 italic">“{r.note}”</p>}
            {r.proposerId === myId ? (
              <p className="mt-2 text-slate-700 dark:text-slate-300">Waiting for an answer</p>
            ) : (
              <AnswerRequest conversationId={conversationId} request={r} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Agenda({
  view,
  nameOf,
  conversationId,
}: {
  view: ScheduleRangeView;
  nameOf: (id: string) => string;
  conversationId: string;
}) {
  return (
    <ul
      className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-700 dark:border-slate-700"
      aria-label="Days"
    >
      {view.custody.map(({ date, custody }) => {
        const events = view.occurrences.filter((o) => o.startDate <= date && o.endDate >= date);
        const handover = view.handovers.find((h) => h.date === date);
        return (
          <li key={date} className="flex flex-wrap gap-x-3 px-3 py-2 text-sm" data-testid={`day-${date}`}>
            <span className="w-28 shrink-0 font-medium">{dayLabel(date)}</span>
            <span className="min-w-0 flex-1">
              {custody ? (
                <span data-testid="custody">
                  With {nameOf(custody.parentId) === 'You' ? 'you' : nameOf(custody.parentId)}
                  {custody.holiday ? ` (${custody.holiday})` : custody.source === 'days' ? ' (changed)' : ''}
                </span>
              ) : (
                <span className="text-slate-600 dark:text-slate-400">No custody set</span>
              )}
              {handover && (
                <span className="block text-slate-700 dark:text-slate-300">
                  Handover at {handover.time}
                  {handover.place ? `, ${handover.place}` : ''}
                </span>
              )}
              {events.map((o) => (
                <span key={`${o.eventId}-${o.startDate}`} className="block">
                  {o.startTime ? `${o.startTime} ` : ''}
                  {o.title}
                  {o.location ? ` · ${o.location}` : ''}
                  {o.repeats ? ' (repeats)' : ''}{' '}
                  <CancelEvent conversationId={conversationId} eventId={o.eventId} title={o.title} />
                </span>
              ))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Cancels an ordinary event (every occurrence, for everyone): asked once more before it is recorded,
 * since a cancellation is an entry in the record like the event itself.
 */
function CancelEvent({
  conversationId,
  eventId,
  title,
}: {
  conversationId: string;
  eventId: string;
  title: string;
}) {
  const write = useScheduleWrite(conversationId);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string>();
  const cancel = async () => {
    setError(undefined);
    try {
      await write.mutateAsync({
        path: `events/${encodeURIComponent(eventId)}/cancel`,
        body: { clientId: crypto.randomUUID() },
      });
      announce(`${title} cancelled`);
    } catch (e) {
      setError(errorMessage(e, 'The event could not be cancelled. Please try again.'));
    }
  };
  if (!asking)
    return (
      <Button
        variant="link"
        size="sm"
        className="h-auto"
        onClick={() => setAsking(true)}
        aria-label={`Cancel ${title}`}
      >
        Cancel
      </Button>
    );
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span>Cancel it for everyone{error ? '' : '?'}</span>
      <Button size="sm" variant="destructive" disabled={write.isPending} onClick={() => void cancel()}>
        Yes, cancel {title}
      </Button>
      <Button size="sm" variant="outline" onClick={() => setAsking(false)}>
        Keep it
      </Button>
      {error && (
        <span role="alert" className="text-red-700 dark:text-red-400">
          {error}
        </span>
      )}
    </span>
  );
}
