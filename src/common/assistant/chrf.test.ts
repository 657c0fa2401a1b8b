import { describe, expect, it } from 'vitest';
import { corpusChrf } from './chrf';

// Reference values from sacrebleu's CHRF as published in the Hugging Face metric card.
describe('corpusChrf', () => {
  it('matches sacrebleu on one sentence', () => {
    const score = corpusChrf(
      ['The relationship between Obama and Netanyahu is not exactly friendly.'],
      ['The ties between Obama and Netanyahu are not particularly friendly.'],
    );
    expect(score).toBeCloseTo(61.576379378113785, 6);
  });

  it('matches sacrebleu on a two-sentence corpus', () => {
    const score = corpusChrf(
      [
        'The relationship between cats and dogs is not exactly friendly.',
        'a good bookshop is just a genteel black hole that knows how to read.',
      ],
      [
        'The relationship between dogs and cats is not exactly friendly.',
        'A good bookshop is just a genteel Black Hole that knows how to read.',
      ],
    );
    expect(score).toBeCloseTo(84.64214891738334, 6);
  });

  it('is 100 for identical text and 0 for nothing in common', () => {
    expect(corpusChrf(['same words here'], ['same words here'])).toBeCloseTo(100, 6);
    expect(corpusChrf(['abc'], ['xyz'])).toBe(0);
  });
});
