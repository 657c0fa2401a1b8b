/**
 * The output check's 'lost-fact' rejection (output-check.ts): a name (lower-case ones too), time, date, amount,
 * place, number or count in words the sender wrote (facts.ts) that the rewrite no longer has.
 */
import { cached } from './call-cache';
import { keepsCount } from './fact-counts';
import { extractFacts } from './facts';
import { words } from './output-words';

function normalize(s: string): string {
  return s
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/\b([ap])\.m\./g, '$1m')
    .replace(/\s+/g, ' ');
}

/** The facts a rewrite of `original` must keep, read once per call (call-cache.ts). */
function factsOf(original: string, context?: string) {
  return cached('check-facts', `${original}\u0000${context ?? ''}`, () => extractFacts(original, context));
}

/** The first fact of `original` the rewrite dropped ('lost-fact'), or null. */
export function lostFact(original: string, rewrite: string, context?: string): string | null {
  const out = normalize(rewrite);
  // "Jess's party" keeps the name "Jess".
  const outWords = new Set(words(rewrite).flatMap((w) => [w, w.replace(/['’]s$/, '')]));
  const f = factsOf(original, context);
  for (const [kind, list] of [
    ['time', f.times],
    ['date', f.days],
    ['amount', f.amounts],
    ['place', f.places],
  ] as const) {
    for (const fact of list) {
      const want = normalize(fact).trim();
      if (!out.includes(want) && !out.replace(/ /g, '').includes(want.replace(/ /g, '')))
        return `the ${kind} "${fact}" is missing`;
    }
  }
  const outNumbers = new Set(rewrite.match(/\d+/g) ?? []);
  for (const n of original.match(/\d+/g) ?? []) if (!outNumbers.has(n)) return `the number "${n}" is missing`;
  for (const count of f.counts) if (!keepsCount(count, rewrite)) return `the count "${count}" is missing`;
  for (const name of f.names)
    if (!outWords.has(name.toLowerCase().replace(/[’]/g, "'")) && !outWords.has(name.toLowerCase()))
      return `the name "${name}" is missing`;
  return null;
}

/**
 * Whether a rewrite made only of pieces of `source` could keep every name and number of `original`: the lost-fact
 * check wants each number among the rewrite's and each name as one of its words, so one found nowhere in `source`
 * (or that is no word the check reads, such as "Memphis'") fails every such rewrite. Lets a caller skip building
 * candidates that could only be rejected.
 */
export function couldKeepNamesAndNumbers(original: string, source: string): boolean {
  const within = source.toLowerCase();
  if ((original.match(/\d+/g) ?? []).some((n) => !within.includes(n))) return false;
  return factsOf(original).names.every((name) =>
    [name.toLowerCase().replace(/[’]/g, "'"), name.toLowerCase()].some(
      (form) => within.includes(form) && words(form).join(' ') === form,
    ),
  );
}
