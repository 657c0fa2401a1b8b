/**
 * Finding what makes a message charged: runs every rule over each sentence (quoted words masked) and
 * reports which kinds of charged language it found, together with the rewritten sentences.
 */
import { isNegative, MISHAP_RE, sparedGladSender } from './feeling';
import { PROFANITY_PATTERN } from './rules/profanity';
import { RULES } from './rules/order';
import { hasWeakSarcasm, STRONG_SARCASM } from './rules/sarcasm';
import { isPositive, isShouting, shoutingWords } from './rules/shouting';
import type { FindingKind, Rule, RuleContext } from './rule';
import { cached, withCallCache } from './call-cache';
import { expandTexting } from './texting';
import { composeCalm, FEELING_FALLBACK } from './calm-compose';
import { sincereThanks } from './calm-plain';
import { chargedSentenceIndexes } from './charged-score';
import {
  capitalizeFirst,
  hasContent,
  joinRebuilt,
  splitAtEmojiBreaks,
  splitSentences,
  type Sentence,
  startsUpper,
  tidy,
} from './text';

// Strong rules run first over every sentence; the contextual ones only once the message is found charged.
const STRONG_RULES = RULES.filter((r) => r.strength === 'strong');
const CONTEXTUAL_RULES = RULES.filter((r) => r.strength === 'contextual');

const HEATED_PUNCTUATION = /!{2,}|\?!|!\?|\?{2,}|‽/;

export interface Analysis {
  original: string;
  rewritten: string;
  findings: FindingKind[];
  /** Whether a specific rule found something (not only the learned score and the composer). */
  byRules?: boolean;
}

// A single-quoted span may hold an apostrophe between letters: 'you're the reason this class is a mess'.
const QUOTE =
  /"[^"\n]{1,300}"|“[^”\n]{1,300}”|(?<=^|[\s(])'(?:[^'\n]|(?<=[A-Za-z])'(?=[A-Za-z])){1,120}'(?=[\s.,!?;:)]|$)|‘[^’\n]{1,120}’|[:;]-?[)(DPp/|\\](?=\s|$)/g;

/** Replaces quoted spans with inert placeholders so quoted words are never judged or rewritten. */
function maskQuotes(text: string): { masked: string; quotes: string[] } {
  const quotes: string[] = [];
  const masked = text.replace(QUOTE, (q) => {
    // Quoted words are the sender's report, not their tone; quoted swearing is still swearing on screen.
    PROFANITY_PATTERN.lastIndex = 0;
    if (PROFANITY_PATTERN.test(q)) return q;
    quotes.push(q);
    return `\uE000${quotes.length - 1}\uE001`;
  });
  return { masked, quotes };
}

function unmask(text: string, quotes: string[]): string {
  return text.replace(/\uE000(\d+)\uE001/g, (_m, i: string) => quotes[Number(i)] ?? '');
}

function runRules(
  sentences: string[],
  originals: string[],
  rules: Rule[],
  ctx: RuleContext,
  found: Set<FindingKind>,
): string[] {
  // Within one message every rule sees the same context, so a sentence that comes again (a list, a
  // pasted line, "GPA\nGPA\n...") is rewritten once.
  const seen = new Map<string, { out: string; kinds: FindingKind[] }>();
  return sentences.map((s, i) => {
    const key = `${originals[i]}\u0000${s}`;
    const known = seen.get(key);
    if (known) {
      for (const k of known.kinds) found.add(k);
      return known.out;
    }
    const kinds: FindingKind[] = [];
    const out = runOnSentence(s, originals[i]!, rules, ctx, kinds);
    for (const k of kinds) found.add(k);
    seen.set(key, { out, kinds });
    return out;
  });
}

function runOnSentence(
  s: string,
  original: string,
  rules: Rule[],
  ctx: RuleContext,
  kinds: FindingKind[],
): string {
  ctx.original = original;
  let out = s;
  // A sentence with no word and no emoji ("...", "?!") can only have its punctuation calmed; skipping
  // the rest keeps a message of a thousand such "sentences" as cheap as one of words.
  const wordless = !/[A-Za-z0-9\u0080-\uFFFF]/.test(s);
  for (const rule of rules) {
    if (wordless && rule.kind !== 'punctuation') continue;
    const next = rule.apply(out, ctx);
    if (next !== out) {
      kinds.push(rule.kind);
      out = next;
    }
  }
  return out;
}

/** Whether weaker signals (sarcasm openers, "!!", single shouted words) should count in this message. */
function weakSignalsCount(masked: string, sentences: readonly string[], ctx: RuleContext): boolean {
  const { negative, shouting, positive } = ctx;
  // "running 10 mins late, traffic on 5th street. sorry!!": an apology's "!!" is not a raised voice.
  if (APOLOGY.test(masked)) return false;
  if (negative && (HEATED_PUNCTUATION.test(masked) || shouting)) return true;
  if (shouting && HEATED_PUNCTUATION.test(masked) && !positive) return true;
  const shouted = shoutingWords(masked);
  // One long shouted word ("the numbers are WRONG") in a complaint is a raised voice too.
  // With a laugh ("lol the printer jammed AGAIN, it's haunted") the capital is a joke.
  if (negative && shouted.some((w) => w.length >= 4) && !positive && !LAUGH.test(masked)) return true;
  if (hasExasperatedAside(sentences)) return true;
  // One shouted word of urgency or blame ("help me with the groceries NOW", "late AGAIN") raises the voice.
  // ("They NEVER guard against that!" about a team is a grumble: NEVER, ALWAYS, AGAIN count only at "you".)
  const urgent = shouted.filter((w) => URGENT_SHOUT.test(w));
  // A shouted command ("NOW") needs no complaint word: "help" alone scores the message as positive.
  if (urgent.some((w) => /^(?:NOW|STOP|ENOUGH)$/.test(w))) return true;
  if (urgent.length > 0 && /\byou\b/i.test(masked) && !positive) return true;
  return hasWeakSarcasm(sentences) && MISHAP_RE.test(masked);
}

const APOLOGY = /\b(?:sorry|my bad|apologi[sz]e|apologies)\b(?!\s+not\s+sorry)/i;

/**
 * "omg ur the worst lol love u", "happy birthday to my favorite idiot 🎂 love u sm", "stfu no way u met
 * taylor swift?!": a rude word said with love is teasing. Only name-calling, swearing, capitals and
 * punctuation are forgiven so, and only with nothing gone wrong ("love u but you forgot again" is read);
 * a threat, blame or sarcasm is read whatever the hearts around it.
 */
const AFFECTION =
  /\blove\s+(?:u|you|ya)\b|\bily(?:sm)?\b|\bbestie\b|\bmy\s+fav(?:ou?rite)?\b|❤|♥|😘|🥰|💕|💖|💗|😍/iu;
const STFU_DELIGHT =
  /\bstfu\b[\s,!.]*(?:no\s+way|omg|oh\s+my\s+god|(?:you|u)\s+did|for\s+real|are\s+(?:you|u)\s+serious)/i;
const TEASING_KINDS: ReadonlySet<FindingKind> = new Set([
  'insult',
  'profanity',
  'shouting',
  'punctuation',
  'contempt',
]);

function isTeasing(masked: string, found: ReadonlySet<FindingKind>): boolean {
  if (![...found].every((k) => TEASING_KINDS.has(k))) return false;
  if (STFU_DELIGHT.test(masked)) return true;
  // Strong profanity stays off the screen, said with love or not.
  PROFANITY_PATTERN.lastIndex = 0;
  return AFFECTION.test(masked) && !MISHAP_RE.test(masked) && !PROFANITY_PATTERN.test(masked);
}

/**
 * A rule would have said a glad sender is upset ("You're the reason I smile every day!", "How dare you look this
 * good!!") and kept it as written, and nothing else but "!!" or capitals was found: the message is left whole, not
 * handed to the learned score, whose last resort says "I'm upset" too.
 */
function sparedGladOnly(ctx: RuleContext, found: ReadonlySet<FindingKind>): boolean {
  return sparedGladSender(ctx) && onlyEmphasis(found);
}

/**
 * A wh-question shouted at the reader ("WHERE ARE YOU?!", "WHY DIDN'T YOU CALL??"): heat, however calm the score.
 * ("ARE YOU COMING?!" may be excitement.)
 */
const SHOUTED_AT_READER = /^\W*(?=[^a-z]*$)(?=.*\bYOU\b)(?:WHERE|WHY|WHAT|WHO|HOW|WHEN)\b[^?]*\?[?!]*\s*$/u;

/** Nothing was found but capitals and stacked marks (or nothing at all). */
function onlyEmphasis(found: ReadonlySet<FindingKind>): boolean {
  return [...found].every((k) => k === 'punctuation' || k === 'shouting');
}

const LAUGH = /\b(?:lol|lmao|haha\w*|rofl)\b|😂|🤣|👻|😆/iu;

const URGENT_SHOUT = /^(?:NOW|AGAIN|NEVER|ALWAYS|STOP|ENOUGH|HATE)$/;

const EXASPERATED_ASIDE =
  /^\W*(?:seriously|really|unbelievable|ridiculous|pathetic|the nerve|come on|are you (?:kidding|serious)(?: me)?|you can['’]?t be serious)(?:,?\s+([A-Za-z]+))?\W*$/i;

/**
 * "You ghosted me for a week and now you want drinks? Seriously?": a one-word aside after a complaint is
 * exasperation. After good news ("You got the job? Seriously? That's amazing!") it is surprise.
 */
function hasExasperatedAside(sentences: readonly string[]): boolean {
  // A word after the aside is someone's name ("Seriously Mike?"), not "Really helpful." or "Really good".
  const aside = sentences.findIndex((s) => {
    const m = EXASPERATED_ASIDE.exec(s);
    return m !== null && (m[1] === undefined || /^[A-Z][a-z]/.test(m[1]));
  });
  if (aside < 0) return false;
  const rest = sentences.filter((_s, i) => i !== aside).join(' ');
  // After a complaint, or after something the reader did ("you drained $6,000 without a word").
  return (isNegative(rest) || /\byou\b/i.test(rest)) && !isPositive(rest);
}

/**
 * Reads the message as typed and, when it holds texting shorthand ("ur so rude"), spelled out too. The
 * spelled-out reading is used only when the typed one finds nothing: a message the rules already
 * understand keeps its own spelling, and only calm-looking messages pay for a second reading.
 */
const SECOND_READING_MAX = 320;

/** Whether the learned score's coverage is on when the caller does not say (scripts/EVAL-RESULTS.md says why). */
const SCORE_COVERAGE_DEFAULT = true;

export interface AnalyzeOptions {
  /**
   * Let the learned score (charged-score.ts, a threshold per stance of sentence) flag the sentences no rule
   * caught, and compose the calm message (calm-compose.ts), every sentence through the whole output check.
   * On by default (server, browser, coach, summaries and the openai provider's fallback); `false` gives the
   * specific rules alone, as shipped before (scripts/EVAL-RESULTS.md compares the two).
   */
  scoreCoverage?: boolean;
}

/**
 * Scoring a sentence costs tens of microseconds and reshaping one (compromise) about a millisecond: a
 * message of hundreds of sentences is scored for its first MAX_SCORED_SENTENCES only.
 */
const MAX_SCORED_SENTENCES = 64;

export function analyze(message: string, given: AnalyzeOptions = {}): Analysis {
  const coverage = given.scoreCoverage ?? SCORE_COVERAGE_DEFAULT;
  // The coach and the reply reader ask about the same text more than once in one call: it is read once.
  return withCallCache(() =>
    cached('analyze', `${coverage ? 1 : 0}${message}`, () => analyzeOnce(message, given)),
  );
}

function analyzeOnce(message: string, given: AnalyzeOptions): Analysis {
  const options = { ...given, scoreCoverage: given.scoreCoverage ?? SCORE_COVERAGE_DEFAULT };
  const { masked, quotes } = maskQuotes(message);
  const analyzeMasked = (m: string, q: string[]) => analyzeMaskedWith(message, m, q, options);
  const asTyped = analyzeMasked(masked, quotes);
  const spelled = expandTexting(masked);
  if (spelled === masked) return asTyped;
  if (asTyped.findings.length === 0) return analyzeMasked(spelled, quotes);
  // Both readings found something ("i hate u. ur ruining my life"): the spelled-out one, when it finds
  // more, reads parts the typed one could not. Only for a text-sized message: a second reading of a long
  // one would double its cost for what the first already made calm.
  if (message.length > SECOND_READING_MAX) return asTyped;
  const asSpelled = analyzeMasked(spelled, quotes);
  // So does one where only the score read the typed words and the rules understand the spelled-out ones ("why
  // do u always have to make it about u??").
  if (asSpelled.byRules === true && asTyped.byRules !== true) return asSpelled;
  return asSpelled.findings.length > asTyped.findings.length ? asSpelled : asTyped;
}

function analyzeMaskedWith(
  message: string,
  masked: string,
  quotes: string[],
  options: AnalyzeOptions,
): Analysis {
  // With the composer, an emoji between two clauses ends a sentence (text.ts splitAtEmojiBreaks).
  const sentences = splitSentences(masked);
  const pieces = options.scoreCoverage === true ? splitAtEmojiBreaks(sentences) : sentences;
  const negative = isNegative(masked);
  const ctx: RuleContext = {
    message: masked,
    original: '',
    negative,
    shouting: isShouting(masked),
    positive: isPositive(masked),
    charged: false,
  };
  const originals = pieces.map((p) => p.text);
  const found = new Set<FindingKind>();
  let texts = runRules(originals, originals, STRONG_RULES, ctx, found);
  ctx.charged = found.size > 0 || weakSignalsCount(masked, originals, ctx);
  if (ctx.charged) texts = runRules(texts, originals, CONTEXTUAL_RULES, ctx, found);
  if (isTeasing(masked, found) || sparedGladOnly(ctx, found))
    return { original: message, rewritten: message, findings: [] };
  const restore = (t: string) => unmask(t, quotes);
  const ruleTexts = pieces.map((p, i) => rebuiltPiece(texts[i]!, p.text, found));
  const flagged = new Set(
    options.scoreCoverage === true
      ? chargedSentenceIndexes(originals.slice(0, MAX_SCORED_SENTENCES).map(restore), restore(masked)).filter(
          (i) =>
            !goodNewsOnly(originals[i]!, originals, masked, found, ctx) &&
            !sincereThanks(restore(originals[i]!), restore(masked), found.size > 0),
        )
      : [],
  );
  if (found.size === 0 && flagged.size === 0) return { original: message, rewritten: message, findings: [] };
  // Capitals and "!!!" alone, in a message the learned score reads as calm ("WE GOT THE FLAT!!!", an older writer's
  // "I wish to CANCEL my subscription"), are how the sender writes, not heat: the message is left as written.
  if (
    options.scoreCoverage === true &&
    flagged.size === 0 &&
    onlyEmphasis(found) &&
    !originals.some((t) => SHOUTED_AT_READER.test(restore(t)))
  )
    return { original: message, rewritten: message, findings: [] };
  const byRules = found.size > 0;

  let rebuilt: Sentence[];
  if (options.scoreCoverage === true) {
    const composed = composeCalm(
      masked,
      pieces.map((p, i) => ({
        original: p.text,
        ruleText: ruleTexts[i]!,
        flagged: flagged.has(i),
        gap: p.gap,
      })),
      restore,
    );
    // The rules' kinds name what was charged more precisely than the composer's; its own count only alone.
    if (found.size === 0) for (const k of composed.kinds) found.add(k);
    rebuilt = composed.pieces;
  } else rebuilt = pieces.map((p, i) => ({ text: ruleTexts[i]!, gap: ruleTexts[i] ? p.gap : '' }));
  // Two sentences a rule turned into the same words ("dont call me. dont text me.") say it once.
  rebuilt.forEach((r, i) => {
    const before = rebuilt.slice(0, i).findLast((x) => x.text);
    if (r.text && before && before.text.toLowerCase() === r.text.toLowerCase())
      Object.assign(r, { text: '', gap: '' });
  });
  let rewritten = restore(tidy(joinRebuilt(rebuilt, pieces), masked));
  if (!hasContent(rewritten)) rewritten = FEELING_FALLBACK;
  if (options.scoreCoverage === true && rewritten === message)
    return { original: message, rewritten: message, findings: [] };
  return { original: message, rewritten, findings: [...found], byRules };
}

const SARCASM_MARK = new RegExp(String.raw`\b${STRONG_SARCASM}\b`, 'i');

/**
 * A lone "Seriously?" beside good news ("You got the job? Seriously? That is amazing news!"), in a message where
 * nothing went wrong and no rule found anything, is surprise (as the rules read it: hasExasperatedAside).
 */
function goodNewsOnly(
  sentence: string,
  sentences: readonly string[],
  masked: string,
  found: ReadonlySet<FindingKind>,
  ctx: RuleContext,
): boolean {
  if (found.size > 0 || ctx.negative || SARCASM_MARK.test(masked) || !ctx.positive) return false;
  if (EXASPERATED_ASIDE.test(sentence)) return !hasWeakSarcasm(sentences);
  // "Wow, you did the whole garden? Amazing!": a question of surprise closed by earnest praise is delight. Praise
  // for the least ("you actually did the dishes? Amazing.") is not: it needs an exclamation and no "finally".
  const last = sentences.findLast((s) => /[\p{L}\p{N}]/u.test(s)) ?? '';
  return (
    sentence !== last && /\?\s*$/.test(sentence) && PRAISE_EXCLAIMED.test(last) && !GRUDGING.test(masked)
  );
}

const PRAISE_EXCLAIMED =
  /^\W*(?:(?:so|how|that['’]?s|that is|just)\s+)?(?:amazing|awesome|incredible|wonderful|fantastic|brilliant|impressive|great|proud of (?:you|u)|well done|nice work|good job)\b[^.?]*!+\s*$/i;
const GRUDGING = /\b(?:actually|finally|for once|even|at last|about time)\b/i;

/** One sentence as the rules left it, with the seams of their deletions repaired. */
function rebuiltPiece(text: string, original: string, found: ReadonlySet<FindingKind>): string {
  let t = tidy(text, original);
  // "You're a loser and I'm glad I found out": once the insult is gone, "and" has nothing to join.
  const joiner = /^(?:and|but|or|so)\b[,\s]*/i.exec(t);
  if (joiner && !/^\W*(?:and|but|or|so)\b/i.test(original)) t = t.slice(joiner[0].length);
  if (t !== original) t = mendLeftovers(t, found.has('threat'));
  // An emoji-only piece the rules left alone ("🎉🎉🎉") stays; one a rule emptied goes.
  if (!hasContent(t) && t !== original) t = '';
  else if (startsUpper(original)) t = capitalizeFirst(t);
  if (t && /[A-Za-z0-9)"']$/.test(t) && /[.!?]["')\]]*$/.test(original)) t += '.';
  return t;
}

/**
 * What a deletion can leave that no longer says anything: a condition whose threat was removed ("If
 * you do that again," once "I'll make you regret it" is gone) is the request it stood for; a verb of
 * saying or knowing whose object was the insult ("Everyone knows", once "you're a bad mom" is gone)
 * is dropped with its sentence.
 */
const DANGLING_CONDITION = /^(\W*)if you(\s+are|['’]re)?\s+([^,;.!?]+?)\s*[,;.]?\s*$/i;
// Someone else's knowing or saying ("Everyone knows", "My mom said"): not the sender's own "I don't agree".
// "The kids know it", once "You're a terrible father and" is gone: "it" was the insult.
const SAYING = String.raw`^\W*(?!I\b|we\b)(?:[\w'’]+\s+){0,3}(?:knows|thinks|says|said|believes|told\s+(?:me|you|us|him|her)|(?:know|knows|see|sees|can\s+see|agree|agrees)\s+(?:it|that|this))`;
const SAYING_NOTHING = new RegExp(String.raw`${SAYING}\W*$`, 'i');
const SAYING_NOTHING_AND = new RegExp(String.raw`${SAYING}\s+(?:and|but)\s+(.+)$`, 'i');

/** A lead-in whose sentence was removed: "Honestly you're the worst co-parent" leaves "Honestly." */
const LEAD_IN_ONLY =
  /^\W*(?:honestly|seriously|frankly|look|listen|well|so|and|but|oh|like|dude|man|omg|ugh|bruh|bro|lol|lmao|ngl|fr|deadass|for real|tbh)\W*$/i;

const LEFTOVER_LEAD = /^(\W*)(?:for\s+real|fr|tbh|ngl|deadass|bruh|bro|honestly|seriously),?\s+(?=\w)/i;

/** An aside whose word went at the end of a list: "dismissive, condescending and, frankly." -> "… condescending." */
const LEFTOVER_ASIDE =
  /,?\s*\b(and|or)(?:,?\s*(?:quite\s+)?(?:frankly|honestly|to be honest|simply|truly))+,?\s*([.!?]*)\s*$/i;

function mendLeftovers(sentence: string, threatRemoved: boolean): string {
  const condition = threatRemoved ? DANGLING_CONDITION.exec(sentence) : null;
  if (condition) return `${condition[1]}Please don't ${condition[2] ? 'be ' : ''}${condition[3]}.`;
  if (SAYING_NOTHING.test(sentence) || LEAD_IN_ONLY.test(sentence)) return '';
  // "for real, who forgets their own reservation", once "youre such an idiot" is gone.
  sentence = sentence.replace(LEFTOVER_LEAD, '$1');
  const aside = LEFTOVER_ASIDE.exec(sentence);
  if (aside) {
    const head = sentence.slice(0, aside.index);
    // The list's "and" went with the aside: the last comma takes its place ("late, rude and" -> "late and rude").
    const joined = head.replace(/,\s*([\p{L}'’-]+)$/u, ` ${aside[1]!.toLowerCase()} $1`);
    sentence = joined + aside[2]!;
  }
  return SAYING_NOTHING_AND.exec(sentence)?.[1] ?? sentence;
}
