import { describe, expect, it } from 'vitest';
import { joinSentences, splitSentences } from './text';

const texts = (s: string) => splitSentences(s).map((p) => p.text);

describe('splitSentences', () => {
  it('never ends a sentence at a full stop inside a number', () => {
    expect(texts('That was $149.99 on order 55821. Refund it.')).toEqual([
      'That was $149.99 on order 55821.',
      'Refund it.',
    ]);
    expect(texts('The shelf is 0.4 metres short. £212.40 for this?')).toEqual([
      'The shelf is 0.4 metres short.',
      '£212.40 for this?',
    ]);
    expect(texts('Meet at 5.30 tomorrow. The app is on 2.1.3 now')).toEqual([
      'Meet at 5.30 tomorrow.',
      'The app is on 2.1.3 now',
    ]);
  });

  it('ends a sentence only at a mark before whitespace, a line break or the end', () => {
    expect(texts('See parley.app/help. Then call me!! ok?')).toEqual(['See parley.app/help.', 'Then call me!!', 'ok?']);
    expect(texts('wait...what?! no\nnext')).toEqual(['wait...what?!', 'no', 'next']);
    expect(texts('He said "no." Then he left.')).toEqual(['He said "no."', 'Then he left.']);
  });

  it("keeps a title's full stop inside its sentence, after a bracket or quote too", () => {
    expect(texts('Mr. Delgado, the invoice is wrong. (Dr. Patel agreed.)')).toEqual([
      'Mr. Delgado, the invoice is wrong.',
      '(Dr. Patel agreed.)',
    ]);
  });

  it('restores the text exactly when joined', () => {
    for (const s of ['Paid £10.50.  Twice!\n\nWhy?', 'v1.2. ok', 'Mr. and Mrs. Shah owe 3.5k. ', '...']) {
      expect(joinSentences(splitSentences(s))).toBe(s);
    }
  });

  it('stays linear on long runs of marks', () => {
    const start = Date.now();
    splitSentences('a.'.repeat(50_000) + '.!?'.repeat(30_000) + ' x');
    expect(Date.now() - start).toBeLessThan(1000);
  });
});
