import { describe, expect, it } from 'vitest';
import type { Assistant } from '../../../../common/assistant/types';
import { loadLocalAssistant } from '../../../lib/local-assistant';
import { containsHarshWord, keywordRewrite, rewriteForDemo } from './demo-rewrite';

describe('demo harsh-word detection', () => {
  it('finds each of the spec words as whole words, in any case', () => {
    for (const word of ['hate', 'STUPID', 'Never', 'always', 'wrong', 'ridiculous', 'terrible', 'awful']) {
      expect(containsHarshWord(`This is ${word} of you`)).toBe(true);
    }
  });
  it('leaves calm messages and longer words alone', () => {
    expect(containsHarshWord('Can we meet on Friday?')).toBe(false);
    expect(containsHarshWord('I will love you forever')).toBe(false);
    expect(containsHarshWord('Wrongful? No, just wrongly parked.')).toBe(false);
  });
});

describe('keyword rewrite', () => {
  it('softens every harsh word and explains each change', () => {
    const result = keywordRewrite('You NEVER listen and this is ridiculous!');
    expect(result.rewritten).toBe(
      'You rarely listen and this is hard for me to understand. Can we talk about it?',
    );
    expect(containsHarshWord(result.rewritten)).toBe(false);
    expect(result.rewrittenMessage).toBe(result.rewritten);
    expect(result.original).toBe('You NEVER listen and this is ridiculous!');
    expect(result.improvements).toContain('Replaced "NEVER" with "rarely"');
    expect(result.improvements).toHaveLength(3);
  });
  it('keeps a question a question', () => {
    expect(keywordRewrite('Why are you always late?').rewritten).toBe('Why are you often late?');
  });
});

describe('rewriteForDemo', () => {
  const assistant = (rewrite: Assistant['rewrite']): Assistant => ({
    rewrite,
    suggestReplies: async () => [],
    coach: async () => ({ advice: '' }),
    summarize: async () => ({ summary: '' }),
  });

  it("uses the assistant's rewrite when it gives one", async () => {
    const result = await rewriteForDemo(
      'I hate this',
      assistant(async (m) => ({
        rewritten: 'This is hard for me.',
        rewrittenMessage: 'This is hard for me.',
        original: m,
        emotionalTone: 'upset',
        improvements: ['Named the feeling'],
      })),
    );
    expect(result.rewritten).toBe('This is hard for me.');
    expect(result.emotionalTone).toBe('upset');
  });
  it('softens harsh words the assistant left in, keeping its own changes', async () => {
    const result = await rewriteForDemo(
      'You never listen, this is ridiculous!',
      assistant(async (m) => ({
        rewritten: 'I would like you to listen, this is ridiculous.',
        rewrittenMessage: 'I would like you to listen, this is ridiculous.',
        original: m,
        emotionalTone: 'frustrated',
        improvements: ['Turned blame into a request'],
      })),
    );
    expect(result.rewritten).toBe('I would like you to listen, this is hard for me to understand.');
    expect(result.improvements).toEqual([
      'Turned blame into a request',
      'Replaced "ridiculous" with "hard for me to understand"',
    ]);
  });
  it('runs with the real local engine and leaves no harsh word behind', async () => {
    const local = await loadLocalAssistant();
    for (const message of [
      'You never listen, this is ridiculous!',
      'I hate this.',
      'Always the same awful excuse',
    ]) {
      const result = await rewriteForDemo(message, local);
      expect(result.original).toBe(message);
      expect(result.rewritten).not.toBe(message);
      expect(containsHarshWord(result.rewritten)).toBe(false);
    }
  });
  it('falls back to the keyword rewrite when the assistant fails or changes nothing', async () => {
    const failing = assistant(async () => {
      throw new Error('offline');
    });
    expect((await rewriteForDemo('I hate this', failing)).rewritten).toBe(
      'I really dislike this. Can we talk about it?',
    );
    const unchanged = assistant(async (m) => ({
      rewritten: m,
      rewrittenMessage: m,
      original: m,
      emotionalTone: 'calm',
      improvements: [],
    }));
    expect((await rewriteForDemo('I hate this', unchanged)).rewritten).toBe(
      'I really dislike this. Can we talk about it?',
    );
  });
});
