import { describe, expect, it } from 'vitest';
import { rewriteMessage } from './rewrite';

describe('a third blind review: teasing', () => {
  it('does not forgive name-calling about something gone wrong, whatever the love around it', () => {
    expect(rewriteMessage('love u but you forgot to pick up Mia AGAIN, you idiot').rewritten).not.toMatch(
      /idiot/,
    );
  });
});
