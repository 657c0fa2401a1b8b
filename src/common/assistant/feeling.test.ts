import { describe, expect, it } from 'vitest';
import { isNegative, readsGlad } from './feeling';
import { disbelief } from './rules/contempt';
import { isPositive } from './rules/shouting';
import { rewriteMessage } from './rewrite';

describe('feeling', () => {
  it('reads delight and thanks with nothing going wrong as glad', () => {
    for (const s of [
      'I cannot believe you booked the whole cabin!!',
      'omg you made my favourite cake 😍',
      'Thank you so much for driving Mum to the clinic!',
    ])
      expect(readsGlad(s), s).toBe(true);
  });

  it('never reads a complaint, a negation, sarcasm or a contempt emoji as glad', () => {
    for (const s of [
      'Lovely, the plumber cancelled again!',
      'Nice photos from the wedding I was not invited to 🙂',
      'Thanks for leaving the gate open 👏',
      'Wonderful, another parking fine!!',
      "Great news, the boiler's broken.",
      'Sure, as always.',
    ])
      expect(readsGlad(s), s).toBe(false);
  });

  it('is read by the contempt rule itself: a glad sender is never given "I\'m upset that you ..."', () => {
    // The rule, not a later pass over the whole rewrite, knows its "upset" needs an upset sender.
    const ruleSays = (message: string) =>
      disbelief.apply(message, {
        message,
        original: message,
        negative: isNegative(message),
        shouting: false,
        positive: isPositive(message),
        charged: false,
      });
    for (const s of [
      'I CANNOT believe you ate the whole pizza 😂😂 legend',
      'I can\'t believe you got us tickets!!',
      'Omg I can\'t believe you finished the marathon!!',
    ])
      expect(ruleSays(s), s).toBe(s);
    expect(ruleSays("I can't believe you forgot again.")).toBe("I'm upset that you forgot again.");
  });
});

describe('the engine with a glad sender', () => {
  it('never turns delight into upset', () => {
    for (const s of [
      "I can't believe you fixed the whole fence!!",
      'I CANNOT believe you remembered 😂😂 hero',
    ]) {
      const out = rewriteMessage(s, { scoreCoverage: true }).rewritten;
      expect(out, s).not.toMatch(/upset/i);
    }
  });

  it('still says upset for sarcasm dressed as praise', () => {
    const out = rewriteMessage('Great job losing the car keys, genius.', { scoreCoverage: true }).rewritten;
    expect(out).not.toMatch(/genius/i);
  });
});
