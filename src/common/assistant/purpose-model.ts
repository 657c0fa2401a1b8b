/**
 * The learned purpose reader: what one sentence is _for_ (purpose.ts says how the composer uses it). One
 * logistic regression per purpose, one-vs-rest, over the same hashed word, word-pair, character n-gram and
 * sentence-shape features as the charged score (charged-features.ts), trained by `npm run train:assistant`
 * on training/assistant/purpose/ and stored in purpose-model.json. The features of a sentence are computed
 * once and each purpose's weights read them: deterministic, the same in Node and in the browser, a few
 * microseconds per sentence.
 *
 *   purposeScores("Must be nice to have so much free time.")  // sarcasm highest
 *   likeliestPurpose("Thanks for the update.", false)           // never a jab when jabs are not allowed
 */
import { cached } from './call-cache';
import { textFeatures } from './charged-features';
import { decodeWeights, type ChargedModelFile } from './charged-model-codec';
import modelFile from './purpose-model.json';

/** The purposes the model tells apart (greetings and sign-offs are read by calm-point.ts isFrame, not here). */
export const MODEL_PURPOSES = [
  'logistics',
  'request',
  'decision',
  'feeling',
  'question',
  'verdict',
  'sarcasm',
  'threat',
  'guilt',
  'insult',
  'hostile-question',
] as const;
export type ModelPurpose = (typeof MODEL_PURPOSES)[number];

/** The purposes that only wound: a calm person leaves them out. */
export const JAB_PURPOSES: ReadonlySet<ModelPurpose> = new Set([
  'verdict',
  'sarcasm',
  'threat',
  'guilt',
  'insult',
  'hostile-question',
]);

export interface PurposeModelFile {
  format: 'parley-purpose-v1';
  /** One binary model per purpose, in the charged score's stored format (threshold unused). */
  classes: Record<ModelPurpose, ChargedModelFile>;
  about: Record<string, unknown>;
}

const model = modelFile as unknown as PurposeModelFile;
const CLASSES = MODEL_PURPOSES.length;

/**
 * Every purpose's weights for one bucket side by side (bucket * CLASSES + class): a sentence's few hundred buckets
 * are read once for all eleven purposes, instead of eleven scattered reads of separate tables.
 */
let table: { bias: Float64Array; weights: Float32Array } | undefined;

function loadTable(): { bias: Float64Array; weights: Float32Array } {
  const bias = new Float64Array(CLASSES);
  let weights = new Float32Array(0);
  MODEL_PURPOSES.forEach((purpose, k) => {
    bias[k] = model.classes[purpose].bias;
    const own = decodeWeights(model.classes[purpose]);
    if (weights.length === 0) weights = new Float32Array(own.length * CLASSES);
    for (let b = 0; b < own.length; b++) weights[b * CLASSES + k] = own[b]!;
  });
  return { bias, weights };
}

/** Longer text is read on its first 1,000 characters: a sentence says what it is for early. */
const MAX_READ = 1000;

/** Each purpose's probability for one sentence, taken by itself (one-vs-rest, so they need not sum to 1). */
export function purposeScores(sentence: string): Record<ModelPurpose, number> {
  return cached('purposeScores', sentence, () => scoresOf(sentence));
}

function scoresOf(sentence: string): Record<ModelPurpose, number> {
  table ??= loadTable();
  const { bias, weights } = table;
  const { index, value } = textFeatures(sentence.slice(0, MAX_READ));
  const z = Float64Array.from(bias);
  for (let i = 0; i < index.length; i++) {
    const at = index[i]! * CLASSES;
    const v = value[i]!;
    for (let k = 0; k < CLASSES; k++) z[k] += weights[at + k]! * v;
  }
  const out = {} as Record<ModelPurpose, number>;
  MODEL_PURPOSES.forEach((purpose, k) => (out[purpose] = 1 / (1 + Math.exp(-z[k]!))));
  return out;
}

/** The likeliest purpose; without `jabs`, the likeliest that is not a jab (a calm sentence wounds no one). */
export function likeliestPurpose(sentence: string, jabs = true): { purpose: ModelPurpose; score: number } {
  const scores = purposeScores(sentence);
  let best: { purpose: ModelPurpose; score: number } = { purpose: 'logistics', score: -1 };
  for (const p of MODEL_PURPOSES) {
    if (!jabs && JAB_PURPOSES.has(p)) continue;
    if (scores[p] > best.score) best = { purpose: p, score: scores[p] };
  }
  return best;
}
