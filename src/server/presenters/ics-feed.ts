import ical, { type ICalCalendar } from 'ical-generator';
import { PRODUCT_NAME } from '../../common/constants';
import { custodyByDay, handovers, occurrences, scheduleState } from '../../common/schedule/calendar';
import { addDays } from '../../common/schedule/dates';
import type { ScheduleView } from '../../common/schemas/schedule';
import { vtimezone } from './ics-timezone';

/** What a subscribed calendar shows: from two months back to a year ahead, read again every hour. */
export const FEED_DAYS_BACK = 60;
export const FEED_DAYS_AHEAD = 365;
const HANDOVER_MINUTES = 30;

export interface FeedCalendar {
  conversationId: string;
  title: string;
  view: ScheduleView;
}

/** A date as an all-day value: midnight UTC, which ical-generator writes as the date alone. */
const dayValue = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * A wall-clock time for an entry written with its zone (TZID): ical-generator writes such a Date's UTC
 * fields as the local time, so the wall clock goes in as if it were UTC.
 */
const wallClock = (date: string, time: string) => new Date(`${date}T${time}:00Z`);

/**
 * A person's calendars as one iCalendar (RFC 5545) document: each conversation's events (repeating
 * ones expanded, cancelled ones gone), who has the children (one all-day block per stretch with the
 * same parent) and the handovers. Every entry's UID is stable, so a calendar app updates what it has
 * instead of adding copies. Timed entries keep their own clock: written as local time with their zone
 * (TZID) and a VTIMEZONE for each zone, so a 17:00 handover stays 17:00 across a daylight-saving
 * change on any phone; all-day entries are dates alone.
 */
export function renderIcsFeed(calendars: readonly FeedCalendar[], today: string): string {
  const from = addDays(today, -FEED_DAYS_BACK);
  const to = addDays(today, FEED_DAYS_AHEAD);
  // Every change of offset the feed's entries can meet, with a day's margin either side.
  const [fromMs, toMs] = [dayValue(addDays(from, -1)).getTime(), dayValue(addDays(to, 2)).getTime()];
  const cal = ical({
    name: PRODUCT_NAME,
    prodId: { company: PRODUCT_NAME, product: 'schedule' },
    ttl: 3600,
    // No calendar-wide zone: each entry names its own, and one VTIMEZONE is written per zone named.
    timezone: { name: null, generator: (zone) => vtimezone(zone, fromMs, toMs) },
  });
  for (const { conversationId, title, view } of calendars) {
    const state = scheduleState(view.items);
    const uid = (what: string) => `${what}.${conversationId}@parley`;
    for (const o of occurrences(state, from, to)) {
      cal.createEvent({
        id: uid(`event.${o.eventId}.${o.startDate}`),
        summary: `${o.title} (${title})`,
        location: o.location || null,
        description: o.notes || null,
        ...(o.allDay || o.startAt === null || o.endAt === null
          ? { allDay: true, start: dayValue(o.startDate), end: dayValue(addDays(o.endDate, 1)) }
          : {
              start: wallClock(o.startDate, o.startTime ?? '00:00'),
              end: wallClock(o.endDate, o.endTime ?? '00:00'),
              timezone: o.timeZone,
            }),
      });
    }
    addCustodyBlocks(cal, [...custodyByDay(state, from, to)], title, uid);
    for (const h of handovers(state, from, to)) {
      cal.createEvent({
        id: uid(`handover.${h.date}`),
        summary: `Handover: ${h.fromName} to ${h.toName} (${title})`,
        location: h.place || null,
        start: wallClock(h.date, h.time),
        end: new Date(wallClock(h.date, h.time).getTime() + HANDOVER_MINUTES * 60_000),
        timezone: h.timeZone,
      });
    }
  }
  return cal.toString();
}

/** Consecutive days with the same parent become one all-day entry. */
function addCustodyBlocks(
  cal: ICalCalendar,
  days: ReadonlyArray<[string, { parentId: string; parentName: string } | null]>,
  title: string,
  uid: (what: string) => string,
): void {
  let block: { start: string; end: string; parentId: string; parentName: string } | null = null;
  const close = () => {
    if (!block) return;
    cal.createEvent({
      id: uid(`custody.${block.start}.${block.parentId}`),
      summary: `With ${block.parentName} (${title})`,
      allDay: true,
      start: dayValue(block.start),
      end: dayValue(addDays(block.end, 1)),
    });
    block = null;
  };
  for (const [date, custody] of days) {
    if (block && custody && custody.parentId === block.parentId && addDays(block.end, 1) === date) {
      block.end = date;
      continue;
    }
    close();
    if (custody)
      block = { start: date, end: date, parentId: custody.parentId, parentName: custody.parentName };
  }
  close();
}
