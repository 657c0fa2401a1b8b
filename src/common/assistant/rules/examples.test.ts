import { describe, expect, it } from 'vitest';
import { rewriteMessage } from '../rewrite';
import { CHANGED, UNCHANGED } from '../rule';
import { RULES } from './order';

/**
 * Every rule's examples, run through the whole engine in the order the rules run: a rewrite is pinned to
 * its exact words; a calm look-alike must come back as written, with nothing claimed.
 */
const examples = RULES.flatMap((rule, i) =>
  (rule.examples ?? []).map(([message, expected]) => ({
    rule: `${i + 1} (${rule.kind})`,
    message,
    expected,
  })),
);

describe('rule examples through rewriteMessage', () => {
  it('every rule has examples', () => {
    const without = RULES.flatMap((rule, i) => (rule.examples?.length ? [] : [`${i + 1} (${rule.kind})`]));
    expect(without).toEqual([]);
  });

  it.each(examples)('rule $rule: $message', ({ message, expected }) => {
    const result = rewriteMessage(message);
    if (expected === UNCHANGED) {
      expect(result.rewritten).toBe(message);
      expect(result.improvements).toEqual([]);
    } else if (expected === CHANGED) {
      expect(result.rewritten).not.toBe(message);
      expect(result.rewrittenMessage).toBe(result.rewritten);
      expect(result.original).toBe(message);
      expect(result.improvements.length).toBeGreaterThan(0);
    } else {
      expect(result.rewritten).toBe(expected);
    }
  });
});
