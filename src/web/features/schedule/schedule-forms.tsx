import { useId, useRef, useState, type FormEvent } from 'react';
import { CUSTODY_PRESETS, CUSTODY_PRESET_LABELS, type CustodyPreset } from '@common/schemas/schedule';
import type { ScheduleRangeView } from '@common/schemas/schedule';
import { describeDate } from '@common/schedule/dates';
import { apiRequest, errorMessage } from '../../lib/api';
import { isOfflineFailure } from '../../lib/offline-queue';
import { queryClient } from '../../lib/query-client';
import { sendOrQueue } from '../../lib/record-outbox';
import { Button } from '../../ui/button';
import { FieldError, Input, Label } from '../../ui/input';
import { NoteProposal, useNoteReview, type Note } from '../assistant/note-review';
import { scheduleKeys, useScheduleWrite } from './schedule-api';

export interface Person {
  id: string;
  name: string;
}

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const select =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900';

/**
 * Sends a calendar write, or, with no connection, keeps it to be sent once when the connection returns
 * (record-outbox.ts; `label` names it in the "waiting to send" list). Its clientId is made here, once,
 * so a resend after a lost answer is the same write to the server.
 */
function useSubmit(conversationId: string, onDone: () => void) {
  const write = useScheduleWrite(conversationId);
  const [error, setError] = useState<string>();
  const submit = async (path: string, body: object, label: string) => {
    setError(undefined);
    const full = { clientId: crypto.randomUUID(), ...body };
    try {
      await sendOrQueue(
        {
          clientId: full.clientId,
          conversationId,
          feature: 'schedule',
          path: `/api/conversations/${encodeURIComponent(conversationId)}/schedule/${path}`,
          body: full,
          label,
        },
        () => write.mutateAsync({ path, body: full }),
      );
      onDone();
    } catch (e) {
      setError(errorMessage(e, 'That could not be saved. Please try again.'));
    }
  };
  return { submit, error, busy: write.isPending };
}

/**
 * Who has the children on each day from `from` to `to`: asked of the server, or, offline, read from
 * the months already loaded (kept on the device, offline-cache.ts).
 */
async function custodyBetween(conversationId: string, from: string, to: string) {
  try {
    const view = await apiRequest<ScheduleRangeView>(
      'GET',
      `/api/conversations/${encodeURIComponent(conversationId)}/schedule?from=${from}&to=${to}`,
    );
    return view.custody;
  } catch (error) {
    if (!isOfflineFailure(error)) throw error;
    return queryClient
      .getQueriesData<ScheduleRangeView>({ queryKey: scheduleKeys.conversation(conversationId) })
      .flatMap(([, view]) => view?.custody ?? []);
  }
}

/**
 * A change request with a reason: the reason goes through the assistant first, as a message does
 * (assistant/note-review.tsx); the request is sent once the person has their note.
 */
export function useReviewedProposal(conversationId: string, onDone: () => void) {
  const { submit, error, busy } = useSubmit(conversationId, onDone);
  const review = useNoteReview();
  const pending = useRef<{ body: object; label: string } | null>(null);
  /** `label` names the request in the "waiting to send" list when it is queued offline. */
  const propose = async (body: object, reason: string, label: string) => {
    pending.current = { body, label };
    const note = await review.review(reason);
    if (note) await submit('requests', { ...body, note }, label);
  };
  const sendChosen = (note: Note) => {
    const p = pending.current;
    if (p) void submit('requests', { ...p.body, note }, p.label);
  };
  const proposal = <NoteProposal review={review} busy={busy} what="a reason" onSend={sendChosen} />;
  return { propose, proposal, review, error, busy: busy || review.asking };
}

/** Proposes a custody pattern: the other parent accepts it before it is on the calendar. */
export function PatternForm(props: { conversationId: string; people: Person[]; onDone: () => void }) {
  const ids = {
    preset: useId(),
    start: useId(),
    first: useId(),
    time: useId(),
    place: useId(),
    error: useId(),
  };
  const [preset, setPreset] = useState<CustodyPreset>('week_on_week_off');
  const [startDate, setStartDate] = useState('');
  const [first, setFirst] = useState(props.people[0]?.id ?? '');
  const [time, setTime] = useState('18:00');
  const [place, setPlace] = useState('');
  const { submit, error, busy } = useSubmit(props.conversationId, props.onDone);
  const second = props.people.find((p) => p.id !== first)?.id ?? '';
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(
      'requests',
      {
        change: {
          kind: 'pattern',
          data: {
            preset,
            startDate,
            firstParentId: first,
            secondParentId: second,
            handoverTime: time,
            handoverPlace: place,
            timeZone: zone(),
          },
        },
      },
      `Custody pattern from ${describeDate(startDate)}`,
    );
  };
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label="Custody pattern">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor={ids.preset}>Pattern</Label>
          <select
            id={ids.preset}
            className={select}
            value={preset}
            onChange={(e) => setPreset(e.target.value as CustodyPreset)}
          >
            {CUSTODY_PRESETS.map((p) => (
              <option key={p} value={p}>
                {CUSTODY_PRESET_LABELS[p]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={ids.start}>Starts on</Label>
          <Input
            id={ids.start}
            type="date"
            required
            value={startDate}
            onChange={(e) => setStartDate(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={ids.first}>
            {preset === 'every_other_weekend' ? 'Has the weekdays' : 'Has the children first'}
          </Label>
          <select id={ids.first} className={select} value={first} onChange={(e) => setFirst(e.target.value)}>
            {props.people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={ids.time}>Handover time</Label>
          <Input id={ids.time} type="time" required value={time} onChange={(e) => setTime(e.target.value)} />
        </div>
        <div className="sm:col-span-2">
          <Label htmlFor={ids.place}>Handover place</Label>
          <Input id={ids.place} value={place} maxLength={200} onChange={(e) => setPlace(e.target.value)} />
        </div>
      </div>
      <FieldError id={ids.error} message={error} />
      <Button type="submit" disabled={busy}>
        Propose pattern
      </Button>
    </form>
  );
}

/** "Can we swap the 14th for the 21st?": each day goes to whoever did not have it. */
export function SwapForm(props: { conversationId: string; onDone: () => void }) {
  const ids = { a: useId(), b: useId(), note: useId(), error: useId() };
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const [note, setNote] = useState('');
  const [lookupError, setLookupError] = useState<string>();
  const { propose, proposal, review, error, busy } = useReviewedProposal(props.conversationId, props.onDone);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setLookupError(undefined);
    const [from, to] = a < b ? [a, b] : [b, a];
    try {
      const custody = await custodyBetween(props.conversationId, from, to);
      const who = (date: string) => custody.find((d) => d.date === date)?.custody?.parentId;
      const [ha, hb] = [who(a), who(b)];
      if (!ha || !hb || ha === hb) {
        setLookupError('Choose two days that different parents have under the schedule');
        return;
      }
      await propose(
        {
          change: {
            kind: 'days',
            data: {
              days: [
                { date: a, parentId: hb },
                { date: b, parentId: ha },
              ],
            },
          },
        },
        note,
        `Swap ${describeDate(from)} and ${describeDate(to)}`,
      );
    } catch (err) {
      setLookupError(errorMessage(err, 'The schedule could not be read. Please try again.'));
    }
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-3" aria-label="Swap days">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor={ids.a}>Swap this day</Label>
          <Input id={ids.a} type="date" required value={a} onChange={(e) => setA(e.target.value)} />
        </div>
        <div>
          <Label htmlFor={ids.b}>For this day</Label>
          <Input id={ids.b} type="date" required value={b} onChange={(e) => setB(e.target.value)} />
        </div>
        <div className="sm:col-span-2">
          <Label htmlFor={ids.note}>Reason (optional)</Label>
          <Input
            id={ids.note}
            value={note}
            maxLength={1000}
            onChange={(e) => {
              setNote(e.target.value);
              review.reset();
            }}
          />
        </div>
      </div>
      <FieldError id={ids.error} message={lookupError ?? error} />
      {proposal}
      {!review.proposal && (
        <Button type="submit" disabled={busy}>
          {review.asking ? 'Checking...' : 'Propose swap'}
        </Button>
      )}
    </form>
  );
}

/** How an event may repeat from the web, as iCalendar rules (the API takes any rule it can read). */
const REPEATS = [
  { label: 'Does not repeat', rule: '' },
  { label: 'Every week', rule: 'FREQ=WEEKLY' },
  { label: 'Every 2 weeks', rule: 'FREQ=WEEKLY;INTERVAL=2' },
  { label: 'Every month', rule: 'FREQ=MONTHLY' },
] as const;

/** An ordinary event: on the calendar at once for everyone. */
export function EventForm(props: { conversationId: string; onDone: () => void }) {
  const ids = {
    title: useId(),
    date: useId(),
    start: useId(),
    end: useId(),
    place: useId(),
    repeat: useId(),
    error: useId(),
  };
  const [repeat, setRepeat] = useState('');
  const [title, setTitle] = useState('');
  const [date, setDate] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [place, setPlace] = useState('');
  const { submit, error, busy } = useSubmit(props.conversationId, props.onDone);
  const allDay = !start && !end;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(
      'events',
      {
        event: {
          title,
          allDay,
          startDate: date,
          endDate: date,
          startTime: allDay ? null : start || null,
          endTime: allDay ? null : end || null,
          timeZone: zone(),
          rrule: repeat || null,
          location: place,
        },
      },
      `Event: ${title}`,
    );
  };
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label="Event">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Label htmlFor={ids.title}>Title</Label>
          <Input
            id={ids.title}
            required
            maxLength={100}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={ids.date}>Date</Label>
          <Input id={ids.date} type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <div>
          <Label htmlFor={ids.place}>Place (optional)</Label>
          <Input id={ids.place} maxLength={200} value={place} onChange={(e) => setPlace(e.target.value)} />
        </div>
        <div>
          <Label htmlFor={ids.start}>Starts (leave empty for all day)</Label>
          <Input id={ids.start} type="time" value={start} onChange={(e) => setStart(e.target.value)} />
        </div>
        <div>
          <Label htmlFor={ids.end}>Ends</Label>
          <Input id={ids.end} type="time" value={end} onChange={(e) => setEnd(e.target.value)} />
        </div>
        <div>
          <Label htmlFor={ids.repeat}>Repeats</Label>
          <select
            id={ids.repeat}
            className={select}
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
          >
            {REPEATS.map((r) => (
              <option key={r.rule} value={r.rule}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FieldError id={ids.error} message={error} />
      <Button type="submit" disabled={busy}>
        Add event
      </Button>
    </form>
  );
}

/** A holiday gives its days to one parent, whatever the pattern says; proposed, like any custody change. */
export function HolidayForm(props: { conversationId: string; people: Person[]; onDone: () => void }) {
  const ids = {
    title: useId(),
    start: useId(),
    end: useId(),
    parent: useId(),
    yearly: useId(),
    error: useId(),
  };
  const [title, setTitle] = useState('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [parentId, setParentId] = useState(props.people[0]?.id ?? '');
  const [yearly, setYearly] = useState(false);
  const { submit, error, busy } = useSubmit(props.conversationId, props.onDone);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(
      'requests',
      {
        change: {
          kind: 'holiday',
          data: {
            title,
            startDate,
            endDate: endDate || startDate,
            parentId,
            rrule: yearly ? 'FREQ=YEARLY' : null,
          },
        },
      },
      `Holiday: ${title}`,
    );
  };
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label="Holiday">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Label htmlFor={ids.title}>Name of the holiday</Label>
          <Input
            id={ids.title}
            required
            maxLength={100}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={ids.start}>From</Label>
          <Input
            id={ids.start}
            type="date"
            required
            value={startDate}
            onChange={(e) => setStartDate(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={ids.end}>To (leave empty for one day)</Label>
          <Input id={ids.end} type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
        </div>
        <div>
          <Label htmlFor={ids.parent}>Has the children</Label>
          <select
            id={ids.parent}
            className={select}
            value={parentId}
            onChange={(e) => setParentId(e.target.value)}
          >
            {props.people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-2 self-end pb-2">
          <input
            id={ids.yearly}
            type="checkbox"
            checked={yearly}
            onChange={(e) => setYearly(e.target.checked)}
          />
          <Label htmlFor={ids.yearly} className="mb-0">
            Every year
          </Label>
        </div>
      </div>
      <FieldError id={ids.error} message={error} />
      <Button type="submit" disabled={busy}>
        Propose holiday
      </Button>
    </form>
  );
}
