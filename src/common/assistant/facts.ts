/**
 * Facts a message carries (times, dates, amounts, places, names, counts), so replies and summaries can repeat
 * them and the output check can refuse a rewrite that loses one.
 */
import { countsIn } from './fact-counts';
import { commonWord, habitualCapitals, namesIn } from './fact-names';

const TIME = /\b(?:\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}:\d{2}|noon|midnight)\b/gi;
const DAY =
  /\b(?:today|tonight|tomorrow|yesterday|this (?:morning|afternoon|evening|weekend)|next (?:week|weekend|month)|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.? \d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)? of (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\d{4}-\d{2}-\d{2}|(?<=\bthe )\d{1,2}(?:st|nd|rd|th))\b/gi;
const AMOUNT =
  /(?:[$€£¥]\s?\d+(?:,\d{3})*(?:\.\d+)?(?:\s?(?:k|m|bn))?|\b\d+(?:,\d{3})*(?:\.\d+)?\s?(?:dollars|euros|pounds|bucks|usd|eur|gbp|percent|%))/gi;
const PLACE = /\b(?:at|to|from|in|near)\s+(?:the\s+)?((?:[A-Z][\w'’-]+\s?){1,3})/g;

function uniq(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((x) => {
    const k = x.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export interface Facts {
  times: string[];
  days: string[];
  amounts: string[];
  places: string[];
  /** People named, lower-case ones too ("tell dan", "jess's bday"): fact-names.ts. */
  names: string[];
  /** Counts in words tied to what they count ("two weeks", "three kids"), never hyperbole: fact-counts.ts. */
  counts: string[];
}

/** How many facts of every kind `facts` holds. */
export const factCount = (f: Facts): number =>
  f.times.length + f.days.length + f.amounts.length + f.places.length + f.names.length + f.counts.length;

/** The facts of `text`; `context`, the whole message when `text` is one of its sentences, tells its names. */
export function extractFacts(text: string, context = text): Facts {
  const places: string[] = [];
  // In a message of habitual capitals, "from Moving my Stapler" names no place: a place has a word that is no common one.
  const habitual = habitualCapitals(context);
  for (const m of text.matchAll(PLACE)) {
    const p = m[1]!.trim();
    if (habitual && p.split(/\s+/).every(commonWord)) continue;
    if (
      !/^(?:I|The|A|An|This|That|My|Your|Our|Their|His|Her|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/.test(
        p,
      )
    )
      places.push(p);
  }
  return {
    times: uniq(text.match(TIME) ?? []),
    days: uniq(text.match(DAY) ?? []),
    amounts: uniq(text.match(AMOUNT) ?? []),
    places: uniq(places),
    names: namesIn(text, context),
    counts: uniq(countsIn(text)),
  };
}

/** "5pm on Friday at the school" style phrase from the facts, or '' when there are none. */
export function whenWhere(f: Facts): string {
  const parts: string[] = [];
  if (f.times[0]) parts.push(f.times[0]);
  if (f.days[0])
    parts.push(
      `${/^(?:today|tonight|tomorrow|yesterday|this|next)/i.test(f.days[0]) ? '' : 'on '}${f.days[0]}`,
    );
  if (f.places[0]) parts.push(`at ${f.places[0]}`);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
