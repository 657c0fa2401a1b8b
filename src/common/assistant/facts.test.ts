import { describe, expect, it } from 'vitest';
import { countsIn, keepsCount } from './fact-counts';
import { extractFacts } from './facts';
import { namesIn } from './fact-names';

describe('names', () => {
  it('finds the lower-case names typed on a phone', () => {
    expect(namesIn("ok so u had time to like jess's pic")).toEqual(['jess']);
    expect(namesIn('thx for telling aunt deb about my grades')).toEqual(['deb']);
    expect(namesIn('thats not what dan asked for lol')).toEqual(['dan']);
    // A first name that is a common word too counts only as a possessive.
    expect(namesIn("we took mark's car")).toEqual(['mark']);
    expect(namesIn('mark my words')).toEqual([]);
  });

  it('finds a name the message capitalises elsewhere, and one after a title', () => {
    const message = 'Practice is cancelled, so Maya needs a ride. tell maya the game is off';
    expect(namesIn('tell maya the game is off', message)).toEqual(['maya']);
    expect(namesIn('tell maya the game is off')).toEqual([]);
    expect(namesIn('Mr. Delgado, the debris is still there.')).toEqual(['Delgado']);
    expect(namesIn('Kayla, the pickup moved.')).toEqual(['Kayla']);
  });

  it('reads no name into ordinary words, oaths or a sentence-opening contraction', () => {
    expect(namesIn("Don't touch it. thanks buddy")).toEqual([]);
    expect(namesIn("Oh my God, the contractor's van is back")).toEqual([]);
    expect(namesIn('Please Pick Up The Kids At Noon And Do Not Be Late Again')).toEqual([]);
  });
});

describe('counts in words', () => {
  it('keeps a count tied to what it counts', () => {
    expect(countsIn("since apparently two weeks wasn't enough")).toEqual(['two weeks']);
    expect(countsIn("I've done this for six years with three kids")).toEqual(['six years', 'three kids']);
    expect(countsIn('after four separate calls and one week of waiting')).toEqual([
      'four separate calls',
      'one week',
    ]);
    expect(countsIn('two or three times')).toEqual(['three times']);
  });

  it('leaves hyperbole and the weariness of repeating oneself droppable', () => {
    expect(countsIn("I've told you a hundred times")).toEqual([]);
    expect(countsIn('you sent me a million texts')).toEqual([]);
    expect(countsIn('I asked twenty times')).toEqual([]);
    expect(countsIn('I have asked you four times to fix the heating')).toEqual([]);
    expect(countsIn('Per my last three emails, the invoice is due')).toEqual([]);
    expect(countsIn('the two of us')).toEqual([]);
  });

  it('counts a count kept in words or in digits', () => {
    expect(keepsCount('two weeks', 'It has been 2 weeks.')).toBe(true);
    expect(keepsCount('two weeks', 'Two whole weeks.')).toBe(true);
    expect(keepsCount('two weeks', 'It has been a while.')).toBe(false);
  });
});

describe('extractFacts', () => {
  it('reads "the 3rd" as a date, and carries names and counts', () => {
    const f = extractFacts("rent was due the 3rd and jess's share is two weeks late");
    expect(f.days).toEqual(['3rd']);
    expect(f.names).toEqual(['jess']);
    expect(f.counts).toEqual(['two weeks']);
  });
});

describe('amounts', () => {
  it('ends an amount at its last digit, not at the comma after it', () => {
    expect(extractFacts('Your share is $180, assuming you pay.').amounts).toEqual(['$180']);
    expect(extractFacts('It was $1,400, due Friday, and 2,500 dollars after.').amounts).toEqual([
      '$1,400',
      '2,500 dollars',
    ]);
  });
});

describe("an older writer's habitual capitals", () => {
  it('name no one and nowhere when common words are capitalised out of habit', () => {
    const message =
      'Dear Joan... I waited at the Garden Centre café for an hour. I suppose your Bridge ladies were more important. Brenda';
    const sentence = 'I suppose your Bridge ladies were more important.';
    expect(extractFacts(sentence, message).names).toEqual([]);
    expect(extractFacts('Kindly refrain from Moving my Chair, my Plant and my Lamp.').places).toEqual([]);
  });

  it('leave the names and places of a message that capitalises only them', () => {
    const f = extractFacts('Meet me at the Garden Centre at 5, and bring Priya.');
    expect(f.places).toEqual(['Garden Centre']);
    expect(f.names).toContain('Priya');
  });
});
