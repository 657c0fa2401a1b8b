/**
 * CPU time of the local assistant's rewrite on the eval's four 1,000-character timing messages (built as
 * scripts/eval-assistant.ts builds them), coverage on (the default) or rules only, in a checkout given by path: run
 * it on two checkouts in turn, alternating, to compare a change with its base on the same minutes of a shared
 * machine. Prints one JSON line: p50, p99, mean and each message's p50, in ms, with the load average.
 *
 *   npx tsx scripts/assistant-timing.ts /path/to/base 400          (coverage, 400 timed rewrites)
 *   npx tsx scripts/assistant-timing.ts . 400 rules                (rules only)
 *
 * Nothing is kept between calls (call-cache.ts), so repeating the same four messages measures each call in full.
 */
import os from 'node:os';
import path from 'node:path';

interface Row {
  source?: string;
  reference?: string;
  text?: string;
  ekman?: string;
}

const root = path.resolve(process.argv[2] ?? '.');
const count = Number(process.argv[3] ?? 400);
const rulesOnly = process.argv[4] === 'rules';
const { rewriteMessage } = (await import(path.join(root, 'src/common/assistant/rewrite.ts'))) as {
  rewriteMessage: (text: string, options?: { scoreCoverage?: boolean }) => unknown;
};
const { readTsv, TRAINING_DIR } = (await import(path.join(root, 'scripts/assistant-training/data.ts'))) as {
  readTsv: (file: string) => Row[];
  TRAINING_DIR: string;
};

function thousandChars(seed: string[]): string {
  let s = '';
  let i = 0;
  while (s.length < 1000) s += (s ? ' ' : '') + seed[i++ % seed.length];
  return s.slice(0, 1000);
}
const pairs = readTsv(path.join(TRAINING_DIR, 'public', 'detox-pairs.tsv'));
const lines = readTsv(path.join(TRAINING_DIR, 'public', 'tone-labels.tsv'));
const calm = lines.filter((l) => ['joy', 'neutral'].includes(l.ekman!));
const heated = lines.filter((l) => ['anger', 'disgust'].includes(l.ekman!));
const inputs = [
  thousandChars(pairs.slice(0, 60).map((p) => p.source!)),
  thousandChars(pairs.slice(60, 120).map((p) => p.source!)),
  thousandChars(calm.slice(0, 60).map((l) => l.text!)),
  thousandChars(heated.slice(0, 60).map((l) => l.text!)),
];

const options = { scoreCoverage: !rulesOnly };
for (let i = 0; i < 50; i++) rewriteMessage(inputs[i % inputs.length]!, options); // warm-up
const all: number[] = [];
const each: number[][] = inputs.map(() => []);
for (let i = 0; i < count; i++) {
  const c0 = process.cpuUsage();
  rewriteMessage(inputs[i % inputs.length]!, options);
  const c = process.cpuUsage(c0);
  const ms = (c.user + c.system) / 1000;
  all.push(ms);
  each[i % inputs.length]!.push(ms);
}
const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
console.log(
  JSON.stringify({
    checkout: root,
    mode: rulesOnly ? 'rules only' : 'coverage',
    p50: +percentile(all, 50).toFixed(2),
    p99: +percentile(all, 99).toFixed(2),
    mean: +(all.reduce((a, b) => a + b, 0) / all.length).toFixed(2),
    perMessageP50: each.map((list) => +percentile(list, 50).toFixed(2)),
    load: +os.loadavg()[0]!.toFixed(1),
  }),
);
