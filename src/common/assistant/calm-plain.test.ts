import { describe, expect, it } from 'vitest';
import { plainForms, thanksAsHarm } from './calm-plain';
import { rewriteMessage } from './rewrite';

describe('thanks for a harm, said as what the reader did', () => {
  it.each([
    [
      'Thanks for telling EVERYONE about my breakup before I could 🙄👏',
      'You told everyone about my breakup before I could.',
    ],
    [
      'thx for leaving me alone on the close again tues really appreciate it',
      'you left me alone on the close again tues.',
    ],
    [
      'Thanks a lot for presenting my slides to Karen as your own work.',
      'You presented my slides to Karen as your own work.',
    ],
  ])('%s', (sentence, plain) => {
    expect(thanksAsHarm(sentence)?.text).toBe(plain);
  });

  it.each([
    // Thanks for a kindness that never came means the opposite: no plain form.
    'Thanks for remembering.',
    "Thanks for inviting me to the baby shower 🙂 oh wait you didn't 🙂",
    'thanks for telling me about the move',
    'Thanks for the lift on Friday.',
  ])('%s', (sentence) => {
    expect(thanksAsHarm(sentence)).toBeNull();
  });
});

describe('plain forms', () => {
  it('are never mock praise, a put-down frame or an emoji', () => {
    expect(plainForms('lmao imagine being this insecure.', 'lmao imagine being this insecure.')).toEqual([]);
    expect(plainForms('Great job, genius 👏', 'Great job, genius 👏')).toEqual([]);
  });

  it('drop a mock opener and keep the statement', () => {
    const s = 'Cool, so you cancelled on my birthday for the third year running.';
    expect(plainForms(s, s)[0]?.text).toBe('You cancelled on my birthday for the third year running.');
  });
});

describe('the composer says the point plainly before a stock line', () => {
  it.each([
    [
      'Cool, so you cancelled on my birthday for the third year running. Good to know where I rank.',
      'You cancelled on my birthday for the third year running.',
    ],
    [
      'Thanks for presenting my deck as yours in front of Priya.',
      'You presented my deck as yours in front of Priya.',
    ],
  ])('%s', (message, calm) => {
    expect(rewriteMessage(message).rewritten).toBe(calm);
  });
});
