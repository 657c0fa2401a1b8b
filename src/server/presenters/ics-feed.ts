import ical, { type ICalCalendar } from 'ical-generator';
import { PRODUCT_NAME } from '../../common/constants';
import { custodyByDay, handovers, occurrences, scheduleState } from '../../common/schedule/calendar';
import { addDays } from '../../common/schedule/dates';
import type { ScheduleView } from '../../common/schemas/schedule';

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
 * A person's calendars as one iCalendar (RFC 5545) document: each conversation's events (repeating
 * ones expanded, cancelled ones gone), who has the children (one all-day block per stretch with the
 * same parent) and the handovers. Every entry's UID is stable, so a calendar app updates what it has
 * instead of adding copies. Timed entries are written in UTC; apps show them on the phone's clock.
 */
export function renderIcsFeed(calendars: readonly FeedCalendar[], today: string): string {
  const from = addDays(today, -FEED_DAYS_BACK);
  const to = addDays(today, FEED_DAYS_AHEAD);
  const cal = ical({ name: PRODUCT_NAME, prodId: { company: PRODUCT_NAME, product: 'schedule' }, ttl: 3600 });
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
          : { start: new Date(o.startAt), end: new Date(o.endAt) }),
      });
    }
    addCustodyBlocks(cal, [...custodyByDay(state, from, to)], title, uid);
    for (const h of handovers(state, from, to)) {
      cal.createEvent({
        id: uid(`handover.${h.date}`),
        summary: `Handover: ${h.fromName} to ${h.toName} (${title})`,
        location: h.place || null,
        start: new Date(h.at),
        end: new Date(h.at + HANDOVER_MINUTES * 60_000),
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
