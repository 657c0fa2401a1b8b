import { describe, expect, it } from 'vitest';
import { rewriteMessage } from '../rewrite';

/** An alternative the sender offers as a question ("You can take her or I take?") is not an ultimatum. */
describe('an "or I ..." offered as a question', () => {
  it('is left as written', () => {
    for (const s of [
      'Lina have dentist on Thursday 4pm. You can take her or I take?',
      'You drive Sam to practice or I drive?',
      "You pick up the cake or I'll pick it up?",
      "Can you do the school run, or I'll do it?",
      "We can meet at the park or we'll come to yours?",
      'You keep the kids Saturday or I keep them?',
    ])
      expect(rewriteMessage(s).rewritten, s).toBe(s);
  });

  it('is still an ultimatum when it names a step against the reader, or is not asked', () => {
    for (const s of [
      'Pay me by Friday or I take you to court?',
      'You sign the papers or I call my lawyer?',
      "Return the keys or I'll change the locks.",
      "Pay the $300 by Friday or I'll report you.",
      'u have til friday to send it or i stop the visits',
    ])
      expect(rewriteMessage(s).rewritten, s).not.toBe(s);
  });
});
