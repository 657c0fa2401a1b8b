/**
 * Logistic regression over NB-scaled features, trained with FTRL-Proximal (McMahan et al., "Ad Click Prediction: a View from the
 * Trenches", KDD 2013): per-bucket learning rates, and an L1 term that leaves most buckets at zero so
 * the model file stays small. Deterministic: a seeded shuffle and the same arithmetic in the same order.
 */
import { FEATURE_BITS, featureBuckets } from '../../src/common/assistant/charged-features';

export interface Sparse {
  index: Int32Array;
  value: Float32Array;
}

export interface TrainOptions {
  epochs: number;
  alpha: number;
  beta: number;
  l1: number;
  l2: number;
  seed: number;
  /** Add-k smoothing of the log-count ratios. */
  nbSmoothing: number;
}

export const DEFAULT_OPTIONS: TrainOptions = {
  epochs: 12,
  alpha: 2,
  beta: 1,
  l1: 0.0005,
  l2: 0.001,
  seed: 20,
  nbSmoothing: 0.5,
};

/** The features of a text with repeated buckets summed, so one update touches each bucket once. */
export function vectorize(text: string): Sparse {
  const { index, value } = featureBuckets(text);
  const sums = new Map<number, number>();
  for (let i = 0; i < index.length; i++) sums.set(index[i]!, (sums.get(index[i]!) ?? 0) + value[i]!);
  const keys = [...sums.keys()].sort((a, b) => a - b);
  return { index: Int32Array.from(keys), value: Float32Array.from(keys.map((k) => sums.get(k)!)) };
}

/** Mulberry32: a small seeded generator, the same sequence everywhere. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-Math.max(-35, Math.min(35, z))));
}

export interface LinearModel {
  weights: Float64Array;
  bias: number;
}

export function predict(model: LinearModel, x: Sparse): number {
  let z = model.bias;
  for (let i = 0; i < x.index.length; i++) z += model.weights[x.index[i]!]! * x.value[i]!;
  return sigmoid(z);
}

/**
 * NBSVM (Wang & Manning, "Baselines and Bigrams", ACL 2012): each bucket's log-count ratio between the
 * classes, with add-`smoothing` counts. Scaling the features by it before the regression lets a word
 * seen a few times in one class only count at once, which measured better on short texts here.
 */
export function logCountRatios(
  xs: readonly Sparse[],
  ys: readonly number[],
  sampleWeights: readonly number[],
  smoothing: number,
): Float64Array {
  const size = 1 << FEATURE_BITS;
  const pos = new Float64Array(size);
  const neg = new Float64Array(size);
  xs.forEach((x, k) => {
    const counts = ys[k] === 1 ? pos : neg;
    for (const b of x.index) counts[b] = counts[b]! + sampleWeights[k]!;
  });
  let sumPos = 0;
  let sumNeg = 0;
  for (let i = 0; i < size; i++) {
    sumPos += pos[i]! + smoothing;
    sumNeg += neg[i]! + smoothing;
  }
  const r = new Float64Array(size);
  for (let i = 0; i < size; i++)
    r[i] = Math.log((pos[i]! + smoothing) / sumPos) - Math.log((neg[i]! + smoothing) / sumNeg);
  return r;
}

/**
 * Trains on vectors with 0/1 labels and per-example weights (the caller balances the classes and the
 * sources): features scaled by their log-count ratios, then FTRL. The ratios are folded into the
 * returned weights, so the model reads plain features.
 */
export function train(
  xs: readonly Sparse[],
  ys: readonly number[],
  sampleWeights: readonly number[],
  opts: TrainOptions = DEFAULT_OPTIONS,
): LinearModel {
  const r = logCountRatios(xs, ys, sampleWeights, opts.nbSmoothing);
  const scaled = xs.map((x) => ({
    index: x.index,
    value: Float32Array.from(x.value, (v, j) => v * r[x.index[j]!]!),
  }));
  const model = ftrl(scaled, ys, sampleWeights, opts);
  for (let i = 0; i < model.weights.length; i++) model.weights[i] = model.weights[i]! * r[i]!;
  return model;
}

function ftrl(
  xs: readonly Sparse[],
  ys: readonly number[],
  sampleWeights: readonly number[],
  opts: TrainOptions,
): LinearModel {
  const size = 1 << FEATURE_BITS;
  const z = new Float64Array(size);
  const n = new Float64Array(size);
  const w = new Float64Array(size);
  let bias = 0;
  let biasN = 0;
  const order = xs.map((_x, i) => i);
  const rand = random(opts.seed);
  const weightOf = (i: number) => {
    const zi = z[i]!;
    if (Math.abs(zi) <= opts.l1) return 0;
    return -(zi - Math.sign(zi) * opts.l1) / ((opts.beta + Math.sqrt(n[i]!)) / opts.alpha + opts.l2);
  };
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const k of order) {
      const x = xs[k]!;
      let s = bias;
      for (let i = 0; i < x.index.length; i++) {
        const b = x.index[i]!;
        w[b] = weightOf(b);
        s += w[b]! * x.value[i]!;
      }
      const g0 = (sigmoid(s) - ys[k]!) * sampleWeights[k]!;
      for (let i = 0; i < x.index.length; i++) {
        const b = x.index[i]!;
        const g = g0 * x.value[i]!;
        const sigma = (Math.sqrt(n[b]! + g * g) - Math.sqrt(n[b]!)) / opts.alpha;
        z[b] = z[b]! + g - sigma * w[b]!;
        n[b] = n[b]! + g * g;
      }
      biasN += g0 * g0;
      bias -= (opts.alpha / (opts.beta + Math.sqrt(biasN))) * g0;
    }
  }
  for (let i = 0; i < size; i++) w[i] = n[i]! > 0 ? weightOf(i) : 0;
  return { weights: w, bias };
}
