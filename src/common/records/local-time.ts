/**
 * Times as a reader expects them: in one named time zone, the day in words and the time on a 24-hour
 * clock to the second. The machine-readable record keeps ISO 8601 in UTC; these are for people (the
 * PDF export, the web's /verify page). The day is written out ("Tuesday, 3 November 2026") so it
 * cannot be misread as 11/03 or 03/11.
 */

const formatters = new Map<
  string,
  { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat; offset: Intl.DateTimeFormat }
>();

function formattersFor(timeZone: string) {
  let found = formatters.get(timeZone);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat('en-GB', {
        timeZone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
      time: new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
      offset: new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longOffset' }),
    };
    formatters.set(timeZone, found);
  }
  return found;
}

/** Whether the runtime knows this IANA time zone name ("Europe/London", "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** "Tuesday, 3 November 2026" in the zone. */
export function localDay(value: Date | string, timeZone: string): string {
  return formattersFor(timeZone).day.format(toDate(value));
}

/** "19:00:12" in the zone. */
export function localTime(value: Date | string, timeZone: string): string {
  return formattersFor(timeZone).time.format(toDate(value));
}

/** "Tuesday, 3 November 2026, 19:00:12" in the zone. */
export function localDateTime(value: Date | string, timeZone: string): string {
  return `${localDay(value, timeZone)}, ${localTime(value, timeZone)}`;
}

/** The zone's offset from UTC at that moment: "UTC+01:00", "UTC−05:00". */
export function utcOffset(value: Date | string, timeZone: string): string {
  const part = formattersFor(timeZone)
    .offset.formatToParts(toDate(value))
    .find((p) => p.type === 'timeZoneName');
  const offset = (part?.value ?? 'GMT').replace(/^GMT/, '');
  return `UTC${offset ? offset.replace('-', '−') : '+00:00'}`;
}

/**
 * The zone named once, with every offset it had over the given times, e.g. "Europe/London (UTC+00:00
 * or UTC+01:00, as daylight saving time changes)".
 */
export function describeTimeZone(timeZone: string, times: ReadonlyArray<Date | string>): string {
  const offsets = [...new Set(times.map((t) => utcOffset(t, timeZone)))];
  if (offsets.length === 0) return timeZone;
  return `${timeZone} (${offsets.join(' or ')}${offsets.length > 1 ? ', as daylight saving time changes' : ''})`;
}
