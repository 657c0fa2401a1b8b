import { describe, expect, it } from 'vitest';
import { isNegative, readsGlad } from './feeling';
import type { Rule } from './rule';
import { RULES } from './rules/order';
import { isPositive } from './rules/shouting';
import { rewriteMessage } from './rewrite';

describe('feeling', () => {
  it('reads delight and thanks with nothing going wrong as glad', () => {
    for (const s of [
      'I cannot believe you booked the whole cabin!!',
      'omg you made my favourite cake 😍',
      'Thank you so much for driving Mum to the clinic!',
      // A word that ends in "nt" is no "n't".
      'We went to the fair and it was amazing!',
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
      'I didnt get invited, amazing!',
    ])
      expect(readsGlad(s), s).toBe(false);
  });

  it('reads "how dare you" by what follows: praise is teasing, a bare exclamation or a complaint is not', () => {
    for (const s of [
      'How dare you look this good!!',
      'How dare you be this cute 😍',
      'How dare u make me laugh this much 😂',
    ])
      expect(readsGlad(s), s).toBe(true);
    for (const s of [
      'How dare you!!',
      'How dare you talk to me like that!!',
      'How dare you go through my phone!',
      'How dare you speak to my mother that way!',
    ])
      expect(readsGlad(s), s).toBe(false);
  });

  it('is not fooled by praise of a bad act, however it is exclaimed', () => {
    for (const s of [
      'Great job breaking production, genius!!',
      'Thanks so much for ruining dinner!!',
      'Well done forgetting her birthday!',
      'Way to go, ghosting everyone at the party!!',
    ])
      expect(readsGlad(s), s).toBe(false);
  });
});

describe('every rule that says the sender is upset', () => {
  const glad = [
    "You're the reason I smile every day!",
    'You are the reason I believe in happy endings 😊',
    'How dare you look this good!!',
    'I CANNOT believe you ate the whole pizza 😂😂 legend',
    "I can't believe you got us tickets!!",
  ];
  const upset = [
    "You're the reason we're late!",
    'How dare you talk to me like that!!',
    "I can't believe you forgot again.",
    'Great job breaking production, genius!!',
  ];
  const ruleSays = (rule: Rule, message: string) =>
    rule.apply(message, {
      message,
      original: message,
      negative: isNegative(message),
      shouting: false,
      positive: isPositive(message),
      charged: true,
    });

  it('says it only of a sender who is upset: a glad one is left as written, rule by rule', () => {
    for (const s of glad)
      for (const rule of RULES) expect(ruleSays(rule, s), `${rule.kind}: ${s}`).not.toMatch(/\bupset\b/i);
  });

  it('still says it of a sender who is', () => {
    for (const s of upset)
      expect(
        RULES.some((rule) => /\bupset\b/i.test(ruleSays(rule, s))),
        s,
      ).toBe(true);
  });

  it('leaves the glad message whole through the engine', () => {
    for (const s of glad) expect(rewriteMessage(s).rewritten, s).toBe(s);
    for (const s of upset) expect(rewriteMessage(s).rewritten, s).not.toBe(s);
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
