/**
 * The held-out split: an example is in the test split when the stable hash of its comparison key falls
 * in one fifth of the range. The same sentence is therefore always on the same side, whatever else is
 * added to the data, and near-copies (case, spacing, punctuation) never straddle it. With a few hundred
 * examples per source, domain and style, each of those strata gets close to its fifth (the training run
 * prints the counts).
 */
import { fnv1a } from '../../src/common/assistant/charged-features';
import { textKey, type Example } from './data';

const SPLIT_SALT = 0x5eed2026;
export const FOLDS = 5;

/** 0..FOLDS-1; fold 0 is the test split, the others are the cross-validation folds of the training split. */
export function foldOf(text: string): number {
  return fnv1a(textKey(text), SPLIT_SALT) % FOLDS;
}

export function isTest(e: Example): boolean {
  return foldOf(e.text) === 0;
}

/** Whether a text is in the test split (the purpose reader's data shares the split, sentence by sentence). */
export function isTestText(text: string): boolean {
  return foldOf(text) === 0;
}
