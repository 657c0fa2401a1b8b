/** The rewrite operation: analysis -> calm text, an honest tone label and improvements in plain words. */
import { claimsFor } from './claims';
import { analyze, type AnalyzeOptions } from './detect';
import { boundWhitespace } from './text';
import { toneOf } from './tone';
import type { RewriteResult } from './types';

export { absolutePhrase } from './claims';

export function rewriteMessage(message: string, options: AnalyzeOptions = {}): RewriteResult {
  const text = boundWhitespace(message);
  const analysis = analyze(text, options);
  const { findings } = analysis;
  // Nothing charged: the message exactly as written, long runs of spaces included.
  const rewritten = findings.length === 0 ? message : analysis.rewritten;
  const changed = rewritten !== message;
  return {
    rewritten,
    rewrittenMessage: rewritten,
    original: message,
    emotionalTone: toneOf(text, changed ? findings : []),
    // Only what the rewrite really did: each claim is tested against the two texts (claims.ts).
    improvements: changed ? claimsFor(findings, text, rewritten) : [],
  };
}
