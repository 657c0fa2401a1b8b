/**
 * Which kind of output the engine as it stands gives each round's charged messages, and how the round's second
 * readers judged those pairs: sent as written, a stock line (the last resort's "I'm upset …" or "Can we talk …"), a
 * feeling said for a verdict ("It feels like …", "It bothers me …"), a cut (every word of the output is the
 * sender's), or reworded. Prints counts only, never a message, so it may be run on kept-back rounds
 * (training/assistant/next/) without reading them. A pair no reader judged is counted as unjudged.
 *
 *   npx tsx scripts/blind-kinds.ts 36 37 38 39 43 44 46
 *
 * A round's messages are read from written/ when it was folded, else from next/ or its judged/ folder's
 * messages.tsv; its verdicts from every key-*.tsv and judged-*.tsv in judged/r<N>/ (scripts/blind-round.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PLAIN_QUESTION } from '../src/common/assistant/calm-point';
import { rewriteMessage } from '../src/common/assistant/rewrite';
import { TRAINING_DIR } from './assistant-training/data';

type Row = Record<string, string>;
const KINDS = ['as written', 'stock line', 'felt', 'cut', 'reworded'] as const;
type Kind = (typeof KINDS)[number];

function rows(file: string): Row[] {
  const [head, ...lines] = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const names = head!.split('\t').map((n) => n.trim());
  return lines
    .filter((l) => !l.startsWith('#'))
    .map((l) => {
      const cells = l.split('\t');
      return Object.fromEntries(names.map((n, i) => [n, (cells[i] ?? '').trim()]));
    });
}

function messagesOf(round: string): string {
  for (const file of [
    `written/blind-r${round}.tsv`,
    `next/blind-r${round}.tsv`,
    `judged/r${round}/messages.tsv`,
  ])
    if (existsSync(path.join(TRAINING_DIR, file))) return path.join(TRAINING_DIR, file);
  throw new Error(`no messages for round ${round}`);
}

/** Every judged pair of the round, by its original and rewrite. */
function verdictsOf(round: string): Map<string, { broken: boolean; hostile: boolean }> {
  const dir = path.join(TRAINING_DIR, 'judged', `r${round}`);
  const out = new Map<string, { broken: boolean; hostile: boolean }>();
  if (!existsSync(dir)) return out;
  const files = readdirSync(dir);
  const judged = new Map(
    files
      .filter((f) => f.startsWith('judged-'))
      .flatMap((f) => rows(path.join(dir, f)).map((r) => [r.jid!, r])),
  );
  const marked = (cell: string | undefined) => cell === '1' || cell === 'yes';
  for (const f of files.filter((f) => f.startsWith('key-')))
    for (const k of rows(path.join(dir, f))) {
      const j = judged.get(k.jid!);
      if (j)
        out.set(`${k.original}\u0000${k.rewrite}`, { broken: marked(j.broken), hostile: marked(j.hostile) });
    }
  return out;
}

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? [];

function kindOf(original: string, rewrite: string): Kind {
  if (rewrite === original) return 'as written';
  if (rewrite.includes(PLAIN_QUESTION) || /talk about it calmly|talk calmly about/.test(rewrite))
    return 'stock line';
  if (/\bIt (?:feels like|bothers me)\b/.test(rewrite)) return 'felt';
  const own = new Set(words(original));
  return words(rewrite).every((w) => own.has(w)) ? 'cut' : 'reworded';
}

const rounds = process.argv.slice(2).filter((a) => /^\d+$/.test(a));
const tally = new Map<Kind, { n: number; clean: number; broken: number; hostile: number; unjudged: number }>(
  KINDS.map((k) => [k, { n: 0, clean: 0, broken: 0, hostile: 0, unjudged: 0 }]),
);
for (const round of rounds) {
  const verdicts = verdictsOf(round);
  for (const m of rows(messagesOf(round)).filter((r) => r.label === 'charged')) {
    const rewrite = rewriteMessage(m.text!).rewritten;
    const kind = kindOf(m.text!, rewrite);
    const t = tally.get(kind)!;
    t.n++;
    // A message sent as written still sounds as it did: hostile, as scripts/blind-round.ts tallies it.
    if (kind === 'as written') {
      t.hostile++;
      continue;
    }
    const v = verdicts.get(`${m.text}\u0000${rewrite.replace(/[\t\n]/g, ' ').trim()}`);
    if (!v) t.unjudged++;
    else {
      if (v.broken) t.broken++;
      if (v.hostile) t.hostile++;
      if (!v.broken && !v.hostile) t.clean++;
    }
  }
}
console.log(`rounds ${rounds.join(', ')}: charged messages by the kind of output, and the readers' verdicts`);
console.log('kind          n   clean  broken  hostile  unjudged');
for (const [kind, t] of tally)
  console.log(
    `${kind.padEnd(12)} ${String(t.n).padStart(4)} ${String(t.clean).padStart(6)} ${String(t.broken).padStart(7)} ${String(t.hostile).padStart(8)} ${String(t.unjudged).padStart(9)}`,
  );
