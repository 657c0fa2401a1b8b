import { useId, useState, type FormEvent } from 'react';
import { CUSTODY_PRESETS, CUSTODY_PRESET_LABELS, type CustodyPreset } from '@common/schemas/schedule';
import { describeDate } from '@common/schedule/dates';
import { errorMessage } from '../../lib/api';
import { Label } from '../../ui/input';
import {
  PersonField,
  ProposalActions,
  ReasonField,
  SelectField,
  SubmitActions,
  TextField,
  type Person,
} from './schedule-fields';
import { custodyBetween, useReviewedProposal, useSubmit } from './schedule-submit';

export type { Person } from './schedule-fields';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const PRESETS = CUSTODY_PRESETS.map((p) => ({
  value: p,
  label: CUSTODY_PRESET_LABELS[p],
}));

/** Proposes a custody pattern: the other parent accepts it before it is on the calendar. */
export function PatternForm(props: { conversationId: string; people: Person[]; onDone: () => void }) {
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
        <SelectField
          label="Pattern"
          value={preset}
          onChange={(v) => setPreset(v as CustodyPreset)}
          options={PRESETS}
        />
        <TextField label="Starts on" type="date" required value={startDate} onChange={setStartDate} />
        <PersonField
          label={preset === 'every_other_weekend' ? 'Has the weekdays' : 'Has the children first'}
          people={props.people}
          value={first}
          onChange={setFirst}
        />
        <TextField label="Handover time" type="time" required value={time} onChange={setTime} />
        <TextField
          label="Handover place"
          className="sm:col-span-2"
          value={place}
          maxLength={200}
          onChange={setPlace}
        />
      </div>
      <SubmitActions error={error} busy={busy} submitText="Propose pattern" />
    </form>
  );
}

/** "Can we swap the 14th for the 21st?": each day goes to whoever did not have it. */
export function SwapForm(props: { conversationId: string; onDone: () => void }) {
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const [note, setNote] = useState('');
  const [lookupError, setLookupError] = useState<string>();
  const proposed = useReviewedProposal(props.conversationId, props.onDone);
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
      await proposed.propose(
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
        <TextField label="Swap this day" type="date" required value={a} onChange={setA} />
        <TextField label="For this day" type="date" required value={b} onChange={setB} />
        <ReasonField className="sm:col-span-2" value={note} onChange={setNote} review={proposed.review} />
      </div>
      <ProposalActions error={lookupError ?? proposed.error} proposed={proposed} submitText="Propose swap" />
    </form>
  );
}

/** How an event may repeat from the web, as iCalendar rules (the API takes any rule it can read). */
const REPEATS = [
  { label: 'Does not repeat', value: '' },
  { label: 'Every week', value: 'FREQ=WEEKLY' },
  { label: 'Every 2 weeks', value: 'FREQ=WEEKLY;INTERVAL=2' },
  { label: 'Every month', value: 'FREQ=MONTHLY' },
] as const;

/** An ordinary event: on the calendar at once for everyone. */
export function EventForm(props: { conversationId: string; onDone: () => void }) {
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
        <TextField
          label="Title"
          className="sm:col-span-2"
          required
          maxLength={100}
          value={title}
          onChange={setTitle}
        />
        <TextField label="Date" type="date" required value={date} onChange={setDate} />
        <TextField label="Place (optional)" maxLength={200} value={place} onChange={setPlace} />
        <TextField label="Starts (leave empty for all day)" type="time" value={start} onChange={setStart} />
        <TextField label="Ends" type="time" value={end} onChange={setEnd} />
        <SelectField label="Repeats" value={repeat} onChange={setRepeat} options={REPEATS} />
      </div>
      <SubmitActions error={error} busy={busy} submitText="Add event" />
    </form>
  );
}

/** A holiday gives its days to one parent, whatever the pattern says; proposed, like any custody change. */
export function HolidayForm(props: { conversationId: string; people: Person[]; onDone: () => void }) {
  const yearlyId = useId();
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
        <TextField
          label="Name of the holiday"
          className="sm:col-span-2"
          required
          maxLength={100}
          value={title}
          onChange={setTitle}
        />
        <TextField label="From" type="date" required value={startDate} onChange={setStartDate} />
        <TextField label="To (leave empty for one day)" type="date" value={endDate} onChange={setEndDate} />
        <PersonField label="Has the children" people={props.people} value={parentId} onChange={setParentId} />
        <div className="flex items-center gap-2 self-end pb-2">
          <input
            id={yearlyId}
            type="checkbox"
            checked={yearly}
            onChange={(e) => setYearly(e.target.checked)}
          />
          <Label htmlFor={yearlyId} className="mb-0">
            Every year
          </Label>
        </div>
      </div>
      <SubmitActions error={error} busy={busy} submitText="Propose holiday" />
    </form>
  );
}
