/** Precision, recall and F1 of a charged/calm decision, overall and per group. */

export interface Scored {
  charged: boolean;
  score: number;
}

export interface Counts {
  n: number;
  charged: number;
  calm: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

export function counts(items: readonly Scored[], threshold: number): Counts {
  const c: Counts = { n: items.length, charged: 0, calm: 0, tp: 0, fp: 0, fn: 0, tn: 0 };
  for (const it of items) {
    const said = it.score >= threshold;
    if (it.charged) {
      c.charged++;
      if (said) c.tp++;
      else c.fn++;
    } else {
      c.calm++;
      if (said) c.fp++;
      else c.tn++;
    }
  }
  return c;
}

export const ratio = (a: number, b: number): number => (b === 0 ? NaN : a / b);
export const precision = (c: Counts) => ratio(c.tp, c.tp + c.fp);
export const recall = (c: Counts) => ratio(c.tp, c.tp + c.fn);
/** The share of calm items left calm (what "calm left unchanged" needs). */
export const calmKept = (c: Counts) => ratio(c.tn, c.tn + c.fp);
export const f1 = (c: Counts) => ratio(2 * c.tp, 2 * c.tp + c.fp + c.fn);

export function fmt(x: number): string {
  return Number.isNaN(x) ? '  —  ' : x.toFixed(3);
}

/** One table row: n, charged/calm, precision, recall, F1, calm kept. */
export function row(name: string, c: Counts, width = 34): string {
  return [
    name.padEnd(width),
    String(c.n).padStart(5),
    `${c.charged}/${c.calm}`.padStart(9),
    fmt(precision(c)).padStart(6),
    fmt(recall(c)).padStart(6),
    fmt(f1(c)).padStart(6),
    fmt(calmKept(c)).padStart(6),
  ].join('  ');
}

export const HEADER = [
  'group'.padEnd(34),
  '    n',
  'chg/calm'.padStart(9),
  '  prec',
  'recall',
  '    F1',
  ' calm',
].join('  ');

export function groupBy<T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const it of items) out.set(key(it), [...(out.get(key(it)) ?? []), it]);
  return new Map([...out.entries()].sort(([a], [b]) => a.localeCompare(b)));
}
