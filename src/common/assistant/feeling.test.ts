import { describe, expect, it } from 'vitest';
import { readsGlad, saysUpset } from './feeling';
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

  it('tells a rewrite that puts upset in the sender’s mouth', () => {
    expect(saysUpset('You booked it!!', "I'm upset that you booked it!")).toBe(true);
    expect(saysUpset("I'm upset you left.", "I'm upset you left.")).toBe(false);
    expect(saysUpset('Please call me.', 'Please call me.')).toBe(false);
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
