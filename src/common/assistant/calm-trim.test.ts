import { describe, expect, it } from 'vitest';
import { trimmedCalm } from './calm-trim';
import { rewriteMessage } from './rewrite';

const any = () => true;
/** Every form trimmedCalm would try, most words first, by refusing them all and recording each. */
const tried = (sentence: string) => {
  const seen: string[] = [];
  trimmedCalm(sentence, (c) => (seen.push(c), false));
  return seen;
};

describe('trimmedCalm: the calm core of a charged sentence, from its own words', () => {
  it('cuts a wounding tail at a clause that has its own subject', () => {
    // The sentence less only its heat word ("again") is tried first: refused here, as the score refuses it.
    const jabGone = (c: string) => !c.includes('while you');
    expect(trimmedCalm("I'm not letting him in again while you sleep through it.", jabGone)).toBe(
      "I'm not letting him in again.",
    );
  });

  it('cuts a reason that only wounds before its main clause, and an aside between commas', () => {
    expect(tried('Since you clearly never check the group chat, the game moved to Sunday.')).toContain(
      'The game moved to Sunday.',
    );
    expect(tried('Dear Tom, as you seem unable to answer, I will call on Monday.')).toContain(
      'Dear Tom, I will call on Monday.',
    );
  });

  it('drops words of exasperation that carry no information, and keeps that it happened again', () => {
    expect(tried('You apparently forgot the lunch money yet again.')).toContain(
      'You forgot the lunch money again.',
    );
  });

  it('never leaves a condition, a dangling word or a bare greeting as a sentence', () => {
    expect(trimmedCalm('If you are late again, I am leaving.', any)).toBeNull();
    expect(tried("I'm not getting in the car with you, you're so rude.")).not.toContain(
      "I'm not getting in the car with you, you're.",
    );
    expect(tried('Dear Resident of Flat 2, your noise is unacceptable.')).not.toContain(
      'Dear Resident of Flat 2.',
    );
    expect(trimmedCalm('Dear Sam, you never listen.', any)).toBeNull();
    // Nor a subordinate clause whose main clause was the part cut.
    expect(
      tried('Please note that, as you chose not to pay (£90), you will not be asked again.'),
    ).not.toContain('Please note that, as you chose not to pay (£90).');
  });

  it("keeps a question's mark only when what is left still asks", () => {
    expect(tried('Is the parcel with you, or did you lose it like everything else?')).toContain(
      'Is the parcel with you?',
    );
    expect(tried('You kept the parcel, or did you lose it like everything else?')).toContain(
      'You kept the parcel.',
    );
  });

  it('returns the first form the caller accepts, the most words kept first', () => {
    const forms = tried('I paid the electric bill again, because clearly nobody else in this house can.');
    expect(forms[0]!.split(' ').length).toBeGreaterThanOrEqual(forms.at(-1)!.split(' ').length);
    expect(
      trimmedCalm('I paid the electric bill again, because nobody else can.', (c) => c.length < 40),
    ).toBe('I paid the electric bill again.');
  });
});

describe('the composer says the calm core when nothing reshaped passes', () => {
  it.each([
    [
      "The plumber comes Thursday at 9. I'm not letting him in again while you sleep through it.",
      "The plumber comes Thursday at 9. I'm not letting him in again.",
    ],
    ['I booked the table for 7, try not to embarrass me this time.', 'I booked the table for 7.'],
    [
      'I paid the electric bill again, because clearly nobody else in this house can.',
      'I paid the electric bill again.',
    ],
  ])('%s', (message, calm) => {
    const r = rewriteMessage(message);
    expect(r.rewritten).toBe(calm);
    expect(r.improvements.length).toBeGreaterThan(0);
  });

  it('leaves a calm sentence the score only half doubts as written', () => {
    const calm = 'That is not nonsense, it is a real concern.';
    expect(rewriteMessage(calm).rewritten).toBe(calm);
  });
});
