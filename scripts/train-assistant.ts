/**
 * Trains the charged score and the purpose reader, and writes src/common/assistant/charged-model.json and
 * purpose-model.json.
 * Usage: npm run train:assistant  (deterministic: the same data gives the same file, byte for byte)
 *        npm run train:assistant -- --check  (trains, and fails if the committed file differs)
 *
 * 1. Reads training/assistant/ and scripts/assistant-domain-messages.txt (scripts/assistant-training/data.ts).
 * 2. Holds out the test split (a fifth, by stable hash: split.ts); training never sees it.
 * 3. Chooses the threshold from out-of-fold scores on the training split (4 folds, each scored by a
 *    model trained on the other three), at message level, as the product reads messages.
 *    Then one threshold per stance of sentence (charged-stance.ts), fitted on the same out-of-fold scores
 *    with the per-sentence decision the engine makes (assistant-training/stance-thresholds.ts).
 * 4. Trains on the whole training split, writes the model, and prints the held-out figures.
 * 5. Trains the purpose reader (purpose-model.json) from training/assistant/purpose/ on the same split.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { messageScoreWith, SCORABLE } from '../src/common/assistant/charged-features';
import { stanceOf } from '../src/common/assistant/charged-stance';
import { splitSentences } from '../src/common/assistant/text';
import { decodeWeights, encodeWeights } from '../src/common/assistant/charged-model-codec';
import { featureBuckets } from '../src/common/assistant/charged-features';
import { loadExamples, type Example } from './assistant-training/data';
import { DEFAULT_OPTIONS, predict, train, vectorize, type LinearModel } from './assistant-training/logistic';
import { calmKept, counts, f1, fmt, precision, recall, type Scored } from './assistant-training/metrics';
import { FOLDS, foldOf } from './assistant-training/split';
import { trainPurposeModel } from './assistant-training/purpose-train';
import { decide, fitStanceThresholds, type DecisionItem } from './assistant-training/stance-thresholds';

const MODEL_FILE = path.resolve(
  import.meta.dirname,
  '..',
  'src',
  'common',
  'assistant',
  'charged-model.json',
);
const PURPOSE_FILE = path.resolve(
  import.meta.dirname,
  '..',
  'src',
  'common',
  'assistant',
  'purpose-model.json',
);

/**
 * How much each source counts in training, per example. The sentences written for Parley's domains
 * are what the product meets; the public comments teach vocabulary but are another register.
 */
const SOURCE_WEIGHT: Record<string, number> = { 'domain-messages': 1, paradetox: 0.35, goemotions: 0.35 };
const sourceWeight = (e: Example) => (e.source.startsWith('written:') ? 1 : (SOURCE_WEIGHT[e.source] ?? 1));

/**
 * The share of calm messages the threshold must keep calm, on the out-of-fold scores of the messages
 * written for Parley (the public comments are another register and do not choose the threshold).
 */
const CALM_KEPT_FLOOR = 0.96;
/** Within each look-alike stance (a feeling, a thing, a quote, a laugh), the share of calm messages kept calm. */
const STANCE_CALM_KEPT_FLOOR = 0.95;
const isParley = (e: Example) => e.source === 'domain-messages' || e.source.startsWith('written:');

function fit(examples: readonly Example[]): LinearModel {
  const xs = examples.map((e) => vectorize(e.text));
  const ys = examples.map((e) => (e.label === 'charged' ? 1 : 0));
  // Balance the classes after the source weights, so the threshold sits near the middle of the scale.
  const raw = examples.map(sourceWeight);
  const total = (label: number) => raw.reduce((s, w, i) => s + (ys[i] === label ? w : 0), 0);
  const [pos, neg] = [total(1), total(0)];
  const sw = raw.map((w, i) => (w * (pos + neg)) / (2 * (ys[i] === 1 ? pos : neg)));
  return train(xs, ys, sw, DEFAULT_OPTIONS);
}

const scoreWith = (m: LinearModel) => (text: string) => predict(m, vectorize(text));

/** The threshold with the best F1 among those that keep at least CALM_KEPT_FLOOR of calm messages calm. */
function chooseThreshold(scored: readonly Scored[]): number {
  let best = { t: 0.99, f: -1 };
  for (let t = 0.2; t <= 0.99 + 1e-9; t += 0.005) {
    const c = counts(scored, t);
    if (calmKept(c) < CALM_KEPT_FLOOR) continue;
    if (f1(c) > best.f) best = { t: Number(t.toFixed(3)), f: f1(c) };
  }
  return best.t;
}

const { examples, conflicts, duplicates } = loadExamples();
const trainSet = examples.filter((e) => foldOf(e.text) !== 0);
const testSet = examples.filter((e) => foldOf(e.text) === 0);
console.log(
  `${examples.length} examples (${duplicates} duplicates and ${conflicts.length} sentences labelled both ways dropped): ` +
    `${trainSet.length} train, ${testSet.length} test`,
);

/** A message as the engine decides it: each sentence's score and stance, and the message's score. */
function decisionItem(score: (text: string) => number, e: Example): DecisionItem {
  const sentences = splitSentences(e.text)
    .map((s) => s.text.trim())
    .filter((t) => SCORABLE.test(t))
    .map((t) => ({ score: score(t), stance: stanceOf(t) }));
  return { charged: e.label === 'charged', sentences, messageScore: messageScoreWith(score, e.text) };
}

// Out-of-fold scores on the training split, for the thresholds.
const oof: Array<Scored & { parley: boolean }> = [];
const oofItems: DecisionItem[] = [];
for (let fold = 1; fold < FOLDS; fold++) {
  const model = fit(trainSet.filter((e) => foldOf(e.text) !== fold));
  for (const e of trainSet.filter((x) => foldOf(x.text) === fold)) {
    oof.push({
      charged: e.label === 'charged',
      score: messageScoreWith(scoreWith(model), e.text),
      parley: isParley(e),
    });
    if (isParley(e)) oofItems.push(decisionItem(scoreWith(model), e));
  }
}
const threshold = chooseThreshold(oof.filter((s) => s.parley));
const oofCounts = counts(
  oof.filter((s) => s.parley),
  threshold,
);

const stanceThresholds = fitStanceThresholds(
  oofItems.filter((it) => it.sentences.length > 0),
  threshold,
  CALM_KEPT_FLOOR,
  STANCE_CALM_KEPT_FLOOR,
);
const oofStance = decide(oofItems, stanceThresholds);

const final = fit(trainSet);
// Figures from the weights as stored (16-bit), exactly what the product will compute.
const draft = encodeWeights(final.weights, final.bias, threshold, {});
const stored = decodeWeights(draft);
const storedScore = (text: string) => {
  const { index, value } = featureBuckets(text);
  let z = draft.bias;
  for (let i = 0; i < index.length; i++) z += stored[index[i]!]! * value[i]!;
  return 1 / (1 + Math.exp(-z));
};
const test = counts(
  testSet
    .filter(isParley)
    .map((e) => ({ charged: e.label === 'charged', score: messageScoreWith(storedScore, e.text) })),
  threshold,
);
const testStance = decide(
  testSet.filter(isParley).map((e) => decisionItem(storedScore, e)),
  stanceThresholds,
);
const summary = (c: ReturnType<typeof counts>) => ({
  n: c.n,
  precision: Number(fmt(precision(c))),
  recall: Number(fmt(recall(c))),
  f1: Number(fmt(f1(c))),
  calmKept: Number(fmt(calmKept(c))),
});

const bySource = new Map<string, number>();
for (const e of trainSet) bySource.set(e.source, (bySource.get(e.source) ?? 0) + 1);
const file = encodeWeights(final.weights, final.bias, threshold, {
  trainedOn: Object.fromEntries([...bySource.entries()].sort()),
  options: DEFAULT_OPTIONS,
  sourceWeights: SOURCE_WEIGHT,
  calmKeptFloor: CALM_KEPT_FLOOR,
  outOfFoldWrittenForParley: summary(oofCounts),
  heldOutWrittenForParley: summary(test),
  outOfFoldPerSentence: summary(oofStance),
  heldOutPerSentence: summary(testStance),
});
file.stanceThresholds = stanceThresholds;
const text = JSON.stringify(file, null, 1) + '\n';
// 5. The purpose reader (assistant-training/purpose-train.ts), from training/assistant/purpose/.
const purpose = trainPurposeModel();
for (const [target, body] of [
  [MODEL_FILE, text],
  [PURPOSE_FILE, purpose.text],
] as const) {
  const name = path.basename(target);
  if (process.argv.includes('--check')) {
    const same = readFileSync(target, 'utf8') === body;
    console.log(same ? `${name} matches its training data` : `${name} differs: run npm run train:assistant`);
    if (!same) process.exitCode = 1;
  } else writeFileSync(target, body);
}
console.log(purpose.lines.join('\n'));
console.log(`threshold ${threshold} (out-of-fold: ${JSON.stringify(summary(oofCounts))})`);
console.log(`held-out: ${JSON.stringify(summary(test))}`);
console.log(
  `stance thresholds ${JSON.stringify(stanceThresholds)} (out-of-fold: ${JSON.stringify(summary(oofStance))})`,
);
console.log(`held-out, per sentence by stance: ${JSON.stringify(summary(testStance))}`);
if (!process.argv.includes('--check'))
  console.log(`wrote ${path.relative(process.cwd(), MODEL_FILE)}: ${file.count} weights`);
