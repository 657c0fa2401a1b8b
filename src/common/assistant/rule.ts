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

export interface Rule {
  kind: FindingKind;
  /** 'strong' rules alone make a message charged; 'contextual' ones only apply to an already charged message. */
  strength: 'strong' | 'contextual';
  apply(sentence: string, ctx: RuleContext): string;
}

/** Any String.replace callback; parameters are typed by each rule (groups, then offset and whole string). */
export type Replacer = (...args: never[]) => string;

/**
 * One regex that matches wherever any of the patterns could: a sentence it does not match is left at
 * once, instead of being tested by each pattern in turn (most sentences match no rule, and a message of
 * many short lines is tested by every rule once per line). Null when the patterns' flags differ.
 */
function anyOf(patterns: readonly RegExp[]): RegExp | null {
  const flags = patterns[0]?.flags.replace('g', '') ?? '';
  if (patterns.some((p) => p.flags.replace('g', '') !== flags)) return null;
  return new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'), flags);
}

/** A rule made of regex replacements applied in order. */
export function regexRule(
  kind: FindingKind,
  strength: Rule['strength'],
  pairs: ReadonlyArray<readonly [RegExp, string | Replacer]>,
): Rule {
  const any = anyOf(pairs.map(([re]) => re));
  return {
    kind,
    strength,
    apply(sentence) {
      // Safe only as a first test: once a replacement has changed the sentence, a later pattern may
      // match what it made, so the patterns then run one by one.
      if (any && !any.test(sentence)) return sentence;
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

/** new RegExp with the flags every rule wants: global, case-insensitive. */
export function rx(source: string, flags = 'gi'): RegExp {
  return new RegExp(source, flags);
}

/** Apostrophe that also matches the typographic one. */
export const AP = "['’]";
