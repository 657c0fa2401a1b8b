import { describe, expect, it } from 'vitest';
import { joinRebuilt, splitAtEmojiBreaks, splitSentences } from './text';
import { rewriteMessage } from './rewrite';

const pieces = (text: string) => splitAtEmojiBreaks(splitSentences(text));

describe('joinRebuilt', () => {
  it('ends a sentence whose closing emoji went, and starts the next as a sentence', () => {
    const p = pieces('Bus broke down again 😤 save me a seat');
    const rebuilt = [{ text: 'Bus broke down again', gap: ' ' }, p[1]!];
    expect(joinRebuilt(rebuilt, p)).toBe('Bus broke down again. Save me a seat');
  });

  it('capitalises what follows a full stop the cut left', () => {
    const p = pieces('Somebody finished the coffee 🤬 enjoy it');
    const rebuilt = [{ text: 'Somebody finished the coffee.', gap: ' ' }, p[1]!];
    expect(joinRebuilt(rebuilt, p)).toBe('Somebody finished the coffee. Enjoy it');
  });

  it('joins the seam over a sentence that was dropped', () => {
    const p = pieces('Dinner is at 7 🙄 whatever 🙄 bring the salad');
    const rebuilt = [{ text: 'Dinner is at 7', gap: ' ' }, { text: '', gap: '' }, p[2]!];
    expect(joinRebuilt(rebuilt, p)).toBe('Dinner is at 7. Bring the salad');
  });

  it('leaves a kept emoji, a line break and an unchanged message as they were', () => {
    const kept = pieces('Back by 6 ❤️ see you then');
    expect(joinRebuilt(kept, kept)).toBe('Back by 6 ❤️ see you then');
    const lines = pieces('Back by 6 😒\nsee you then');
    const rebuilt = [{ text: 'Back by 6', gap: lines[0]!.gap }, lines[1]!];
    expect(joinRebuilt(rebuilt, lines)).toBe('Back by 6\nsee you then');
  });

  it("capitalises after a full stop the cut put there, never after the sender's own or an abbreviation", () => {
    const p = splitSentences('Fine. see you at 5 with the forms etc. and the keys. ugh.');
    const rebuilt = [p[0]!, p[1]!, { text: '', gap: '' }];
    expect(joinRebuilt(rebuilt, p)).toBe('Fine. see you at 5 with the forms etc. and the keys. ');
    // A cut that ends a sentence at an abbreviation ("etc.") capitalises nothing after it either.
    const abbr = splitAtEmojiBreaks(splitSentences('bring the forms etc 🙄 and the keys'));
    const abbrCut = [{ text: 'bring the forms etc.', gap: ' ' }, abbr[1]!];
    expect(joinRebuilt(abbrCut, abbr)).toBe('bring the forms etc. and the keys');
    const cut = splitSentences('Parcel came today whatever\nno rush on the rest');
    const mended = [{ text: 'Parcel came today.', gap: ' ' }, cut[1]!];
    expect(joinRebuilt(mended, cut)).toBe('Parcel came today. No rush on the rest');
  });
});

describe('the engine at an emoji break', () => {
  it('never runs two sentences together or leaves one lower-case after a full stop', () => {
    for (const s of [
      'Stuck on the M6, roadworks 🙄 order for me',
      'Who took my charger 💀 give it back by tonight',
    ]) {
      const out = rewriteMessage(s, { scoreCoverage: true }).rewritten;
      expect(out, s).not.toMatch(/\p{Extended_Pictographic}/u);
      expect(out, s).not.toMatch(/\b(?:roadworks order|charger give)\b/);
      expect(out, s).not.toMatch(/[.!?]\s+\p{Ll}/u);
    }
  });
});
