/**
 * A cache that lives for one call into the assistant (one rewrite, one coaching, one summary) and is dropped
 * when it returns. Within one call the same sentence is parsed by compromise, scored and analysed many times
 * over: once per candidate the composer tries, once more when the output check reads the whole rewrite, and
 * again when the coach reads the message it has just rewritten. Nothing is kept between calls, so a second
 * call costs what the first did and memory does not grow with traffic.
 *
 *   withCallCache(() => { cached('score', s, () => score(s)); cached('score', s, () => score(s)); }) // scored once
 */
let tables: Map<string, Map<string, unknown>> | null = null;

/** Runs `fn` with a fresh cache, or inside the caller's when one is already open. */
export function withCallCache<T>(fn: () => T): T {
  if (tables) return fn();
  tables = new Map();
  try {
    return fn();
  } finally {
    tables = null;
  }
}

/** `compute()`, or what it returned for this table and key earlier in the same call. Outside a call: `compute()`. */
export function cached<T>(table: string, key: string, compute: () => T): T {
  if (!tables) return compute();
  let t = tables.get(table);
  if (!t) tables.set(table, (t = new Map()));
  if (t.has(key)) return t.get(key) as T;
  const value = compute();
  t.set(key, value);
  return value;
}
