import { describe, expect, it } from 'vitest';
import { questionAsStatement, verdictAsFeeling } from './calm-felt';
import { rewriteMessage } from './rewrite';

describe('a question said as the statement it stands for', () => {
  it.each([
    ['do you just not want to talk to me at dinner', "you don't want to talk to me at dinner"],
    ['am I just talking to the wall', "I'm talking to the wall"],
    ['Was I just a placeholder until your ex texted back?', 'I was a placeholder until your ex texted back'],
    ['Is your phone glued to your hand', 'your phone is glued to your hand'],
    ['does he leave it there', 'he leaves it there'],
    ['did you take the car', 'you took the car'],
  ])('%s', (question, statement) => {
    expect(questionAsStatement(question)).toBe(statement);
  });

  it('says none for a question whose statement would need a "not" it does not have', () => {
    for (const q of [
      'Do you ever plan anything yourself',
      'Do you have any idea how humiliating it was',
      'Why not',
    ])
      expect(questionAsStatement(q), q).toBeNull();
  });

  it('keeps a why-question\'s "any": its statement reads back', () => {
    expect(questionAsStatement('am I the only one who did anything', 'why')).toBe(
      "I'm the only one who did anything",
    );
  });
});

describe('a verdict or a hostile question with nothing else to keep, said as how it feels', () => {
  it.each([
    ["Guess I'm dead to you now.", "It feels like I'm dead to you now."],
    [
      "Guess I'm only useful when you need a lift to the airport 🤷‍♀️",
      "It feels like I'm only useful when you need a lift to the airport.",
    ],
    ["Sorry, forgot you only text when you're bored.", "It feels like you only text when you're bored."],
    [
      'Was I just a placeholder until your ex texted back?',
      'It feels like I was a placeholder until your ex texted back.',
    ],
    [
      'Is your phone glued to your hand, or do you just not want to talk to me at dinner?',
      "It feels like you don't want to talk to me at dinner.",
    ],
    [
      'Do you listen to anything I say, or am I just talking to the wall?',
      "It feels like I'm talking to the wall.",
    ],
    [
      'Why do the kids always come back from yours exhausted and starving?',
      'It bothers me that the kids always come back from yours exhausted and starving.',
    ],
    [
      'Why am I the only one in this group who did anything for the lab?',
      "It bothers me that I'm the only one in this group who did anything for the lab.",
    ],
  ])('%s', (sentence, felt) => {
    expect(verdictAsFeeling(sentence)).toBe(felt);
  });

  it('frames no verdict on who the reader is, no ruling, threat, absolute, fact or thing of theirs', () => {
    for (const s of [
      "You're honestly not worth the bus fare.",
      'ur so unfair',
      "You don't get a say, you left.",
      "You can't expect Mia to be ready by 6.",
      "You were always Dad's favourite, so go cry to him.",
      'Are you even listening to me?',
      "oh you're 'too tired' for the meeting",
      'You never help.',
      'You will be hearing from my solicitor by Friday.',
      'Your Room is a Pigsty...',
      "Your dog's little gift on my doorstep again 💩🙄",
      'Do you think the dishes wash themselves?',
      // "even" says the reader has no business caring: "It bothers me that you care" flips it.
      'Why do you even care where I was?',
    ])
      expect(verdictAsFeeling(s), s).toBeNull();
  });

  it('is what the whole engine sends when nothing else of the message can be kept', () => {
    expect(rewriteMessage("Guess I'm nothing to you now.").rewritten).toBe(
      "It feels like I'm nothing to you now.",
    );
    expect(
      rewriteMessage('Do you listen to anything I say, or am I just talking to the wall?').rewritten,
    ).toBe("It feels like I'm talking to the wall.");
    expect(rewriteMessage('Why is your phone suddenly always face down on the table?').rewritten).toBe(
      'It bothers me that your phone is always face down on the table.',
    );
  });
});

describe('a jab clause riding on a firm boundary', () => {
  it('goes, and the boundary stays', () => {
    expect(rewriteMessage("Don't wait up, not that you ever do.").rewritten).toBe("Please don't wait up.");
    expect(rewriteMessage("Don't touch my charger.").rewritten).toBe("Don't touch my charger.");
  });
});

describe('a lone yes/no question', () => {
  it('is no statement: "Did you read it?" says the reader did not', () => {
    expect(verdictAsFeeling('Did you read the brief before the meeting?')).toBeNull();
    expect(verdictAsFeeling('Did you read the brief at all before the meeting?')).toBeNull();
  });
});
