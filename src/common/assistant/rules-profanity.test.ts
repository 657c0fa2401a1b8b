import { describe, expect, it } from 'vitest';
import { rewriteMessage } from './rewrite';
import { PROFANITY_PATTERN } from './rules/profanity';

const rewrite = (text: string) => rewriteMessage(text).rewritten;
const clean = (text: string) => {
  PROFANITY_PATTERN.lastIndex = 0;
  return !PROFANITY_PATTERN.test(text);
};

describe('swearing used as an intensifier goes, the sentence stays whole', () => {
  it('keeps "the" before a noun when "fucking" goes', () => {
    expect(rewrite('just sign the fucking permission slip')).toContain('sign the permission slip');
  });

  it('turns swear idioms into their plain meaning', () => {
    expect(rewrite('get your shit together before Friday')).toContain('get your act together before Friday');
  });

  it('leaves no strong profanity and keeps names, times and amounts', () => {
    const inputs = [
      'tell Priya the fucking rent is $1,450 and due on the 1st',
      'you owe me $60, stop making shit up, Tom',
      'the 7:30 bus is a shit ton slower than the 7:15',
    ];
    for (const input of inputs) {
      const out = rewrite(input);
      expect(clean(out), out).toBe(true);
      for (const fact of input.match(/\$[\d,]+|\d+(?::\d+)?|[A-Z][a-z]+/g) ?? []) expect(out).toContain(fact);
    }
  });
});

describe('name-calling aimed at a group keeps the pronoun when it is part of the sentence', () => {
  it('keeps "you" as subject or object and drops the label', () => {
    expect(rewrite('you morons never book the room on time.')).toContain('you never book the room');
  });

  it('still drops a label used only to address someone', () => {
    expect(rewrite('you are not getting the car right, you moron?')).not.toMatch(/moron|you\?/);
  });

  it('does not turn a question into a request', () => {
    expect(rewrite('do you idiots even check the invoices?')).not.toMatch(/^Please/i);
  });
});
