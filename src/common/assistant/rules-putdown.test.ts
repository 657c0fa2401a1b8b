import { describe, expect, it } from 'vitest';
import { rewriteMessage } from './rewrite';

const rewrite = (text: string) => rewriteMessage(text).rewritten;
const stays = (text: string) => expect(rewrite(text), `should stay: ${text}`).toBe(text);

describe('mild put-downs are reworded, the point survives', () => {
  it('calls a claim unconvincing instead of nonsense or rubbish', () => {
    expect(rewrite('Your summary of the custody call is complete nonsense.')).toBe(
      'Your summary of the custody call is not convincing.',
    );
    expect(rewrite('Where did you get that nonsense about the Q3 budget?')).toBe(
      'Where did you get that idea about the Q3 budget?',
    );
    expect(rewrite('The second draft was rubbish, Priya.')).toBe('The second draft was not good, Priya.');
    expect(rewrite('Nonsense.')).toBe("I don't agree.");
    expect(rewriteMessage('That plan is utter nonsense.').emotionalTone).toBe('contemptuous');
  });

  it('drops hostile group labels aimed at the reader', () => {
    expect(rewrite('People like you are why this team misses deadlines.')).toBe(
      'Some people are why this team misses deadlines.',
    );
    expect(rewrite('You people cancel on me every Friday.')).toBe('You cancel on me every Friday.');
  });

  it('turns "grow a brain", "disgusts me" and "bunch of clowns" into plain words', () => {
    expect(rewrite('Grow a brain and read the parenting plan.')).toBe(
      'Please think this through and read the parenting plan.',
    );
    expect(rewrite('The way you spoke to my sister disgusts me.')).toBe(
      'The way you spoke to my sister upsets me.',
    );
    expect(rewrite('It makes me sick how late the invoices are.')).toBe(
      'It upsets me how late the invoices are.',
    );
    expect(rewrite('What a bunch of clowns at that open house.')).toBe(
      'What a group of people at that open house.',
    );
    expect(rewrite('Skipping the review will bite us in the ass on Monday.')).toBe(
      'Skipping the review will bite us on Monday.',
    );
  });

  it('words foolish and ignorant remarks about others neutrally', () => {
    expect(rewrite('Cancelling the trip was just plain stupid.')).toBe('Cancelling the trip was unwise.');
    expect(rewrite('That was a foolish reply to the client.')).toBe('That was a reply to the client.');
    expect(rewrite('Your coach is so ignorant.')).toBe('Your coach is uninformed.');
  });
});

describe('crude and dismissive words about people are reworded', () => {
  it('turns crude nouns in a predicate into "unkind"', () => {
    expect(rewrite('Your brother was a total dick at the barbecue.')).toBe(
      'Your brother was unkind at the barbecue.',
    );
    expect(rewrite('He was being an ass at pickup.')).toBe('He was being unkind at pickup.');
    expect(rewrite('Why do they have to be jerks to the new hire?')).toBe(
      'Why do they have to be unkind to the new hire?',
    );
  });

  it('drops "-ass" and "bloody" intensifiers and keeps the noun', () => {
    expect(rewrite('That was a weak - ass apology, Sam.')).toBe('That was a weak apology, Sam.');
    expect(rewrite('This invoice delay is a bloody joke.')).not.toMatch(/bloody/);
  });

  it('words verdicts plainly', () => {
    expect(rewrite('The new rota is a disgrace.')).toBe('The new rota is unacceptable.');
    expect(rewrite('That landlord is a nightmare for every tenant.')).toBe(
      'That landlord is harmful for every tenant.',
    );
    expect(rewrite('Her ex is one of the nastiest people I know.')).toBe(
      'Her ex is one of the most unkind people I know.',
    );
    expect(rewrite('Our vendor is ridiculously incompetent.')).toBe('Our vendor is not up to the job.');
  });

  it('removes "silly" from dismissals of what someone said', () => {
    expect(rewrite('Enough with the silly comments about my cooking.')).toBe(
      'Enough with the comments about my cooking.',
    );
    expect(rewrite("You're being silly about the curfew.")).toBe(
      "You're being unreasonable about the curfew.",
    );
  });
});

describe('more kinds of put-down', () => {
  it('drops a label at the end of a sentence and rewords "no clue" and "shut you up"', () => {
    expect(rewrite('Read the email again, you lazy clown.')).toBe('Please read the email again.');
    expect(rewrite("You don't have a clue how custody works.")).toBe(
      "I don't think you have the full picture how custody works.",
    );
    expect(rewrite('That should shut you up about the deposit.')).toBe(
      'That should answer you about the deposit.',
    );
  });

  it('keeps the real criticism when a harsh word is paired with it', () => {
    expect(rewrite('The stupid and unfair rota starts Monday.')).toBe('The unfair rota starts Monday.');
    expect(rewrite('His boss is sick, twisted and mean.')).not.toMatch(/sick/);
    expect(rewrite('Keep that tiny brain of yours out of my inbox.')).not.toMatch(/brain/);
  });

  it('rewords crude idioms and new name-calling words', () => {
    expect(rewrite('Nobody had the balls to tell the client.')).toBe(
      'Nobody had the nerve to tell the client.',
    );
    expect(rewrite('He talked trash about you at the party.')).toBe(
      'He talked badly about you at the party.',
    );
    expect(rewrite('Your ex is being a nut about the holidays.')).toBe(
      'Your ex is being unreasonable about the holidays.',
    );
    expect(rewrite('Tell that old fart to check his email.')).not.toMatch(/fart/);
  });
});

describe('character verdicts and labels', () => {
  it('rewords verdict nouns and attributive "ridiculous"', () => {
    expect(rewrite('Your hypocrisy about screen time is exhausting.')).toBe(
      'Your inconsistency about screen time is exhausting.',
    );
    expect(rewrite('We lost the account because of their incompetence.')).toBe(
      'We lost the account because of their mistakes.',
    );
    expect(rewrite('That is the most ridiculous excuse for missing pickup.')).toBe(
      'That is the most unreasonable excuse for missing pickup.',
    );
    expect(rewrite('My landlord is a piece of lying garbage.')).toBe('My landlord is a person.');
    expect(rewrite('Tell the scum from his office to call me.')).toBe(
      'Please tell the person from his office to call me.',
    );
  });

  it('leaves the same words in calm use', () => {
    stays('A ridiculous amount of fun at the zoo today!');
    stays('Any tips for the soap scum in the shower?');
  });
});

describe('insults by choice, intensity and violent wishes', () => {
  it('rewords them and keeps the rest of the sentence', () => {
    expect(rewrite('Either you are blind or stupid, the form says Friday.')).toBe(
      'I think you may be missing something, the form says Friday.',
    );
    expect(rewrite('Why is the new scheduler so dumb?')).toBe('Why is the new scheduler so unwise?');
    expect(rewrite('Your notes on the deck were rude, ignorant!')).toBe('Your notes on the deck were rude!');
    expect(rewrite('This clown should be fired before Q4.')).toBe('This person should be fired before Q4.');
    expect(rewrite('That driver should have been shot.')).toBe(
      'That driver should have been held accountable.',
    );
  });

  it('leaves self-talk and a party clown alone', () => {
    stays('I feel so stupid for forgetting the permission slip.');
    stays('I was too dumb to notice the typo, sorry!');
    stays('The clown should be here at 2 for the party.');
    expect(rewriteMessage('I was too dumb to notice the typo, sorry!').emotionalTone).not.toBe('angry');
  });
});

describe('a harsh word before a comma', () => {
  it('is worded as a predicate, and the rest of the sentence survives', () => {
    expect(rewrite('That was stupid, the form says Friday.')).toBe('That was unwise, the form says Friday.');
    expect(rewrite('The plan is dumb, honestly.')).toBe('The plan is unwise, honestly.');
    expect(rewriteMessage('I look stupid in this hat lol').emotionalTone).not.toBe('angry');
  });
});

describe('labels tacked on at the end and "fuck off" as a request', () => {
  it('keeps the request and drops the swearing or the label', () => {
    expect(rewrite("Don't touch my charger, stupid ass.")).toBe("Please don't touch my charger.");
    expect(rewrite('I want you to fuck off for the weekend.')).toBe('I want you to go away for the weekend.');
  });
});

describe('masked swearing', () => {
  it('is treated like the spelled-out word', () => {
    expect(rewrite('The printer is f**ked again.')).toBe('The printer is messed up again.');
    expect(rewrite('This f*cking form wants my SSN twice.')).toBe('This form wants my SSN twice.');
  });
});

describe('calm uses of the same words stay', () => {
  it('leaves household words, affection and self-talk alone', () => {
    stays('Can you take out the trash tonight? The bin goes out at 7.');
    stays('Please bring the garbage bags on Friday.');
    stays('I love you people so much!');
    stays('The kids are nonsense-rhyming all day haha');
    stays('That is not nonsense, it is a real concern.');
    stays('I was so ignorant about how visas work, thanks for explaining.');
    stays('She said "that\'s nonsense" and we both laughed.');
    stays("Don't be silly, you're always welcome here!");
    stays('Mia came home with a bloody nose, she is fine now.');
    stays('Is Dick joining the call at 3?');
    stays('Traffic was a nightmare, be there in 10.');
    stays('I hope I did not make an ass of myself at dinner haha');
    stays("I'm sick and tired today, can we move the call to 4?");
    stays('We got the balls and cones for practice on Saturday.');
    stays('The clown for the party arrives at 2.');
    stays('Ur posts make me laugh, I love your silliness');
  });
});
