import { describe, expect, it } from 'vitest';
import { featureBuckets, featureList, FEATURE_BITS, fnv1a } from './charged-features';
import { decodeWeights, encodeWeights } from './charged-model-codec';
import modelFile from './charged-model.json';
import {
  CHARGED_THRESHOLD,
  chargedScore,
  isCharged,
  isMessageCharged,
  messageChargedScore,
  sentenceScores,
  chargedSentenceIndexes,
} from './charged-score';

describe('charged score', () => {
  it('is a probability with a threshold inside the scale', () => {
    expect(CHARGED_THRESHOLD).toBeGreaterThan(0);
    expect(CHARGED_THRESHOLD).toBeLessThan(1);
    for (const s of ['', '?!', 'ok', 'x'.repeat(5000)]) {
      const score = chargedScore(s);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
    }
  });

  it('is deterministic', () => {
    const s = 'u were 40 min late again, shocker 💀';
    expect(chargedScore(s)).toBe(chargedScore(s));
  });

  it('tells open hostility from plain logistics', () => {
    expect(isCharged('You are a pathetic, useless idiot and everyone knows it.')).toBe(true);
    expect(isCharged('Pickup is at 3:30 at the school gate on Friday.')).toBe(false);
    expect(chargedScore('You are a pathetic, useless idiot and everyone knows it.')).toBeGreaterThan(
      chargedScore('Pickup is at 3:30 at the school gate on Friday.'),
    );
  });

  it('scores a message by its most charged sentence', () => {
    const calm = 'Pickup is at 3:30 at the school gate on Friday.';
    const hostile = 'You are a pathetic, useless idiot and everyone knows it.';
    const message = `${calm} ${hostile}`;
    expect(sentenceScores(message).map((s) => s.text)).toEqual([calm, hostile]);
    expect(messageChargedScore(message)).toBeCloseTo((chargedScore(message) + chargedScore(hostile)) / 2, 10);
    expect(isMessageCharged(message)).toBe(true);
    expect(messageChargedScore('')).toBe(0);
    expect(messageChargedScore('...')).toBe(0);
  });

  it('scores a sentence in well under a millisecond', () => {
    const sentences = [
      'Maybe try reading the email this time.',
      'PLEASE BRING THE BLUE COAT. THANK YOU. MOM',
    ];
    for (let i = 0; i < 200; i++) chargedScore(sentences[i % 2]!);
    const c0 = process.cpuUsage();
    for (let i = 0; i < 2000; i++) chargedScore(sentences[i % 2]!);
    const c = process.cpuUsage(c0);
    expect((c.user + c.system) / 2000).toBeLessThan(500);
  });
});

describe('charged features', () => {
  it('hashes the same way everywhere (FNV-1a reference values)', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('hashes exactly the features it names', () => {
    for (const text of [
      'ur SO lazy 🙄🙄 "idiot" he said...',
      'PLEASE BRING THE BLUE COAT. THANK YOU. MOM',
      '',
    ]) {
      const names = featureList(text);
      const { index, value } = featureBuckets(text);
      expect([...index]).toEqual(names.map((n) => fnv1a(n) & ((1 << FEATURE_BITS) - 1)));
      // Unit length: a long text and a short one weigh alike.
      expect(value.reduce((s, v) => s + v * v, 0)).toBeCloseTo(1, 5);
    }
  });

  it('reads spelling variants alike through character n-grams', () => {
    const shared = (a: string, b: string) => {
      const x = new Set(featureBuckets(a).index);
      return [...new Set(featureBuckets(b).index)].filter((i) => x.has(i)).length;
    };
    expect(shared('stupid', 'stoopid')).toBeGreaterThan(shared('stupid', 'tuesday'));
  });

  it('reads what a sentence does, not only its words', () => {
    // How it opens, a question's verb, its length with "you", whom it praises, shouting at the reader,
    // a name called at the edge (charged-features.ts sentenceShape).
    expect(featureList('How did you fix it?')).toEqual(
      expect.arrayContaining(['o1:how', 'o2:how did', 'q:how fix', 'len:l2:you', 'sw:fix']),
    );
    expect(featureList('You did a brilliant job on the budget.')).toContain('pol:y:p');
    expect(featureList('You NEVER pick up on time.')).toContain('somecaps:you');
    expect(featureList('Be at the school at 3, idiot.')).toContain('edge:last:neg3');
    expect(featureList('That was not exactly helpful.')).toContain('negpos:n');
    expect(featureList('Keep going, you are almost there and it is going to be great.')).not.toContain(
      'sw:keep',
    );
  });

  it('keeps quoted words apart from the sender’s own', () => {
    const own = new Set(featureBuckets('you idiot').index);
    const quoted = featureBuckets('he said "you idiot"').index;
    expect([...quoted].filter((i) => own.has(i)).length).toBeLessThan(own.size / 2);
  });
});

describe('model file codec', () => {
  it('round-trips weights to 16 bits', () => {
    const dense = new Float64Array(1 << 18);
    dense[3] = 1.5;
    dense[200_000] = -0.25;
    dense[262_143] = 0.001;
    const file = encodeWeights(dense, 0.3, 0.6, {});
    const back = decodeWeights(file);
    expect(file.count).toBe(3);
    expect(back[3]).toBeCloseTo(1.5, 4);
    expect(back[200_000]).toBeCloseTo(-0.25, 4);
    expect(back[262_143]).toBeCloseTo(0.001, 4);
    expect(back[4]).toBe(0);
  });

  it('the committed model is small', () => {
    expect(JSON.stringify(modelFile).length).toBeLessThan(3_000_000);
  });
});

describe('chargedSentenceIndexes', () => {
  it('never flags the sign-off a message closes with, whatever a bare name scores', () => {
    for (const m of [
      ['The bins go out on Tuesday.', 'Mother.'],
      ['Please bring the car back by 6.', '- Dad'],
      ['Can you call the school about Friday?', 'Regards, Claire'],
    ])
      expect(chargedSentenceIndexes(m, m.join(' ')), m.join(' ')).toEqual([]);
    const jab = ['You are a useless idiot.', 'Mother.'];
    expect(chargedSentenceIndexes(jab, jab.join(' '))).toEqual([0]);
  });
  it('still flags a closing jab that is no sign-off', () => {
    const m = ['You were late again for the third time this week.', 'Pathetic.'];
    expect(chargedSentenceIndexes(m, m.join(' '))).toContain(1);
  });
});
