import { describe, expect, it } from 'vitest';
import { composeCalm, FEELING_FALLBACK, QUESTION_FALLBACK } from './calm-compose';
import { extractFacts } from './facts';
import { checkRewrite } from './output-check';
import { rewriteMessage } from './rewrite';

const same = (t: string) => t;
const piece = (original: string, ruleText = original, flagged = false, gap = ' ') => ({
  original,
  ruleText,
  flagged,
  gap,
});
const text = (r: ReturnType<typeof composeCalm>) =>
  r.pieces
    .map((p) => p.text + p.gap)
    .join('')
    .trim();

describe('composeCalm', () => {
  it('keeps calm sentences exactly and drops one that only wounds', () => {
    const r = composeCalm(
      'Thanks for the photos. Must be nice to have so much free time.',
      [
        piece('Thanks for the photos.'),
        piece('Must be nice to have so much free time.', undefined, true, ''),
      ],
      same,
    );
    expect(text(r)).toBe('Thanks for the photos.');
  });

  it("holds a rule's rewrite to the whole check: one that adds words the sender never wrote is not shown", () => {
    const original = 'You never help.';
    const invented = 'I would love it if you helped with the groceries on weekends.';
    const r = composeCalm(original, [piece(original, invented, true, '')], same);
    expect(text(r)).not.toContain('groceries');
    expect(checkRewrite(original, text(r))).toEqual({ ok: true });
  });

  it('says the feeling when nothing calm is left, a question for a question', () => {
    expect(text(composeCalm('Must be nice.', [piece('Must be nice.', undefined, true, '')], same))).toBe(
      FEELING_FALLBACK,
    );
    const q = 'What is wrong with you?';
    expect(text(composeCalm(q, [piece(q, undefined, true, '')], same))).toBe(QUESTION_FALLBACK);
  });

  it('never drops a fact: a sentence that carries one keeps a whole form', () => {
    const original = 'Unbelievable, Dana, the third time in March.';
    const out = text(composeCalm(original, [piece(original, undefined, true, '')], same));
    expect(out).toContain('Dana');
    expect(out).toContain('March');
  });
});

describe('with the score on, rewriteMessage never writes the old "talk about <fact>" sentence', () => {
  for (const input of [
    'As usual, Kevin, the 4pm handover was a joke.',
    'Since you clearly know best, Rachel, handle the $300 deposit yourself.',
    'Unbelievable, Dana, the third time in March.',
  ])
    it(input, () => {
      const out = rewriteMessage(input, { scoreCoverage: true }).rewritten;
      expect(out).not.toMatch(/talk about (?!this|it)/i);
      const f = extractFacts(input);
      for (const fact of [...f.times, ...f.amounts]) expect(out).toContain(fact);
    });
});
