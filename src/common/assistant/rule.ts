/** The shape every rewrite rule has, and small helpers for writing them. */

export type FindingKind =
  | 'insult'
  | 'profanity'
  | 'contempt'
  | 'threat'
  | 'blame'
  | 'exasperation'
  | 'absolute'
  | 'sarcasm'
  | 'shouting'
  | 'punctuation'
  | 'demand';

/** What a rule may look at besides the sentence itself. */
export interface RuleContext {
  /** The whole message (quotes masked), for rules that need to know whether anything else went wrong. */
  message: string;
  /** True when the message has words about something going wrong ("late", "again", "forgot"). */
  negative: boolean;
  /** Whole-message readings, taken once per message rather than once per sentence (isShouting, isPositive). */
  shouting: boolean;
  positive: boolean;
  /** The sentence as the sender wrote it (quotes masked), before any rule changed it. */
  original: string;
  /** True once a strong rule fired or weaker markers add up: contextual rules run only then. */
  charged: boolean;
}

/**
 * What a rule is for, as data beside it: a message and what the whole engine makes of it, either the
 * exact rewrite, or CHANGED (rewritten, words not pinned), or UNCHANGED (a calm look-alike, left as
 * written). rules/examples.test.ts runs every rule's examples through rewriteMessage, in rule order.
 */
export type RuleExample = readonly [message: string, expected: string];
export const CHANGED = '(changed)';
export const UNCHANGED = '(unchanged)';

export interface Rule {
  kind: FindingKind;
  /** 'strong' rules alone make a message charged; 'contextual' ones only apply to an already charged message. */
  strength: 'strong' | 'contextual';
  apply(sentence: string, ctx: RuleContext): string;
  examples?: readonly RuleExample[];
}

/** Any String.replace callback; parameters are typed by each rule (groups, then offset and whole string). */
export type Replacer = (...args: never[]) => string;

/**
 * A test of whether any of the patterns could match a sentence: a sentence it rejects is left at once,
 * instead of being tested by each pattern in turn (most sentences match no rule, and a message of many
 * lines is tested by every rule once per line). Patterns anchored at the sentence's start are tried
 * there only; the others as one alternation. Null when the patterns' flags differ.
 */
function anyOf(patterns: readonly RegExp[]): ((sentence: string) => boolean) | null {
  const flags = patterns[0]?.flags.replace('g', '') ?? '';
  if (patterns.some((p) => p.flags.replace('g', '') !== flags)) return null;
  const anchored = patterns.filter((p) => p.source.startsWith('^')).map((p) => p.source.slice(1));
  const floating = patterns.filter((p) => !p.source.startsWith('^')).map((p) => withoutLeadingGlue(p.source));
  const atStart = anchored.length
    ? new RegExp(`^(?:${anchored.map((a) => `(?:${a})`).join('|')})`, flags)
    : null;
  const anywhere = floating.length ? new RegExp(floating.map((a) => `(?:${a})`).join('|'), flags) : null;
  return (sentence) => (atStart?.test(sentence) ?? false) || (anywhere?.test(sentence) ?? false);
}

/**
 * A pattern's source without the commas and spaces it may start with (",?\\s*and you know it"). The test
 * only asks whether any pattern could match, and a pattern without its leading glue matches wherever the
 * whole one does (and a little more, which only means the patterns then run one by one); starting at a
 * word lets the regex engine skip ahead instead of trying every alternative at every character.
 */
function withoutLeadingGlue(source: string): string {
  return source.replace(LEADING_GLUE, '');
}
const LEADING_GLUE =
  /^(?:,\?|\[[,;.]+\]\?|\\s[*+]|\(\?:,\\s\*\)\?|\(\?:\[,;\]\\s\*\)\?|\(\?:\\s\*,\\s\*\)\?)+/;

/** A rule made of regex replacements applied in order. */
export function regexRule(
  kind: FindingKind,
  strength: Rule['strength'],
  pairs: ReadonlyArray<readonly [RegExp, string | Replacer]>,
  examples: readonly RuleExample[] = [],
): Rule {
  const any = anyOf(pairs.map(([re]) => re));
  return {
    kind,
    strength,
    examples,
    apply(sentence) {
      // Safe only as a first test: once a replacement has changed the sentence, a later pattern may
      // match what it made, so the patterns then run one by one.
      if (any && !any(sentence)) return sentence;
      let out = sentence;
      for (const [re, rep] of pairs) {
        re.lastIndex = 0;
        if (!re.test(out)) continue;
        re.lastIndex = 0;
        out =
          typeof rep === 'string'
            ? out.replace(re, rep)
            : out.replace(re, rep as unknown as (m: string, ...a: unknown[]) => string);
      }
      return out;
    },
  };
}

/** Where a replacer's match stands: its offset and the whole text (the last number and string replace() passes). */
export function matchPlace(rest: readonly unknown[]): { at: number; text: string } {
  return {
    at: rest.find((r) => typeof r === 'number') as number,
    text: rest.filter((r) => typeof r === 'string').at(-1) as string,
  };
}

/**
 * A phrase a rule puts in place of its match, with a capital only where it opens the sentence: "Frankly, it is
 * insulting that you …" -> "Frankly, it hurts that you …", not "Frankly, It hurts …".
 */
export function inPlace(phrase: string): Replacer {
  return ((_match: string, ...rest: unknown[]) => {
    const { at, text } = matchPlace(rest);
    const before = text.slice(0, at);
    const opens = /^\W*$/.test(before) || /[.!?…]["'’”)]*\s*$/.test(before);
    return opens ? phrase : phrase.charAt(0).toLowerCase() + phrase.slice(1);
  }) as Replacer;
}

/** new RegExp with the flags every rule wants: global, case-insensitive. */
export function rx(source: string, flags = 'gi'): RegExp {
  return new RegExp(source, flags);
}

/** Apostrophe that also matches the typographic one. */
export const AP = "['’]";

/** A rule that leaves a message of good news and nothing wrong alone ("Keep it up and you'll be out of here by June!"). */
export function unlessGoodNews(rule: Rule): Rule {
  return {
    ...rule,
    apply: (sentence, ctx) => (ctx.positive && !ctx.negative ? sentence : rule.apply(sentence, ctx)),
  };
}

/** Words of fondness that make an absolute a tease ("You never change and I'm glad.", "… Love you anyway"). */
const FOND =
  /\blove\s+(?:you|u|ya|that|it|this)\b|\b(?:I['’]?m|im)\s+(?:so\s+)?glad\b|\badorable\b|\bcute\b|❤|♥|😍|🥰|😘|💕/iu;

/**
 * A rule that leaves a fond message alone: one with nothing gone wrong in it that says so with fondness ("You NEVER
 * remember where you put your glasses... they're on your head, dear. Love you anyway"). Good news alone is not enough
 * here: "You're always busy when it's my turn to pick. Funny how that works." reads positive and is a complaint.
 */
export function unlessFond(rule: Rule): Rule {
  return {
    ...rule,
    apply: (sentence, ctx) =>
      ctx.positive && !ctx.negative && FOND.test(ctx.message) ? sentence : rule.apply(sentence, ctx),
  };
}

/**
 * Skips a rule unless one of its key words is in the sentence: one scan of a list of words instead of
 * one per pattern. The gate must match every sentence any of the rule's patterns could match.
 */
export function gated(gate: RegExp, rule: Rule): Rule {
  return { ...rule, apply: (sentence, ctx) => (gate.test(sentence) ? rule.apply(sentence, ctx) : sentence) };
}
