/**
 * The check every rewrite passes before anyone sees it. A rewrite is rejected when it
 *   - reads broken ('fragment'): a sentence ending in "like", "is", a preposition, an article or a
 *     conjunction, a dangling comma, a lone "Why."-style stub, an empty sentence, unbalanced quotes
 *     or brackets;
 *   - drops a fact ('lost-fact'): a name (lower-case ones too), time, date, amount, place, number or count in
 *     words ("two weeks", not hyperbole) the sender wrote (facts.ts);
 *   - puts words in the sender's mouth ('added-words'): a content word they did not write and that is
 *     not in the small calm vocabulary (calm-vocabulary.ts);
 *   - still reads charged ('still-charged'): it still calls someone names or swears, or the learned
 *     score (charged-score.ts) still says so.
 * Sentences the rewrite kept exactly as the sender wrote them are theirs, so their own style is never
 * called a fragment. Pure and browser-safe; a few microseconds per message.
 *
 *   checkRewrite('Why the hell are you late?', 'Why.')  // { ok: false, reason: 'fragment', ... }
 *   checkRewrite('Be there at 5pm, idiot.', 'Could you be there at 5pm?')  // { ok: true }
 */
import { CALM_VOCABULARY, FUNCTION_WORDS, SHORTHAND_WORDS } from './calm-vocabulary';
import { messageChargedScore, readsCharged } from './charged-score';
import { NAME_CALLING } from './rules/name-calling';
import { PROFANITY_PATTERN } from './rules/profanity';
import { keepsCount } from './fact-counts';
import { extractFacts } from './facts';
import { isMockOnly } from './calm-point';
import { STRONG_SARCASM } from './rules/sarcasm';
import { splitSentences } from './text';
import { cached } from './call-cache';

export type RejectReason = 'fragment' | 'lost-fact' | 'added-words' | 'still-charged';

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

/** The first problem found, in the order fragment, lost-fact, added-words, still-charged. */
export function checkRewrite(original: string, rewrite: string, options: CheckOptions = {}): CheckResult {
  const problem = rewriteProblems(original, rewrite, options, true)[0];
  return problem ? { ok: false, ...problem } : { ok: true };
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
  const checks: Array<[RejectReason, () => string | null]> = [
    ['fragment', () => fragmentIn(original, rewrite)],
    ['lost-fact', () => lostFact(original, rewrite, options.context)],
    ['added-words', () => addedWords(original, rewrite, options.allowWords)],
    [
      'still-charged',
      () =>
        options.chargedBy === 'markers'
          ? heatMarker(rewrite, original)
          : stillCharged(rewrite, options.chargedThreshold),
    ],
  ];
  for (const [reason, find] of checks) {
    if (skip.has(reason)) continue;
    const detail = find();
    if (detail !== null) {
      out.push({ reason, detail });
      if (firstOnly) break;
    }
  }
  return out;
}

// ---------------------------------------------------------------- fragments

const ARTICLES = /^(?:a|an|the|my|your|his|her|our|their|its|this|these|those|every|each)$/;
const CONJUNCTIONS = /^(?:and|or|but|nor|because|although|unless|whereas|cuz|bc)$/;
/** Prepositions that cannot end a statement. Not "up", "out", "down", "off", "over", "back": particles ("pick her up"). */
const PREPOSITIONS =
  /^(?:to|of|with|for|from|at|by|about|into|onto|than|toward|towards|upon|via|within|against|among|between|during|despite|regarding|per)$/;
const COPULAS = /^(?:is|are|was|were|am|be)$/;
/** A wh-word earlier in the sentence lets it end in a stranded preposition or "is": "what it is about", "where he is". */
const WH_BEFORE = /\b(?:what|who|whom|where|which|how)\b/i;
/** Words after which a bare "to" is ordinary speech: "I'd like to.", "You never asked me to." */
const ELLIPTIC_TO =
  /\b(?:want|like|love|need|have|has|had|going|try|tried|ought|use|meant|mean|suppose|ask|promise|agree|plan|hope|got|forget|forgot|tell|told|expect|decide|refuse|offer|choose|chose|wish|prefer|deserve|manage|able|happy|glad|willing|free|allowed)(?:s|d|ed)?\s+(?:(?:me|you|him|her|them|us|it)\s+)?to$/i;
/** One-word sentences that are only a stub of a cut sentence when they end in "." or ",". */
const STUB_WORDS =
  /^(?:why|what|how|who|where|when|which|so|and|but|or|because|like|if|then|than|to|of|with|for|the|a|an|is|are|just|that)$/i;

function words(s: string): string[] {
  return s.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];
}

/** The reason one sentence (not kept from the original) reads broken, or null. */
function sentenceFragment(sentence: string): string | null {
  const text = sentence.trim();
  if (text === '') return null;
  if (!/[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(text)) return `an empty sentence ("${text}")`;
  if (/^[,;:]/.test(text)) return `a sentence starting with "${text[0]}" ("${text}")`;
  if (/,\s*$|,\s*[.!?]+["')\]]*\s*$|[,;:]\s*[.!?]/.test(text)) return `a dangling comma ("${text}")`;
  const ws = words(text);
  if (ws.length === 0) return null;
  const stop = /[.!?]+["')\]]*\s*$/.exec(text)?.[0] ?? '';
  const question = stop.includes('?');
  if (
    ws.length === 1 &&
    STUB_WORDS.test(ws[0]!) &&
    !(question && /^(?:why|what|how|who|where|when|which|so)$/.test(ws[0]!))
  )
    return `a one-word stub ("${text}")`;
  const last = ws[ws.length - 1]!;
  const beforeLast = text.replace(/[\p{L}\p{N}'’]+[^\p{L}\p{N}]*$/u, '');
  const stranded = WH_BEFORE.test(beforeLast);
  if (ARTICLES.test(last) && !(last === 'that' || last === 'this' || last === 'those' || last === 'these'))
    return `a sentence ending in "${last}" ("${text}")`;
  if (CONJUNCTIONS.test(last)) return `a sentence ending in "${last}" ("${text}")`;
  if (last === 'like' && !stranded) return `a sentence ending in "like" ("${text}")`;
  if (question) return null;
  if (COPULAS.test(last) && !stranded && !/\b(?:there|here)\s+\w+$/i.test(beforeLast.trim() + ' ' + last))
    return `a sentence ending in "${last}" ("${text}")`;
  if (PREPOSITIONS.test(last) && !stranded && !(last === 'to' && ELLIPTIC_TO.test(ws.slice(-3).join(' '))))
    return `a sentence ending in "${last}" ("${text}")`;
  return null;
}

const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['(', ')'],
  ['[', ']'],
  ['{', '}'],
  ['“', '”'],
];

function unbalanced(text: string): string | null {
  for (const [open, close] of PAIRS) {
    let depth = 0;
    for (const ch of text) {
      if (ch === open) depth++;
      else if (ch === close && --depth < 0) break;
    }
    if (depth !== 0) return `${open}${close}`;
  }
  if ((text.match(/"/g) ?? []).length % 2 === 1) return '""';
  return null;
}

function fragmentIn(original: string, rewrite: string): string | null {
  if (/[\p{L}\p{N}]/u.test(original) && !/[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(rewrite))
    return 'the rewrite is empty';
  // The composer checks many candidates against one original: what is read of it is read once (call-cache.ts).
  const kept = cached(
    'check-kept',
    original,
    () => new Set(splitSentences(original).map((s) => s.text.trim())),
  );
  for (const { text } of splitSentences(rewrite)) {
    if (kept.has(text.trim())) continue;
    const why = sentenceFragment(text);
    if (why) return why;
  }
  const pair = unbalanced(rewrite);
  if (pair && !unbalanced(original)) return `unbalanced ${pair} in "${rewrite}"`;
  const doubled = /\b(\p{L}+)\s+\1\b/iu.exec(rewrite);
  if (doubled && !new RegExp(`\\b${doubled[1]}\\s+${doubled[1]}\\b`, 'iu').test(original))
    return `a doubled word ("${doubled[0]}")`;
  return null;
}

// ---------------------------------------------------------------- facts

function normalize(s: string): string {
  return s
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/\b([ap])\.m\./g, '$1m')
    .replace(/\s+/g, ' ');
}

/** The facts a rewrite of `original` must keep, read once per call (call-cache.ts). */
function factsOf(original: string, context?: string) {
  return cached('check-facts', `${original}\u0000${context ?? ''}`, () => extractFacts(original, context));
}

function lostFact(original: string, rewrite: string, context?: string): string | null {
  const out = normalize(rewrite);
  // "Jess's party" keeps the name "Jess".
  const outWords = new Set(words(rewrite).flatMap((w) => [w, w.replace(/['’]s$/, '')]));
  const f = factsOf(original, context);
  for (const [kind, list] of [
    ['time', f.times],
    ['date', f.days],
    ['amount', f.amounts],
    ['place', f.places],
  ] as const) {
    for (const fact of list) {
      const want = normalize(fact).trim();
      if (!out.includes(want) && !out.replace(/ /g, '').includes(want.replace(/ /g, '')))
        return `the ${kind} "${fact}" is missing`;
    }
  }
  const outNumbers = new Set(rewrite.match(/\d+/g) ?? []);
  for (const n of original.match(/\d+/g) ?? []) if (!outNumbers.has(n)) return `the number "${n}" is missing`;
  for (const count of f.counts) if (!keepsCount(count, rewrite)) return `the count "${count}" is missing`;
  for (const name of f.names)
    if (!outWords.has(name.toLowerCase().replace(/[’]/g, "'")) && !outWords.has(name.toLowerCase()))
      return `the name "${name}" is missing`;
  return null;
}

/**
 * Whether a rewrite made only of pieces of `source` could keep every name and number of `original`: the lost-fact
 * check wants each number among the rewrite's and each name as one of its words, so one found nowhere in `source`
 * (or that is no word the check reads, such as "Memphis'") fails every such rewrite. Lets a caller skip building
 * candidates that could only be rejected.
 */
export function couldKeepNamesAndNumbers(original: string, source: string): boolean {
  const within = source.toLowerCase();
  if ((original.match(/\d+/g) ?? []).some((n) => !within.includes(n))) return false;
  return factsOf(original).names.every((name) =>
    [name.toLowerCase().replace(/[’]/g, "'"), name.toLowerCase()].some(
      (form) => within.includes(form) && words(form).join(' ') === form,
    ),
  );
}

// ---------------------------------------------------------------- added words

const IRREGULAR: Readonly<Record<string, string>> = {
  went: 'go',
  gone: 'go',
  goes: 'go',
  said: 'say',
  says: 'say',
  told: 'tell',
  made: 'make',
  got: 'get',
  gotten: 'get',
  took: 'take',
  taken: 'take',
  came: 'come',
  saw: 'see',
  seen: 'see',
  knew: 'know',
  known: 'know',
  thought: 'think',
  gave: 'give',
  given: 'give',
  found: 'find',
  left: 'leave',
  felt: 'feel',
  kept: 'keep',
  brought: 'bring',
  bought: 'buy',
  paid: 'pay',
  sent: 'send',
  spent: 'spend',
  forgot: 'forget',
  forgotten: 'forget',
  wrote: 'write',
  written: 'write',
  spoke: 'speak',
  spoken: 'speak',
  broke: 'break',
  broken: 'break',
  heard: 'hear',
  meant: 'mean',
  met: 'meet',
  lost: 'lose',
  held: 'hold',
  ran: 'run',
  sat: 'sit',
  stood: 'stand',
  understood: 'understand',
  began: 'begin',
  begun: 'begin',
  chose: 'choose',
  chosen: 'choose',
  drove: 'drive',
  driven: 'drive',
  ate: 'eat',
  eaten: 'eat',
  fell: 'fall',
  fallen: 'fall',
  won: 'win',
  wore: 'wear',
  worn: 'wear',
  slept: 'sleep',
  taught: 'teach',
  caught: 'catch',
  fought: 'fight',
  children: 'child',
  kids: 'kid',
  people: 'person',
  men: 'man',
  women: 'woman',
  "can't": 'can',
  cannot: 'can',
  "won't": 'will',
  "shan't": 'shall',
};

/** A light stem so "listening", "listens" and "listened" count as the sender's "listen". */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/’/g, "'");
  if (IRREGULAR[w]) return IRREGULAR[w];
  w = w.replace(/n't$/, '').replace(/'(?:s|re|ve|ll|d|m)$/, '');
  if (IRREGULAR[w]) return IRREGULAR[w];
  if (w.length > 4) {
    w = w
      .replace(/ies$|ied$/, 'y')
      .replace(/(?:ing|ed|es|ly|s)$/, '')
      .replace(/e$/, '');
    w = w.replace(/([^aeiouls])\1$/, '$1');
  }
  return w;
}

let sharedStems: Set<string> | undefined;
/** The stems every rewrite may use: grammar and the calm vocabulary. */
function freeStems(): Set<string> {
  sharedStems ??= new Set([...FUNCTION_WORDS, ...CALM_VOCABULARY].flatMap((w) => [w, stem(w)]));
  return sharedStems;
}

/** The stems of the sender's own words, shorthand spelled out ("ur" -> "your"). */
function ownStems(original: string): Set<string> {
  const own = new Set<string>();
  for (const w of words(original)) {
    own.add(stem(w));
    for (const spelled of SHORTHAND_WORDS[w] ?? []) own.add(stem(spelled));
  }
  return own;
}

/**
 * The stems of a caller's extra words. The composer passes one set of a message's words to every check of its
 * candidates: it is stemmed once per set (a set must not change once it has been passed).
 */
const extraStemsOf = new WeakMap<Iterable<string>, Set<string>>();
function extraStems(extra: Iterable<string> | undefined): Set<string> {
  if (!extra) return new Set();
  let stems = extraStemsOf.get(extra);
  if (!stems) extraStemsOf.set(extra, (stems = new Set([...extra].map(stem))));
  return stems;
}

function addedWords(original: string, rewrite: string, extra?: Iterable<string>): string | null {
  const free = freeStems();
  const own = cached('check-own', original, () => ownStems(original));
  const allowed = (w: string): boolean => {
    const lower = w.replace(/’/g, "'");
    const bare = lower.replace(/n't$/, '').replace(/'(?:s|re|ve|ll|d|m)$/, '');
    return /\d/.test(w) || free.has(lower) || free.has(bare) || free.has(stem(w)) || own.has(stem(w));
  };
  const allowedExtra = extraStems(extra);
  const added = words(rewrite).filter((w) => !allowed(w) && !allowedExtra.has(stem(w)));
  if (added.length === 0) return null;
  return `words the sender did not write: ${[...new Set(added)].map((w) => `"${w}"`).join(', ')}`;
}

// ---------------------------------------------------------------- still charged

function stillCharged(rewrite: string, threshold: number | undefined): string | null {
  if (!/[\p{L}\p{N}]/u.test(rewrite)) return null;
  // Name-calling and strong profanity are charged whatever the learned score says: the score is
  // trained on whole sentences, where a calm look-alike can pull a bare insult below its threshold.
  if (rewrite.search(NAME_CALLING) >= 0 || rewrite.search(PROFANITY_PATTERN) >= 0)
    return 'the rewrite still calls someone names or swears';
  if (threshold === undefined)
    return readsCharged(rewrite) ? 'a sentence of the rewrite still reads charged for its kind' : null;
  const score = messageChargedScore(rewrite);
  return score >= threshold
    ? `the rewrite still scores ${score.toFixed(2)} (charged at ${threshold.toFixed(2)})`
    : null;
}

const CONTEMPT_MARK =
  /[\u{1F480}\u{1F643}\u{1F44F}\u{1F644}\u{1F921}\u{1F612}\u{1F926}\u{1F595}\u{1F624}\u{1F620}\u{1F621}\u{1F92C}\u{1F971}]/u;
const SARCASM_MARK = new RegExp(String.raw`\b${STRONG_SARCASM}\b`, 'i');
const SHOUTED = /\b[A-Z]{2,}[A-Z'’]*\b(?:\W+\b[A-Z]{2,}[A-Z'’]*\b)+/;

/** The plain markers of heat a calm sentence never carries, whatever a score says. */
export function heatMarker(rewrite: string, original = ''): string | null {
  if (!/[\p{L}\p{N}]/u.test(rewrite)) return null;
  if (rewrite.search(NAME_CALLING) >= 0 || rewrite.search(PROFANITY_PATTERN) >= 0)
    return 'the rewrite still calls someone names or swears';
  if (CONTEMPT_MARK.test(rewrite)) return 'the rewrite keeps a contempt emoji';
  if (SARCASM_MARK.test(rewrite)) return 'the rewrite keeps a sarcasm marker';
  const shouted = SHOUTED.exec(rewrite);
  // Capitals the sender used for names or acronyms ("ER", "9AM") are theirs; two shouted words in a row are a raised voice.
  if (shouted && !original.includes(shouted[0])) return `the rewrite still shouts ("${shouted[0]}")`;
  const mock = splitSentences(rewrite).find((s) => isMockOnly(s.text));
  if (mock) return `the rewrite keeps mock praise ("${mock.text.trim()}")`;
  return null;
}
