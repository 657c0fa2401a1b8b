/**
 * The committed model file's format (src/common/assistant/charged-model.json), written by
 * `npm run train:assistant` and read by the charged score. Only the buckets with a weight are stored:
 * their indices as gaps (LEB128 varints) and their weights as 16-bit integers, both in base64, so
 * the file stays small and reads the same in Node and in the browser.
 */
import { FEATURE_BITS } from './charged-features';
import type { Stance } from './charged-stance';

export interface ChargedModelFile {
  format: 'parley-charged-v1';
  featureBits: number;
  bias: number;
  /** A stored weight is round(weight / scale), in -32767..32767. */
  scale: number;
  count: number;
  gaps: string;
  weights: string;
  /** Scores at or above this are charged; chosen on the training data (training/assistant/README.md). */
  threshold: number;
  /** A threshold for each stance of sentence (charged-stance.ts); absent in older files: `threshold` for all. */
  stanceThresholds?: Record<Stance, number>;
  /** What the model was trained on and how it scored on the held-out split, for people reading the file. */
  about: Record<string, unknown>;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63]! : '=';
    out += i + 2 < bytes.length ? B64[n & 63]! : '=';
  }
  return out;
}

function fromBase64(s: string): Uint8Array {
  const clean = s.replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let j = 0;
  for (const ch of clean) {
    acc = (acc << 6) | B64.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[j++] = (acc >> bits) & 255;
    }
  }
  return out;
}

/** Encodes dense weights (zeros skipped). The weights are rounded to 16 bits on the way. */
export function encodeWeights(
  weights: Float64Array,
  bias: number,
  threshold: number,
  about: Record<string, unknown>,
): ChargedModelFile {
  let max = 0;
  for (const w of weights) max = Math.max(max, Math.abs(w));
  const scale = max > 0 ? max / 32767 : 1;
  const gaps: number[] = [];
  const values: number[] = [];
  let last = -1;
  for (let i = 0; i < weights.length; i++) {
    const q = Math.round(weights[i]! / scale);
    if (q === 0) continue;
    let gap = i - last;
    last = i;
    while (gap >= 128) {
      gaps.push((gap & 127) | 128);
      gap >>>= 7;
    }
    gaps.push(gap);
    values.push(q);
  }
  const packed = new Uint8Array(values.length * 2);
  values.forEach((v, k) => {
    packed[2 * k] = v & 255;
    packed[2 * k + 1] = (v >> 8) & 255;
  });
  return {
    format: 'parley-charged-v1',
    featureBits: FEATURE_BITS,
    bias: Number(bias.toFixed(6)),
    scale,
    count: values.length,
    gaps: toBase64(Uint8Array.from(gaps)),
    weights: toBase64(packed),
    threshold: Number(threshold.toFixed(4)),
    about,
  };
}

/** The dense weight table a model file describes (one float per bucket). */
export function decodeWeights(file: ChargedModelFile): Float32Array {
  if (file.format !== 'parley-charged-v1' || file.featureBits !== FEATURE_BITS)
    throw new Error('charged-model.json does not match this build: run npm run train:assistant');
  const dense = new Float32Array(1 << file.featureBits);
  const gaps = fromBase64(file.gaps);
  const packed = fromBase64(file.weights);
  let index = -1;
  let g = 0;
  for (let k = 0; k < file.count; k++) {
    let gap = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = gaps[g++]!;
      gap |= (byte & 127) << shift;
      shift += 7;
    } while (byte & 128);
    index += gap;
    const raw = packed[2 * k]! | (packed[2 * k + 1]! << 8);
    dense[index] = (raw >= 32768 ? raw - 65536 : raw) * file.scale;
  }
  return dense;
}
