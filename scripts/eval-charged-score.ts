/**
 * The learned charged score on the held-out split (training/assistant/, fold 0 of split.ts), scored with
 * the committed model exactly as the product scores a message: precision, recall, F1 and the share of
 * calm messages kept calm, per source, domain and style, and the time one sentence takes.
 * Run by `npm run eval:assistant`; alone: `npx tsx scripts/eval-charged-score.ts`.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import {
  CHARGED_THRESHOLD,
  chargedScore,
  messageChargedScore,
  readsCharged,
  sentenceScores,
  STANCE_THRESHOLDS,
} from '../src/common/assistant/charged-score';
import { stanceOf } from '../src/common/assistant/charged-stance';
import { isSecondWriter, loadExamples, type Example } from './assistant-training/data';
import { calmKept, counts, f1, groupBy, HEADER, precision, recall, row } from './assistant-training/metrics';
import { isTest } from './assistant-training/split';

export interface ChargedScoreReport {
  lines: string[];
  /** For the summary table of eval:assistant. */
  figures: Array<[string, string, string]>;
  missed: Example[];
  flagged: Example[];
}

/**
 * The stance of a message's lead sentence: the one furthest above (or closest below) its own threshold,
 * the sentence the engine's decision turns on (charged-stance.ts chargedIndexes).
 */
function leadStance(message: string): string {
  let best = { stance: 'none', margin: -Infinity };
  for (const { text, score } of sentenceScores(message)) {
    const stance = stanceOf(text);
    const margin = score - STANCE_THRESHOLDS[stance];
    if (margin > best.margin) best = { stance, margin };
  }
  return best.stance;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function chargedScoreReport(): ChargedScoreReport {
  const test = loadExamples().examples.filter(isTest);
  const scored = test.map((e) => ({ e, charged: e.label === 'charged', score: messageChargedScore(e.text) }));
  const all = counts(scored, CHARGED_THRESHOLD);
  const parley = scored.filter((s) => s.e.source !== 'paradetox' && s.e.source !== 'goemotions');
  const written = scored.filter((s) => s.e.source.startsWith('written:'));

  const lines = [
    `Learned charged score on the held-out split (${test.length} messages never trained on; threshold ${CHARGED_THRESHOLD}):`,
    HEADER,
    row('all', all),
    row('written for Parley + dev messages', counts(parley, CHARGED_THRESHOLD)),
    row(
      '  the same without the second writer',
      counts(
        parley.filter((s) => !isSecondWriter(s.e.source)),
        CHARGED_THRESHOLD,
      ),
    ),
  ];
  for (const [k, g] of groupBy(scored, (s) => s.e.source))
    lines.push(row(`source ${k}`, counts(g, CHARGED_THRESHOLD)));
  for (const [k, g] of groupBy(written, (s) => s.e.domain))
    lines.push(row(`domain ${k}`, counts(g, CHARGED_THRESHOLD)));
  for (const [k, g] of groupBy(written, (s) => s.e.style))
    lines.push(row(`style ${k}`, counts(g, CHARGED_THRESHOLD)));

  // Per-sentence time: every held-out sentence scored 5 times after a warm-up, in microseconds. CPU time
  // is what the score costs; wall time on a shared machine adds the waits for a core.
  const sentences = test.map((e) => e.text);
  for (const s of sentences) chargedScore(s);
  const times: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < 5; round++)
    for (const s of sentences) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      chargedScore(s);
      times.push((performance.now() - t0) * 1000);
      const c = process.cpuUsage(c0);
      cpu.push(c.user + c.system);
    }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const mean = cpu.reduce((a, b) => a + b, 0) / cpu.length;
  lines.push(
    `score time per sentence (${sentences.length} sentences x 5): CPU mean ${mean.toFixed(1)} µs, ` +
      `p99 ${percentile(cpu, 99).toFixed(0)} µs; wall p50 ${percentile(times, 50).toFixed(1)} µs, ` +
      `p99 ${percentile(times, 99).toFixed(1)} µs (load average ${os.loadavg()[0]!.toFixed(1)})`,
  );

  // The engine's own decision: each sentence held to its stance's threshold (charged-stance.ts).
  const decided = scored.map((s) => ({ ...s, score: readsCharged(s.e.text) ? 1 : 0 }));
  const decidedParley = decided.filter((s) => s.e.source !== 'paradetox' && s.e.source !== 'goemotions');
  const decidedWritten = decided.filter((s) => s.e.source.startsWith('written:'));
  lines.push(
    '',
    `The engine's decision (a sentence charged at its stance's threshold: ${JSON.stringify(STANCE_THRESHOLDS)}):`,
    HEADER,
    row('all', counts(decided, 0.5)),
    row('written for Parley + dev messages', counts(decidedParley, 0.5)),
    row(
      '  the same without the second writer',
      counts(
        decidedParley.filter((s) => !isSecondWriter(s.e.source)),
        0.5,
      ),
    ),
    row(
      '  the second writer only',
      counts(
        decidedParley.filter((s) => isSecondWriter(s.e.source)),
        0.5,
      ),
    ),
  );
  for (const [k, g] of groupBy(decidedWritten, (s) => s.e.style))
    lines.push(row(`style ${k}`, counts(g, 0.5)));
  for (const [k, g] of groupBy(decidedParley, (s) => leadStance(s.e.text)))
    lines.push(row(`lead stance ${k}`, counts(g, 0.5)));
  const dp = counts(decidedParley, 0.5);

  const w = counts(written, CHARGED_THRESHOLD);
  const figures: Array<[string, string, string]> = [
    ['charged score, held-out: precision', precision(all).toFixed(3), `${all.n} messages`],
    ['charged score, held-out: recall', recall(all).toFixed(3), ''],
    ['charged score, held-out: F1', f1(all).toFixed(3), ''],
    ['charged score, held-out written: calm kept calm', calmKept(w).toFixed(3), `>= 0.95 (${w.calm} calm)`],
    ['charged score, held-out written: recall', recall(w).toFixed(3), `${w.charged} charged`],
    [
      'engine decision (per sentence, by stance), held-out Parley: precision',
      precision(dp).toFixed(3),
      `${dp.n} messages`,
    ],
    ['engine decision, held-out Parley: recall', recall(dp).toFixed(3), `${dp.charged} charged`],
    ['engine decision, held-out Parley: F1', f1(dp).toFixed(3), ''],
    [
      'engine decision, held-out Parley: calm kept calm',
      calmKept(dp).toFixed(3),
      `>= 0.95 (${dp.calm} calm)`,
    ],
    ['charged score CPU time per sentence p99 (µs)', percentile(cpu, 99).toFixed(0), '< 1000'],
  ];
  return {
    lines,
    figures,
    missed: scored.filter((s) => s.charged && s.score < CHARGED_THRESHOLD).map((s) => s.e),
    flagged: scored.filter((s) => !s.charged && s.score >= CHARGED_THRESHOLD).map((s) => s.e),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const report = chargedScoreReport();
  for (const l of report.lines) console.log(l);
  if (process.argv.includes('--show')) {
    console.log('\n--- charged, scored calm ---');
    for (const e of report.missed) console.log(`${e.source} ${e.domain}/${e.style}: ${e.text}`);
    console.log('\n--- calm, scored charged ---');
    for (const e of report.flagged) console.log(`${e.source} ${e.domain}/${e.style}: ${e.text}`);
  }
}
