/**
 * The committed charged score per sentence on the held-out split (assistant-training/sentence-data.ts): calm
 * messages' sentences, the purpose data's plain points and jabs, one-sentence charged messages, each sentence alone
 * held to its stance's threshold; and a few sentences of the kinds that decide a rewrite.
 * Run by `npm run eval:assistant`; alone: `npx tsx scripts/eval-sentence-score.ts`.
 */
import { pathToFileURL } from 'node:url';
import { chargedScore, STANCE_THRESHOLDS } from '../src/common/assistant/charged-score';
import { stanceOf } from '../src/common/assistant/charged-stance';
import { loadExamples } from './assistant-training/data';
import { formatSentenceFigures, purposeLabels, sentenceFigures } from './assistant-training/sentence-data';
import { isTest, isTestText } from './assistant-training/split';

/** Complaint content and a sign-off (calm alone), and short digs (charged alone). */
export const PROBES = [
  'I waited at the station for 45 minutes.',
  'Mother.',
  'Pickup is at 5:30 on Friday.',
  "You couldn't send one text?",
  'Must be nice to leave at 3 every day.',
  'Typical.',
];

export function sentenceScoreReport(): string[] {
  const flagged = (s: string) => chargedScore(s) >= STANCE_THRESHOLDS[stanceOf(s)];
  const figures = sentenceFigures(
    loadExamples().examples.filter(isTest),
    purposeLabels(),
    isTestText,
    flagged,
  );
  return [
    "Learned charged score per sentence on the held-out split (each sentence alone, its stance's threshold):",
    ...formatSentenceFigures(figures),
    '  probes: ' +
      PROBES.map(
        (p) => `"${p}" ${chargedScore(p).toFixed(3)} (${stanceOf(p)} ${STANCE_THRESHOLDS[stanceOf(p)]})`,
      ).join(', '),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) console.log(sentenceScoreReport().join('\n'));
