/**
 * chrF as sacrebleu computes it by default (CHRF(char_order=6, word_order=0, beta=2), case-sensitive,
 * whitespace removed): n-gram statistics are summed over the corpus, then precision and recall are
 * averaged over the orders that have both sides, and combined into one F-beta score (0..100).
 */

const ORDER = 6;
const BETA = 2;

function ngramCounts(text: string, n: number): Map<string, number> {
  const chars = Array.from(text.replace(/\s+/g, ''));
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= chars.length; i++) {
    const g = chars.slice(i, i + n).join('');
    counts.set(g, (counts.get(g) ?? 0) + 1);
  }
  return counts;
}

/** Per order: [hypothesis n-grams, reference n-grams, matches]. */
export function chrfStats(hypothesis: string, reference: string): number[] {
  const stats: number[] = [];
  for (let n = 1; n <= ORDER; n++) {
    const hyp = ngramCounts(hypothesis, n);
    const ref = ngramCounts(reference, n);
    let hypTotal = 0;
    let refTotal = 0;
    let match = 0;
    for (const c of hyp.values()) hypTotal += c;
    for (const [g, c] of ref) {
      refTotal += c;
      const h = hyp.get(g);
      if (h) match += Math.min(h, c);
    }
    stats.push(hypTotal, refTotal, match);
  }
  return stats;
}

export function chrfFromStats(stats: readonly number[]): number {
  const factor = BETA ** 2;
  let avgPrec = 0;
  let avgRec = 0;
  let effective = 0;
  for (let i = 0; i < ORDER; i++) {
    const hyp = stats[3 * i]!;
    const ref = stats[3 * i + 1]!;
    const match = stats[3 * i + 2]!;
    if (hyp > 0 && ref > 0) {
      avgPrec += match / hyp;
      avgRec += match / ref;
      effective++;
    }
  }
  if (effective === 0) return 0;
  avgPrec /= effective;
  avgRec /= effective;
  if (avgPrec + avgRec === 0) return 0;
  return (100 * (1 + factor) * avgPrec * avgRec) / (factor * avgPrec + avgRec);
}

/** Corpus chrF: statistics summed over all pairs first, as sacrebleu's corpus_score does. */
export function corpusChrf(hypotheses: readonly string[], references: readonly string[]): number {
  const total = new Array<number>(ORDER * 3).fill(0);
  hypotheses.forEach((h, i) => {
    chrfStats(h, references[i] ?? '').forEach((v, j) => (total[j]! += v));
  });
  return chrfFromStats(total);
}
