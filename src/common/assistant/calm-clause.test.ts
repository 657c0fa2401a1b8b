import { describe, expect, it } from 'vitest';
import { clauseForm, splitClauses, type ClauseReading } from './calm-clause';
import { chargedScore } from './charged-score';
import { extractFacts } from './facts';
import { rulePurposeOf } from './purpose';
import { rewriteMessage } from './rewrite';

/** The hand-written purpose reader: deterministic, so these cases do not move when the models are retrained. */
const reading: ClauseReading = {
  purpose: (s) => rulePurposeOf(s, true, false),
  score: chargedScore,
  hasFact: (s) => {
    const f = extractFacts(s);
    return f.names.length + f.times.length + f.days.length + f.amounts.length > 0;
  },
};
const texts = (s: string) => splitClauses(s).map((c) => c.text);

describe('splitClauses', () => {
  it('cuts at commas, dashes and a conjunction that opens a clause, keeping each seam', () => {
    expect(splitClauses('I need the car by 6, not that you ever listen')).toEqual([
      { text: 'I need the car by 6', seam: '' },
      { text: 'not that you ever listen', seam: ', ' },
    ]);
    expect(texts("I'll pick the kids up at 4 and you can stop pretending you care")).toEqual([
      "I'll pick the kids up at 4",
      'and you can stop pretending you care',
    ]);
    expect(texts('The rent is due Friday — pay it for once')).toEqual([
      'The rent is due Friday',
      'pay it for once',
    ]);
    expect(texts('Send the form by Monday because apparently you forgot')).toEqual([
      'Send the form by Monday',
      'because apparently you forgot',
    ]);
  });

  it('cuts before an ultimatum\'s turn: "or else", "otherwise", "or" with a subject or a "don\'t"', () => {
    expect(texts('Pick her up by 4 or else')).toEqual(['Pick her up by 4', 'or else']);
    expect(texts("Pick up Emma at 5 or don't bother coming home")).toEqual([
      'Pick up Emma at 5',
      "or don't bother coming home",
    ]);
    expect(texts("Pay me back otherwise I'm done")).toEqual(['Pay me back', "otherwise I'm done"]);
  });

  it('does not cut a list of names, a hyphenated word or a bare "or"', () => {
    expect(texts('Tom and Ann are coming at 12-ish')).toEqual(['Tom and Ann are coming at 12-ish']);
    expect(texts('Call me or text me tonight')).toEqual(['Call me or text me tonight']);
  });
});

describe('clauseForm', () => {
  it('drops the clause that only wounds and keeps the point, as a whole sentence', () => {
    expect(clauseForm('Please send the report by Friday, this is ridiculous.', reading)?.text).toBe(
      'Please send the report by Friday.',
    );
    expect(clauseForm('Grow up, and please send the report by Friday!', reading)?.text).toBe(
      'Please send the report by Friday.',
    );
  });

  it('drops a jab between two points and joins them at the seam that is left', () => {
    const form = clauseForm("I'm not covering your shift, you're so lazy, but I can swap Tuesday.", reading);
    expect(form?.text).toBe("I'm not covering your shift, but I can swap Tuesday.");
    expect(form?.dropped).toEqual(['verdict']);
  });

  it("drops an ultimatum's turn when the sentence is a threat, and its heat words with it", () => {
    const form = clauseForm("Pick up Emma at 5 for once or don't bother coming home.", {
      ...reading,
      threat: true,
    });
    expect(form?.text).toBe('Pick up Emma at 5.');
    expect(form?.dropped).toEqual(['threat']);
  });

  it('keeps a question a question', () => {
    expect(clauseForm('Why are you late, are you stupid?', reading)).toBeNull();
    expect(clauseForm('Can you call the school today, or is that too much to ask?', reading)?.text).toBe(
      'Can you call the school today?',
    );
  });

  it('drops a sweeping charge the score is sure of, and never what the reader did this time', () => {
    // Every clause a plain statement the score is as sure of as can be: only what the clause says decides.
    const sure: ClauseReading = { ...reading, score: () => 1, purpose: () => 'logistics' };
    expect(clauseForm('I cleaned the kitchen, and you never help with anything.', sure)?.text).toBe(
      'I cleaned the kitchen.',
    );
    expect(clauseForm("I cleaned the kitchen, and you keep 'forgetting' the bins.", sure)?.text).toBe(
      'I cleaned the kitchen.',
    );
    // "and you ignored my texts" is the complaint: cutting it would leave the sender's own part alone.
    expect(clauseForm('I cleaned the kitchen, and you ignored my texts.', sure)).toBeNull();
  });

  it('gives nothing for one clause, all jab, all point, or a condition left without its main clause', () => {
    expect(clauseForm('You are so lazy.', reading)).toBeNull();
    expect(clauseForm('This is ridiculous, you are so lazy.', reading)).toBeNull();
    expect(clauseForm('I need the car at 6, and I need it washed.', reading)).toBeNull();
    expect(clauseForm('If you are late again, you are pathetic.', reading)).toBeNull();
    // "apart from …" leans on the clause before it, not on the name between: with the question gone, it goes too.
    const questionIsJab: ClauseReading = {
      ...reading,
      purpose: (s) => (/^what did you/i.test(s) ? 'hostile-question' : 'logistics'),
    };
    expect(clauseForm('What did you even do, Ryan, apart from the title slide?', questionIsJab)).toBeNull();
    expect(
      clauseForm('Having waited an hour at the station, I can only assume you forgot me, as usual.', {
        ...reading,
        purpose: (s) => (/assume|usual/.test(s) ? 'sarcasm' : 'logistics'),
      }),
    ).toBeNull();
  });
});

describe('a clause that runs on into mocking words', () => {
  it('keeps the clause without them, and what the reader did as the complaint', () => {
    expect(
      rewriteMessage('u literally did nothing on the project and ur name is on it good for u').rewritten,
    ).toBe('You did nothing on the project and ur name is on it.');
  });
});

describe('a reason that only holds a past failure over the reader', () => {
  it('goes, and the request stays', () => {
    expect(
      rewriteMessage(
        "And please don't turn up empty-handed again, because I'm not carrying you through another module.",
      ).rewritten,
    ).toBe("Please don't turn up empty-handed again.");
    // A reason that tells the reader something stays.
    expect(
      rewriteMessage('Please bring the printed graphs, because the projector is broken.').rewritten,
    ).toBe('Please bring the printed graphs, because the projector is broken.');
  });
});
