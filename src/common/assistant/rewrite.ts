/** The rewrite operation: analysis -> calm text, an honest tone label and improvements in plain words. */
import { analyze } from './detect';
import type { FindingKind } from './rule';
import { boundWhitespace } from './text';
import { toneOf } from './tone';
import type { RewriteResult } from './types';

/** One sentence per kind of change, in the order a reader cares about. */
const IMPROVEMENTS: ReadonlyArray<readonly [FindingKind, string]> = [
  ['insult', 'Removed name-calling'],
  ['profanity', 'Removed profanity'],
  ['contempt', 'Dropped contemptuous remarks'],
  ['threat', 'Replaced the threat or ultimatum with a clear boundary'],
  ['blame', "Turned blame ('you always', 'you never') into an 'I' statement and a clear request"],
  ['absolute', "Softened absolutes ('always', 'never', 'every single time')"],
  ['sarcasm', 'Removed sarcasm so the point comes across plainly'],
  ['shouting', 'Lowered the all-caps shouting'],
  ['punctuation', "Calmed the punctuation ('!!', '?!')"],
  ['demand', 'Phrased demands as polite requests'],
];

export function rewriteMessage(message: string): RewriteResult {
  const text = boundWhitespace(message);
  const analysis = analyze(text);
  const { findings } = analysis;
  // Nothing charged: the message exactly as written, long runs of spaces included.
  const rewritten = findings.length === 0 ? message : analysis.rewritten;
  const improvements = IMPROVEMENTS.filter(([kind]) => findings.includes(kind)).map(([, text]) => text);
  const changed = rewritten !== message;
  return {
    rewritten,
    rewrittenMessage: rewritten,
    original: message,
    emotionalTone: toneOf(text, changed ? findings : []),
    improvements: changed ? improvements : [],
  };
}
