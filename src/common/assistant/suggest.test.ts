import { describe, expect, it } from 'vitest';
import { suggestReplies } from './suggest';

const texts = (current: string) => suggestReplies([], current).map((s) => s.text);

describe('reply suggestions', () => {
  it('say the day and time the message named, in sentences that read right', () => {
    expect(texts('Can you pick up Emma at 5pm on Friday?')).toEqual([
      'Sure, I can pick up Emma at 5pm on Friday.',
      'Let me check my calendar for 5pm on Friday and confirm shortly.',
      "Sorry, 5pm on Friday doesn't work for me. Could we find another option?",
    ]);
    expect(texts('Are you coming on Friday?').slice(0, 2)).toEqual([
      'Yes, Friday works for me!',
      "Not yet — I'll let you know before Friday.",
    ]);
    expect(texts('You NEVER pick the kids up on time on Friday, this is ridiculous!')).toContain(
      "I understand this is frustrating. Let's agree on a clear next step for Friday.",
    );
  });

  it('are at most three, each in its own tone', () => {
    const suggestions = suggestReplies(['See you soon'], 'Thanks for driving him today!');
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(new Set(suggestions.map((s) => s.tone)).size).toBe(suggestions.length);
  });
});
