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

/** A rule made of regex replacements applied in order. */
export function regexRule(
  kind: FindingKind,
  strength: Rule['strength'],
  pairs: ReadonlyArray<readonly [RegExp, string | Replacer]>,
): Rule {
  return {
    kind,
    strength,
    apply(sentence) {
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
