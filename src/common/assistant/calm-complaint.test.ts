import { describe, expect, it } from 'vitest';
import { tellsWhatTheyDid } from './calm-complaint';
import { rewriteMessage } from './rewrite';

describe('a complaint about what the reader did is kept where its jab went', () => {
  it.each([
    // Dropped, the thanks took the complaint with it and left a mocking remark or an unrelated plan.
    [
      'Thanks for telling the entire family about my grades 🙄 super cool mom',
      'You told the entire family about my grades.',
    ],
    [
      'Thanks for doing nothing on the group project 👏 I will tell Mr. Hayes.',
      'You did nothing on the group project. I will tell Mr. Hayes.',
    ],
    [
      'Typical of you to cancel an hour before. I already paid for your ticket, $45.',
      'You cancelled an hour before. I already paid for your ticket, $45.',
    ],
    // Another sentence already says what the reader did: the verdict beside it goes.
    [
      "You brought Mia back at 8:40 when we agreed 6. Typical of you to think the rules don't apply to you.",
      'You brought Mia back at 8:40 when we agreed 6.',
    ],
  ])('%s', (message, calm) => {
    expect(rewriteMessage(message).rewritten).toBe(calm);
  });

  it.each([
    // A plain statement of what the reader did, read as a jab, is the complaint itself.
    [
      "I am NOT being dramatic. You read my diary. Like, my actual diary. I'm done telling you anything.",
      "I am NOT being dramatic. You read my diary. I'm done telling you anything.",
    ],
    [
      'With all due respect, Mr. Grant. My son did his homework. You lost it. Now he gets a zero? Absolutely not.',
      'With all due respect, Mr. Grant. My son did his homework. You lost it. Now he gets a zero?',
    ],
    // A verdict on who the reader is still goes; what they did stays.
    ["You're so selfish. You ate my leftovers again.", 'You ate my leftovers again.'],
    // Kept, it would leave the whole message as written: the composer's own choice stands.
    [
      "You spent the entire dinner on your phone. Don't bother asking me out again.",
      "Don't bother asking me out again.",
    ],
  ])('%s', (message, calm) => {
    expect(rewriteMessage(message).rewritten).toBe(calm);
  });
});

describe('tellsWhatTheyDid', () => {
  it('reads a past act of the reader, not a verdict, a state or a present need', () => {
    for (const s of [
      'You read my diary.',
      'u put ur name first',
      'You cancelled an hour before.',
      "You didn't text.",
    ])
      expect(tellsWhatTheyDid(s), s).toBe(true);
    for (const s of [
      'You need to sign the form before then.',
      'You had one job.',
      'You were late again.',
      'You read my messages?',
      "You're so selfish.",
    ])
      expect(tellsWhatTheyDid(s), s).toBe(false);
  });
});
