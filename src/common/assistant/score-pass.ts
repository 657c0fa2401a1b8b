/**
 * The learned score decides which sentences are charged; the specific rules only add a kind and a
 * tailored rewrite. A sentence the score flags that no rule made calm takes the general path (calm-choice.ts).
 */
import { chooseCalm } from './calm-choice';
import { SCORABLE } from './charged-features';
import { CHARGED_THRESHOLD, chargedScore } from './charged-score';
import type { FindingKind } from './rule';

/**
 * Reading a sentence's parts costs about a millisecond, scoring it tens of microseconds: a message built of
 * hundreds of sentences (or one endless one) is scored and reshaped for its first few only.
 */
const MAX_SCORED_SENTENCES = 64;
const MAX_RESHAPED = 8;
const MAX_RESHAPED_LENGTH = 400;

/**
 * Indexes of the sentences the score reads as charged. The message as a whole must score charged (the
 * measured decision: training/assistant/README.md); then each sentence at or above the threshold, or the
 * most charged one when only together they read charged ("You were late again. Seriously?").
 */
function flaggedSentences(originals: readonly string[], message: string): Set<number> {
  const scores = originals.map((o) => (SCORABLE.test(o) ? chargedScore(o) : 0));
  const flagged = new Set<number>();
  const scorable = scores.filter((s) => s > 0).length;
  if (scorable === 0) return flagged;
  const max = Math.max(...scores);
  const messageScore = scorable === 1 ? max : (chargedScore(message) + max) / 2;
  if (messageScore < CHARGED_THRESHOLD) return flagged;
  scores.forEach((s, i) => {
    if (s >= CHARGED_THRESHOLD) flagged.add(i);
  });
  if (flagged.size === 0) flagged.add(scores.indexOf(max));
  return flagged;
}

/**
 * The sentences after the score pass: in a message no specific rule changed, each sentence the score flags
 * becomes what chooseCalm picks (or stays, when nothing calmer can be said for sure). Adds the kinds of
 * change made to `found`.
 */
export function calmWhatTheScoreFlags(
  originals: readonly string[],
  texts: readonly string[],
  message: string,
  found: Set<FindingKind>,
): string[] {
  // The specific rules' reviewed rewrites stand; the score covers what they do not know.
  if (found.size > 0) return [...texts];
  const flagged = flaggedSentences(originals.slice(0, MAX_SCORED_SENTENCES), message);
  let reshaped = 0;
  return texts.map((text, i) => {
    const original = originals[i]!;
    if (!flagged.has(i) || original.length > MAX_RESHAPED_LENGTH || reshaped >= MAX_RESHAPED) return text;
    reshaped++;
    const choice = chooseCalm(original, null);
    if (choice === null) return text;
    found.add(choice.kind);
    return choice.text;
  });
}
