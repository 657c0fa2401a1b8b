/**
 * Reads the purpose reader's training data (training/assistant/purpose/README.md):
 * - training/assistant/purpose/<file>.tsv: sentences written for Parley, each labelled with what it is for
 *   (`purpose domain style text`);
 * - derived, where the label is honest without a person reading each line: every sentence of a message the
 *   charged data labels calm (training/assistant/written/) is _not a jab_, whatever else it is. Those sentences
 *   only teach the six jab models what a jab is not; they are never positives of any purpose.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { MODEL_PURPOSES, type ModelPurpose } from '../../src/common/assistant/purpose-model';
import { splitSentences } from '../../src/common/assistant/text';
import { readTsv, textKey, TRAINING_DIR } from './data';

export interface PurposeExample {
  text: string;
  /** The sentence's purpose, or 'not-jab' for a derived calm sentence. */
  purpose: ModelPurpose | 'not-jab';
  source: string;
  domain: string;
  style: string;
}

const KNOWN = new Set<string>(MODEL_PURPOSES);

function labelled(): PurposeExample[] {
  const dir = path.join(TRAINING_DIR, 'purpose');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.tsv'))
    .sort()
    .flatMap((f) =>
      readTsv(path.join(dir, f)).map((r) => {
        if (!KNOWN.has(r.purpose!)) throw new Error(`${f}: unknown purpose "${r.purpose}" for "${r.text}"`);
        return {
          text: r.text!,
          purpose: r.purpose as ModelPurpose,
          source: `purpose:${f.replace(/\.tsv$/, '')}`,
          domain: r.domain!,
          style: r.style!,
        };
      }),
    );
}

/** Every sentence (with a letter in it) of each calm written message: not a jab. */
function calmSentences(): PurposeExample[] {
  const dir = path.join(TRAINING_DIR, 'written');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.tsv'))
    .sort()
    .flatMap((f) =>
      readTsv(path.join(dir, f))
        .filter((r) => r.label === 'calm')
        .flatMap((r) =>
          splitSentences(r.text!)
            .map((s) => s.text.trim())
            .filter((t) => /\p{L}/u.test(t))
            .map((text) => ({
              text,
              purpose: 'not-jab' as const,
              source: `calm:${f.replace(/\.tsv$/, '')}`,
              domain: r.domain!,
              style: r.style!,
            })),
        ),
    );
}

export interface PurposeLoaded {
  examples: PurposeExample[];
  /** Labelled sentences dropped because the same sentence carried two purposes. */
  conflicts: string[];
}

/**
 * Each sentence once. A sentence labelled with two purposes is dropped; a derived 'not-jab' sentence that is
 * also labelled gives way to the label (the label is more specific), or is dropped when labelled a jab.
 */
export function loadPurposeExamples(): PurposeLoaded {
  const own = labelled();
  const labels = new Map<string, Set<string>>();
  for (const e of own) labels.set(textKey(e.text), (labels.get(textKey(e.text)) ?? new Set()).add(e.purpose));
  const seen = new Set<string>();
  const conflicts: string[] = [];
  const examples: PurposeExample[] = [];
  for (const e of own) {
    const k = textKey(e.text);
    if (k === '' || seen.has(k)) continue;
    seen.add(k);
    if (labels.get(k)!.size > 1) conflicts.push(e.text);
    else examples.push(e);
  }
  for (const e of calmSentences()) {
    const k = textKey(e.text);
    if (k === '' || seen.has(k)) continue;
    seen.add(k);
    examples.push(e);
  }
  return { examples, conflicts };
}
