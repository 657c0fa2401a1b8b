/**
 * The parts the composer's helpers cut a jab out of a sentence with, in one place: the words that only add
 * heat, where a sentence's clauses meet, and what cutting a jab out took away, by what the sentence was for.
 * calm-finish.ts, calm-fact.ts, calm-trim.ts, calm-recheck.ts and calm-compose.ts read them here, so a word
 * or a seam added for one is known to all.
 */
import type { Purpose } from './purpose';
import type { FindingKind } from './rule';
import { alternation } from './text';

/**
 * The heat words that aim a sentence at the reader: each says the reader has failed before (calm-aim.ts). Plain
 * "again" is left out on purpose: "You forgot the permission slip again." is a complaint said plainly, not an aim.
 */
export const AIM_HEAT_WORDS: readonly string[] = [
  ...[
    'for once in your life',
    'for once in ur life',
    'for once',
    'this time',
    'yet again',
    'once again',
    'once more',
    'as usual',
    'like usual',
    'as always',
  ],
  ...['like always', 'like last time', 'apparently', 'evidently', 'clearly', 'obviously', 'actually', 'even'],
];
/**
 * Words that only add heat ("apparently", "smh"): no fact, request or plan goes with them. "Again" is not one: that it
 * keeps happening is the complaint (blind readers called "Late." for "Late. Again." the point erased), so "yet again"
 * and "once again" keep it as a plain "again".
 */
const REPEATED_AGAIN = /,\s*(?:yet|once)\s+again\s*,(?=\s)|\b(?:yet|once)\s+again\b/gi;
/** "AGAIN" shouted, or an older writer's "Again" inside a sentence, said plainly. */
const SHOUTED_AGAIN = /(?<=[\p{L},]\s+)(?:AGAIN|Again)\b/gu;
const HEAT_WORDS = [
  ...AIM_HEAT_WORDS.filter((w) => !/again$/.test(w)),
  ...['for a change', 'for the last time', 'already', 'of course', 'seriously', 'honestly'],
  ...['frankly', 'literally', 'really', 'ever', 'just', 'simply', 'finally', 'suddenly', 'at least'],
  ...['at all', 'whatsoever', 'right now', 'ffs', 'smh', 'lol', 'lmao', 'lmfao', 'ngl', 'tbh', 'bruh', 'bro'],
  ...['dude', 'wow', 'ugh', 'omg'],
  ...['god', 'christ', 'pete', 'heaven'].flatMap((n) => [`for ${n}'s sake`, `for ${n}s sake`]),
];
/** A heat word standing alone, with the space or comma before it (the comma is put back: it may be a clause's). */
const HEAT = new RegExp(String.raw`(?:^|[\s,])(?:${alternation(HEAT_WORDS)})(?=[\s,.!?;:]|$)`, 'gi');

/**
 * The text without its heat words; one set off by commas goes with both ("I write, yet again, regarding" ->
 * "I write regarding"), and no comma is left at either end or before a closing mark.
 */
/** A mild swear word as a noun's intensifier ("your bloody music"), not a description ("a bloody nose"). */
const INTENSIFIER =
  /\b(your|ur|his|her|their|my|the|this|that|these|those)\s+(?:bloody|freaking|frigging|flipping|effing)\s+(?=\p{L})/giu;

/**
 * "Apparently my time doesn't matter.": opening the sentence, "apparently" is what makes the rest sarcasm, and
 * without it the sentence asserts what the sender denies; it is not taken out there (readers of blind rounds 35 and
 * 39 called such cuts the meaning flipped).
 */
const OPENING_APPARENTLY = /^(\W*)((?:apparently|evidently|clearly|obviously)\b,?)/i;

export function withoutHeat(text: string): string {
  const opening = OPENING_APPARENTLY.exec(text);
  if (opening) {
    const rest = withoutHeat(text.slice(opening[0].length));
    return `${opening[1]}${opening[2]}${/^[.!?;:]/.test(rest) ? '' : ' '}${rest}`.trim();
  }
  return text
    .replace(REPEATED_AGAIN, (m) => (m.startsWith(',') ? ' again' : 'again'))
    .replace(SHOUTED_AGAIN, 'again')
    .replace(INTENSIFIER, '$1 ')
    .replace(HEAT, (m) => (m.startsWith(',') ? ',' : ' '))
    .replace(/,\s*,/g, ' ')
    .replace(/\s+([,;:.!?])/g, '$1')
    .replace(/,+(?=[.!?]|$)/g, '')
    .replace(/^[\s,;:]+/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** A comma, semicolon, colon or dash between clauses (a hyphen only with spaces round it: "12-hour" is a word). */
const PUNCT = String.raw`\s*[,;:—–]\s+|\s+-\s+`;
/** A reason or a comparison, where a jab most often trails a point ("since apparently ...", "as if ..."). */
const REASON = [
  'since',
  'because',
  'bc',
  'cuz',
  'instead of',
  'as if',
  'like always',
  'as usual',
  'as always',
];
/**
 * A contrast, a condition or an ultimatum's turn: a clause of its own whatever follows it ("Pay me back by Friday
 * or else", "otherwise don't bother").
 */
const CONTRAST = ['while', 'but', 'unless', 'although', 'though', 'even though', 'or else', 'otherwise'];
/** A conjunction that opens a clause only with a subject after it ("and you forgot", not "Tom and Ann"). */
const JOINING = ['and', 'or', 'so', 'like'];
/**
 * What opens a clause after such a conjunction: a subject (or "why", "but why start now"), or a negative command
 * ("Pick up Emma at 5 or don't bother coming home").
 */
const SUBJECT = [
  ...["don't", 'dont', 'do not', 'never'],
  ...['I', 'you', 'u', 'he', 'she', 'we', 'they', 'it', 'this', 'that', 'there', 'why', 'my', 'your', 'ur'],
  ...['his', 'her', 'our', 'their', 'the', 'some', 'nobody', 'no one', 'everyone', 'everybody'],
];
const JOINED = String.raw`(?:${alternation(JOINING)})\s+(?:${alternation(SUBJECT)})`;
const OPENER = String.raw`\s+(?=(?:${alternation([...REASON, ...CONTRAST])}|${JOINED})\b)`;

/**
 * Where a reason or a comparison opens, with its comma. A plain comma is no seam here: the part before it may be
 * the jab's own head ("Do whatever you want with the schedule, you will anyway.").
 */
export const REASON_SEAM = new RegExp(String.raw`,?\s+(?=(?:${alternation(REASON)})\b)`, 'i');
/** Punctuation between clauses alone. */
export const PUNCT_SEAM = new RegExp(PUNCT, 'g');
const OPENER_SEAM = new RegExp(OPENER, 'gi');

export interface Seam {
  start: number;
  end: number;
  /** A punctuation seam (a comma, a dash), not only a word that opens a clause. */
  punct: boolean;
}

/** Where the sentence's clauses meet: at punctuation, or before a word that opens a clause; none at either end. */
export function seamsOf(text: string): Seam[] {
  const found: Seam[] = [];
  for (const [re, punct] of [
    [PUNCT_SEAM, true],
    [OPENER_SEAM, false],
  ] as const) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (m[0].length === 0) re.lastIndex++;
      const at = { start: m.index, end: m.index + m[0].length, punct };
      if (at.start > 0 && at.end < text.length && !found.some((f) => f.start <= at.end && at.start <= f.end))
        found.push(at);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The sentence's clauses, split at `seamsOf` (or at `seam` alone), each with a letter or digit in it. */
export function clausesOf(text: string, seam?: RegExp): string[] {
  const parts: string[] = seam ? text.split(seam) : [];
  if (!seam) {
    let from = 0;
    for (const at of seamsOf(text)) {
      parts.push(text.slice(from, at.start));
      from = at.end;
    }
    parts.push(text.slice(from));
  }
  return parts.filter((c) => /[\p{L}\p{N}]/u.test(c));
}

const QUESTION_OPENER =
  /^\W*(?:(?:and|or|so|but)\s+)?(?:is|are|am|was|were|do|does|did|can|could|will|would|should|shall|may|might|have|has|had|why|what|when|where|who|whom|whose|which|how)\b/i;

/**
 * The mark a clause cut from a question ends with: a question mark only when it still opens like one ("I have
 * been a customer for 22 years?" is no question once "and this is how I am treated???" went).
 */
export function closingMark(clause: string, asked: boolean): '?' | '.' {
  return asked && QUESTION_OPENER.test(clause) ? '?' : '.';
}

/**
 * What cutting a jab out of a sentence, or dropping it whole, took away, by what the sentence was for. A cut
 * only removes the sender's words: it adds no "I" statement, request or feeling, so of the improvements list
 * (claims.ts) only "Dropped contemptuous remarks" can be true of a cut hostile question or guilt trip ("Turned
 * blame into an 'I' statement" and "Said how you feel" never hold). A verdict stays blame, which tone.ts reads as
 * frustrated rather than contemptuous (calm-compose.ts).
 */
const CUT_KINDS: Record<Purpose, FindingKind> = {
  sarcasm: 'sarcasm',
  insult: 'insult',
  threat: 'threat',
  verdict: 'blame',
  'hostile-question': 'contempt',
  guilt: 'contempt',
  // What is cut from the sender's own point is heat ("yet again", a jab tail): exasperation, read as frustrated.
  frame: 'exasperation',
  logistics: 'exasperation',
  request: 'exasperation',
  decision: 'exasperation',
  feeling: 'exasperation',
  question: 'exasperation',
};

/** The finding kind of a cut or a drop of a sentence read as `purpose`. */
export function cutKind(purpose: Purpose): FindingKind {
  return CUT_KINDS[purpose];
}

/**
 * Words of praise, thanks or mock surprise: in a plain form they are the sarcasm still there ("Bold of you to ...",
 * "how original", "so proud", "oh wait" revealing the thanks never came), and an emoji carries the tone the form is
 * meant to drop.
 */
const STILL_MOCKS =
  /\b(?:nice|great|thanks?|thx|lov(?:e|ed|ing)|lovely|wonderful|brilliant|perfect|amazing|awesome|fantastic|cool|sure|glad|bold|original|riveting|proud|surprised?|shocker|enjoy|bravo|well done|genius|classy|mature|fun|good|best|iconic|classic|typical|subtle|helpful|reliable|impressive|congrat\w*|imagine|must be|oh wait|how (?:original|nice|sweet|kind))\b|\p{Extended_Pictographic}/iu;

/** Whether a calm form still carries praise, thanks, mock surprise or an emoji: the jab it was meant to drop. */
export function stillMocks(text: string): boolean {
  return STILL_MOCKS.test(text);
}

/** Words before a quote that make it a report or a name ("she said 'fine'", "the word 'late'", "titled 'Home'"). */
const REPORTED = String.raw`(?:said|says|say|saying|called|calls|call|write|wrote|writes|text|texted|reply|replied|answered|asked|told|goes|went|like|typed|word|words|phrase|term|titled|named|marked|labelled|labeled|reads|read)`;
/** One to three words in scare quotes, single or double: "your 'expert' plumber", "you're "too busy"". */
const SCARE_QUOTES = new RegExp(
  String.raw`(?<!\b${REPORTED}:?\s*)(?<=^|[\s(])(?:'([\p{L}][\p{L}’-]*(?: [\p{L}][\p{L}’-]*){0,2})'|‘([^’\n]{1,30})’|"([\p{L}][\p{L}'’-]*(?: [\p{L}][\p{L}'’-]*){0,2})"|“([^”\n]{1,30})”)(?=[\s,.!?…;:)]|$)`,
  'giu',
);

/**
 * The quoted word said plainly: scare quotes mock what the reader claimed ("Your 'expert' plumber flooded my
 * kitchen" -> "Your expert plumber flooded my kitchen"), and the sarcasm goes with the marks. Reported words and
 * names stay quoted.
 */
export function withoutScareQuotes(text: string): string {
  return text.replace(SCARE_QUOTES, (_m, a?: string, b?: string, c?: string, d?: string) => {
    const inner = (a ?? b ?? c ?? d ?? '').trim();
    return inner.split(/\s+/).length <= 3 ? inner : _m;
  });
}
