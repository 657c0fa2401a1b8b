/**
 * The tools of a blind round (scripts/EVAL-RESULTS.md, "How a blind round is run"): a writer who has seen
 * nothing of the engine writes messages.tsv (`id label domain style text facts`, facts separated by ` | `),
 * the engine runs on it once, second readers who see only the pairs judge the charged rewrites, and the
 * figures are tallied before anyone working on the engine reads an output.
 *
 *   npx tsx scripts/blind-round.ts run <messages.tsv> <outDir> <tag>
 *       writes <outDir>/<tag>-run.tsv (id label style text rewrite changed facts_kept) and <tag>-summary.txt
 *   npx tsx scripts/blind-round.ts judge-input <outDir> <prefix> <parts> <run.tsv>... [--exclude key.tsv,...]
 *       the distinct charged pairs that changed (and are not in an excluded key), shuffled with a fixed seed,
 *       split into <outDir>/judge-<prefix><n>.tsv (jid original rewrite), with <outDir>/key-<prefix>.tsv
 *   npx tsx scripts/blind-round.ts tally <judged.tsv,...> <key.tsv,...> <run.tsv>
 *       readers' shares of all charged messages: broken, still hostile (an unchanged one counts), clean
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rewriteMessage } from '../src/common/assistant/rewrite';
import { readTsv } from './assistant-training/data';

type Row = Record<string, string>;

/** A round's TSV by its header's names, cells trimmed; a reader's closing "# patterns: …" line is no row. */
function readRows(file: string): Row[] {
  return readTsv(file)
    .filter((r) => !Object.values(r)[0]?.startsWith('#'))
    .map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k.trim(), v.trim()])));
}

const tsvCell = (s: string) => s.replace(/[\t\n]/g, ' ');
const writeTsv = (file: string, names: string[], rows: Row[]) =>
  writeFileSync(
    file,
    [names.join('\t'), ...rows.map((r) => names.map((n) => tsvCell(r[n] ?? '')).join('\t'))].join('\n') +
      '\n',
  );

/** The writer's facts that are word for word in their own message (case aside); others are not counted. */
function countableFacts(row: Row): string[] {
  const text = row.text!.toLowerCase();
  return (row.facts ?? '')
    .split('|')
    .map((f) => f.trim())
    .filter((f) => f && text.includes(f.toLowerCase()));
}

const share = (n: number, of: number) => (of ? (n / of).toFixed(3) : '-');

function run(messagesFile: string, outDir: string, tag: string): void {
  mkdirSync(outDir, { recursive: true });
  const out: Row[] = [];
  const styles = new Map<string, { charged: number; rewritten: number; calm: number; kept: number }>();
  let withFacts = 0;
  let allKept = 0;
  for (const row of readRows(messagesFile)) {
    const rewrite = rewriteMessage(row.text!).rewritten;
    const changed = rewrite !== row.text;
    const facts = countableFacts(row);
    const kept = facts.filter((f) => rewrite.toLowerCase().includes(f.toLowerCase())).length;
    if (changed && facts.length) {
      withFacts++;
      if (kept === facts.length) allKept++;
    }
    const s = styles.get(row.style!) ?? { charged: 0, rewritten: 0, calm: 0, kept: 0 };
    if (row.label === 'charged') {
      s.charged++;
      if (changed) s.rewritten++;
    } else {
      s.calm++;
      if (!changed) s.kept++;
    }
    styles.set(row.style!, s);
    out.push({ ...row, rewrite, changed: changed ? 'yes' : 'no', facts_kept: `${kept}/${facts.length}` });
  }
  writeTsv(
    path.join(outDir, `${tag}-run.tsv`),
    ['id', 'label', 'style', 'text', 'rewrite', 'changed', 'facts_kept'],
    out,
  );
  const total = [...styles.values()].reduce(
    (a, s) => ({
      charged: a.charged + s.charged,
      rewritten: a.rewritten + s.rewritten,
      calm: a.calm + s.calm,
      kept: a.kept + s.kept,
    }),
    { charged: 0, rewritten: 0, calm: 0, kept: 0 },
  );
  const lines = [
    `charged rewritten ${share(total.rewritten, total.charged)} (${total.rewritten}/${total.charged})`,
    `calm left as written ${share(total.kept, total.calm)} (${total.kept}/${total.calm})`,
    `facts kept (changed, with facts) ${share(allKept, withFacts)} (${allKept}/${withFacts})`,
    ...[...styles]
      .sort()
      .map(([style, s]) => `  ${style}: charged ${s.rewritten}/${s.charged}, calm kept ${s.kept}/${s.calm}`),
  ];
  writeFileSync(path.join(outDir, `${tag}-summary.txt`), lines.join('\n') + '\n');
  console.log(lines.join('\n'));
}

/** A fixed shuffle (mulberry32), so the same runs always give readers the same files. */
function shuffled<T>(items: T[], seed: number): T[] {
  let a = seed;
  const random = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const pairKey = (original: string, rewrite: string) => `${original}\u0000${rewrite}`;

function judgeInput(outDir: string, prefix: string, parts: number, runs: string[], exclude: string[]): void {
  const seen = new Set(exclude.flatMap((k) => readRows(k).map((r) => pairKey(r.original!, r.rewrite!))));
  const pairs = new Map<string, Row>();
  for (const row of runs.flatMap(readRows)) {
    if (row.label !== 'charged' || row.changed !== 'yes') continue;
    const key = pairKey(row.text!, row.rewrite!);
    if (!seen.has(key)) pairs.set(key, { original: row.text!, rewrite: row.rewrite! });
  }
  const keyed = shuffled([...pairs.values()], 28).map((p, i) => ({ jid: `${prefix}${i + 1}`, ...p }));
  writeTsv(path.join(outDir, `key-${prefix}.tsv`), ['jid', 'original', 'rewrite'], keyed);
  for (let part = 0; part < parts; part++) {
    const mine = keyed.filter((_, i) => i % parts === part);
    writeTsv(path.join(outDir, `judge-${prefix}${part + 1}.tsv`), ['jid', 'original', 'rewrite'], mine);
  }
  console.log(`${keyed.length} pairs in ${parts} parts (${seen.size} excluded as already judged)`);
}

/** A reader's mark: "yes" or "1" (readers have been asked for both). */
const marked = (cell: string | undefined) => cell === 'yes' || cell === '1';

function tally(judgedFiles: string[], keyFiles: string[], runFile: string): void {
  const verdicts = new Map<string, { broken: boolean; hostile: boolean }>();
  const judged = new Map(judgedFiles.flatMap(readRows).map((r) => [r.jid!, r]));
  for (const k of keyFiles.flatMap(readRows)) {
    const j = judged.get(k.jid!);
    if (j)
      verdicts.set(pairKey(k.original!, k.rewrite!), {
        broken: marked(j.broken),
        hostile: marked(j.hostile),
      });
  }
  const charged = readRows(runFile).filter((r) => r.label === 'charged');
  let broken = 0;
  let hostile = 0;
  let clean = 0;
  let unjudged = 0;
  for (const row of charged) {
    if (row.changed !== 'yes') {
      hostile++;
      continue;
    }
    const v = verdicts.get(pairKey(row.text!, row.rewrite!));
    if (!v) {
      unjudged++;
      continue;
    }
    if (v.broken) broken++;
    if (v.hostile) hostile++;
    if (!v.broken && !v.hostile) clean++;
  }
  console.log(
    `of ${charged.length} charged: broken ${share(broken, charged.length)} (${broken}), still hostile ${share(hostile, charged.length)} (${hostile}), clean ${share(clean, charged.length)} (${clean})${unjudged ? `; ${unjudged} changed pairs not judged` : ''}`,
  );
}

const [command, ...args] = process.argv.slice(2);
const excludeAt = args.indexOf('--exclude');
const exclude = excludeAt >= 0 ? args.splice(excludeAt, 2)[1]!.split(',') : [];
if (command === 'run' && args.length === 3) run(args[0]!, args[1]!, args[2]!);
else if (command === 'judge-input' && args.length >= 4)
  judgeInput(args[0]!, args[1]!, Number(args[2]), args.slice(3), exclude);
else if (command === 'tally' && args.length === 3) tally(args[0]!.split(','), args[1]!.split(','), args[2]!);
else {
  console.error('usage: see the comment at the top of scripts/blind-round.ts');
  process.exit(2);
}
