import { describe, expect, it } from 'vitest';
import { leansBack, onlyWounds, partingVerdict, stillWounds, woundKind, woundsToDrop } from './calm-wound';
import { chargedScore } from './charged-score';
import { rewriteMessage } from './rewrite';

/** The sentence read as the engine reads it: its own score, flagged or not. */
const wounds = (sentence: string, flagged = true) => onlyWounds(sentence, chargedScore(sentence), flagged);

describe('onlyWounds: sentences that only wound, by shape and the learned readers', () => {
  it('hears short rhetorical questions about the reader, flagged', () => {
    for (const jab of [
      'Do you not have a life?',
      'Do you take pensioners for fools?',
      'You think I am idiot?',
      "Do you think I'm a bank?",
      'Are your legs broken?',
    ])
      expect(wounds(jab), jab).toBe(true);
  });

  it('hears one unflagged only when the purpose reader is sure of it', () => {
    // "Are your legs broken?" scores 0.38 by itself: the purpose reader reads it as a hostile question at 1.00.
    expect(wounds('Are your legs broken?', false)).toBe(true);
    // An imputed belief needs the score as well: unflagged, it may be a real question.
    expect(wounds('Do you take pensioners for fools?', false)).toBe(false);
  });

  it('hears mock hopes and disappointed expectations the score flags', () => {
    expect(
      wounds("I hope your work is better than your time-keeping, because so far it's been a shambles."),
    ).toBe(true);
    expect(wounds('I look forward to your next excuse.')).toBe(true);
    expect(wounds('I did not expect to have to explain basic hygiene to adults.')).toBe(true);
  });

  it('leaves real questions, requests, alternatives, facts and sincere hopes (look-alikes)', () => {
    for (const calm of [
      'Did you read the email?',
      'Could you pick up the kids?',
      'Is the pickup at 5?',
      'Are you free on Saturday?',
      'Were you planning to mention the move, or was I supposed to guess?',
      'Do you think I should raise it with HR, or let it go?',
      "Do you think she'd like a book?",
      'I hope you understand.',
      "I hope you're well.",
      'I thought you were bringing the cake.',
      'i thought we were too old for that shit',
      'HOPE YOU ARE WELL.',
      'Do you know it is 1am?',
    ])
      expect(wounds(calm), calm).toBe(false);
  });
});

describe('stillWounds: whether the form chosen for such a sentence still wounds', () => {
  it('a cut that is still a question but no real one, or still the mock hope', () => {
    expect(stillWounds('Do you take pensioners for fools?', 'Do you take pensioners?')).toBe(true);
    expect(
      stillWounds(
        "I hope your work is better than your time-keeping, because so far it's been a shambles.",
        'I hope your work is better than your time-keeping.',
      ),
    ).toBe(true);
    expect(stillWounds('Are your legs broken?', 'Are your legs broken?')).toBe(true);
  });

  it('not a real question nor a calm statement made of it', () => {
    expect(stillWounds('Did you even read the email?', 'Did you read the email?')).toBe(false);
    expect(stillWounds('Is dangerous, are you crazy?', 'Is dangerous.')).toBe(false);
    expect(stillWounds("Do you think I'm stupid?", "I'd like you to be straight with me.")).toBe(false);
    expect(stillWounds('Are your legs broken?', '')).toBe(false);
  });
});

describe('woundsToDrop: only while the rest of the message says something', () => {
  it('drops the marked sentences beside a point', () => {
    expect(woundsToDrop(['The bins go out on Tuesday.', 'Are your legs broken?'], [false, true])).toEqual([
      1,
    ]);
  });

  it('drops nothing when only greetings, sign-offs or dropped sentences would be left', () => {
    expect(woundsToDrop(['', 'Are your legs broken?'], [false, true])).toEqual([]);
    expect(
      woundsToDrop(['Dear Mark,', 'Do you take us for fools?', 'Regards, Ann'], [false, true, false]),
    ).toEqual([]);
    expect(woundsToDrop(['Do you not have a life?', 'Are your legs broken?'], [true, true])).toEqual([]);
  });

  it('hears a sentence that goes on from the one before it', () => {
    expect(leansBack('bc thats not what dan asked for lol')).toBe(true);
    expect(leansBack('But I still need the forms by Friday.')).toBe(true);
    expect(leansBack('The forms are due on Friday.')).toBe(false);
  });

  it('names the kind of what it dropped', () => {
    expect(woundKind('I hope you are proud of yourself.')).toBe('sarcasm');
    expect(woundKind('I expected better.')).toBe('blame');
    expect(woundKind('Are your legs broken?')).toBe('contempt');
  });
});

describe('the whole engine drops what only wounds and keeps the point', () => {
  it('drops a rhetorical question rather than cut it into another question', () => {
    const out = rewriteMessage(
      'I was quoted £340 for the boiler service and charged £520... Do you take pensioners for fools? I shall be reporting you to Trading Standards. E. Morris',
    ).rewritten;
    expect(out).not.toMatch(/pensioners/);
    expect(out).toContain('£340');
    expect(out).toContain('£520');
    expect(out).toContain('Trading Standards');
  });

  it('drops a closing rhetorical question the score alone did not flag', () => {
    expect(
      rewriteMessage('The bins go out on Tuesday night and you forgot again. Are your legs broken?')
        .rewritten,
    ).not.toMatch(/legs/);
    expect(
      rewriteMessage("I've sent the invoice for the boiler service twice now. Do you think I'm a bank?")
        .rewritten,
    ).toBe("I've sent the invoice for the boiler service twice now.");
  });

  it('drops a mock hope and keeps the facts beside it', () => {
    expect(
      rewriteMessage(
        "Attached is the signed contract. The £2,000 deposit will go out today. I hope your work is better than your time-keeping, because so far it's been a shambles.",
      ).rewritten,
    ).toBe('Attached is the signed contract. The £2,000 deposit will go out today.');
  });

  it('keeps a question the next sentence goes on from', () => {
    // The composer makes a real question of the first ("did u even read ...??"); the second goes on from it.
    expect(
      rewriteMessage('did u even read the thread before replying all?? bc thats not what dan asked for lol')
        .rewritten,
    ).toBe('did u read the thread before replying all? bc thats not what dan asked for lol');
  });

  it("keeps an older writer's kind hope said in capitals", () => {
    expect(rewriteMessage('WE MISSED YOU AT BRIDGE ON TUESDAY. HOPE YOU ARE WELL.').rewritten).toMatch(
      /hope you are well/i,
    );
  });

  it('leaves a calm message with a real question as written', () => {
    for (const calm of [
      "Are you free on Saturday? Do you think she'd like a book?",
      'Can you grab milk on the way home? Are you back before 6?',
      'Did you get my email about Friday? I hope you understand.',
    ])
      expect(rewriteMessage(calm).rewritten).toBe(calm);
  });
});

const rewrite = (message: string) => rewriteMessage(message).rewritten;

describe('a parting verdict goes from a charged message (calm-wound.ts partingVerdict)', () => {
  it('drops a cold closer, a put-down and a guilt trip left as written, keeping the complaint and its facts', () => {
    expect(
      rewrite(
        'You have ignored three of my emails about the boiler since Monday. Honestly, the entitlement is staggering.',
      ),
    ).toBe('You have ignored three of my emails about the boiler since Monday.');
    expect(
      rewrite(
        "You booked the holiday for the week of my sister's wedding without asking. There is nothing more to say.",
      ),
    ).toBe("You booked the holiday for the week of my sister's wedding without asking.");
    expect(rewrite("I covered your Saturday shift and your Sunday one too. I'm not your backup plan.")).toBe(
      'I covered your Saturday shift and your Sunday one too.',
    );
  });

  it('is a statement with no fact that the purpose reader reads as a jab', () => {
    expect(partingVerdict('There is nothing more to say.')).not.toBeNull();
    expect(partingVerdict("I'm not your backup plan.")).not.toBeNull();
    // A question is left to the rhetorical reading: a hostile one often carries the complaint.
    expect(partingVerdict('How come your brother is here every night when he pays nothing?')).toBeNull();
    // A fact, or a reminder of what the reader promised, is the sender's point.
    expect(partingVerdict('You said you would check it.')).toBeNull();
    expect(partingVerdict('Some people are never on time for 9am.')).toBeNull();
    // A consequence said plainly is the sender's next step; a verdict on the situation is the complaint itself.
    expect(partingVerdict('This will be documented.')).toBeNull();
    expect(partingVerdict('Next time it gets towed.')).toBeNull();
    expect(partingVerdict('This is simply not good enough.')).toBeNull();
    expect(partingVerdict('This is the second time.')).toBeNull();
    // A plain request or piece of news is no jab.
    expect(partingVerdict('Please bring her kit bag.')).toBeNull();
    expect(partingVerdict('The kids loved it.')).toBeNull();
  });

  it('keeps a negated feeling, which sarcasm never says', () => {
    expect(partingVerdict('I did not appreciate being laughed at in front of everyone.')).toBeNull();
  });

  it('changes nothing in a calm message, nor a firm line that is the only one read charged', () => {
    const calm =
      'Thanks so much for the lovely dinner on Saturday. The kids have not stopped talking about it.';
    expect(rewrite(calm)).toBe(calm);
    // Only the score doubts the firm line, and nothing beside it is read charged: it is no parting verdict.
    const firm = 'The report is due at 9 on Monday. It is not a joke, it is a real deadline.';
    expect(rewrite(firm)).toBe(firm);
  });
});
