import { describe, expect, it } from 'vitest';
import type { ScheduleItem, ScheduleView } from '../../common/schemas/schedule';
import { renderIcsFeed } from './ics-feed';
import { offsetChanges } from './ics-timezone';

/** The feed keeps local time: across London's change to summer time (Sun 29 Mar 2026, 01:00 UTC). */

const base = { authorId: 'a', createdAt: '2026-03-01T00:00:00.000Z', requestId: null };
const event = (
  id: string,
  data: Partial<Extract<ScheduleItem, { kind: 'event' }>['data']>,
): ScheduleItem => ({
  ...base,
  kind: 'event',
  id,
  data: {
    title: 'Swimming',
    allDay: false,
    startDate: '2026-03-20',
    startTime: '17:00',
    endDate: '2026-03-20',
    endTime: '18:00',
    timeZone: 'Europe/London',
    rrule: 'FREQ=WEEKLY',
    location: '',
    notes: '',
    ...data,
  },
});
const view: ScheduleView = {
  conversationId: 'c1',
  requests: [],
  items: [
    event('e1', {}),
    event('e2', {
      title: 'Sports day',
      allDay: true,
      startTime: null,
      endTime: null,
      rrule: null,
      startDate: '2026-03-30',
      endDate: '2026-03-30',
    }),
    {
      ...base,
      kind: 'pattern',
      id: 'p1',
      data: {
        preset: 'week_on_week_off',
        startDate: '2026-03-16',
        firstParentId: 'a',
        firstParentName: 'Alice',
        secondParentId: 'b',
        secondParentName: 'Bob',
        handoverTime: '17:00',
        handoverPlace: 'School',
        timeZone: 'Europe/London',
      },
    },
  ],
};

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const ics = unfold(renderIcsFeed([{ conversationId: 'c1', title: 'Kids', view }], '2026-03-20'));

/** Each VEVENT's summary and DTSTART line. */
const events = [...ics.matchAll(/BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT/g)].map((m) => ({
  summary: /SUMMARY:(.*)/.exec(m[1])?.[1] ?? '',
  start: /DTSTART[;:](.*)/.exec(m[1])?.[1] ?? '',
}));

/** The instant a local time written with TZID=Europe/London means, read with the feed's own VTIMEZONE. */
function instantOf(local: string): number {
  const zone = /BEGIN:VTIMEZONE\r\nTZID:Europe\/London\r\n([\s\S]*?)END:VTIMEZONE/.exec(ics)?.[1] ?? '';
  const observances = [
    ...zone.matchAll(/DTSTART:(\d{8}T\d{6})\r\nTZOFFSETFROM:[+-]\d{4}\r\nTZOFFSETTO:([+-])(\d\d)(\d\d)/g),
  ]
    .map((m) => ({
      start: m[1],
      offset: (m[2] === '-' ? -1 : 1) * (Number(m[3]) * 60 + Number(m[4])) * 60_000,
    }))
    .sort((a, b) => a.start.localeCompare(b.start));
  const offset = observances.filter((o) => o.start <= local).at(-1)!.offset;
  const iso = `${local.slice(0, 4)}-${local.slice(4, 6)}-${local.slice(6, 11)}:${local.slice(11, 13)}:${local.slice(13)}Z`;
  return Date.parse(iso) - offset;
}

describe('the calendar feed keeps local time', () => {
  it('a weekly 17:00 event is 17:00 London time on both sides of the change to summer time', () => {
    const swims = events.filter((e) => e.summary.startsWith('Swimming')).map((e) => e.start);
    expect(swims).toContain('TZID=Europe/London:20260327T170000');
    expect(swims).toContain('TZID=Europe/London:20260403T170000');
    expect(new Date(instantOf('20260327T170000')).toISOString()).toBe('2026-03-27T17:00:00.000Z');
    expect(new Date(instantOf('20260403T170000')).toISOString()).toBe('2026-04-03T16:00:00.000Z');
    expect(ics).not.toMatch(/DTSTART:\d{8}T\d{6}Z/);
  });

  it('handovers keep their 17:00 too, and the zone is described once with its real changes', () => {
    const handovers = events.filter((e) => e.summary.startsWith('Handover')).map((e) => e.start);
    expect(handovers).toContain('TZID=Europe/London:20260323T170000');
    expect(handovers).toContain('TZID=Europe/London:20260330T170000');
    expect(ics.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
    expect(ics).toContain(
      'BEGIN:DAYLIGHT\r\nDTSTART:20260329T010000\r\nTZOFFSETFROM:+0000\r\nTZOFFSETTO:+0100\r\nEND:DAYLIGHT',
    );
    expect(ics).toContain(
      'BEGIN:STANDARD\r\nDTSTART:20261025T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0000\r\nEND:STANDARD',
    );
  });

  it('all-day entries stay dates alone', () => {
    expect(events.find((e) => e.summary.startsWith('Sports day'))?.start).toBe('VALUE=DATE:20260330');
    expect(events.find((e) => e.summary.startsWith('With Alice'))?.start).toMatch(/^VALUE=DATE:\d{8}$/);
  });

  it('finds the changes of a southern zone and none in a zone without them', () => {
    const from = Date.UTC(2026, 0, 1);
    const to = Date.UTC(2026, 11, 31);
    expect(offsetChanges('UTC', from, to)).toEqual([]);
    // Sydney: back to standard time on 5 Apr 2026 at 03:00 local (16:00 UTC the day before).
    expect(offsetChanges('Australia/Sydney', from, to)[0]).toMatchObject({
      at: Date.UTC(2026, 3, 4, 16),
      from: 11 * 3_600_000,
      to: 10 * 3_600_000,
    });
  });
});
