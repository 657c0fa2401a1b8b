import { describe, expect, it } from 'vitest';
import type { PatternData, ScheduleItem } from '../schemas/schedule';
import { custodyByDay, handovers, occurrences, scheduleState } from './calendar';
import { eachDate } from './dates';
import { describeChange } from './describe';

const MAYA = '00000000-0000-4000-8000-00000000000a';
const SAM = '00000000-0000-4000-8000-00000000000b';
let n = 0;
const item = (kind: ScheduleItem['kind'], data: unknown): ScheduleItem =>
  ({
    id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    kind,
    data,
    authorId: MAYA,
    requestId: null,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
  }) as ScheduleItem;

const pattern = (over: Partial<PatternData> = {}): PatternData => ({
  preset: 'week_on_week_off',
  startDate: '2026-03-02',
  firstParentId: MAYA,
  firstParentName: 'Maya Lopez',
  secondParentId: SAM,
  secondParentName: 'Sam Lopez',
  handoverTime: '18:00',
  handoverPlace: 'School gate',
  timeZone: 'Europe/London',
  ...over,
});

/** 'M' or 'S' (or '.') for each day of the range: the custody strip a person would see. */
function strip(items: ScheduleItem[], from: string, to: string): string {
  const custody = custodyByDay(scheduleState(items), from, to);
  return eachDate(from, to)
    .map((d) => ({ [MAYA]: 'M', [SAM]: 'S' })[custody.get(d)?.parentId ?? ''] ?? '.')
    .join('');
}

describe('custody patterns', () => {
  it('week on, week off: seven days each from the start date, nothing before it', () => {
    expect(strip([item('pattern', pattern())], '2026-02-28', '2026-03-29')).toBe(
      '..MMMMMMMSSSSSSSMMMMMMMSSSSSSS',
    );
  });

  it('2-2-3: two, two, three, then the other way round', () => {
    expect(strip([item('pattern', pattern({ preset: 'two_two_three' }))], '2026-03-02', '2026-03-29')).toBe(
      'MMSSMMMSSMMSSSMMSSMMMSSMMSSS',
    );
  });

  it('every other weekend: Friday to Sunday with the second parent, from the first Friday', () => {
    // 2 March 2026 is a Monday; the first Friday is the 6th.
    expect(
      strip([item('pattern', pattern({ preset: 'every_other_weekend' }))], '2026-03-02', '2026-03-29'),
    ).toBe('MMMMSSSMMMMMMMMMMMSSSMMMMMMM');
  });

  it('a newer pattern decides the days from its own start date; earlier days keep the old one', () => {
    const items = [
      item('pattern', pattern()),
      item('pattern', pattern({ startDate: '2026-03-16', firstParentId: SAM, secondParentId: MAYA })),
    ];
    expect(strip(items, '2026-03-02', '2026-03-29')).toBe('MMMMMMMSSSSSSSSSSSSSSMMMMMMM');
  });

  it('hands over at 18:00 on the clock, across the change to summer time', () => {
    const state = scheduleState([item('pattern', pattern({ startDate: '2026-03-16' }))]);
    const found = handovers(state, '2026-03-17', '2026-04-06');
    expect(found.map((h) => [h.date, h.time, new Date(h.at).toISOString(), h.toName])).toEqual([
      ['2026-03-23', '18:00', '2026-03-23T18:00:00.000Z', 'Sam Lopez'],
      // London moved to BST on 29 March: the same 18:00 is an hour earlier in UTC.
      ['2026-03-30', '18:00', '2026-03-30T17:00:00.000Z', 'Maya Lopez'],
      ['2026-04-06', '18:00', '2026-04-06T17:00:00.000Z', 'Sam Lopez'],
    ]);
    expect(found[0].place).toBe('School gate');
  });

  it('places a handover in the pattern’s own zone (New York, across its 8 March change)', () => {
    const state = scheduleState([
      item(
        'pattern',
        pattern({ startDate: '2026-02-23', timeZone: 'America/New_York', handoverTime: '09:30' }),
      ),
    ]);
    expect(handovers(state, '2026-02-24', '2026-03-10').map((h) => new Date(h.at).toISOString())).toEqual([
      '2026-03-02T14:30:00.000Z',
      '2026-03-09T13:30:00.000Z',
    ]);
  });
});

describe('holidays and accepted changes', () => {
  it('a holiday overrides the pattern for its days, and a yearly one every year', () => {
    const items = [
      item('pattern', pattern({ startDate: '2026-01-05' })),
      item('holiday', {
        title: 'Christmas',
        startDate: '2026-12-24',
        endDate: '2026-12-26',
        parentId: SAM,
        parentName: 'Sam Lopez',
        rrule: 'FREQ=YEARLY',
      }),
    ];
    // Week of 21 Dec 2026 is Maya's under the pattern.
    expect(strip(items, '2026-12-21', '2026-12-27')).toBe('MMMSSSM');
    const state = scheduleState(items);
    expect(custodyByDay(state, '2027-12-25', '2027-12-25').get('2027-12-25')).toMatchObject({
      parentId: SAM,
      source: 'holiday',
      holiday: 'Christmas',
    });
  });

  it('an every-other-year holiday skips the years between', () => {
    const items = [
      item('pattern', pattern({ startDate: '2026-01-05' })),
      item('holiday', {
        title: 'New Year',
        startDate: '2026-01-07',
        endDate: '2026-01-07',
        parentId: SAM,
        parentName: 'Sam Lopez',
        rrule: 'FREQ=YEARLY;INTERVAL=2',
      }),
    ];
    const state = scheduleState(items);
    const on = (d: string) => custodyByDay(state, d, d).get(d)?.source;
    expect([on('2026-01-07'), on('2027-01-07'), on('2028-01-07')]).toEqual(['holiday', 'pattern', 'holiday']);
  });

  it('days given by an accepted change override holidays and the pattern; a cancellation undoes them', () => {
    const swap = item('days', {
      days: [
        { date: '2026-03-04', parentId: SAM, parentName: 'Sam Lopez' },
        { date: '2026-03-11', parentId: MAYA, parentName: 'Maya Lopez' },
      ],
    });
    const items = [item('pattern', pattern()), swap];
    expect(strip(items, '2026-03-02', '2026-03-15')).toBe('MMSMMMMSSMSSSS');
    const handed = handovers(scheduleState(items), '2026-03-03', '2026-03-05').map((h) => [h.date, h.toName]);
    expect(handed).toEqual([
      ['2026-03-04', 'Sam Lopez'],
      ['2026-03-05', 'Maya Lopez'],
    ]);
    const undone = [...items, item('cancel', { itemId: swap.id, what: 'the swap' })];
    expect(strip(undone, '2026-03-02', '2026-03-15')).toBe('MMMMMMMSSSSSSS');
  });
});

describe('events', () => {
  it('repeats weekly at the same wall-clock time through a daylight-saving change', () => {
    const state = scheduleState([
      item('event', {
        title: 'Swimming',
        allDay: false,
        startDate: '2026-03-24',
        startTime: '17:00',
        endDate: '2026-03-24',
        endTime: '18:00',
        timeZone: 'Europe/London',
        rrule: 'FREQ=WEEKLY;COUNT=3',
        location: 'Leisure centre',
        notes: '',
      }),
    ]);
    const found = occurrences(state, '2026-03-01', '2026-04-30');
    expect(found.map((o) => [o.startDate, o.startTime, new Date(o.startAt ?? 0).toISOString()])).toEqual([
      ['2026-03-24', '17:00', '2026-03-24T17:00:00.000Z'],
      ['2026-03-31', '17:00', '2026-03-31T16:00:00.000Z'],
      ['2026-04-07', '17:00', '2026-04-07T16:00:00.000Z'],
    ]);
  });

  it('an all-day event spanning days is found from any day it covers', () => {
    const state = scheduleState([
      item('event', {
        title: 'School trip',
        allDay: true,
        startDate: '2026-05-04',
        startTime: null,
        endDate: '2026-05-06',
        endTime: null,
        timeZone: 'Europe/London',
        rrule: null,
        location: '',
        notes: '',
      }),
    ]);
    expect(occurrences(state, '2026-05-06', '2026-05-10')).toHaveLength(1);
    expect(occurrences(state, '2026-05-07', '2026-05-10')).toHaveLength(0);
  });

  it('describes changes in fixed words for the record', () => {
    expect(describeChange({ kind: 'pattern', data: pattern() })).toBe(
      'week on, week off from Mon 2 Mar 2026 (Maya Lopez first, then Sam Lopez), handovers at 18:00 (Europe/London) at School gate',
    );
    expect(
      describeChange({
        kind: 'days',
        data: { days: [{ date: '2026-03-14', parentId: SAM, parentName: 'Sam Lopez' }] },
      }),
    ).toBe('Sat 14 Mar 2026 with Sam Lopez');
  });
});
