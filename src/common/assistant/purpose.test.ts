import { describe, expect, it } from 'vitest';
import { purposeOf, type Purpose } from './purpose';

/** Each purpose with examples and, where one exists, a calm look-alike that must not be read as a jab. */
const cases: Record<Purpose, string[]> = {
  frame: ['Dear Rachel,', 'Regards, Claire', 'Richard...'],
  logistics: ['The pickup is at 5 at the school.', 'Rent was due the 1st.', "Mia's swim bag is in the car."],
  request: [
    'Pick Emma up at 5.',
    'Please send the signed lease by Friday.',
    "Don't ring again.",
    'I need you to sign the form.',
  ],
  decision: [
    "I'm done being your backup plan.",
    'I will be cancelling my account.',
    "I won't be lending you money again.",
    'From now on the kids stay with me on Sundays.',
  ],
  feeling: ["I'm so tired of cleaning up after everyone.", 'I feel ignored when my texts go unanswered.'],
  question: ['What time is the game on Saturday?', 'Is the $40 for wifi still due?'],
  verdict: ['Some father you are.', "You're so careless.", 'Careless, as usual.', 'You clearly don’t care.'],
  sarcasm: ['Great teamwork everyone.', 'Must be nice to have so much free time.', 'so cool of you'],
  threat: ["Pay the $300 or I'll see you in court.", "If you don't call me back, you'll regret it."],
  guilt: ["I guess I'll just clean the whole flat myself.", "Don't worry about me."],
  insult: ['Grow up.', 'Get a life.'],
  'hostile-question': [
    "Why can't you ever answer your phone?",
    'What is wrong with you?',
    'Did you even read it?',
  ],
};

describe('purposeOf reads what a sentence of a charged message is for', () => {
  for (const [purpose, examples] of Object.entries(cases))
    for (const text of examples)
      it(`${purpose}: ${text}`, () => {
        expect(purposeOf(text)).toBe(purpose);
      });
});

describe('calm look-alikes', () => {
  it('never reads a calm sentence as a jab, whatever its shape', () => {
    expect(purposeOf("You're so thoughtful, thank you.", false)).not.toMatch(/verdict|sarcasm/);
    expect(purposeOf('Why did the bus not come?', false)).toBe('question');
    expect(purposeOf('Great job on the recital!', false)).not.toBe('sarcasm');
  });

  it('does not make a request of what asks nothing', () => {
    expect(purposeOf('Be advised the office closes at 5.')).not.toBe('request');
    expect(purposeOf('Pass.')).not.toBe('request');
    expect(purposeOf("Keep this up and you'll ace the exam!", false)).not.toBe('request');
  });

  it('reads a legitimate warning with its request as a threat, for the composer to keep the step', () => {
    expect(purposeOf("If you don't pay by Friday, I'll contact my lawyer.")).toBe('threat');
  });
});
