import { describe, expect, it } from 'vitest';
import { harmSaid, plainForms, thanksAsHarm, thanksLeftMocking, typicalAsDone } from './calm-plain';
import { rhetoricalAsView } from './calm-view';
import { withoutHeat, withoutScareQuotes } from './calm-parts';
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

  it('say praise for what wronged the sender as the act, not praise for a kindness', () => {
    expect(typicalAsDone('Nice of you to post the pics without me in a single one 🙃')?.text).toBe(
      'You posted the pics without me in a single one.',
    );
    expect(typicalAsDone('Nice of you to remember my birthday.')).toBeNull();
  });

  it('are read without a mocking tail too', () => {
    const s = 'wow thx for ditching me at the party last nite, great friend u are';
    expect(plainForms(s, s)[0]?.text).toBe('you ditched me at the party last nite.');
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
    // The plain form's own word ("left") is allowed in the whole message as in its sentence.
    [
      'thx for leaving me to close alone AGAIN. really appreciate it lol',
      'you left me to close alone again.',
    ],
  ])('%s', (message, calm) => {
    expect(rewriteMessage(message).rewritten).toBe(calm);
  });
});

describe('harmSaid', () => {
  it('is no plain form of thanks for a kindness, or of sincere thanks before a complaint', () => {
    for (const s of [
      'Wow, thanks for caring.',
      'thank you so much for valuing my call 🙃',
      'Thanks for cooking, shame you left me all the washing up again.',
    ])
      expect(harmSaid(s, s), s).toBeNull();
    expect(harmSaid('wow thx for ditching me at the party, great friend u are', '')?.text).toBe(
      'you ditched me at the party.',
    );
  });
});

describe('a question that asks nothing says the sender view', () => {
  it.each([
    // A word that ends in "nt" ("front", "rent") is no "n't": the view has no negation to trip on.
    [
      'Do you honestly think the spot in front of my garage belongs to you?',
      "I don't think the spot in front of my garage belongs to you.",
    ],
    [
      'Do you honestly think a nine-year-old should be up until midnight on a school night?',
      "I don't think a nine-year-old should be up until midnight on a school night.",
    ],
    [
      'Do you honestly think Mum would be proud of how you are behaving?',
      "I don't think Mum would be proud of how you are behaving.",
    ],
    [
      "Do you honestly think I'm going to pay £60 for another phone case?",
      "I'm not going to pay £60 for another phone case.",
    ],
    [
      'Since when is it okay to borrow my car without asking?',
      "I don't think it's okay to borrow my car without asking.",
    ],
    ['Why should I pay for your mistakes?', "I don't think I should pay for your mistakes."],
    [
      'Do you really expect me to cover your shift again on Saturday?',
      "I'm not going to cover your shift again on Saturday.",
    ],
    [
      "Did you think I wouldn't notice the £20 missing from my drawer?",
      'I noticed the £20 missing from my drawer.',
    ],
    ["Did you really think I wouldn't find out?", 'I found out.'],
  ])('%s', (sentence, view) => {
    expect(rhetoricalAsView(sentence)).toBe(view);
    expect(rewriteMessage(sentence).rewritten).toBe(view);
  });

  it.each([
    // A sincere question the score does not doubt, a view already negated, one about the sender, a polite ask,
    // and an absurd one the sarcasm lives in have no plain view.
    'Do you think we should leave at 6 to beat the traffic?',
    "Do you think the rules don't apply to you?",
    "Do you think I'm stupid?",
    'Do you think you could pick Mia up at 5?',
    'Do you think the dishes wash themselves?',
  ])('%s', (sentence) => {
    expect(rhetoricalAsView(sentence)).toBeNull();
  });

  it('a jab that goes with no fact lost goes rather than say its view', () => {
    expect(
      rewriteMessage('What part of home by 10 did you not understand? Do you think rules are a suggestion?')
        .rewritten,
    ).not.toMatch(/I don't think/);
  });
});

describe('a command that names no one is a request', () => {
  it('asks it', () => {
    expect(rewriteMessage('Read the email before replying, Gary.').rewritten).toBe(
      'Could you read the email before replying, Gary?',
    );
  });
});

describe('a jab that carries a fact keeps it without its plain heat', () => {
  it.each([
    [
      'You literally left me at the club alone at 1am 🙂 great friend 👍',
      'You left me at the club alone at 1am.',
    ],
    [
      '$45 for "priority" delivery that showed up 5 days late 😂😂',
      '$45 for "priority" delivery that showed up 5 days late.',
    ],
  ])('%s', (message, calm) => {
    expect(rewriteMessage(message).rewritten).toBe(calm);
  });

  it('never when praise is left to carry it', () => {
    expect(rewriteMessage("Another 'quick call' at 4:55 on a Friday 💀").rewritten).not.toMatch(/💀/);
    expect(rewriteMessage('Go on then, cancel, you’re good at that.').rewritten).not.toMatch(/good at that/);
  });
});

describe('an order not to pretend', () => {
  it.each([
    [
      "I lent you £200 in March and you've been on holiday twice since. Don't pretend you can't pay me back.",
      "I lent you £200 in March and you've been on holiday twice since. Please pay me back.",
    ],
    [
      "I've sent you the pediatrician's bill twice. It's $95, half is $47.50. Stop pretending you didn't see it.",
      "I've sent you the pediatrician's bill twice. It's $95, half is $47.50.",
    ],
  ])('asks what it asks or goes: %s', (message, calm) => {
    expect(rewriteMessage(message).rewritten).toBe(calm);
  });

  it('is no boundary, but a plain "don\'t" is', () => {
    expect(rewriteMessage("Don't touch my charger.").rewritten).toBe("Don't touch my charger.");
  });
});

describe('"next time I ..." is a next step said as a warning', () => {
  it.each([
    [
      "I've asked you three times to move your van off my driveway. Next time I'm calling the council and having it towed.",
      "I've asked you three times to move your van off my driveway. If it happens again, I'll call the council and have it towed.",
    ],
    [
      "Your dog barked from 6am to noon again today. I've asked nicely twice, next time I'm calling animal control.",
      "Your dog barked from 6am to noon again today. I've asked nicely twice. If it happens again, I'll call animal control.",
    ],
    // One that is no legitimate step only threatens, and goes.
    [
      "Your dog has crapped on my lawn four days running. Next time I'm leaving it on your doormat.",
      'Your dog has crapped on my lawn four days running.',
    ],
  ])('%s', (message, calm) => {
    expect(rewriteMessage(message).rewritten).toBe(calm);
  });
});

describe('mock delight says what happened', () => {
  it.each([
    [
      'Love how the "urgent" request came in at 5:58pm on a Friday 🙂🙂',
      'The urgent request came in at 5:58pm on a Friday.',
    ],
    ['Love how you "forgot" our anniversary dinner at 8 😊🙂🙃', 'You forgot our anniversary dinner at 8.'],
    // Delight in a thing or an experience: what the sender is not happy about.
    [
      'Loving the 7am drilling every Saturday 😒 truly a gift',
      "I'm not happy about the 7am drilling every Saturday.",
    ],
    [
      'Love waking up at 6am to your drill 👏👏 truly the neighbour of the year',
      "I'm not happy about waking up at 6am to your drill.",
    ],
    // "Late again." is the complaint: said with its subject, its mocking tail gone.
    ['Late again, what a surprise.', "You're late again."],
    ['Late again. 7:40.', "You're late again. 7:40."],
    // Thanks for what wronged the sender, not for a kindness.
    ['Thanks for the free 2am drum concert 🙄👏', "I'm not happy about the 2am drum concert."],
    ['Thanks for the lift on Friday!', 'Thanks for the lift on Friday!'],
  ])('%s', (message, calm) => {
    expect(rewriteMessage(message).rewritten).toBe(calm);
  });

  it('never keeps the praise without the jab that showed it was mockery', () => {
    for (const message of [
      'Great teamwork, Liam, and by teamwork I mean zero.',
      'Loving the 7am drilling every Saturday 😒 truly a gift',
    ])
      expect(rewriteMessage(message).rewritten).not.toMatch(
        /^(?:Great teamwork, Liam\.|Loving the 7am drilling every Saturday)$/,
      );
  });

  it('a sincere one is left as written', () => {
    expect(rewriteMessage('Love how the garden looks after your work on Saturday!').rewritten).toBe(
      'Love how the garden looks after your work on Saturday!',
    );
  });
});

describe('a mild swear word as an intensifier', () => {
  it('goes from a noun it only intensifies', () => {
    expect(rewriteMessage("Turn your bloody music down, it's 1am.").rewritten).toBe(
      "Could you turn your music down, it's 1am?",
    );
  });

  it('stays where it describes', () => {
    expect(withoutHeat('Mia came home with a bloody nose.')).toBe('Mia came home with a bloody nose.');
    expect(withoutHeat('Move your flipping car.')).toBe('Move your car.');
  });
});

describe('"must be nice to …" says what the reader does', () => {
  it.each([
    ['Must be nice to leave at 3 every day.', 'You leave at 3 every day.'],
    [
      'Must be nice to collect rent without ever fixing anything.',
      'You collect rent without fixing anything.',
    ],
  ])('%s', (message, calm) => {
    expect(rewriteMessage(message).rewritten).toBe(calm);
  });

  it('a sincere one is left as written', () => {
    expect(rewriteMessage('Must be nice to have weekends off.').rewritten).toBe(
      'Must be nice to have weekends off.',
    );
  });
});

describe('sarcastic thanks kept once the jab after it went', () => {
  it('says the harm when the thanks carries a mark of sarcasm, in the whole engine', () => {
    expect(
      rewriteMessage('Thanks for doing literally 0% of the presentation 👏👏 carried you again 💀').rewritten,
    ).toBe('You did literally 0% of the presentation.');
  });

  it("leaves thanks that mean it, and a rule's own calm thanks, as they are", () => {
    const angry =
      'Thanks for driving me home last night. I hate that you left the party so early though, you idiot.';
    expect(rewriteMessage(angry).rewritten).toMatch(/^Thanks for driving me home last night\. /);
    expect(
      thanksLeftMocking(
        'Thanks for driving me home last night.',
        'Thanks for driving me home last night.',
        false,
        angry,
      ),
    ).toBeNull();
    // "Congratulations on being on time for once." -> the rule's "Thank you for being on time.": not the sender's.
    expect(
      thanksLeftMocking(
        'Thank you for being on time.',
        'Congratulations on being on time for once.',
        true,
        '',
      ),
    ).toBeNull();
    expect(thanksAsHarm('Thanks for being late again.')).toBeNull();
  });
});

describe('"Typical of you to …" said as the act it blames', () => {
  it('puts the act in the past, said to the reader', () => {
    expect(typicalAsDone('Typical of you to forget her birthday.')?.text).toBe('You forgot her birthday.');
    expect(typicalAsDone('so typical of u to cancel last minute again')?.text).toBe(
      'you cancelled last minute.',
    );
    expect(rewriteMessage('Typical of you to forget her birthday.').rewritten).toBe(
      'You forgot her birthday.',
    );
  });

  it('finds no act in a sentence that is not that verdict', () => {
    expect(typicalAsDone('A typical day starts at 7.')).toBeNull();
    expect(typicalAsDone("That's typical for March, it'll warm up soon.")).toBeNull();
  });
});

describe('mockery that was all in a tail of words', () => {
  it('leaves the account before it, cooled, instead of a stock line', () => {
    expect(
      rewriteMessage('so ur just not gonna reply to the group chat after u bailed on the trip cool cool')
        .rewritten,
    ).toBe('So ur not gonna reply to the group chat after u bailed on the trip.');
    expect(
      rewriteMessage('u literally did nothing on the project and ur name is on it good for u').rewritten,
    ).toBe('You did nothing on the project and ur name is on it.');
  });

  it('gives no form when only an emoji went, or what is left cannot stand', () => {
    expect(plainForms("oh wait you didn't 🙂", "Thanks for inviting me 🙂 oh wait you didn't 🙂")).toEqual(
      [],
    );
    const milk = "Whoever finished my oat milk and put the empty carton back 🙃 you're a real one";
    expect(plainForms(milk, milk).map((f) => f.text)).not.toContain(
      'Whoever finished my oat milk and put the empty carton back.',
    );
  });
});

describe('words in scare quotes', () => {
  it('are said plainly, the marks that mocked gone', () => {
    expect(withoutScareQuotes("Your 'expert' plumber flooded my kitchen.")).toBe(
      'Your expert plumber flooded my kitchen.',
    );
    expect(withoutScareQuotes('You\'re "too tired" to see me.')).toBe("You're too tired to see me.");
    expect(rewriteMessage("You 'forgot' our anniversary dinner at 8, you selfish idiot.").rewritten).toBe(
      'You forgot our anniversary dinner at 8.',
    );
  });

  it('stay around words reported or named, longer quotes, and apostrophes', () => {
    for (const s of [
      'She said "fine" and left.',
      'He wrote: "no".',
      'The word "late" again.',
      "It's the kids' toys and the cat's bowl.",
      'He told me "you will never amount to anything at all" in front of everyone.',
    ])
      expect(withoutScareQuotes(s)).toBe(s);
  });
});

describe('thanks for a kindness', () => {
  // Sincere thanks is left as written, whatever the learned score makes of words sarcastic thanks use too.
  it.each([
    'Thanks for inviting me to the party.',
    'Thanks for inviting me to the party, it was lovely.',
    'Thanks for helping with the move on Saturday, Sam.',
  ])('leaves "%s" as written', (message) => {
    expect(rewriteMessage(message).rewritten).toBe(message);
  });

  // A kindness that wronged the sender is the harm, said as what the reader did.
  it.each([
    [
      'thx for telling me the meeting moved to 2 after it ended. super helpful',
      'you told me the meeting moved to 2 after it ended.',
    ],
    [
      'wow thx for inviting literally everyone but me to ur bday. real one',
      'you invited literally everyone but me to ur bday.',
    ],
  ])('says the harm in "%s"', (message, rewrite) => {
    expect(rewriteMessage(message).rewritten).toBe(rewrite);
  });

  it('still reads thanks that never came, or came with an eye-roll, as sarcasm', () => {
    for (const message of [
      "Thanks for inviting me to the party... oh wait, you didn't.",
      'wow thanks for inviting me to the party 🙄',
    ])
      expect(rewriteMessage(message).rewritten).not.toBe(message);
  });
});
