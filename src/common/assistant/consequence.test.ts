import { describe, expect, it } from 'vitest';
import { isPlainConsequence, LEGITIMATE_STEP, plainConsequence } from './consequence';
import { rewriteMessage } from './rewrite';

describe('a consequence through the proper channel', () => {
  it.each([
    "If it happens again I'm calling the council.",
    'This will be documented.',
    'Any further lateness will be recorded.',
    'Next time it gets towed.',
    'I will be contacting the Council.',
    "I've been patient, and now I'm filing a chargeback.",
    "I'll make sure Mr. Hayes knows",
    'This is the third time and my lawyer will be hearing about it.',
    'If you don’t stop I call police, I am serious.',
    'fix my wifi or im cancelling',
  ])('is one: %s', (sentence) => {
    expect(isPlainConsequence(sentence)).toBe(true);
  });

  it.each([
    "If you touch my car again I'll make you regret it.",
    "Next time I'll tell everyone what you did.",
    'cut it or i will n u wont like how i do it',
    "I'm calling your mom about this.",
    'Pay me or else you will be sorry.',
    // Not a step at all: what happened, a plan, a call to the reader.
    'I called the council on Monday.',
    "I'm going to the gym after work.",
    "I'll call you when I land.",
  ])('is none: %s', (sentence) => {
    expect(isPlainConsequence(sentence)).toBe(false);
  });

  it('reads a step bare or as "-ing" after "my next step would be"', () => {
    for (const step of [
      'dispute the charge',
      'disputing the charge',
      'call the council',
      'calling the tow company',
    ])
      expect(LEGITIMATE_STEP.test(step)).toBe(true);
    for (const step of ['tell your mom', 'make you regret it', 'post the screenshots'])
      expect(LEGITIMATE_STEP.test(step)).toBe(false);
  });

  it('is said without the emphasis that made it a warning, its condition set off', () => {
    expect(plainConsequence("If you don't stop I call police, I am serious.")).toBe(
      "If you don't stop, I call police.",
    );
    expect(plainConsequence("Move it by tonight or I'm having it towed, simple as that.")).toBe(
      "Move it by tonight or I'm having it towed.",
    );
    // Two steps joined by "and" are not a condition and its step.
    expect(plainConsequence('Next time I keep the ball and I call your landlord.')).toBe(
      'Next time I keep the ball and I call your landlord.',
    );
  });
});

describe('the composer keeps the step', () => {
  it.each([
    [
      "Your dog has barked from 6am until 9am every day this week. If it happens again I'm calling the council.",
      "If it happens again, I'm calling the council.",
    ],
    [
      'Refund my $60 or I’m disputing the charge.',
      'Could you refund my $60? If not, my next step would be to dispute the charge.',
    ],
    [
      "Move your car off my drive by tonight or I'm having it towed, simple as that.",
      'Could you move your car off my drive by tonight? If not, my next step would be to have it towed.',
    ],
    [
      'Your music is very loud until 2 in the night. If you don’t stop I call police, I am serious.',
      'If you don’t stop, I call police.',
    ],
  ])('%s', (message, kept) => {
    const out = rewriteMessage(message).rewritten;
    expect(out).toContain(kept);
    expect(out).not.toMatch(/serious|simple as that/);
  });

  it('still drops a menace', () => {
    expect(rewriteMessage("Stop parking in my spot, idiot, or you'll regret it.").rewritten).not.toMatch(
      /regret/,
    );
  });
});
