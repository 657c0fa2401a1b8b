/**
 * What the rewrite dialog says was improved. Each claim names a kind of change and carries a test over
 * (original, rewritten) that must hold for the claim to be shown: "Removed name-calling" only when a
 * name the sender called the reader is gone, "Softened absolutes" only when fewer absolutes remain.
 */
import { INSULT_ADJECTIVES, INSULT_NOUNS } from './lexicon';
import type { FindingKind } from './rule';
import { PROFANITY_PATTERN } from './rules/profanity';
import { alternation } from './text';

export interface Claim {
  kind: FindingKind;
  say(original: string, rewritten: string): string;
  holds(original: string, rewritten: string): boolean;
}

const INSULT_RE = new RegExp(`\\b(?:${alternation([...INSULT_NOUNS, ...INSULT_ADJECTIVES])})\\b`, 'gi');
const ABSOLUTE_RE =
  /\b(?:for\s+once(?:\s+in\s+your\s+life)?|you\s+(?:always|never)|(?:each\s+and\s+)?every\s+single\s+time|every\s+time|all\s+the\s+time|always|never)\b/gi;
const SHOUTED_RE = /\b[A-Z]{3,}\b/g;
const STACKED_MARKS_RE = /!{2,}|\?!|!\?|\?{2,}|‽/g;
const I_STATEMENT_RE =
  /\bI(?:['’]m|\s+am|\s+feel|\s+need|\s+would|['’]d|\s+want|['’]ve|\s+have|\s+asked|\s+don['’]t)\b|\b(?:bothers|upsets|worries|hurts|frustrates)\s+me\b/gi;
const REQUEST_RE =
  /\b(?:could|would|can)\s+(?:you|we)\b|\bplease\b|\blet['’]s\b|\bif\s+you\s+(?:would|could)\b/gi;
const FEELING_RE =
  /\bI\s+feel\b|\bI(?:['’]m|\s+am)\s+(?:\w+\s+)?(?:frustrated|upset|worried|hurt|tired|disappointed|sad|stressed|overwhelmed|annoyed|concerned)\b/gi;

function count(re: RegExp, text: string): number {
  re.lastIndex = 0;
  return text.match(re)?.length ?? 0;
}
const fewer = (re: RegExp) => (original: string, rewritten: string) =>
  count(re, rewritten) < count(re, original);
const more = (re: RegExp) => (original: string, rewritten: string) =>
  count(re, rewritten) > count(re, original);
const words = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** Milder swearing the profanity rules also take out ("what the hell", "get your ass over here"). */
const MILD_SWEARING_RE = /\b(?:hell|ass|arse|crap\w*|bloody|frigg?in\w*|freakin\w*|screw(?:ed)?)\b/gi;

function profane(text: string): number {
  PROFANITY_PATTERN.lastIndex = 0;
  return (text.match(PROFANITY_PATTERN)?.length ?? 0) + count(MILD_SWEARING_RE, text);
}

/** The absolute the sender wrote ("you never", "every single time"), lower-cased, or null. */
export function absolutePhrase(message: string): string | null {
  ABSOLUTE_RE.lastIndex = 0;
  const phrase = ABSOLUTE_RE.exec(message)?.[0];
  return phrase ? phrase.toLowerCase().replace(/\s+/g, ' ') : null;
}
function quotedPhrase(message: string): string {
  const phrase = absolutePhrase(message);
  return phrase ? ` ('${phrase}')` : '';
}

/** One claim per kind of change, in the order a reader cares about. */
export const CLAIMS: readonly Claim[] = [
  { kind: 'insult', say: () => 'Removed name-calling', holds: fewer(INSULT_RE) },
  { kind: 'profanity', say: () => 'Removed profanity', holds: (o, r) => profane(r) < profane(o) },
  {
    kind: 'contempt',
    say: () => 'Dropped contemptuous remarks',
    holds: (o, r) => words(r) < words(o),
  },
  {
    kind: 'threat',
    say: () => 'Replaced the threat or ultimatum with a clear boundary',
    holds: (o, r) => r !== o && (more(REQUEST_RE)(o, r) || more(I_STATEMENT_RE)(o, r) || words(r) < words(o)),
  },
  {
    kind: 'blame',
    say: (o) => `Turned blame${quotedPhrase(o)} into an 'I' statement and a clear request`,
    holds: (o, r) => more(I_STATEMENT_RE)(o, r) && more(REQUEST_RE)(o, r),
  },
  {
    kind: 'blame',
    say: (o) => `Turned blame${quotedPhrase(o)} into an 'I' statement`,
    holds: (o, r) => more(I_STATEMENT_RE)(o, r) && !more(REQUEST_RE)(o, r),
  },
  {
    kind: 'blame',
    say: (o) => `Turned blame${quotedPhrase(o)} into a clear request`,
    holds: (o, r) => more(REQUEST_RE)(o, r) && !more(I_STATEMENT_RE)(o, r),
  },
  {
    kind: 'exasperation',
    say: (_o, r) =>
      /\bI['’]m frustrated\b/.test(r)
        ? "Said how you feel ('I'm frustrated') instead of giving up on them"
        : 'Said how you feel instead of giving up on them',
    holds: more(FEELING_RE),
  },
  {
    kind: 'absolute',
    say: (o) => `Softened absolutes${quotedPhrase(o)}`,
    holds: fewer(ABSOLUTE_RE),
  },
  {
    kind: 'sarcasm',
    say: () => 'Removed sarcasm so the point comes across plainly',
    holds: (o, r) => r !== o,
  },
  { kind: 'shouting', say: () => 'Lowered the all-caps shouting', holds: fewer(SHOUTED_RE) },
  {
    kind: 'punctuation',
    say: () => "Calmed the punctuation ('!!', '?!')",
    holds: fewer(STACKED_MARKS_RE),
  },
  { kind: 'demand', say: () => 'Phrased demands as polite requests', holds: more(REQUEST_RE) },
];

/** Said when the text changed but no specific claim can be shown to hold. */
export const REWORDED = 'Reworded it to keep your point without the heat';

/** The claims that are true of this rewrite, for the kinds of change the engine made. */
export function claimsFor(findings: readonly FindingKind[], original: string, rewritten: string): string[] {
  if (rewritten === original) return [];
  const said = CLAIMS.filter((c) => findings.includes(c.kind) && c.holds(original, rewritten)).map((c) =>
    c.say(original, rewritten),
  );
  return said.length > 0 ? [...new Set(said)] : [REWORDED];
}
