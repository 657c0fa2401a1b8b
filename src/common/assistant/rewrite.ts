/** The rewrite operation: analysis -> calm text, an honest tone label and improvements in plain words. */
import { analyze, type AnalyzeOptions } from './detect';
import type { FindingKind } from './rule';
import { boundWhitespace } from './text';
import { toneOf } from './tone';
import type { RewriteResult } from './types';

/** The blame or absolute phrase the sender used, to name it in the improvement ("'you never'"). */
const ABSOLUTE_PHRASE =
  /\b(?:you\s+(?:always|never)|(?:each\s+and\s+)?every\s+single\s+time|every\s+time|all\s+the\s+time|always|never)\b/i;

/** The absolute the sender wrote ("you never", "every single time"), lower-cased, or null. */
export function absolutePhrase(message: string): string | null {
  const phrase = ABSOLUTE_PHRASE.exec(message)?.[0];
  return phrase ? phrase.toLowerCase().replace(/\s+/g, ' ') : null;
}

function quotedPhrase(message: string): string {
  const phrase = absolutePhrase(message);
  return phrase ? ` ('${phrase}')` : '';
}

/** One sentence per kind of change, in the order a reader cares about. */
const IMPROVEMENTS: ReadonlyArray<readonly [FindingKind, (message: string, rewritten: string) => string]> = [
  ['insult', () => 'Removed name-calling'],
  ['profanity', () => 'Removed profanity'],
  ['contempt', () => 'Dropped contemptuous remarks'],
  ['threat', () => 'Replaced the threat or ultimatum with a clear boundary'],
  ['blame', (m) => `Turned blame${quotedPhrase(m)} into an 'I' statement and a clear request`],
  // Quote the feeling only when the rewrite says it ("I'm too hurt to keep arguing" is not "I'm frustrated").
  [
    'exasperation',
    (_m, out) =>
      /\bI'm frustrated\b/.test(out)
        ? "Said how you feel ('I'm frustrated') instead of giving up on them"
        : 'Said how you feel instead of giving up on them',
  ],
  ['absolute', (m) => `Softened absolutes${quotedPhrase(m)}`],
  ['sarcasm', () => 'Removed sarcasm so the point comes across plainly'],
  ['shouting', () => 'Lowered the all-caps shouting'],
  ['punctuation', () => "Calmed the punctuation ('!!', '?!')"],
  ['demand', () => 'Phrased demands as polite requests'],
];

export function rewriteMessage(message: string, options: AnalyzeOptions = {}): RewriteResult {
  const text = boundWhitespace(message);
  const analysis = analyze(text, options);
  const { findings } = analysis;
  // Nothing charged: the message exactly as written, long runs of spaces included.
  const rewritten = findings.length === 0 ? message : analysis.rewritten;
  const improvements = IMPROVEMENTS.filter(([kind]) => findings.includes(kind)).map(([, say]) =>
    say(text, rewritten),
  );
  const changed = rewritten !== message;
  return {
    rewritten,
    rewrittenMessage: rewritten,
    original: message,
    emotionalTone: toneOf(text, changed ? findings : []),
    improvements: changed ? improvements : [],
  };
}
