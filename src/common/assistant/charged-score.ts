/**
 * The learned charged score: how likely a calm mediator would want a sentence rewritten before it is
 * sent (the labelling guide is training/assistant/LABELS.md). A logistic regression over hashed word
 * and character n-grams (charged-features.ts), trained by `npm run train:assistant` on the data in
 * training/assistant/ and stored in charged-model.json. Runs the same in Node and in the browser, in a
 * few microseconds per sentence, and is deterministic.
 *
 *   chargedScore("Maybe try reading the email this time.")  // ~0.9: charged
 *   isCharged("Please don't call after 9pm; text me instead.")  // false
 *   messageChargedScore("Thanks for the photos. Must be nice to have so much free time.")  // the worst sentence
 */
import { messageScoreWith, SCORABLE, textFeatures } from './charged-features';
import { decodeWeights, type ChargedModelFile } from './charged-model-codec';
import modelFile from './charged-model.json';
import {
  chargedIndexes,
  isSignOff,
  stanceOf,
  uniformThresholds,
  type StanceThresholds,
} from './charged-stance';
import { cached } from './call-cache';
import { splitSentences } from './text';

const model = modelFile as ChargedModelFile;
let weights: Float32Array | undefined;

/** The score at or above which a sentence counts as charged (chosen when the model was trained). */
export const CHARGED_THRESHOLD: number = model.threshold;

/** The threshold for each kind of sentence (charged-stance.ts), fitted when the model was trained. */
export const STANCE_THRESHOLDS: StanceThresholds =
  model.stanceThresholds ?? uniformThresholds(model.threshold);

/** Longer text is scored on its first 2,000 characters: a sentence that long says its tone early. */
const MAX_SCORED = 2000;

/** 0..1: how charged one sentence (or short text) reads, taken by itself. */
export function chargedScore(sentence: string): number {
  return cached('chargedScore', sentence, () => scoreOf(sentence));
}

function scoreOf(sentence: string): number {
  weights ??= decodeWeights(model);
  const { index, value } = textFeatures(sentence.slice(0, MAX_SCORED));
  let z = model.bias;
  for (let i = 0; i < index.length; i++) z += weights[index[i]!]! * value[i]!;
  return 1 / (1 + Math.exp(-z));
}

export function isCharged(sentence: string): boolean {
  return chargedScore(sentence) >= CHARGED_THRESHOLD;
}

export interface SentenceScore {
  text: string;
  score: number;
}

/** Each sentence of a message with its score, in order (blank pieces skipped). */
export function sentenceScores(message: string): SentenceScore[] {
  return splitSentences(message)
    .map((s) => s.text.trim())
    .filter((t) => SCORABLE.test(t))
    .map((text) => ({ text, score: chargedScore(text) }));
}

/**
 * A message's score: the mean of the whole message's score and its most charged sentence's, so one
 * charged sentence among calm ones still counts, and a sentence charged only beside the others ("You
 * were late again. Seriously?") is read with them. (Measured on out-of-fold scores, this beat both the
 * whole message alone and the most charged sentence alone.)
 */
export function messageChargedScore(message: string): number {
  return messageScoreWith(chargedScore, message);
}
export function isMessageCharged(message: string): boolean {
  return messageChargedScore(message) >= CHARGED_THRESHOLD;
}

/**
 * Indexes of the sentences that read charged, each held to its stance's threshold (charged-stance.ts).
 * `sentences` are the message's pieces as the sender wrote them; `message` is the whole text.
 */
export function chargedSentenceIndexes(sentences: readonly string[], message: string): number[] {
  const scorable: number[] = [];
  // A sign-off closing a message ("Mother.", "- Dad") is never a jab, whatever the score makes of a bare name.
  const last = sentences.findLastIndex((t) => SCORABLE.test(t));
  const signOff =
    last > 0 && sentences.slice(0, last).some((t) => SCORABLE.test(t)) && isSignOff(sentences[last]!.trim())
      ? last
      : -1;
  const scored = sentences.flatMap((text, i) => {
    if (!SCORABLE.test(text) || i === signOff) return [];
    scorable.push(i);
    return [{ score: chargedScore(text), stance: stanceOf(text) }];
  });
  if (scored.length === 0) return [];
  const max = Math.max(...scored.map((s) => s.score));
  const messageScore = scored.length === 1 ? max : (chargedScore(message) + max) / 2;
  return chargedIndexes(scored, messageScore, STANCE_THRESHOLDS).map((k) => scorable[k]!);
}

/** Whether any sentence of a text reads charged by its stance's threshold: the engine's own decision. */
export function readsCharged(text: string): boolean {
  const sentences = splitSentences(text).map((s) => s.text.trim());
  return chargedSentenceIndexes(sentences, text).length > 0;
}
