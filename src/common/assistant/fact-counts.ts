/**
 * Counts written in words and tied to what they count ("two weeks", "six years", "three kids", "four separate
 * calls"): facts as much as "2 weeks" is. Hyperbole is not a count: "a hundred times", "a million texts",
 * "twenty times" say "often", and the rules rightly drop them ("I've told you a hundred times").
 */
import { FUNCTION_WORDS } from './calm-vocabulary';

const SMALL = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const TEENS = ['thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const UNITS = ['one', ...SMALL.slice(0, 8)];
const NUMBER = `(?:${TENS.join('|')})(?:-(?:${UNITS.join('|')}))?|${[...TEENS, ...SMALL].join('|')}`;
/** The time spans "one" counts ("after one week"); "one plate", "the one thing" count nothing worth keeping. */
const SPAN = String.raw`(?:second|sec|minute|min|hour|hr|day|night|week|wk|weekend|month|year|yr)`;
/** A number word and the two words after it, read without taking them ("two or three times" holds "three times"). */
const COUNT = new RegExp(
  String.raw`\b(?:(${NUMBER})(?=\s+([\p{L}-]+)(?:\s+(\p{L}+))?)|one\s+${SPAN}s?\b)`,
  'giu',
);
/** Words that may stand between a count and what it counts ("two whole weeks", "four separate calls"). */
const BETWEEN = new Set([
  'more',
  'whole',
  'full',
  'other',
  'extra',
  'long',
  'separate',
  'different',
  'straight',
]);
const BIG = /^(?:hundred|thousand|million|billion|trillion|zillion|gazillion|bazillion|dozen)s?$/i;
const MONEY = /^(?:dollars|euros|pounds|bucks|quid|cents)$/i;
const PLURALS = new Set([
  'people',
  'children',
  'kids',
  'men',
  'women',
  'feet',
  'teeth',
  'mins',
  'hrs',
  'wks',
  'yrs',
]);
/** "Times" is counted for real up to a handful; beyond, it is how often it felt ("twenty times"). */
const MOST_TIMES = 10;
/**
 * How often the sender has already said it ("I have asked you four times", "per my last three emails") only says
 * they are tired of repeating it: the rules drop it (rules/rhetorical-contempt.ts `repeating`,
 * rules/formal-indignation.ts).
 */
const SAID_BEFORE =
  /\b(?:told|tell|telling|asked|asking|explained|explaining|said|saying|mentioned|reminded|reminding|warned|repeated|stated|written|wrote|requested|texted|called|emailed|messaged)\b[^.!?]{0,30}$|\bmy\s+(?:last|previous|past)\s+$/i;
const WHAT_WAS_SAID = /^(?:times|emails|messages|texts|reminders|calls|voicemails|requests|letters)$/i;

const VALUE: Readonly<Record<string, number>> = Object.fromEntries([
  ...[...UNITS.slice(0, 1), ...SMALL, ...TEENS].map((w, i) => [w, i + 1] as const),
  ...TENS.map((w, i) => [w, (i + 2) * 10] as const),
]);

function valueOf(number: string): number {
  const [tens, unit] = number.toLowerCase().split('-');
  return (VALUE[tens!] ?? 0) + (unit ? (VALUE[unit] ?? 0) : 0);
}

function countsWhat(noun: string): boolean {
  const lower = noun.toLowerCase();
  if (PLURALS.has(lower)) return true;
  return /[^s']s$/.test(lower) && lower.length > 2 && !FUNCTION_WORDS.has(lower);
}

/** The counts in words `text` holds, as written ("two weeks", "four separate calls"). */
export function countsIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(COUNT)) {
    if (!m[1]) {
      out.push(m[0]);
      continue;
    }
    const [, number, next, after] = m as unknown as [string, string, string, string | undefined];
    let said: string | null = null;
    if (countsWhat(next)) said = `${number} ${next}`;
    else if (after && (BETWEEN.has(next.toLowerCase()) || (BIG.test(next) && MONEY.test(after))))
      said = countsWhat(after) ? `${number} ${next} ${after}` : null;
    if (!said || (/\btimes$/i.test(said) && valueOf(number) > MOST_TIMES)) continue;
    const unit = said.split(' ').at(-1)!;
    if (WHAT_WAS_SAID.test(unit) && SAID_BEFORE.test(text.slice(Math.max(0, m.index - 60), m.index)))
      continue;
    out.push(said);
  }
  return out;
}

/** Whether `rewrite` still says the count, in words or in digits ("two weeks" or "2 weeks"). */
export function keepsCount(count: string, rewrite: string): boolean {
  const parts = count.toLowerCase().split(/\s+/);
  const number = parts[0]!;
  const noun = parts[parts.length - 1]!.replace(/s$/, '');
  const said = `(?:${number}|${valueOf(number)})`;
  return new RegExp(String.raw`\b${said}\s+(?:[\p{L}-]+\s+)?${noun}`, 'iu').test(rewrite);
}
