import { describe, expect, it } from 'vitest';
import { shouldShowPrompt } from './prompt-logic';

describe("the 'Stay Connected' prompt", () => {
  it('shows only while permission is undecided and it was not dismissed', () => {
    expect(shouldShowPrompt('default', false)).toBe(true);
    expect(shouldShowPrompt('default', true)).toBe(false);
    expect(shouldShowPrompt('granted', false)).toBe(false);
    expect(shouldShowPrompt('denied', false)).toBe(false);
    expect(shouldShowPrompt('unsupported', false)).toBe(false);
  });
});
