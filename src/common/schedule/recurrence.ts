import * as rrulePkg from 'rrule';
import { addDays, DATE_PATTERN } from './dates';

// rrule ships CommonJS for Node (whose namespace has it under `default`) and ES modules for bundlers
// (named exports only, no default): this finds RRule in both. Reflect.get, not `.default`: the bundler warns
// about a member the ES build does not export.
const rruleModule = (Reflect.get(rrulePkg, 'default') as typeof rrulePkg | undefined) ?? rrulePkg;
const { RRule } = rruleModule.RRule !== undefined ? rruleModule : rrulePkg;

/**
 * Recurrence as iCalendar writes it ("FREQ=WEEKLY;BYDAY=MO,WE"), expanded with `rrule` in floating
 * time: the rule runs over wall-clock dates and times as if they were UTC, and each occurrence is
 * placed in its time zone afterwards (zoned-time.ts). That is how a weekly 18:00 stays at 18:00 on the
 * clock through a daylight-saving change, which rrule's own time-zone support does not promise.
 */

/** The parts of a rule Parley accepts: enough for any family calendar, nothing that runs per second. */
const ALLOWED_PARTS = new Set([
  'FREQ',
  'INTERVAL',
  'COUNT',
  'UNTIL',
  'BYDAY',
  'BYMONTHDAY',
  'BYMONTH',
  'WKST',
]);
const ALLOWED_FREQ = new Set(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);
export const RRULE_MAX_LENGTH = 200;
/** Occurrences one expansion returns at most: a daily rule over the widest window stays far below. */
const MAX_OCCURRENCES = 2000;

/** Null when the rule is fine, else why not, in words the web shows. */
export function recurrenceProblem(rule: string): string | null {
  if (rule.length > RRULE_MAX_LENGTH) return `A repeat rule can be at most ${RRULE_MAX_LENGTH} characters`;
  const body = rule.replace(/^RRULE:/i, '');
  const parts = body.split(';').filter(Boolean);
  const names = parts.map((p) => p.split('=')[0]?.toUpperCase() ?? '');
  if (names.some((n) => !ALLOWED_PARTS.has(n)))
    return 'A repeat rule may use FREQ, INTERVAL, COUNT, UNTIL, BYDAY, BYMONTHDAY, BYMONTH and WKST only';
  const freq = parts
    .find((p) => p.toUpperCase().startsWith('FREQ='))
    ?.split('=')[1]
    ?.toUpperCase();
  if (!freq || !ALLOWED_FREQ.has(freq)) return 'A repeat rule needs FREQ=DAILY, WEEKLY, MONTHLY or YEARLY';
  try {
    const options = RRule.parseString(body);
    if (options.interval !== undefined && (options.interval < 1 || options.interval > 99))
      return 'A repeat interval must be between 1 and 99';
    if (options.count !== undefined && options.count !== null && (options.count < 1 || options.count > 999))
      return 'A repeat count must be between 1 and 999';
    new RRule({ ...options, dtstart: new Date(Date.UTC(2026, 0, 1)) }).all((_, i) => i < 1);
  } catch {
    return 'This repeat rule cannot be read';
  }
  return null;
}

/** The rule in the one spelling Parley stores: upper case, no "RRULE:" prefix. */
export function normalizeRecurrence(rule: string): string {
  return rule
    .replace(/^RRULE:/i, '')
    .trim()
    .toUpperCase();
}

/** Wall-clock start as floating UTC. */
function floating(date: string, time: string | null): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [h, mi] = (time ?? '00:00').split(':').map(Number);
  return new Date(Date.UTC(y, m - 1, d, h, mi));
}

function unfloat(value: Date): { date: string; time: string } {
  const iso = value.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * The wall-clock starts of a (possibly repeating) item whose start date falls within [from, to],
 * both plain dates included, oldest first. Without a rule: the item itself, if it starts in range.
 */
export function occurrenceStarts(
  start: { date: string; time: string | null },
  rule: string | null,
  from: string,
  to: string,
): Array<{ date: string; time: string | null }> {
  if (!DATE_PATTERN.test(from) || !DATE_PATTERN.test(to) || from > to) return [];
  if (!rule) return start.date >= from && start.date <= to ? [start] : [];
  const options = RRule.parseString(normalizeRecurrence(rule));
  const recurrence = new RRule({ ...options, dtstart: floating(start.date, start.time) });
  const windowStart = floating(from, null);
  const windowEnd = floating(addDays(to, 1), null);
  const found: Date[] = [];
  recurrence.all((date) => {
    if (date >= windowEnd || found.length >= MAX_OCCURRENCES) return false;
    if (date >= windowStart) found.push(date);
    return true;
  });
  return found.map((date) => {
    const wall = unfloat(date);
    return { date: wall.date, time: start.time === null ? null : wall.time };
  });
}

const FREQ_WORDS: Record<string, [string, string]> = {
  DAILY: ['day', 'days'],
  WEEKLY: ['week', 'weeks'],
  MONTHLY: ['month', 'months'],
  YEARLY: ['year', 'years'],
};
const DAY_WORDS: Record<string, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

/**
 * 'every week on Monday and Wednesday', 'every 2 years': a fixed English phrase (it goes into record
 * sentences, which must read the same everywhere), with the raw rule as the fallback.
 */
export function describeRecurrence(rule: string): string {
  const parts = new Map(
    normalizeRecurrence(rule)
      .split(';')
      .filter(Boolean)
      .map((p) => p.split('=') as [string, string]),
  );
  const words = FREQ_WORDS[parts.get('FREQ') ?? ''];
  if (!words) return `repeating (${rule})`;
  const interval = Number(parts.get('INTERVAL') ?? '1');
  let phrase = interval > 1 ? `every ${interval} ${words[1]}` : `every ${words[0]}`;
  const days = parts.get('BYDAY');
  if (days) {
    const named = days.split(',').map((d) => DAY_WORDS[d.replace(/^[+-]?\d+/, '')] ?? d);
    phrase += ` on ${named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : named[0]}`;
  }
  const count = parts.get('COUNT');
  if (count) phrase += `, ${count} times`;
  const until = parts.get('UNTIL');
  if (until && /^\d{8}/.test(until))
    phrase += `, until ${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}`;
  return phrase;
}
