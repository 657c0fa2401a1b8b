/**
 * Evaluates the local assistant on public data (training/assistant/public/README.md):
 *   detox-pairs.tsv  — toxic sentence -> human neutral rewrite (ParaDetox)
 *   tone-labels.tsv  — Reddit lines with an Ekman emotion label (GoEmotions)
 * and the learned charged score on its held-out split (scripts/eval-charged-score.ts, training/assistant/), and the
 * purpose reader on its own (scripts/eval-purpose.ts, training/assistant/purpose/).
 * Usage: npm run eval:assistant  (ASSISTANT_DATA_DIR overrides the data folder; --show N prints examples)
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { corpusChrf } from '../src/common/assistant/chrf';
import { coachMessage } from '../src/common/assistant/coach';
import { rewriteMessage } from '../src/common/assistant/rewrite';
import { PROFANITY_PATTERN } from '../src/common/assistant/rules/profanity';
import { suggestReplies } from '../src/common/assistant/suggest';
import { summarizeConversation } from '../src/common/assistant/summarize';
import { HEATED_TONES } from '../src/common/assistant/tone';
import { readTsv } from './assistant-training/data';
import { chargedScoreReport } from './eval-charged-score';
import { engineHeldOutReport } from './eval-engine-heldout';
import { purposeReport } from './eval-purpose';
import { sentenceScoreReport } from './eval-sentence-score';
import { HOSTILE_INPUTS } from './hostile-inputs';

// The repository's copy of the public data (training/assistant/public/README.md says where it is from).
const dataDir =
  process.env.ASSISTANT_DATA_DIR ??
  path.resolve(import.meta.dirname, '..', 'training', 'assistant', 'public');
const showIndex = process.argv.indexOf('--show');
const show = showIndex >= 0 ? Number(process.argv[showIndex + 1] ?? 20) : 0;

function readData(file: string): Record<string, string>[] {
  return readTsv(path.join(dataDir, file));
}

function share(n: number, d: number): string {
  return d === 0 ? 'n/a' : (n / d).toFixed(3);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const hasProfanity = (s: string) => {
  PROFANITY_PATTERN.lastIndex = 0;
  return PROFANITY_PATTERN.test(s);
};

// --- detox pairs -------------------------------------------------------------------------------
const pairs = readData('detox-pairs.tsv');
const outputs = pairs.map((p) => rewriteMessage(p.source!).rewritten);
const changed = pairs.filter((p, i) => outputs[i] !== p.source).length;
const refsUnchanged = pairs.filter((p) => rewriteMessage(p.reference!).rewritten === p.reference).length;
const profaneOutputs = outputs.filter(hasProfanity);
const chrfOut = corpusChrf(
  outputs,
  pairs.map((p) => p.reference!),
);
const chrfIdentity = corpusChrf(
  pairs.map((p) => p.source!),
  pairs.map((p) => p.reference!),
);

// --- tone labels -------------------------------------------------------------------------------
const lines = readData('tone-labels.tsv');
const byLabel = (labels: string[]) => lines.filter((l) => labels.includes(l.ekman!));
const heated = byLabel(['anger', 'disgust']);
const calm = byLabel(['joy', 'neutral']);
const flagged = heated.filter((l) => {
  const r = rewriteMessage(l.text!);
  return r.rewritten !== l.text || HEATED_TONES.has(r.emotionalTone);
});
const untouched = calm.filter((l) => rewriteMessage(l.text!).rewritten === l.text);
const calmLabelledHeated = calm.filter((l) => HEATED_TONES.has(rewriteMessage(l.text!).emotionalTone));
const otherNegative = byLabel(['sadness', 'fear']);
const otherUntouched = otherNegative.filter((l) => rewriteMessage(l.text!).rewritten === l.text);
const otherLabelledHeated = otherNegative.filter((l) =>
  HEATED_TONES.has(rewriteMessage(l.text!).emotionalTone),
);

// --- messages written for the six domains (scripts/assistant-domain-messages.txt) ---------------------
// Written while building the engine, so a regression check rather than a held-out test.
const domain = readFileSync(path.join(import.meta.dirname, 'assistant-domain-messages.txt'), 'utf8')
  .split('\n')
  .filter((l) => /^[CK]\|/.test(l))
  .map((l) => ({ charged: l[0] === 'C', text: l.slice(2) }));
const domainCharged = domain.filter((d) => d.charged);
const domainCalm = domain.filter((d) => !d.charged);
const domainMissed = domainCharged.filter((d) => rewriteMessage(d.text).rewritten === d.text);
const domainTouched = domainCalm.filter((d) => rewriteMessage(d.text).rewritten !== d.text);

// --- timing on 1,000-character messages ---------------------------------------------------------
function thousandChars(seed: string[]): string {
  let s = '';
  let i = 0;
  while (s.length < 1000) s += (s ? ' ' : '') + seed[i++ % seed.length];
  return s.slice(0, 1000);
}
const timingInputs = [
  thousandChars(pairs.slice(0, 60).map((p) => p.source!)),
  thousandChars(pairs.slice(60, 120).map((p) => p.source!)),
  thousandChars(calm.slice(0, 60).map((l) => l.text!)),
  thousandChars(heated.slice(0, 60).map((l) => l.text!)),
];
// Rules only (scoreCoverage off) first; then with coverage, the default. Each says which, whatever the default.
const RULES_ONLY = { scoreCoverage: false };
for (let i = 0; i < 200; i++) rewriteMessage(timingInputs[i % timingInputs.length]!, RULES_ONLY); // warm-up
// Wall-clock time includes time this process spends descheduled on a busy machine; CPU time does not.
const times: number[] = [];
const cpuTimes: number[] = [];
for (let i = 0; i < 2000; i++) {
  const input = timingInputs[i % timingInputs.length]!;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  rewriteMessage(input, RULES_ONLY);
  times.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cpuTimes.push((c.user + c.system) / 1000);
}
times.sort((a, b) => a - b);
cpuTimes.sort((a, b) => a - b);
// With the learned score's coverage and the composer (compromise reads flagged sentences).
for (let i = 0; i < 50; i++) rewriteMessage(timingInputs[i % timingInputs.length]!, { scoreCoverage: true });
const coveredCpu: number[] = [];
for (let i = 0; i < 1000; i++) {
  const input = timingInputs[i % timingInputs.length]!;
  const c0 = process.cpuUsage();
  rewriteMessage(input, { scoreCoverage: true });
  const c = process.cpuUsage(c0);
  coveredCpu.push((c.user + c.system) / 1000);
}
coveredCpu.sort((a, b) => a - b);
const load = os.loadavg()[0]!.toFixed(1);

// --- hostile input: the slowest any operation gets on a message built to be slow -------------------
let slowest = { ms: 0, what: '' };
for (const text of HOSTILE_INPUTS) {
  const operations: Array<[string, () => unknown]> = [
    ['rewrite, rules only', () => rewriteMessage(text, RULES_ONLY)],
    ['rewrite with coverage', () => rewriteMessage(text, { scoreCoverage: true })],
    ['suggest', () => suggestReplies([text], text)],
    ['coach', () => coachMessage(text, `Sam: ${text}`)],
    [
      'summary',
      () =>
        summarizeConversation([
          { sender: 'Sam', text },
          { sender: 'Alex', text },
        ]),
    ],
  ];
  for (const [name, run] of operations) {
    const t0 = performance.now();
    run();
    const ms = performance.now() - t0;
    if (ms > slowest.ms) slowest = { ms, what: `${name} of ${JSON.stringify(text.slice(0, 12))}…` };
  }
}

const rows: Array<[string, string, string]> = [
  ['toxic sources changed', share(changed, pairs.length), '>= 0.95'],
  ['human neutral references left unchanged', share(refsUnchanged, pairs.length), '>= 0.90'],
  ['outputs still containing profanity', String(profaneOutputs.length), '0'],
  ['chrF output vs reference', chrfOut.toFixed(1), `>= 78 (identity ${chrfIdentity.toFixed(1)})`],
  ['anger/disgust lines flagged', share(flagged.length, heated.length), '>= 0.95'],
  ['joy/neutral lines left unchanged', share(untouched.length, calm.length), '>= 0.95'],
  [
    'joy/neutral lines labelled heated (info)',
    share(calmLabelledHeated.length, calm.length),
    'lower is better',
  ],
  [
    'sadness/fear lines left unchanged (info)',
    share(otherUntouched.length, otherNegative.length),
    'higher is better',
  ],
  [
    'sadness/fear lines labelled heated (info)',
    share(otherLabelledHeated.length, otherNegative.length),
    'lower is better',
  ],
  [
    'domain messages (dev set): charged rewritten',
    share(domainCharged.length - domainMissed.length, domainCharged.length),
    `${domainCharged.length} messages, no target`,
  ],
  [
    'domain messages (dev set): calm left unchanged',
    share(domainCalm.length - domainTouched.length, domainCalm.length),
    `${domainCalm.length} messages, no target`,
  ],
  [
    'rewrite wall time p50, 1,000 chars, rules only (ms)',
    percentile(times, 50).toFixed(3),
    `load average ${load}`,
  ],
  ['rewrite wall time p99, 1,000 chars, rules only (ms)', percentile(times, 99).toFixed(3), '< 3'],
  ['rewrite CPU time p50, 1,000 chars, rules only (ms)', percentile(cpuTimes, 50).toFixed(3), ''],
  ['rewrite CPU time p99, 1,000 chars, rules only (ms)', percentile(cpuTimes, 99).toFixed(3), '< 3'],
  ['rewrite with coverage, CPU p50, 1,000 chars (ms)', percentile(coveredCpu, 50).toFixed(3), ''],
  ['rewrite with coverage, CPU p99, 1,000 chars (ms)', percentile(coveredCpu, 99).toFixed(3), '< 3'],
  ['slowest operation on hostile 4,000-char input (ms)', slowest.ms.toFixed(1), `< 100 (${slowest.what})`],
];

const charged = chargedScoreReport();
rows.push(...charged.figures);
const purpose = purposeReport();
rows.push(...purpose.figures);
const engine = engineHeldOutReport();
rows.push(...engine.rows);
rows.push([
  'with score coverage: rejections by first reason',
  String(Object.values(engine.rejectedByReason).reduce((a, b) => a + b, 0)),
  JSON.stringify(engine.rejectedByReason),
]);

console.log(`Assistant eval — data from ${dataDir}`);
console.log(
  `detox pairs: ${pairs.length}, tone lines: ${lines.length} (anger/disgust ${heated.length}, joy/neutral ${calm.length})\n`,
);
const w = Math.max(...rows.map((r) => r[0].length));
for (const [name, value, target] of rows) console.log(`${name.padEnd(w)}  ${value.padStart(7)}  ${target}`);
console.log(`\n${charged.lines.join('\n')}`);
console.log(`\n${sentenceScoreReport().join('\n')}`);
console.log(`\n${purpose.lines.join('\n')}`);

if (show > 0) {
  const sample = (title: string, list: string[]) => {
    console.log(`\n--- ${title} (${list.length}) ---`);
    for (const s of list.slice(0, show)) console.log(s);
  };
  sample(
    'domain messages left unchanged',
    domainMissed.map((d) => d.text),
  );
  sample(
    'calm domain messages changed',
    domainTouched.map((d) => `${d.text}\n   -> ${rewriteMessage(d.text).rewritten}`),
  );
  sample(
    'unchanged toxic sources',
    pairs.filter((p, i) => outputs[i] === p.source).map((p) => p.source!),
  );
  sample(
    'references changed',
    pairs
      .filter((p) => rewriteMessage(p.reference!).rewritten !== p.reference)
      .map((p) => `${p.reference}\n   -> ${rewriteMessage(p.reference!).rewritten}`),
  );
  sample('profanity left', profaneOutputs);
  sample(
    'anger/disgust not flagged',
    heated.filter((l) => !flagged.includes(l)).map((l) => l.text!),
  );
  sample(
    'joy/neutral changed',
    calm
      .filter((l) => !untouched.includes(l))
      .map((l) => `${l.text}\n   -> ${rewriteMessage(l.text!).rewritten}`),
  );
  sample(
    'held-out charged messages the score missed',
    charged.missed.map((e) => `${e.source} ${e.domain}/${e.style}: ${e.text}`),
  );
  sample(
    'held-out calm messages the score flagged',
    charged.flagged.map((e) => `${e.source} ${e.domain}/${e.style}: ${e.text}`),
  );
  sample(
    'rewrites',
    pairs.slice(0, show).map((p, i) => `${p.source}\n   -> ${outputs[i]}\n   ref ${p.reference}`),
  );
}
