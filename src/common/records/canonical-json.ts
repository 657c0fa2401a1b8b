/**
 * The one serialisation of a structured payload that goes into a hash: JSON with every object's keys
 * sorted (by UTF-16 code units, as Array.prototype.sort does) and no spaces. The database keeps a
 * payload as jsonb, which reorders keys its own way, so the hash is never taken over stored text: it is
 * recomputed from the value, on the server, in an export and in the verifier alike.
 * Payload schemas keep to strings, booleans, integers, null, arrays and objects, whose JSON is exact.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      // JSON.stringify drops undefined members; dropping them here keeps the two agreeing.
      if (v !== undefined) sorted[key] = sortKeys(v);
    }
    return sorted;
  }
  return value;
}
