import { describe, expect, it } from 'vitest';
import { joinSentences, splitSentences, tidy } from './text';

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
    expect(texts('See parley.app/help. Then call me!! ok?')).toEqual([
      'See parley.app/help.',
      'Then call me!!',
      'ok?',
    ]);
    expect(texts('wait...what?! no\nnext')).toEqual(['wait...what?!', 'no', 'next']);
    expect(texts('He said "no." Then he left.')).toEqual(['He said "no."', 'Then he left.']);
  });

  it("keeps a title's full stop inside its sentence, after a bracket or quote too", () => {
    expect(texts('Mr. Delgado, the invoice is wrong. (Dr. Patel agreed.)')).toEqual([
      'Mr. Delgado, the invoice is wrong.',
      '(Dr. Patel agreed.)',
    ]);
  });

  it("keeps an abbreviation's full stop inside its sentence when the sentence goes on after it", () => {
    expect(texts('Bring the forms etc. and the keys. ugh.')).toEqual([
      'Bring the forms etc. and the keys.',
      'ugh.',
    ]);
    expect(texts('Plates, cups, e.g. the blue ones. Approx. 40 people, i.e. everyone.')).toEqual([
      'Plates, cups, e.g. the blue ones.',
      'Approx. 40 people, i.e. everyone.',
    ]);
    expect(texts('See no. 5 and fig. 2 vs. the old plan. Fine.')).toEqual([
      'See no. 5 and fig. 2 vs. the old plan.',
      'Fine.',
    ]);
  });

  it('ends a sentence at an abbreviation before a new sentence, and at "no." said as a word', () => {
    expect(texts('Bring cups etc. The cake is sorted.')).toEqual(['Bring cups etc.', 'The cake is sorted.']);
    expect(texts('I said no. stop asking')).toEqual(['I said no.', 'stop asking']);
    expect(texts('The answer is no. 5 people asked.')).toEqual(['The answer is no. 5 people asked.']);
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

describe('tidy', () => {
  it('drops an article or preposition a cut left dangling, not one stranded after a particle', () => {
    expect(tidy('I need to talk to the.')).toBe('I need to talk to.');
    expect(tidy('I have a job to get up for.')).toBe('I have a job to get up for.');
    expect(tidy('Who is he tied to?', 'Who is he tied to?')).toBe('Who is he tied to?');
  });
});
