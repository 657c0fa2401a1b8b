/**
 * Writes every output of the local assistant's rewrite over the repository's written rounds, the next rounds, the
 * public data, the eval's 1,000-character timing messages and the hostile inputs, one JSON line per message and
 * option set (coverage on, the default; and rules only), to the file given (default: stdout). Run it on two commits
 * and diff the files: a change meant only to make the assistant faster must leave them byte-identical.
 *
 *   npx tsx scripts/assistant-output-gate.ts /tmp/before.jsonl   (on the base commit)
 *   npx tsx scripts/assistant-output-gate.ts /tmp/after.jsonl    (on yours)
 *   cmp /tmp/before.jsonl /tmp/after.jsonl
 *
 * ASSISTANT_GATE_COACH=1 also writes the coach's answer for each message (slower).
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { coachMessage } from '../src/common/assistant/coach';
import { rewriteMessage } from '../src/common/assistant/rewrite';
import { readTsv, TRAINING_DIR } from './assistant-training/data';
import { HOSTILE_INPUTS } from './hostile-inputs';

const texts: Array<[string, string]> = [];
for (const sub of ['written', 'next']) {
  const dir = path.join(TRAINING_DIR, sub);
  // A blind round waits in next/ until it is folded into written/; between rounds there is none.
  if (!existsSync(dir)) continue;
  for (const f of readdirSync(dir)
    .filter((n) => n.endsWith('.tsv'))
    .sort())
    for (const r of readTsv(path.join(dir, f))) if (r.text) texts.push([`${sub}/${f}`, r.text]);
}
const pub = path.join(TRAINING_DIR, 'public');
const pairs = readTsv(path.join(pub, 'detox-pairs.tsv'));
for (const p of pairs) {
  texts.push(['public/detox-pairs.tsv:source', p.source!]);
  texts.push(['public/detox-pairs.tsv:reference', p.reference!]);
}
const lines = readTsv(path.join(pub, 'tone-labels.tsv'));
for (const l of lines) texts.push(['public/tone-labels.tsv', l.text!]);

// The eval's timing messages (scripts/eval-assistant.ts builds them the same way).
function thousandChars(seed: string[]): string {
  let s = '';
  let i = 0;
  while (s.length < 1000) s += (s ? ' ' : '') + seed[i++ % seed.length];
  return s.slice(0, 1000);
}
const calm = lines.filter((l) => ['joy', 'neutral'].includes(l.ekman!));
const heated = lines.filter((l) => ['anger', 'disgust'].includes(l.ekman!));
for (const t of [
  thousandChars(pairs.slice(0, 60).map((p) => p.source!)),
  thousandChars(pairs.slice(60, 120).map((p) => p.source!)),
  thousandChars(calm.slice(0, 60).map((l) => l.text!)),
  thousandChars(heated.slice(0, 60).map((l) => l.text!)),
])
  texts.push(['timing', t]);
for (const t of HOSTILE_INPUTS) texts.push(['hostile', t]);

const coach = process.env.ASSISTANT_GATE_COACH === '1';
const out: string[] = [];
for (const [source, text] of texts) {
  const withCoverage = rewriteMessage(text);
  const rulesOnly = rewriteMessage(text, { scoreCoverage: false });
  const row: Record<string, unknown> = { source, text, withCoverage, rulesOnly };
  if (coach) row.coach = coachMessage(text, `Sam: ${text}`);
  out.push(JSON.stringify(row));
}
const file = process.argv[2];
if (file) writeFileSync(file, out.join('\n') + '\n');
else process.stdout.write(out.join('\n') + '\n');
console.error(`${texts.length} messages written`);
