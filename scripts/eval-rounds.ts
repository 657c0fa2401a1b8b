/**
 * The whole engine on the development rounds (training/assistant/written/blind-r<N>.tsv, already in the
 * training data, so these are development figures, not blind ones): charged messages rewritten, calm ones
 * left exactly as written, and changed messages that keep every fact the output check knows (times, dates,
 * amounts, places, names, numbers), by style. `--pairs` prints every charged message with its rewrite.
 *
 * A path to a .tsv (such as a writer's messages.tsv of a round not yet in the training data) is read
 * the same way, its columns found by the header's names.
 *
 *   npx tsx scripts/eval-rounds.ts 4 5 [--pairs] [--rules-only]
 *   npx tsx scripts/eval-rounds.ts path/to/messages.tsv
 */
import { readFileSync } from 'node:fs';
import { rewriteProblems } from '../src/common/assistant/output-check';
import { rewriteMessage } from '../src/common/assistant/rewrite';

const args = process.argv.slice(2);
const pairs = args.includes('--pairs');
const scoreCoverage = !args.includes('--rules-only');
const rounds = args.filter((a) => /^\d+$/.test(a) || a.endsWith('.tsv'));

for (const r of rounds.length ? rounds : ['4', '5']) {
  const path = r.endsWith('.tsv') ? r : `training/assistant/written/blind-r${r}.tsv`;
  const [head, ...lines] = readFileSync(path, 'utf8').split('\n');
  const col = (name: string) => head!.split('\t').indexOf(name);
  const [li, di, si, ti] = ['label', 'domain', 'style', 'text'].map(col);
  const rows = lines.filter(Boolean).map((l) => {
    const cells = l.split('\t');
    return { label: cells[li!]!, domain: cells[di!]!, style: cells[si!]!, text: cells[ti!]! };
  });
  let charged = 0;
  let rewritten = 0;
  let calm = 0;
  let kept = 0;
  let changed = 0;
  let factsKept = 0;
  let pointsKept = 0;
  const byStyle = new Map<string, [number, number]>();
  for (const row of rows) {
    const out = rewriteMessage(row.text, { scoreCoverage }).rewritten;
    const same = out === row.text;
    const s = byStyle.get(row.style) ?? [0, 0];
    if (row.label === 'charged') {
      charged++;
      if (!same) {
        rewritten++;
        s[0]++;
      }
      if (pairs)
        console.log(`${same ? '=' : '~'} [${row.style}] ${row.text}\n    -> ${same ? '(unchanged)' : out}`);
    } else {
      calm++;
      if (same) {
        kept++;
        s[1]++;
      } else if (pairs) console.log(`! calm changed [${row.style}] ${row.text}\n    -> ${out}`);
    }
    byStyle.set(row.style, s);
    if (!same) {
      changed++;
      const lost = rewriteProblems(row.text, out, {
        skip: ['fragment', 'added-words', 'still-charged', 'lost-point'],
      });
      if (lost.length === 0) factsKept++;
      else if (pairs) console.log(`    lost: ${lost[0]!.detail}`);
      // The sender's request, decision or next step, read by the output check's lost-point reader.
      const lostPoint = rewriteProblems(row.text, out, {
        skip: ['fragment', 'lost-fact', 'added-words', 'still-charged'],
      });
      if (lostPoint.length === 0) pointsKept++;
      else if (pairs) console.log(`    lost point: ${lostPoint[0]!.detail}`);
    }
  }
  const f = (n: number, d: number) => `${(n / d).toFixed(3)} (${n}/${d})`;
  console.log(
    `round ${r} (${scoreCoverage ? 'coverage' : 'rules only'}): charged rewritten ${f(rewritten, charged)}, ` +
      `calm unchanged ${f(kept, calm)}, changed messages keeping every fact ${f(factsKept, changed)}, ` +
      `every point ${f(pointsKept, changed)}`,
  );
  console.log(
    `  by style (charged rewritten / calm unchanged): ${[...byStyle].map(([k, [a, b]]) => `${k} ${a}/${b}`).join(', ')}`,
  );
}
