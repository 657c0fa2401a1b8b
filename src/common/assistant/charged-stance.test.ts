import { describe, expect, it } from 'vitest';
import { chargedIndexes, isSignOff, stanceOf, uniformThresholds } from './charged-stance';

describe('stanceOf sorts a sentence by whom it is about', () => {
  it('reads words aimed at the reader, and subjectless verdicts and commands, as the reader', () => {
    for (const s of ["You're so careless.", 'ur never on time', 'Careless, as usual.', 'Try harder.'])
      expect(stanceOf(s), s).toBe('reader');
  });
  it("reads the sender's own feeling", () => {
    for (const s of [
      "I'm frustrated the pickup was late again.",
      'Honestly, I need a break.',
      "I'm tired of your excuses.",
    ])
      expect(stanceOf(s), s).toBe('feeling');
  });
  it('reads sentences about things and other people', () => {
    for (const s of ['The printer is useless.', 'This weather is awful.', 'He missed the bus again.'])
      expect(stanceOf(s), s).toBe('thing');
  });
  it('reads quoted and reported words', () => {
    for (const s of ['He said "you are useless" to me.', 'My boss yelled at me today.', 'x \uE0000\uE001 y'])
      expect(stanceOf(s), s).toBe('reported');
  });
  it('reads love and laughter as warm, whatever the words', () => {
    for (const s of ['omg ur the worst lol love u', 'you absolute clown 😂'])
      expect(stanceOf(s), s).toBe('warm');
  });
});

describe('chargedIndexes holds each sentence to its stance threshold', () => {
  const t = { ...uniformThresholds(0.5), feeling: 0.8 };
  it('flags a sentence at or above its own threshold only', () => {
    expect(
      chargedIndexes(
        [
          { score: 0.7, stance: 'feeling' },
          { score: 0.6, stance: 'reader' },
        ],
        0.6,
        t,
      ),
    ).toEqual([1]);
  });
  it('flags the sentence closest to its threshold when only the whole message reads charged', () => {
    const sentences = [
      { score: 0.45, stance: 'reader' as const },
      { score: 0.3, stance: 'reader' as const },
    ];
    expect(chargedIndexes(sentences, 0.55, t)).toEqual([0]);
    expect(chargedIndexes(sentences, 0.4, t)).toEqual([]);
  });
  it('flags nothing when no sentence is over its threshold and the message as a whole reads calm', () => {
    expect(chargedIndexes([{ score: 0.45, stance: 'reader' }], 0.45, t)).toEqual([]);
    expect(
      chargedIndexes(
        [
          { score: 0.45, stance: 'reader' },
          { score: 0.7, stance: 'feeling' },
        ],
        0.49,
        t,
      ),
    ).toEqual([]);
  });
});

describe('isSignOff reads the name a message closes with', () => {
  it('reads a family word, or a name after a dash or a closing word', () => {
    for (const s of [
      'Mother.',
      '- Dad',
      'Your Father',
      'Love, Mum xx',
      '— Karen',
      'Regards, Claire',
      'Love Tom',
      'mom',
    ])
      expect(isSignOff(s), s).toBe(true);
  });
  it('never reads a closing jab, a word for the reader or a sentence as one', () => {
    for (const s of [
      'Typical.',
      'Pathetic.',
      'Wow.',
      'Great job, Dad.',
      '- Idiot',
      'Love you',
      'Thanks, Sam.',
      'Grow up.',
    ])
      expect(isSignOff(s), s).toBe(false);
  });
});
