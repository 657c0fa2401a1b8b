import { describe, expect, it } from 'vitest';
import { splitLinks } from './links';

describe('splitLinks', () => {
  it('finds web addresses and leaves the sentence around them as text', () => {
    expect(
      splitLinks('Times are on https://school.example.org/cal?child=leo&t=1. See you (at 5pm).'),
    ).toEqual([
      { text: 'Times are on ' },
      {
        text: 'https://school.example.org/cal?child=leo&t=1',
        href: 'https://school.example.org/cal?child=leo&t=1',
      },
      { text: '. See you (at 5pm).' },
    ]);
  });

  it('keeps a bracket that belongs to the address and drops one that closes the sentence', () => {
    expect(splitLinks('(see https://en.wikipedia.org/wiki/Leo_(name))')).toEqual([
      { text: '(see ' },
      { text: 'https://en.wikipedia.org/wiki/Leo_(name)', href: 'https://en.wikipedia.org/wiki/Leo_(name)' },
      { text: ')' },
    ]);
    expect(splitLinks('(details: http://example.com/a)')[1]).toEqual({
      text: 'http://example.com/a',
      href: 'http://example.com/a',
    });
  });

  it('makes nothing but http(s) addresses into links', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'mailto:a@b.c',
      'https://',
      'no links here',
    ]) {
      expect(splitLinks(text)).toEqual([{ text }]);
    }
    expect(splitLinks('')).toEqual([]);
  });

  it('finds several, side by side with text', () => {
    const parts = splitLinks('a https://x.example/1 and https://y.example/2');
    expect(parts.filter((p) => p.href).map((p) => p.href)).toEqual([
      'https://x.example/1',
      'https://y.example/2',
    ]);
    expect(parts.map((p) => p.text).join('')).toBe('a https://x.example/1 and https://y.example/2');
  });
});
