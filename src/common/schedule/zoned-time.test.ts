import { describe, expect, it } from 'vitest';
import { dateTimeToInstant, isValidTimeZone, timeInZone, zoneOffsetMs } from './zoned-time';

const iso = (ms: number) => new Date(ms).toISOString();

describe('wall-clock time in a time zone', () => {
  it('keeps 18:00 on the clock across the spring and autumn changes (London)', () => {
    expect(iso(dateTimeToInstant('2026-03-27', '18:00', 'Europe/London'))).toBe('2026-03-27T18:00:00.000Z');
    expect(iso(dateTimeToInstant('2026-03-30', '18:00', 'Europe/London'))).toBe('2026-03-30T17:00:00.000Z');
    expect(iso(dateTimeToInstant('2026-10-23', '18:00', 'Europe/London'))).toBe('2026-10-23T17:00:00.000Z');
    expect(iso(dateTimeToInstant('2026-10-26', '18:00', 'Europe/London'))).toBe('2026-10-26T18:00:00.000Z');
  });

  it('reads a skipped time with the offset before the gap, as iCalendar does (New York, 8 March 2026)', () => {
    const at = dateTimeToInstant('2026-03-08', '02:30', 'America/New_York');
    expect(iso(at)).toBe('2026-03-08T07:30:00.000Z');
    expect(timeInZone(at, 'America/New_York')).toBe('03:30');
  });

  it('reads a repeated time as its first occurrence (New York, 1 November 2026)', () => {
    expect(iso(dateTimeToInstant('2026-11-01', '01:30', 'America/New_York'))).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('handles zones east of UTC and half-hour offsets', () => {
    expect(iso(dateTimeToInstant('2026-01-15', '09:00', 'Asia/Kolkata'))).toBe('2026-01-15T03:30:00.000Z');
    // Sydney's clocks go back on 5 April 2026: 18:00 is +11 before, +10 after.
    expect(iso(dateTimeToInstant('2026-04-03', '18:00', 'Australia/Sydney'))).toBe(
      '2026-04-03T07:00:00.000Z',
    );
    expect(iso(dateTimeToInstant('2026-04-06', '18:00', 'Australia/Sydney'))).toBe(
      '2026-04-06T08:00:00.000Z',
    );
    expect(zoneOffsetMs(Date.UTC(2026, 6, 1), 'UTC')).toBe(0);
  });

  it('knows real zones from made-up ones', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});
