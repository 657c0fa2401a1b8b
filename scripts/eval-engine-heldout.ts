/**
 * The whole engine on the held-out split's messages written for Parley (training/assistant/, fold 0 of
 * split.ts): charged messages rewritten, calm ones left exactly as written, and the share of rewrites
 * the output check (output-check.ts) rejects, and the changed messages that keep every fact, with the rules
 * alone and with the learned score's coverage and the composer (calm-compose.ts), the default.
 * Run by `npm run eval:assistant`.
 */
import { rewriteProblems } from '../src/common/assistant/output-check';
import { rewriteMessage } from '../src/common/assistant/rewrite';
import { loadExamples } from './assistant-training/data';
import { isTest } from './assistant-training/split';

export interface EngineFigures {
  rows: Array<[string, string, string]>;
  rejectedByReason: Record<string, number>;
}

function share(n: number, d: number): string {
  return d === 0 ? 'n/a' : (n / d).toFixed(3);
}

export function engineHeldOutReport(): EngineFigures {
  const written = loadExamples()
    .examples.filter(isTest)
    .filter((e) => e.source.startsWith('written:'));
  const charged = written.filter((e) => e.label === 'charged');
  const calm = written.filter((e) => e.label === 'calm');
  const rows: Array<[string, string, string]> = [];
  const rejectedByReason: Record<string, number> = {};
  for (const [name, scoreCoverage] of [
    ['rules only', false],
    ['with score coverage (default)', true],
  ] as const) {
    let rewritten = 0;
    let rejected = 0;
    let lostFact = 0;
    for (const e of charged) {
      const out = rewriteMessage(e.text, { scoreCoverage }).rewritten;
      if (out === e.text) continue;
      rewritten++;
      const problems = rewriteProblems(e.text, out);
      if (problems.some((p) => p.reason === 'lost-fact')) lostFact++;
      if (problems.length > 0) {
        rejected++;
        if (scoreCoverage)
          rejectedByReason[problems[0]!.reason] = (rejectedByReason[problems[0]!.reason] ?? 0) + 1;
      }
    }
    const kept = calm.filter((e) => rewriteMessage(e.text, { scoreCoverage }).rewritten === e.text).length;
    rows.push(
      [
        `engine, held-out written, ${name}: charged rewritten`,
        share(rewritten, charged.length),
        `>= 0.90 (${charged.length})`,
      ],
      [
        `engine, held-out written, ${name}: calm unchanged`,
        share(kept, calm.length),
        `>= 0.95 (${calm.length})`,
      ],
      [
        `engine, held-out written, ${name}: rewrites the check rejects`,
        share(rejected, rewritten),
        'lower is better',
      ],
      [
        `engine, held-out written, ${name}: rewrites keeping every fact`,
        share(rewritten - lostFact, rewritten),
        '1.0',
      ],
    );
  }
  return { rows, rejectedByReason };
}
