/**
 * A guard on model output: every number in the input (times, amounts, dates) must still be there, and
 * no new number may appear. A rewrite that fails it is replaced by the local one.
 */

function numbers(text: string): string[] {
  return (text.match(/\d+(?:[.,:]\d+)*/g) ?? []).map((n) => n.replace(/[,]/g, ''));
}

export function keepsNumbers(original: string, rewritten: string): boolean {
  const before = numbers(original);
  const after = numbers(rewritten);
  const count = (list: string[]) =>
    list.reduce((m, n) => m.set(n, (m.get(n) ?? 0) + 1), new Map<string, number>());
  const a = count(before);
  const b = count(after);
  for (const n of a.keys()) if (!b.has(n)) return false;
  for (const n of b.keys()) if (!a.has(n)) return false;
  return true;
}
