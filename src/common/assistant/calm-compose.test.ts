import { describe, expect, it } from 'vitest';
import { withoutHeat } from './calm-parts';
import { checkedJab } from './calm-jab';
import { composeCalm, FEELING_FALLBACK, QUESTION_FALLBACK } from './calm-compose';
import { extractFacts } from './facts';
import { isInsultOnly } from './calm-point';
import { checkRewrite } from './output-check';
import { rewriteMessage } from './rewrite';

const same = (t: string) => t;
const piece = (original: string, ruleText = original, flagged = false, gap = ' ') => ({
  original,
  ruleText,
  flagged,
  gap,
});
const text = (r: ReturnType<typeof composeCalm>) =>
  r.pieces
    .map((p) => p.text + p.gap)
    .join('')
    .trim();

describe('composeCalm', () => {
  it('keeps calm sentences exactly and drops one that only wounds', () => {
    const r = composeCalm(
      'Thanks for the photos. Must be nice to have so much free time.',
      [
        piece('Thanks for the photos.'),
        piece('Must be nice to have so much free time.', undefined, true, ''),
      ],
      same,
    );
    expect(text(r)).toBe('Thanks for the photos.');
  });

  it('drops a closing jab the score reads as charged, keeping every fact before it', () => {
    const message =
      'Dear Paul, Thank you for informing me, via our eight-year-old, that you are taking him to Spain in August. How very grown-up of you.';
    const out = rewriteMessage(message).rewritten;
    expect(out).not.toMatch(/grown-up/);
    for (const fact of ['Paul', 'Spain', 'August']) expect(out).toContain(fact);
  });

  it("holds a rule's rewrite to the whole check: one that adds words the sender never wrote is not shown", () => {
    const original = 'You never help.';
    const invented = 'I would love it if you helped with the groceries on weekends.';
    const r = composeCalm(original, [piece(original, invented, true, '')], same);
    expect(text(r)).not.toContain('groceries');
    expect(checkRewrite(original, text(r))).toEqual({ ok: true });
  });

  it('says the feeling when nothing calm is left, a question for a question', () => {
    expect(text(composeCalm('Must be nice.', [piece('Must be nice.', undefined, true, '')], same))).toBe(
      FEELING_FALLBACK,
    );
    const q = 'What is wrong with you?';
    expect(text(composeCalm(q, [piece(q, undefined, true, '')], same))).toBe(QUESTION_FALLBACK);
  });

  it('keeps no lone insult as the frame of its last resort', () => {
    // "Clown." reads like a name the message opens with; it is name-calling, and goes.
    expect(rewriteMessage('Clown.').rewritten).toBe("I'm upset right now. Can we talk when we're both calm?");
    expect(isInsultOnly('Clown.')).toBe(true);
    expect(isInsultOnly('Richard...')).toBe(false);
  });

  it('never drops a fact: a sentence that carries one keeps a whole form', () => {
    const original = 'Unbelievable, Dana, the third time in March.';
    const out = text(composeCalm(original, [piece(original, undefined, true, '')], same));
    expect(out).toContain('Dana');
    expect(out).toContain('March');
  });
});

describe('with the score on, rewriteMessage never writes the old "talk about <fact>" sentence', () => {
  for (const input of [
    'As usual, Kevin, the 4pm handover was a joke.',
    'Since you clearly know best, Rachel, handle the $300 deposit yourself.',
    'Unbelievable, Dana, the third time in March.',
  ])
    it(input, () => {
      const out = rewriteMessage(input, { scoreCoverage: true }).rewritten;
      expect(out).not.toMatch(/talk about (?!this|it)/i);
      const f = extractFacts(input);
      for (const fact of [...f.times, ...f.amounts]) expect(out).toContain(fact);
    });
});

/**
 * The messages that failed with coverage on (scripts/EVAL-RESULTS.md), each read by what the sender meant. Coverage
 * is on by default; these ask for it explicitly so they hold whatever the default.
 */
describe('with coverage: boundaries, promises, guilt trips and mock praise', () => {
  const covered = (text: string) => rewriteMessage(text, { scoreCoverage: true });
  it('leaves a kind promise, an offer and a plain boundary as written', () => {
    for (const text of [
      "Do that again and I'll buy you a coffee.",
      'If you want, I’ll take the kids to court for the mock trial day.',
      "Don't bother replying, I've sorted it.",
      'Don’t touch my charger.',
      'Wow, you did the whole garden? Amazing!',
    ])
      expect(covered(text).rewritten).toBe(text);
  });
  it("keeps the rules' own substitutes ('act', 'part') and their wording of a feeling", () => {
    expect(covered('get your shit together before Friday').rewritten).toBe(
      'Please get your act together before Friday',
    );
    expect(covered("I'm fed up with this schedule, you NEVER stick to it!!").rewritten).toMatch(
      /^I'm frustrated with this schedule/,
    );
  });
  it('drops mock praise with its name, keeps the decision of a guilt trip and no added plea', () => {
    expect(covered("Oh great, you're late AGAIN. Super reliable as always, Dan.").rewritten).toBe(
      "You're late again.",
    );
    expect(covered("Don't bother replying, I'll just do it myself like always.").rewritten).toBe(
      "I'll do it myself.",
    );
    expect(covered("Fine. Don't text me back. I'll just sit here like an idiot waiting.").rewritten).toBe(
      "Don't text me back. I'll just sit here waiting.",
    );
  });
  it('reads a plain complaint as one, the spelled-out shorthand the rules know, and a verdict by its subject', () => {
    expect(covered('Typical. You forgot the permission slip again.').rewritten).toBe(
      'You forgot the permission slip again.',
    );
    expect(covered('Your numbers for the Q2 report are incorrect, again.').emotionalTone).toBe('frustrated');
    expect(covered('why do u always have to make it about u??').rewritten).toBe(
      'It bothers me when you make it about you.',
    );
    expect(covered("You're being silly about the curfew.").rewritten).toBe(
      "I'm upset about the curfew, and I'd like to talk about it calmly.",
    );
    // Not the rule's "your room is a 🤢 clean it or no wifi": a fragment with the ultimatum kept.
    expect(covered('your room is a shithole 🤢 clean it or no wifi').rewritten).toBe('Could you clean it?');
  });
});

describe('with coverage: what a jab needs to be one, whatever the learned reader says (checkedJab)', () => {
  const covered = (text: string) => rewriteMessage(text, { scoreCoverage: true });
  it('leaves a question that names an amount, a time or a day as asked', () => {
    for (const text of [
      'Are you capable of lifting 50 pounds?',
      'Are you capable of working until 9pm on Saturday?',
    ])
      expect(covered(text).rewritten).toBe(text);
  });
  it('asks the real question of one whose second choice mocks, whatever it names', () => {
    expect(
      covered('Are you ever going to return the £80 for the concert tickets, or should I just write it off?')
        .rewritten,
    ).toBe('Could you return the £80 for the concert tickets?');
    // One that names a next step is the sender's consequence, not a mock: it is not cut away.
    expect(
      covered('Are you going to pay your half of the £240 school trip, or do I need to take it to court?')
        .rewritten,
    ).toMatch(/court/);
  });
  it('takes the learned reader at its word on a jab the score is sure of, with no fact in it and nothing denied', () => {
    // Before, the regex checks called these plain points, and the message went out as written.
    expect(
      covered('I asked for the report by Monday. I had assumed basic manners were taught at school.')
        .rewritten,
    ).toBe('I asked for the report by Monday.');
    expect(
      covered("I'm free Saturday after 2. Not that you'll remember, seeing as you forgot the last one.")
        .rewritten,
    ).toBe("I'm free Saturday after 2.");
    // Sure or not, a verdict word denied ("not a joke") is a defence, and a sentence with a fact is never dropped.
    expect(checkedJab('It is not a joke, it is a real deadline.', 'verdict', true)).not.toBe('verdict');
    expect(checkedJab('I had assumed basic manners were taught at school.', 'verdict', true)).toBe('verdict');
    expect(checkedJab('I had assumed basic manners were taught at school.', 'verdict')).not.toBe('verdict');
  });
  it('leaves a sentence that never addresses the reader and that no rule reads as a verdict', () => {
    for (const text of [
      'That is not nonsense, it is a real concern.',
      'It is not a joke, it is a real deadline.',
      'This is not silly, the roof leaks.',
    ])
      expect(covered(text).rewritten).toBe(text);
  });
  it('labels a verdict on what the reader did frustrated, not angry (no name-calling in it)', () => {
    for (const text of ['Your excuse makes no sense at all.', 'Your plan makes no sense.'])
      expect(covered(text).emotionalTone).toBe('frustrated');
  });

  // Issue 20: a jab that carries a fact is said calmly, never dropped with its fact.
  it('keeps the fact of a jab: its fact clause without the jab, or the name it was said to', () => {
    for (const jab of ["You forgot Owen's recital again, obviously you couldn't care less."]) {
      const out = text(composeCalm(jab, [piece(jab, undefined, true, '')], same));
      expect(out).not.toBe(jab);
      expect(checkRewrite(jab, out, { skip: ['added-words', 'still-charged'] })).toEqual({ ok: true });
      expect(out).not.toMatch(/care less|as usual/);
    }
    const delgado = rewriteMessage(
      "Mr. Delgado, I was disappointed, though not surprised, to find your contractor's debris on my driveway once more. Kindly have it removed by Friday.",
      { scoreCoverage: true },
    ).rewritten;
    expect(delgado).toMatch(/^Mr\. Delgado, /);
    expect(delgado).not.toMatch(/not surprised|once more/);
    for (const m of ['Thanks for nothing, Kayla.', 'Must be nice, Jake.']) {
      const out = rewriteMessage(m, { scoreCoverage: true }).rewritten;
      expect(out).not.toBe(m);
      expect(checkRewrite(m, out, { skip: ['added-words', 'still-charged'] })).toEqual({ ok: true });
    }
  });
});

describe('a charged sentence kept as written is looked at again before it is sent', () => {
  const covered = (text: string) => rewriteMessage(text, { scoreCoverage: true });
  it('drops a jab that trails the point and keeps the point, its facts and its request', () => {
    const out = covered(
      "I'll take Mia to her appointment at 10:30 since you can't be bothered. Send me the insurance card by tonight.",
    ).rewritten;
    expect(out).toContain("I'll take Mia to her appointment at 10:30.");
    expect(out).toContain('insurance card by tonight');
    expect(out).not.toMatch(/bothered/);
  });
  it('reads every sentence again once one jab is cut, so a second jab beside it goes too', () => {
    // Mock thanks a rule only softened, beside a plain fact.
    const thanks = covered(
      'The recycling goes out on Tuesday at 7. Thanks for remembering, as always.',
    ).rewritten;
    expect(thanks).toBe('The recycling goes out on Tuesday at 7.');
    // Mock praise left alone by a rule's cut.
    const praise = covered('Your rent was due on the 1st. Much appreciated, as usual.').rewritten;
    expect(praise).toBe('Your rent was due on the 1st.');
    // Scare quotes mock as double quotes do, single ones too; the line left is not a jab.
    const quoted = covered("Ah yes, 'tired' again 🙄 very believable").rewritten;
    expect(quoted).not.toMatch(/tired|believable/);
  });
  it('never says "rarely" for the sender\'s "never": the absolute becomes what they want, or stays theirs', () => {
    for (const text of ['You are never on time.', 'When I ask, you never answer.', 'You never help me.'])
      expect(covered(text).rewritten).not.toMatch(/\brarely\b/i);
  });
});

describe('excuses waved off are a verdict, not a boundary', () => {
  it('drops the wave-off and keeps the facts around it', () => {
    expect(
      rewriteMessage(
        "You were supposed to have Mia back by 6 on Sunday. It's 7:40. Don't bother texting excuses, I've heard them all.",
      ).rewritten,
    ).toBe("You were supposed to have Mia back by 6 on Sunday. It's 7:40.");
  });

  it('keeps a plain boundary', () => {
    const message = "Don't bother replying, I've sorted it.";
    expect(rewriteMessage(message).rewritten).toBe(message);
  });
});

describe('an evidential that makes a statement sarcasm', () => {
  // Without "Clearly" or "Apparently" the sentence would assert what the sender denies: it goes whole instead.
  it.each([
    [
      'Dear Mr Ward... I have phoned three times about the broken gate on Elm Road. Clearly nobody at the council reads their messages. Regards, Joan Price',
      'Dear Mr Ward... I have phoned three times about the broken gate on Elm Road. Regards, Joan Price',
    ],
    ["I asked for the rota by Friday. Apparently my time doesn't matter.", 'I asked for the rota by Friday.'],
  ])('%s', (message, rewrite) => {
    expect(rewriteMessage(message).rewritten).toBe(rewrite);
  });

  it('is never cut from the sentence it opens', () => {
    expect(withoutHeat("Apparently my time doesn't matter.")).toBe("Apparently my time doesn't matter.");
    expect(withoutHeat('Apparently, you literally forgot.')).toBe('Apparently, you forgot.');
  });
});
