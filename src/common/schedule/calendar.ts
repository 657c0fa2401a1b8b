import type { DaysData, EventData, HolidayData, PatternData, ScheduleItem } from '../schemas/schedule';
import { patternParentOn } from './custody';
import { addDays, daysBetween, eachDate } from './dates';
import { occurrenceStarts } from './recurrence';
import { dateTimeToInstant } from './zoned-time';

/**
 * A conversation's calendar as it stands: its items folded in the order they were added (a
 * cancellation removes what it names), and what that means for any range of days. The server (feeds,
 * checks) and the web (the month on screen, offline too) compute it with this same code.
 */

interface Dated<T> {
  id: string;
  data: T;
  order: number;
}

export interface ScheduleState {
  events: Array<Dated<EventData>>;
  /** `until`: the first day an accepted "end from" no longer lets the pattern decide (null: open-ended). */
  patterns: Array<Dated<PatternData> & { until: string | null }>;
  holidays: Array<Dated<HolidayData>>;
  days: Array<Dated<DaysData>>;
}

export function scheduleState(items: readonly ScheduleItem[]): ScheduleState {
  const state: ScheduleState = { events: [], patterns: [], holidays: [], days: [] };
  // A cancellation removes what it names; one "from" a date ends a pattern there; a moved holiday
  // (a holiday that replaces another) removes the one it replaces.
  const cancelled = new Set(
    items.flatMap((i) => {
      if (i.kind === 'cancel') return i.data.fromDate ? [] : [i.data.itemId];
      if (i.kind === 'holiday' && i.data.replacesId) return [i.data.replacesId];
      return [];
    }),
  );
  const ends = new Map<string, string>();
  for (const i of items) {
    if (i.kind !== 'cancel' || !i.data.fromDate) continue;
    const earlier = ends.get(i.data.itemId);
    if (!earlier || i.data.fromDate < earlier) ends.set(i.data.itemId, i.data.fromDate);
  }
  items.forEach((item, order) => {
    if (cancelled.has(item.id)) return;
    if (item.kind === 'event') state.events.push({ id: item.id, data: item.data, order });
    else if (item.kind === 'pattern')
      state.patterns.push({ id: item.id, data: item.data, order, until: ends.get(item.id) ?? null });
    else if (item.kind === 'holiday') state.holidays.push({ id: item.id, data: item.data, order });
    else if (item.kind === 'days') state.days.push({ id: item.id, data: item.data, order });
  });
  return state;
}

export type CustodySource = 'days' | 'holiday' | 'pattern';
export interface Custody {
  parentId: string;
  parentName: string;
  source: CustodySource;
  itemId: string;
  /** The holiday's title, when a holiday decides the day. */
  holiday: string | null;
}

/** The newest pattern in force on `date` (started, not yet ended): it decides the days it covers. */
function patternOn(state: ScheduleState, date: string): Dated<PatternData> | null {
  let found: Dated<PatternData> | null = null;
  for (const p of state.patterns)
    if (p.data.startDate <= date && (p.until === null || date < p.until) && (!found || p.order > found.order))
      found = p;
  return found;
}

/** Each holiday's occurrences (start dates) that may cover a day in [from, to]. */
function holidaySpans(state: ScheduleState, from: string, to: string) {
  return state.holidays.flatMap((h) => {
    const length = daysBetween(h.data.startDate, h.data.endDate);
    return occurrenceStarts(
      { date: h.data.startDate, time: null },
      h.data.rrule,
      addDays(from, -length),
      to,
    ).map((o) => ({ holiday: h, from: o.date, to: addDays(o.date, length) }));
  });
}

/**
 * Who has the children on each day of [from, to], by precedence: days given by an accepted change,
 * then a holiday, then the pattern (the newest of each wins). Null where nothing says.
 */
export function custodyByDay(state: ScheduleState, from: string, to: string): Map<string, Custody | null> {
  const spans = holidaySpans(state, from, to);
  const out = new Map<string, Custody | null>();
  for (const date of eachDate(from, to)) {
    let decided: Custody | null = null;
    let order = -1;
    for (const d of state.days) {
      const day = d.data.days.find((x) => x.date === date);
      if (day && d.order > order) {
        order = d.order;
        decided = {
          parentId: day.parentId,
          parentName: day.parentName,
          source: 'days',
          itemId: d.id,
          holiday: null,
        };
      }
    }
    if (!decided) {
      for (const s of spans) {
        if (date >= s.from && date <= s.to && s.holiday.order > order) {
          order = s.holiday.order;
          const h = s.holiday.data;
          decided = {
            parentId: h.parentId,
            parentName: h.parentName,
            source: 'holiday',
            itemId: s.holiday.id,
            holiday: h.title,
          };
        }
      }
    }
    if (!decided) {
      const p = patternOn(state, date);
      const parentId = p ? patternParentOn(p.data, date) : null;
      if (p && parentId) {
        const parentName =
          parentId === p.data.firstParentId ? p.data.firstParentName : p.data.secondParentName;
        decided = { parentId, parentName, source: 'pattern', itemId: p.id, holiday: null };
      }
    }
    out.set(date, decided);
  }
  return out;
}

export interface Handover {
  date: string;
  time: string;
  timeZone: string;
  /** The instant, for feeds and for showing it in the reader's own zone. */
  at: number;
  place: string;
  fromId: string;
  fromName: string;
  toId: string;
  toName: string;
}

/**
 * Where the children change hands in [from, to]: each day whose parent differs from the day before,
 * at the handover time and place of the pattern in force that day (the newest pattern otherwise).
 */
export function handovers(state: ScheduleState, from: string, to: string): Handover[] {
  const custody = custodyByDay(state, addDays(from, -1), to);
  const out: Handover[] = [];
  let previous = custody.get(addDays(from, -1)) ?? null;
  for (const date of eachDate(from, to)) {
    const today = custody.get(date) ?? null;
    if (previous && today && previous.parentId !== today.parentId) {
      const pattern = patternOn(state, date) ?? state.patterns.at(-1) ?? null;
      if (pattern) {
        const { handoverTime, handoverPlace, timeZone } = pattern.data;
        out.push({
          date,
          time: handoverTime,
          timeZone,
          at: dateTimeToInstant(date, handoverTime, timeZone),
          place: handoverPlace,
          fromId: previous.parentId,
          fromName: previous.parentName,
          toId: today.parentId,
          toName: today.parentName,
        });
      }
    }
    previous = today;
  }
  return out;
}

export interface Occurrence {
  eventId: string;
  title: string;
  allDay: boolean;
  /** Wall-clock dates and times in the event's time zone. */
  startDate: string;
  startTime: string | null;
  endDate: string;
  endTime: string | null;
  timeZone: string;
  /** Instants for timed events (null for all-day ones). */
  startAt: number | null;
  endAt: number | null;
  location: string;
  notes: string;
  repeats: boolean;
}

/** Every occurrence of every event that touches a day in [from, to] (on its own clock). */
export function occurrences(state: ScheduleState, from: string, to: string): Occurrence[] {
  const out: Occurrence[] = [];
  for (const e of state.events) {
    const d = e.data;
    const length = daysBetween(d.startDate, d.endDate);
    for (const start of occurrenceStarts(
      { date: d.startDate, time: d.startTime },
      d.rrule,
      addDays(from, -length),
      to,
    )) {
      const endDate = addDays(start.date, length);
      out.push({
        eventId: e.id,
        title: d.title,
        allDay: d.allDay,
        startDate: start.date,
        startTime: start.time,
        endDate,
        endTime: d.endTime,
        timeZone: d.timeZone,
        startAt: start.time ? dateTimeToInstant(start.date, start.time, d.timeZone) : null,
        endAt: d.endTime ? dateTimeToInstant(endDate, d.endTime, d.timeZone) : null,
        location: d.location,
        notes: d.notes,
        repeats: d.rrule !== null,
      });
    }
  }
  return out.sort((a, b) =>
    (a.startDate + (a.startTime ?? '')).localeCompare(b.startDate + (b.startTime ?? '')),
  );
}
