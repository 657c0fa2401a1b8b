/**
 * The charged score read per sentence, as the engine uses it (each sentence held to its stance's threshold; the
 * output check asks whether a rewrite still reads charged): the held-out figures of single sentences, beside the
 * message-level ones. The labelled sentences are the purpose reader's (training/assistant/purpose/): a jab should
 * read charged alone, a plain point (logistics, request, decision, feeling, question), often the complaint content
 * of a charged message, calm.
 */
import { SCORABLE } from '../../src/common/assistant/charged-features';
import { JAB_PURPOSES, type ModelPurpose } from '../../src/common/assistant/purpose-model';
import { splitSentences } from '../../src/common/assistant/text';
import { textKey, type Example } from './data';
import { loadPurposeExamples } from './purpose-data';

/** The scorable sentences of a text, as the engine splits it. */
export function sentencesOf(text: string): string[] {
  return splitSentences(text)
    .map((s) => s.text.trim())
    .filter((t) => SCORABLE.test(t));
}

/** Each labelled sentence's purpose (the purpose reader's own files; derived not-jab rows are not labels). */
export function purposeLabels(): Map<string, ModelPurpose> {
  const out = new Map<string, ModelPurpose>();
  for (const e of loadPurposeExamples().examples)
    if (e.purpose !== 'not-jab') out.set(textKey(e.text), e.purpose);
  return out;
}

export interface SentenceFigures {
  /** Sentences of held-out calm messages (written for Parley and the development set) read calm. */
  calmSentencesKept: [number, number];
  /** Held-out sentences the purpose data labels a plain point (complaint content, requests, plans) read calm. */
  plainPointsKept: [number, number];
  /** Held-out sentences the purpose data labels a jab read charged. */
  jabsFlagged: [number, number];
  /** Held-out charged messages of one sentence read charged. */
  oneSentenceChargedFlagged: [number, number];
}

/**
 * The score per sentence on the held-out split, each sentence held alone to its stance's threshold (as the output
 * check's still-charged reading and the trim of a flagged sentence read it).
 */
export function sentenceFigures(
  test: readonly Example[],
  labels: ReadonlyMap<string, ModelPurpose>,
  isTestText: (text: string) => boolean,
  flagged: (sentence: string) => boolean,
): SentenceFigures {
  const tally = (xs: readonly boolean[]): [number, number] => [xs.filter(Boolean).length, xs.length];
  const parley = test.filter((e) => e.source === 'domain-messages' || e.source.startsWith('written:'));
  const calm = [
    ...new Set(
      parley.filter((e) => e.label === 'calm').flatMap((e) => sentencesOf(e.text).filter(isTestText)),
    ),
  ];
  const labelled = [...labels].filter(([k]) => isTestText(k));
  // The purpose files keep their text; the map is keyed by comparison key, so score the key's first text.
  const texts = new Map<string, string>();
  for (const e of loadPurposeExamples().examples)
    if (!texts.has(textKey(e.text))) texts.set(textKey(e.text), e.text);
  const text = (k: string) => texts.get(k) ?? k;
  return {
    calmSentencesKept: tally(calm.map((s) => !flagged(s))),
    plainPointsKept: tally(labelled.filter(([, p]) => !JAB_PURPOSES.has(p)).map(([k]) => !flagged(text(k)))),
    jabsFlagged: tally(labelled.filter(([, p]) => JAB_PURPOSES.has(p)).map(([k]) => flagged(text(k)))),
    oneSentenceChargedFlagged: tally(
      parley
        .filter((e) => e.label === 'charged' && sentencesOf(e.text).length === 1)
        .map((e) => flagged(e.text)),
    ),
  };
}

export function formatSentenceFigures(f: SentenceFigures): string[] {
  const r = ([n, d]: [number, number]) => `${(n / Math.max(1, d)).toFixed(3)} (${n}/${d})`;
  return [
    `  calm messages' sentences read calm     ${r(f.calmSentencesKept)}`,
    `  plain points (purpose data) read calm  ${r(f.plainPointsKept)}`,
    `  jabs (purpose data) read charged       ${r(f.jabsFlagged)}`,
    `  one-sentence charged messages flagged  ${r(f.oneSentenceChargedFlagged)}`,
  ];
}
