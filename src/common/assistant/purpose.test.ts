import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCommand, JABS, NEVER_A_COMMAND, purposeOf, readsAsCommand, type Purpose } from './purpose';
import { splitSentences } from './text';
import { likeliestPurpose, MODEL_PURPOSES, purposeScores } from './purpose-model';

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
  verdict: [
    'Some father you are.',
    "You're so careless.",
    'Careless, as usual.',
    'You clearly don’t care.',
    'Honestly, the entitlement is staggering.',
    'Your arrogance is breathtaking.',
    'Some of us were raised to keep a tidy Property.',
  ],
  sarcasm: ['Great teamwork everyone.', 'Must be nice to have so much free time.', 'so cool of you'],
  threat: ["Pay the $300 or I'll see you in court.", "If you don't call me back, you'll regret it."],
  guilt: [
    "I guess I'll just clean the whole flat myself.",
    "Don't worry about me.",
    'Unlike some people who treat this flat like a free hotel.',
  ],
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

/**
 * The learned reader on sentences written for this test and in no training file (training/assistant/purpose/
 * or written/), of the kinds the hand-written reader missed: sarcasm made of good words, scare quotes, guilt
 * trips, formal indignation, hostile questions with no "why". A model can be wrong on a new sentence; these
 * were checked by hand against the committed model, and a retrain that loses them should be looked at.
 */
const unseen: Array<[string, Purpose]> = [
  ["Wow, thanks for showing up to your own son's recital.", 'sarcasm'],
  ['So glad your "migraine" cleared up in time for the pub.', 'sarcasm'],
  ["I suppose I'll just drive both of them to practice again myself, like every week.", 'guilt'],
  ['Your handling of my account has been utterly deplorable.', 'verdict'],
  ['The way this complaint was dealt with is frankly unacceptable.', 'verdict'],
  ['Do you actually think before you open your mouth?', 'hostile-question'],
  ["Touch my bike again and you'll be paying for a new one.", 'threat'],
  ['Get over yourself, honestly.', 'insult'],
  ['The plumber is booked for 9 on Wednesday.', 'logistics'],
  ['Hand in the timesheet by Thursday.', 'request'],
  ["I'm not renewing the lease in March.", 'decision'],
  ['I feel really let down by how Sunday went.', 'feeling'],
  ['Is the dentist still at 4 on Friday?', 'question'],
];

describe('the learned reader', () => {
  for (const [text, purpose] of unseen)
    it(`${purpose}: ${text}`, () => {
      expect(purposeOf(text)).toBe(purpose);
    });

  it('reads sincere praise as no jab, even in a charged message', () => {
    expect(JABS.has(purposeOf('Great work on the fundraiser, the kids loved it!'))).toBe(false);
  });

  it('keeps the point of a sentence said sarcastically ("wow ok so ...")', () => {
    expect(purposeOf('wow ok so ur mom gets a say in our lease now.')).toBe('logistics');
  });

  it('never returns a jab for a calm sentence', () => {
    for (const [text] of unseen) expect(JABS.has(purposeOf(text, false))).toBe(false);
  });

  it('gives each purpose a probability, deterministically', () => {
    const a = purposeScores('Must be nice to have weekends off.');
    expect(purposeScores('Must be nice to have weekends off.')).toEqual(a);
    for (const p of MODEL_PURPOSES) {
      expect(a[p]).toBeGreaterThanOrEqual(0);
      expect(a[p]).toBeLessThanOrEqual(1);
    }
    expect(likeliestPurpose('Must be nice to have weekends off.').purpose).toBe('sarcasm');
    expect(likeliestPurpose('', false).purpose).not.toBe('sarcasm');
  });
});

describe('isCommand skips compromise only where it would say no', () => {
  // Sentences of the written data that open with a pronoun, an article or a question word (every 7th, for time).
  const bodies = readFileSync(
    path.resolve(import.meta.dirname, '../../../training/assistant/written/d1.tsv'),
    'utf8',
  )
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t')[3] ?? '')
    .flatMap((text) => splitSentences(text).map((s) => s.text.replace(/[.!?…]+\s*$/, '').trim()))
    .filter((body) => NEVER_A_COMMAND.test(body) && body.split(/\s+/).length >= 2)
    .filter((_body, i) => i % 7 === 0);

  it('compromise reads none of the sentences NEVER_A_COMMAND lets through as a command', () => {
    expect(bodies.length).toBeGreaterThan(100);
    expect(bodies.filter((body) => readsAsCommand(body))).toEqual([]);
  });

  it('still asks compromise about other openings', () => {
    expect(isCommand('Pick Emma up at 5.')).toBe(true);
    expect(isCommand('Hand in the timesheet by Thursday.')).toBe(true);
    expect(isCommand('You pick Emma up at 5.')).toBe(false);
    expect(isCommand("I'll pick Emma up at 5.")).toBe(false);
  });
});
