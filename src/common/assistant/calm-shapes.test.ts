import { describe, expect, it } from 'vitest';
import { expectationAsAsk } from './calm-shapes';
import { rewriteMessage } from './rewrite';

describe('an expectation said as a verdict', () => {
  it('asks for what it expects', () => {
    expect(expectationAsAsk('I Expect An Apology.')).toBe("I'd like an apology.");
    expect(expectationAsAsk('I expect a full refund of £40 by Friday.')).toBe(
      "I'd like a full refund of £40 by Friday.",
    );
    expect(expectationAsAsk('I expect you to pay for the cleaning.')).toBe('Could you pay for the cleaning?');
    expect(
      rewriteMessage(
        'To The Manager. Your Young Lady On The Till Was Rude. I Expect An Apology. Mrs D. Clarke.',
      ).rewritten,
    ).toContain("I'd like an apology.");
  });

  it('leaves an expectation that asks nothing', () => {
    expect(expectationAsAsk('I expect it will rain on Saturday.')).toBeNull();
    expect(expectationAsAsk('I expected better.')).toBeNull();
  });
});
