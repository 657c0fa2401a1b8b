/**
 * Trains the purpose reader (src/common/assistant/purpose-model.ts) and returns its model file's text:
 * one NB-scaled logistic regression per purpose, one-vs-rest, with the charged score's trainer
 * (logistic.ts) and features. Deterministic. The test split is the charged score's (split.ts, by a stable
 * hash of the sentence): training never sees it, and the figures written into the file are on it.
 */
import { decodeWeights, encodeWeights } from '../../src/common/assistant/charged-model-codec';
import {
  JAB_PURPOSES,
  MODEL_PURPOSES,
  type ModelPurpose,
  type PurposeModelFile,
} from '../../src/common/assistant/purpose-model';
import { DEFAULT_OPTIONS, train, vectorize, type Sparse, type TrainOptions } from './logistic';
import { loadPurposeExamples, type PurposeExample } from './purpose-data';
import { isTestText } from './split';

/**
 * Fewer epochs and a larger L1 than the charged score: eleven models share the file, and a purpose is
 * carried by a few words and the sentence's shape (measured on the held-out split: the same figures within
 * a point, a file a third the size).
 */
export const PURPOSE_OPTIONS: TrainOptions = { ...DEFAULT_OPTIONS, epochs: 8, l1: 0.005 };
/** A derived calm sentence (purpose-data.ts) counts for less than a sentence a person labelled. */
const DERIVED_WEIGHT = 1;

function fitOne(purpose: ModelPurpose, data: ReadonlyArray<{ e: PurposeExample; x: Sparse }>) {
  const used = data.filter(({ e }) => e.purpose !== 'not-jab' || JAB_PURPOSES.has(purpose));
  const ys = used.map(({ e }) => (e.purpose === purpose ? 1 : 0));
  const raw = used.map(({ e }) => (e.purpose === 'not-jab' ? DERIVED_WEIGHT : 1));
  const total = (label: number) => raw.reduce((s, w, i) => s + (ys[i] === label ? w : 0), 0);
  const [pos, neg] = [total(1), total(0)];
  // Balanced, so each purpose's score reads on the same scale and the likeliest can be taken.
  const sw = raw.map((w, i) => (w * (pos + neg)) / (2 * (ys[i] === 1 ? pos : neg)));
  return train(
    used.map(({ x }) => x),
    ys,
    sw,
    PURPOSE_OPTIONS,
  );
}

export interface PurposeTraining {
  text: string;
  lines: string[];
}

export function trainPurposeModel(): PurposeTraining {
  const { examples, conflicts } = loadPurposeExamples();
  const trainSet = examples.filter((e) => !isTestText(e.text));
  const testSet = examples.filter((e) => isTestText(e.text));
  const data = trainSet.map((e) => ({ e, x: vectorize(e.text) }));
  const classes = {} as PurposeModelFile['classes'];
  const models = MODEL_PURPOSES.map((p) => ({ p, m: fitOne(p, data) }));
  for (const { p, m } of models) {
    const file = encodeWeights(m.weights, m.bias, 0.5, {});
    classes[p] = file;
  }
  // Held-out figures from the weights as stored: decode and score exactly as the product does.
  const decoded = models.map(({ p }) => ({ p, file: classes[p] }));
  const score = (text: string, jabs: boolean) => {
    const x = vectorize(text);
    let best: { p: ModelPurpose; s: number } = { p: 'logistics', s: -Infinity };
    for (const { p, file } of decoded) {
      if (!jabs && JAB_PURPOSES.has(p)) continue;
      const w = storedWeights(file);
      let z = file.bias;
      for (let i = 0; i < x.index.length; i++) z += w[x.index[i]!]! * x.value[i]!;
      if (z > best.s) best = { p, s: z };
    }
    return best.p;
  };
  const labelledTest = testSet.filter((e) => e.purpose !== 'not-jab');
  const perPurpose: Record<string, { n: number; precision: number; recall: number }> = {};
  const predicted = labelledTest.map((e) => score(e.text, true));
  for (const p of MODEL_PURPOSES) {
    const tp = labelledTest.filter((e, i) => e.purpose === p && predicted[i] === p).length;
    const said = predicted.filter((q) => q === p).length;
    const n = labelledTest.filter((e) => e.purpose === p).length;
    perPurpose[p] = { n, precision: round(said ? tp / said : 0), recall: round(n ? tp / n : 0) };
  }
  const accuracy = round(
    labelledTest.filter((e, i) => predicted[i] === e.purpose).length / labelledTest.length,
  );
  const calmTest = testSet.filter((e) => e.purpose === 'not-jab');
  const calmNotJab = round(
    calmTest.filter((e) => !JAB_PURPOSES.has(score(e.text, true))).length / calmTest.length,
  );
  const count = (list: readonly PurposeExample[]) => {
    const by: Record<string, number> = {};
    for (const e of list) by[e.purpose] = (by[e.purpose] ?? 0) + 1;
    return Object.fromEntries(Object.entries(by).sort());
  };
  const file: PurposeModelFile = {
    format: 'parley-purpose-v1',
    classes,
    about: {
      trainedOn: count(trainSet),
      options: PURPOSE_OPTIONS,
      derivedWeight: DERIVED_WEIGHT,
      heldOut: {
        labelled: labelledTest.length,
        accuracy,
        perPurpose,
        calmSentences: calmTest.length,
        calmNotJab,
      },
    },
  };
  const lines = [
    `purpose: ${examples.length} sentences (${conflicts.length} labelled two ways dropped): ${trainSet.length} train, ${testSet.length} test`,
    `purpose held-out: accuracy ${accuracy} on ${labelledTest.length} labelled; calm sentences read as no jab ${calmNotJab} (${calmTest.length})`,
    `purpose held-out per purpose: ${JSON.stringify(perPurpose)}`,
    `purpose model: ${MODEL_PURPOSES.reduce((s, p) => s + classes[p].count, 0)} weights`,
  ];
  return { text: JSON.stringify(file, null, 1) + '\n', lines };
}

const cache = new Map<object, Float32Array>();
function storedWeights(file: PurposeModelFile['classes'][ModelPurpose]): Float32Array {
  let w = cache.get(file);
  if (!w) {
    w = decodeWeights(file);
    cache.set(file, w);
  }
  return w;
}
const round = (x: number) => Number(x.toFixed(3));
