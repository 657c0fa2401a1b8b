import { describe, expect, it } from 'vitest';
import { simileFor } from './insult-simile';
import { rewriteMessage } from '../rewrite';

describe('simileFor: an insult in a simile said as what it means', () => {
  it('says how someone is treated, whoever is likened', () => {
    expect(simileFor('I do not appreciate being treated ', 'fool')).toBe('with disrespect');
    expect(simileFor('They treat us ', 'idiots')).toBe('with disrespect');
    expect(simileFor('he treats his whole team ', 'morons')).toBe('with disrespect');
  });

  it("says what someone else's manner or look means", () => {
    expect(simileFor('He parks ', 'moron')).toBe('carelessly');
    expect(simileFor('my neighbour drives ', 'lunatic')).toBe('unreasonably');
    expect(simileFor('she talks to the staff ', 'bitch')).toBe('unkindly');
    expect(simileFor('Dave parks ', 'clown')).toBe('carelessly');
    expect(simileFor('He looks ', 'idiot')).toBe('bad');
    expect(simileFor('and you will look ', 'liar')).toBe('dishonest');
  });

  it('drops the simile of the sender likening themselves, and says how they look', () => {
    expect(simileFor('I stood there ', 'idiot')).toBe('');
    expect(simileFor('ur late again. i waited at the station 40 min ', 'idiot')).toBe('');
    expect(simileFor("I'm not standing around looking ", 'idiot')).toBe('bad');
    expect(simileFor('Waited an hour ', 'idiot')).toBe('');
    expect(simileFor('Sat there ', 'fool')).toBe('');
  });
});

describe('name-calling: a simile is never "like a person"', () => {
  const rewrite = (text: string) => rewriteMessage(text).rewritten;

  it('rewords a simile about someone else', () => {
    for (const text of [
      'I do not appreciate being treated like a fool by your company.',
      'They treat us like idiots at that branch.',
      'He parks like a moron across our drive.',
      'That courier drives like a lunatic down our road.',
    ]) {
      const out = rewrite(text);
      expect(out).not.toMatch(/like (?:an? )?(?:person|people)\b/i);
      expect(out).not.toMatch(/\b(?:fool|idiots?|moron|lunatic)\b/i);
    }
  });

  it("keeps the sender's words about themselves", () => {
    for (const text of ['I stood there like an idiot for an hour.', 'I felt like such a fool at the party.'])
      expect(rewrite(text)).not.toMatch(/like (?:an? )?person\b/i);
  });
});
