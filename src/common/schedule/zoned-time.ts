/**
 * Wall-clock time in an IANA time zone, with the Intl API every browser and Node already carry (no
 * zone database to ship). A handover "every Friday at 18:00 in Europe/London" stays at 18:00 on the
 * clock across daylight-saving changes; its instant in UTC moves by the hour.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `timeZone` at `instant`, as fields. */
export function wallClockAt(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour === 24 ? 0 : parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/** The zone's offset from UTC at `instant`, in milliseconds (London in summer: +3,600,000). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const w = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const HALF_DAY = 12 * 3_600_000;

/**
 * The instant a wall-clock time in `timeZone` happens, as RFC 5545 (iCalendar) reads one that does
 * not exist or exists twice: a time inside the spring-forward gap is read with the offset before the
 * gap (02:30 on the day New York skips 02:00–03:00 is 03:30 EDT), and a time the autumn repeats is
 * its first occurrence (01:30 in New York on that day is 01:30 EDT).
 */
export function zonedToInstant(
  wall: { year: number; month: number; day: number; hour: number; minute: number },
  timeZone: string,
): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const before = zoneOffsetMs(asUtc - HALF_DAY, timeZone);
  const after = zoneOffsetMs(asUtc + HALF_DAY, timeZone);
  const fits = [before, after].filter((o) => zoneOffsetMs(asUtc - o, timeZone) === o);
  // Two readings (a repeated hour): the earlier instant. None (a skipped hour): the offset before it.
  if (fits.length === 0) return asUtc - before;
  return Math.min(...fits.map((o) => asUtc - o));
}

/** '2026-03-14' + '18:00' in a zone -> the instant. */
export function dateTimeToInstant(date: string, time: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return zonedToInstant({ year, month, day, hour, minute }, timeZone);
}

/** The calendar date at `instant` in `timeZone`, as '2026-03-14'. */
export function dateInZone(instant: number, timeZone: string): string {
  const w = wallClockAt(instant, timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** '18:00' at `instant` in `timeZone`. */
export function timeInZone(instant: number, timeZone: string): string {
  const w = wallClockAt(instant, timeZone);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
}
