import { z } from 'zod';
import { DATE_PATTERN, TIME_PATTERN, daysBetween, isValidDate } from '../schedule/dates';
import { normalizeRecurrence, recurrenceProblem } from '../schedule/recurrence';
import { isValidTimeZone } from '../schedule/zoned-time';
import { clientIdSchema, optionalNote } from './record-note';
import { hasVisibleText, text } from './text';

/**
 * The shared calendar of a conversation (docs/SCHEDULE.md): what the web sends and the server stores.
 * Ordinary events are added and cancelled by any participant; anything that decides who has the
 * children (a custody pattern, a holiday, a change of days, or cancelling one of those) is proposed
 * by one participant and takes effect only when another accepts it.
 */

export const SCHEDULE_TITLE_MAX = 100;
export const SCHEDULE_PLACE_MAX = 200;
export const SCHEDULE_NOTES_MAX = 1000;
/** A holiday or an all-day event spans at most this many days; a change request names at most this many days. */
export const SCHEDULE_SPAN_MAX_DAYS = 62;
export const SCHEDULE_DAYS_MAX = 31;

export const dateSchema = z
  .string({ error: 'Choose a date' })
  .regex(DATE_PATTERN, 'Dates are written YYYY-MM-DD')
  .refine(isValidDate, 'This date does not exist');
export const timeSchema = z.string({ error: 'Choose a time' }).regex(TIME_PATTERN, 'Times are written HH:MM');
export const timeZoneSchema = z
  .string({ error: 'Choose a time zone' })
  .refine(isValidTimeZone, 'This time zone is not known');
const recurrenceSchema = z
  .string()
  .transform(normalizeRecurrence)
  .superRefine((rule, ctx) => {
    const problem = recurrenceProblem(rule);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const optionalRecurrence = z
  .union([recurrenceSchema, z.null()])
  .optional()
  .transform((v) => (v ? v : null));

const titleSchema = text({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(SCHEDULE_TITLE_MAX, `Titles can be at most ${SCHEDULE_TITLE_MAX} characters`)
  .refine(hasVisibleText, 'Title is required');
const placeSchema = text()
  .trim()
  .max(SCHEDULE_PLACE_MAX, `Places can be at most ${SCHEDULE_PLACE_MAX} characters`)
  .default('');
const notesSchema = text()
  .trim()
  .max(SCHEDULE_NOTES_MAX, `Notes can be at most ${SCHEDULE_NOTES_MAX} characters`)
  .default('');

/** An event: all day (dates, end included) or timed (start and end on the clock of its time zone). */
export const eventInputSchema = z
  .object({
    title: titleSchema,
    allDay: z.boolean({ error: 'Say whether the event lasts all day' }),
    startDate: dateSchema,
    startTime: timeSchema.nullable().default(null),
    endDate: dateSchema,
    endTime: timeSchema.nullable().default(null),
    timeZone: timeZoneSchema,
    rrule: optionalRecurrence,
    location: placeSchema,
    notes: notesSchema,
  })
  .superRefine((e, ctx) => {
    if (e.allDay && (e.startTime || e.endTime))
      ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'An all-day event has no times' });
    if (!e.allDay && (!e.startTime || !e.endTime))
      ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'Choose a start and an end time' });
    const start = `${e.startDate}T${e.startTime ?? '00:00'}`;
    const end = `${e.endDate}T${e.endTime ?? '00:00'}`;
    if (end < start || (!e.allDay && end === start))
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end must be after the start' });
    else if (daysBetween(e.startDate, e.endDate) > SCHEDULE_SPAN_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `An event can last at most ${SCHEDULE_SPAN_MAX_DAYS} days`,
      });
  });
export type EventInput = z.output<typeof eventInputSchema>;

export const CUSTODY_PRESETS = ['week_on_week_off', 'two_two_three', 'every_other_weekend'] as const;
export type CustodyPreset = (typeof CUSTODY_PRESETS)[number];
export const CUSTODY_PRESET_LABELS: Record<CustodyPreset, string> = {
  week_on_week_off: 'Week on, week off',
  two_two_three: '2-2-3',
  every_other_weekend: 'Every other weekend',
};

/**
 * A custody pattern from its start date on: who has the children first (for every other weekend, the
 * weekday parent; the other has every other Friday to Sunday), and when and where they change hands.
 */
export const patternInputSchema = z
  .object({
    preset: z.enum(CUSTODY_PRESETS, { error: 'Choose a pattern' }),
    startDate: dateSchema,
    firstParentId: z.uuid({ error: 'Choose who has the children first' }),
    secondParentId: z.uuid({ error: 'Choose the other parent' }),
    handoverTime: timeSchema,
    handoverPlace: placeSchema,
    timeZone: timeZoneSchema,
  })
  .refine((p) => p.firstParentId !== p.secondParentId, {
    path: ['secondParentId'],
    message: 'Choose two different people',
  });
export type PatternInput = z.output<typeof patternInputSchema>;

/** A holiday gives its days to one parent, whatever the pattern says; it may repeat (every year, every 2 years). */
export const holidayInputSchema = z
  .object({
    title: titleSchema,
    startDate: dateSchema,
    endDate: dateSchema,
    parentId: z.uuid({ error: 'Choose who has the children' }),
    rrule: optionalRecurrence,
    /** Moves a holiday: on acceptance this one takes the place of the holiday named here. */
    replacesId: z.uuid({ error: 'Choose the holiday to move' }).optional(),
  })
  .refine((h) => h.endDate >= h.startDate, { path: ['endDate'], message: 'The end must be after the start' })
  .refine((h) => daysBetween(h.startDate, h.endDate) < SCHEDULE_SPAN_MAX_DAYS, {
    path: ['endDate'],
    message: `A holiday can last at most ${SCHEDULE_SPAN_MAX_DAYS} days`,
  });
export type HolidayInput = z.output<typeof holidayInputSchema>;

/** Days given to a parent: a swap is two ("the 14th for the 21st"), each to the one who did not have it. */
export const daysInputSchema = z.object({
  days: z
    .array(z.object({ date: dateSchema, parentId: z.uuid({ error: 'Choose who has the children' }) }), {
      error: 'Choose the days',
    })
    .min(1, 'Choose the days')
    .max(SCHEDULE_DAYS_MAX, `A change can name at most ${SCHEDULE_DAYS_MAX} days`)
    .refine((days) => new Set(days.map((d) => d.date)).size === days.length, 'A day is named twice'),
});
export type DaysInput = z.output<typeof daysInputSchema>;

/** Cancels a pattern, holiday or change of days; with `fromDate`, ends a pattern from that day on. */
export const cancelInputSchema = z.object({
  itemId: z.uuid({ error: 'Choose what to cancel' }),
  fromDate: dateSchema.optional(),
});

/** What a change request asks for. */
export const changeInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('pattern'), data: patternInputSchema }),
    z.object({ kind: z.literal('holiday'), data: holidayInputSchema }),
    z.object({ kind: z.literal('days'), data: daysInputSchema }),
    z.object({ kind: z.literal('cancel'), data: cancelInputSchema }),
  ],
  { error: 'Choose what to change' },
);
export type ChangeInput = z.output<typeof changeInputSchema>;

export { noteSchema, type NoteInput } from './record-note';

/** POST /api/conversations/{id}/schedule/events */
export const addEventSchema = z.object({ clientId: clientIdSchema, event: eventInputSchema });
/** POST /api/conversations/{id}/schedule/events/{itemId}/cancel */
export const cancelEventSchema = z.object({ clientId: clientIdSchema });
/** POST /api/conversations/{id}/schedule/requests */
export const proposeChangeSchema = z.object({
  clientId: clientIdSchema,
  change: changeInputSchema,
  note: optionalNote,
});
export type ProposeChangeInput = z.output<typeof proposeChangeSchema>;
/** POST /api/conversations/{id}/schedule/requests/{requestId}/answer */
export const answerChangeSchema = z.object({
  decision: z.enum(['accepted', 'declined'], { error: 'Accept or decline the request' }),
  note: optionalNote,
});
export type AnswerChangeInput = z.output<typeof answerChangeSchema>;

export const scheduleParamsSchema = z.object({ id: z.uuid('Conversation not found') });
export const scheduleItemParamsSchema = z.object({
  id: z.uuid('Conversation not found'),
  itemId: z.uuid('Event not found'),
});
export const scheduleRequestParamsSchema = z.object({
  id: z.uuid('Conversation not found'),
  requestId: z.uuid('Change request not found'),
});
/** The feed's secret, as it appears in its address (43 base64url characters, then ".ics"). */
export const feedParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'Calendar feed not found'),
});

/* ---------- what is stored and shown: the inputs with the names they referred to ---------- */

const person = { parentId: z.string(), parentName: z.string() };
export const patternDataSchema = z.object({
  preset: z.enum(CUSTODY_PRESETS),
  startDate: z.string(),
  firstParentId: z.string(),
  firstParentName: z.string(),
  secondParentId: z.string(),
  secondParentName: z.string(),
  handoverTime: z.string(),
  handoverPlace: z.string(),
  timeZone: z.string(),
});
export const holidayDataSchema = z.object({
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  ...person,
  rrule: z.string().nullable(),
  /** A moved holiday: the one it replaces, and what that one was (so the record reads on its own). */
  replacesId: z.string().optional(),
  replaces: z.string().optional(),
});
export const daysDataSchema = z.object({ days: z.array(z.object({ date: z.string(), ...person })) });
export const eventDataSchema = z.object({
  title: z.string(),
  allDay: z.boolean(),
  startDate: z.string(),
  startTime: z.string().nullable(),
  endDate: z.string(),
  endTime: z.string().nullable(),
  timeZone: z.string(),
  rrule: z.string().nullable(),
  location: z.string(),
  notes: z.string(),
});
/** Cancels an earlier item; `what` names it, so the record reads on its own. */
export const cancelDataSchema = z.object({
  itemId: z.string(),
  what: z.string(),
  /** Ends a pattern from this day on instead of cancelling it (the days before keep it). */
  fromDate: z.string().optional(),
});

export type PatternData = z.infer<typeof patternDataSchema>;
export type HolidayData = z.infer<typeof holidayDataSchema>;
export type DaysData = z.infer<typeof daysDataSchema>;
export type EventData = z.infer<typeof eventDataSchema>;
export type CancelData = z.infer<typeof cancelDataSchema>;

/** A change as stored and shown: what a request asks for, and what an accepted one added. */
export const changeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pattern'), data: patternDataSchema }),
  z.object({ kind: z.literal('holiday'), data: holidayDataSchema }),
  z.object({ kind: z.literal('days'), data: daysDataSchema }),
  z.object({ kind: z.literal('cancel'), data: cancelDataSchema }),
]);
export type Change = z.infer<typeof changeSchema>;

/** One thing on the calendar, in the order they were added; nothing is ever edited or removed. */
export const scheduleItemSchema = z.intersection(
  z.discriminatedUnion('kind', [
    ...changeSchema.options,
    z.object({ kind: z.literal('event'), data: eventDataSchema }),
  ]),
  z.object({
    id: z.string(),
    authorId: z.string(),
    /** The accepted request that added it; null for an event added directly. */
    requestId: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;

export const changeRequestViewSchema = z.object({
  id: z.string(),
  proposerId: z.string(),
  change: changeSchema,
  /** The proposer's note, as sent (after the assistant, if they took its version). */
  note: z.string(),
  status: z.enum(['pending', 'accepted', 'declined']),
  answeredById: z.string().nullable(),
  answerNote: z.string(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type ChangeRequestView = z.infer<typeof changeRequestViewSchema>;

export const scheduleViewSchema = z.object({
  conversationId: z.string(),
  items: z.array(scheduleItemSchema),
  requests: z.array(changeRequestViewSchema),
});
export type ScheduleView = z.infer<typeof scheduleViewSchema>;

/** The person's private feed: the address is shown once, when it is made. */
export const feedViewSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  url: z.string().nullable(),
});
export type FeedView = z.infer<typeof feedViewSchema>;

/* ---------- what GET /api/conversations/{id}/schedule answers for a range of days ---------- */

export const occurrenceViewSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  allDay: z.boolean(),
  startDate: z.string(),
  startTime: z.string().nullable(),
  endDate: z.string(),
  endTime: z.string().nullable(),
  timeZone: z.string(),
  startAt: z.number().nullable(),
  endAt: z.number().nullable(),
  location: z.string(),
  notes: z.string(),
  repeats: z.boolean(),
});
export const custodyDayViewSchema = z.object({
  date: z.string(),
  custody: z
    .object({
      parentId: z.string(),
      parentName: z.string(),
      source: z.enum(['days', 'holiday', 'pattern']),
      itemId: z.string(),
      holiday: z.string().nullable(),
    })
    .nullable(),
});
export const handoverViewSchema = z.object({
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  at: z.number(),
  place: z.string(),
  fromId: z.string(),
  fromName: z.string(),
  toId: z.string(),
  toName: z.string(),
});
export const scheduleRangeViewSchema = scheduleViewSchema.extend({
  from: z.string(),
  to: z.string(),
  occurrences: z.array(occurrenceViewSchema),
  custody: z.array(custodyDayViewSchema),
  handovers: z.array(handoverViewSchema),
});
export type ScheduleRangeView = z.infer<typeof scheduleRangeViewSchema>;
