/**
 * Where a charged message that goes out exactly as written is lost in the pipeline, one cause per message:
 *
 *   (a) not flagged: no specific rule changed a sentence and the learned score flagged none, because
 *       a-below  every sentence scores under its stance's threshold (charged-stance.ts), or
 *       a-gate   a sentence is at or over its own threshold but the message gate refused (the message's score under
 *                its lead sentence's threshold, chargedIndexes), or a teasing / glad / good-news exit (detect.ts);
 *   (b) flagged, and every calm form the composer tried for its charged sentences was refused by the output check
 *       (output-check.ts), so each was kept as written: the cause is the check that refused most of those
 *       candidates, its dropping included (b-lost-fact, b-lost-point, b-fragment, b-still-charged, b-added-words),
 *       or b-no-form when the composer built no calm form at all and only checked the sentence as written: the
 *       purpose reader (purpose.ts, checked by calm-jab.ts checkedJab) read a plain point in every flagged
 *       sentence and no heat word was there to take out, so the composer's "only the score doubted it" exit sent the
 *       message as written.
 *
 * Each unchanged charged message is printed with its cause, its sentences (score, stance, threshold, flagged) and,
 * for (b), every candidate refused with the check that refused it; then the totals per round and over all. Rounds
 * are read as scripts/eval-rounds.ts reads them (a number is training/assistant/written/blind-r<N>.tsv, a .tsv path
 * is read by its header's column names). The checks are seen through output-check.ts `observeChecks`, which the
 * product never sets.
 *
 *   npx tsx scripts/diagnose-unchanged.ts 16 18 19 21 path/to/messages.tsv [--quiet]
 */
import { readFileSync } from 'node:fs';
import { analyze } from '../src/common/assistant/detect';
import { rewriteMessage } from '../src/common/assistant/rewrite';
import { observeChecks, type RejectReason } from '../src/common/assistant/output-check';
import {
  chargedScore,
  chargedSentenceIndexes,
  STANCE_THRESHOLDS,
} from '../src/common/assistant/charged-score';
import { stanceOf } from '../src/common/assistant/charged-stance';
import { SCORABLE } from '../src/common/assistant/charged-features';
import { splitAtEmojiBreaks, splitSentences } from '../src/common/assistant/text';

const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
const rounds = args.filter((a) => /^\d+$/.test(a) || a.endsWith('.tsv'));

type Cause =
  | 'a-below'
  | 'a-gate'
  | 'b-lost-fact'
  | 'b-lost-point'
  | 'b-fragment'
  | 'b-still-charged'
  | 'b-added-words'
  | 'b-no-form';
const CAUSES: Cause[] = [
  'a-below',
  'a-gate',
  'b-lost-fact',
  'b-lost-point',
  'b-fragment',
  'b-still-charged',
  'b-added-words',
  'b-no-form',
];

interface Seen {
  original: string;
  rewrite: string;
  reason: RejectReason | null;
}

function rowsOf(r: string) {
  const path = r.endsWith('.tsv') ? r : `training/assistant/written/blind-r${r}.tsv`;
  const [head, ...lines] = readFileSync(path, 'utf8').split('\n');
  const col = (name: string) => head!.split('\t').indexOf(name);
  const [li, ti, si] = ['label', 'text', 'style'].map(col);
  return lines
    .filter(Boolean)
    .map((l) => l.split('\t'))
    .map((c) => ({ label: c[li!]!, text: c[ti!]!, style: c[si!]! }));
}

const all = new Map<Cause, number>();
for (const r of rounds.length ? rounds : ['16', '18', '19', '21']) {
  const counts = new Map<Cause, number>();
  let charged = 0;
  let unchanged = 0;
  for (const row of rowsOf(r)) {
    if (row.label !== 'charged') continue;
    charged++;
    const seen: Seen[] = [];
    observeChecks((original, rewrite, _options, result) =>
      seen.push({ original, rewrite, reason: result.ok ? null : result.reason }),
    );
    const out = rewriteMessage(row.text);
    observeChecks(null);
    if (out.rewritten !== row.text) continue;
    unchanged++;
    const pieces = splitAtEmojiBreaks(splitSentences(row.text)).map((p) => p.text);
    const flagged = new Set(chargedSentenceIndexes(pieces, row.text));
    const byRules = analyze(row.text, { scoreCoverage: false }).findings.length > 0;
    const lines = pieces
      .filter((p) => SCORABLE.test(p))
      .map((p) => {
        const i = pieces.indexOf(p);
        const stance = stanceOf(p);
        const score = chargedScore(p);
        const over = score >= STANCE_THRESHOLDS[stance];
        return {
          p,
          flag: flagged.has(i),
          over,
          line: `${flagged.has(i) ? '*' : over ? '+' : ' '} ${score.toFixed(2)} ${stance}@${STANCE_THRESHOLDS[stance].toFixed(2)} ${p}`,
        };
      });
    // A sentence's candidates: what was checked against it that is neither the sentence itself nor its dropping.
    const sentenceSet = new Set(pieces);
    const candidates = seen.filter((s) => sentenceSet.has(s.original) && s.rewrite !== s.original);
    const refused = candidates.filter((s) => s.reason !== null);
    let cause: Cause;
    if (!byRules && flagged.size === 0 && seen.length === 0)
      cause = lines.some((l) => l.over) ? 'a-gate' : 'a-below';
    else {
      const tally = new Map<RejectReason, number>();
      for (const s of refused) tally.set(s.reason!, (tally.get(s.reason!) ?? 0) + 1);
      const top = [...tally].sort((a, b) => b[1] - a[1])[0];
      cause = top ? (`b-${top[0]}` as Cause) : 'b-no-form';
    }
    counts.set(cause, (counts.get(cause) ?? 0) + 1);
    all.set(cause, (all.get(cause) ?? 0) + 1);
    if (quiet) continue;
    console.log(`${cause} [${row.style}]${byRules ? ' (a rule fired)' : ''} ${row.text}`);
    for (const l of lines) console.log(`    ${l.line}`);
    const shown = new Set<string>();
    for (const s of refused) {
      const key = `${s.reason} ${s.rewrite}`;
      if (shown.has(key)) continue;
      shown.add(key);
      console.log(`      refused ${s.reason}: ${s.rewrite || '(dropped)'}`);
    }
  }
  const list = CAUSES.filter((c) => counts.get(c)).map((c) => `${c} ${counts.get(c)}`);
  console.log(`round ${r}: ${unchanged} of ${charged} charged unchanged: ${list.join(', ')}`);
}
const total = [...all.values()].reduce((a, b) => a + b, 0);
const a = (all.get('a-below') ?? 0) + (all.get('a-gate') ?? 0);
console.log(
  `all: ${total} unchanged: (a) not flagged ${a}, (b) flagged and refused ${total - a}: ` +
    CAUSES.filter((c) => all.get(c))
      .map((c) => `${c} ${all.get(c)}`)
      .join(', '),
);
