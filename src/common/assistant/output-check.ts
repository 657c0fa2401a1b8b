/**
 * The check every rewrite passes before anyone sees it. A rewrite is rejected when it
 *   - reads broken ('fragment'): a sentence ending in "like", "is", a preposition, an article or a
 *     conjunction, a dangling comma, a lone "Why."-style stub, an empty sentence, unbalanced quotes
 *     or brackets;
 *   - drops a fact ('lost-fact'): a name (lower-case ones too), time, date, amount, place, number or count in
 *     words ("two weeks", not hyperbole) the sender wrote (facts.ts);
 *   - drops the sender's point ('lost-point'): a request, a decision or a next step they said they will take,
 *     read clause by clause (output-lost-point.ts);
 *   - puts words in the sender's mouth ('added-words'): a content word they did not write and that is
 *     not in the small calm vocabulary (calm-vocabulary.ts);
 *   - still reads charged ('still-charged'): it still calls someone names or swears, or the learned
 *     score (charged-score.ts) still says so.
 * Each kind is read in its own file: output-fragment.ts, output-lost-fact.ts, output-lost-point.ts,
 * output-added-words.ts and output-still-charged.ts.
 * Sentences the rewrite kept exactly as the sender wrote them are theirs, so their own style is never
 * called a fragment. Pure and browser-safe; a few microseconds per message.
 *
 *   checkRewrite('Why the hell are you late?', 'Why.')  // { ok: false, reason: 'fragment', ... }
 *   checkRewrite('Be there at 5pm, idiot.', 'Could you be there at 5pm?')  // { ok: true }
 */
import { fragmentIn } from './output-fragment';
import { lostFact } from './output-lost-fact';
import { lostPoint } from './output-lost-point';
import { addedWords } from './output-added-words';
import { heatMarker, stillCharged } from './output-still-charged';

// Kept importable from here, where callers have always found them.
export { couldKeepNamesAndNumbers } from './output-lost-fact';
export { stem } from './output-added-words';
export { heatMarker } from './output-still-charged';

export type RejectReason = 'fragment' | 'lost-fact' | 'lost-point' | 'added-words' | 'still-charged';

export type CheckResult = { ok: true } | { ok: false; reason: RejectReason; detail: string };

export interface CheckOptions {
  /** More words the rewrite may add for this call (beyond the calm vocabulary); stemmed once per object, so not changed after. */
  allowWords?: Iterable<string>;
  /**
   * One score at or above which the rewrite still counts as charged. By default the engine's own decision:
   * any sentence at or above its stance's threshold (charged-score.ts `readsCharged`).
   */
  chargedThreshold?: number;
  /**
   * What 'still-charged' reads: the learned score (the default), or only the plain markers of heat (name-calling,
   * profanity, contempt emoji, sarcasm markers, mock praise, shouting, stacked marks): the test for a specific
   * rule's reviewed rewrite, which the score, trained on whole messages, often doubts ("I can't accept another lie.").
   */
  chargedBy?: 'score' | 'markers';
  /**
   * The whole message when `original` is one of its sentences: a name it capitalises elsewhere is a name here
   * ("Maya has practice. tell maya ...").
   */
  context?: string;
  /** Checks to leave out, e.g. 'still-charged' for a last-resort candidate judged by other means. */
  skip?: readonly RejectReason[];
}

export interface Problem {
  reason: RejectReason;
  detail: string;
}

/** Who is told of each check made (scripts/diagnose-unchanged.ts, to see which check refused what); none in use. */
type CheckObserver = (original: string, rewrite: string, options: CheckOptions, result: CheckResult) => void;
let observer: CheckObserver | null = null;

/** Tells `fn` of every check made from now on (null: no one); for diagnostic scripts, never the product. */
export function observeChecks(fn: CheckObserver | null): void {
  observer = fn;
}

/** The first problem found, in the order fragment, lost-fact, lost-point, added-words, still-charged. */
export function checkRewrite(original: string, rewrite: string, options: CheckOptions = {}): CheckResult {
  const problem = rewriteProblems(original, rewrite, options, true)[0];
  const result: CheckResult = problem ? { ok: false, ...problem } : { ok: true };
  observer?.(original, rewrite, options, result);
  return result;
}

/** Every problem the rewrite has (for reports that count each kind). */
export function rewriteProblems(
  original: string,
  rewrite: string,
  options: CheckOptions = {},
  firstOnly = false,
): Problem[] {
  const skip = new Set(options.skip ?? []);
  const out: Problem[] = [];
  for (const reason of REPORT_ORDER) {
    if (skip.has(reason)) continue;
    const detail = problemOf(reason, original, rewrite, options);
    if (detail !== null) {
      out.push({ reason, detail });
      if (firstOnly) break;
    }
  }
  return out;
}

/** The order problems are reported in (checkRewrite gives the first). */
const REPORT_ORDER: readonly RejectReason[] = [
  'fragment',
  'lost-fact',
  'lost-point',
  'added-words',
  'still-charged',
];

/**
 * The order `passesCheck` reads the checks in: the cheapest and likeliest to refuse first. Measured on the eval's
 * 1,000-character messages (scripts/EVAL-RESULTS.md, "cheapest first"): on a sentence, the reading of heat (the score's
 * or the markers') costs about 60 µs and makes a quarter of the refusals, the lost point and lost facts under 100 µs,
 * the fragment reader (compromise reads cut clauses) about 240 µs; on a whole message (the composed one, its calm
 * sentences alone, the last resort's lines) most refusals are a lost fact, and the score of a new 1,000-character text
 * costs 1.5 ms, like the fragment reader.
 */
const SENTENCE_ORDER: readonly RejectReason[] = [
  'still-charged',
  'lost-point',
  'lost-fact',
  'added-words',
  'fragment',
];
const MESSAGE_ORDER: readonly RejectReason[] = [
  'lost-fact',
  'lost-point',
  'added-words',
  'still-charged',
  'fragment',
];
/** A rewrite longer than this is read as a whole message for the order. */
const SENTENCE_LENGTH = 300;

/**
 * Whether the rewrite passes every check not skipped: always `checkRewrite(...).ok`, read cheapest-first and
 * stopping at the first refusal, for callers that only need the verdict (the composer checks a dozen candidates a
 * message). Each check is pure, so the order changes only the cost. With an observer, checkRewrite itself.
 */
export function passesCheck(original: string, rewrite: string, options: CheckOptions = {}): boolean {
  if (observer) return checkRewrite(original, rewrite, options).ok;
  const skip = options.skip ?? [];
  const order = original.length > SENTENCE_LENGTH ? MESSAGE_ORDER : SENTENCE_ORDER;
  for (const reason of order)
    if (!skip.includes(reason) && problemOf(reason, original, rewrite, options) !== null) return false;
  return true;
}

/** What one check finds wrong with the rewrite, or null. */
function problemOf(
  reason: RejectReason,
  original: string,
  rewrite: string,
  options: CheckOptions,
): string | null {
  switch (reason) {
    case 'fragment':
      return fragmentIn(original, rewrite);
    case 'lost-fact':
      return lostFact(original, rewrite, options.context);
    case 'lost-point':
      return lostPoint(original, rewrite);
    case 'added-words':
      return addedWords(original, rewrite, options.allowWords);
    case 'still-charged':
      return options.chargedBy === 'markers'
        ? heatMarker(rewrite, original)
        : stillCharged(rewrite, options.chargedThreshold, original);
  }
}
