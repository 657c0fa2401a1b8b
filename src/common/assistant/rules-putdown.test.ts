import { describe, expect, it } from 'vitest';
import { rewriteMessage } from './rewrite';

const rewrite = (text: string) => rewriteMessage(text).rewritten;
const stays = (text: string) => expect(rewrite(text), `should stay: ${text}`).toBe(text);

describe('mild put-downs are reworded, the point survives', () => {
  it('calls a claim unconvincing instead of nonsense or rubbish', () => {
    expect(rewriteMessage('That plan is utter nonsense.').emotionalTone).toBe('contemptuous');
  });
});

describe('crude and dismissive words about people are reworded', () => {
  it('drops "-ass" and "bloody" intensifiers and keeps the noun', () => {
    expect(rewrite('This invoice delay is a bloody joke.')).not.toMatch(/bloody/);
  });
});

describe('more kinds of put-down', () => {
  it('keeps the real criticism when a harsh word is paired with it', () => {
    expect(rewrite('His boss is sick, twisted and mean.')).not.toMatch(/sick/);
    expect(rewrite('Keep that tiny brain of yours out of my inbox.')).not.toMatch(/brain/);
  });

  it('rewords crude idioms and new name-calling words', () => {
    expect(rewrite('Tell that old fart to check his email.')).not.toMatch(/fart/);
  });
});

describe('insults by choice, intensity and violent wishes', () => {
  it('leaves self-talk and a party clown alone', () => {
    expect(rewriteMessage('I was too dumb to notice the typo, sorry!').emotionalTone).not.toBe('angry');
  });
});

describe('a harsh word before a comma', () => {
  it('is worded as a predicate, and the rest of the sentence survives', () => {
    expect(rewriteMessage('I look stupid in this hat lol').emotionalTone).not.toBe('angry');
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
