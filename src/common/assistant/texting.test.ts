import { describe, expect, it } from 'vitest';
import { rewriteMessage } from './rewrite';
import { SHORTHAND_WORDS } from './calm-vocabulary';
import { expandTexting, readsShorthand } from './texting';

describe('texting shorthand', () => {
  it('reads the register from the one shorthand vocabulary', () => {
    expect(readsShorthand('ur bins r in my spot AGAIN. shift them by 7 or i ring the council')).toBe(true);
    expect(readsShorthand('im outside, dont be long')).toBe(true);
    expect(
      readsShorthand('Your bins are in my space again. Move them by 7 or I will ring the council.'),
    ).toBe(false);
    expect(readsShorthand('The U.S. office, a U-turn, and I')).toBe(false);
    // Every word the rewrite check spells out is a mark of the register: a second list would drift from it.
    for (const word of Object.keys(SHORTHAND_WORDS))
      expect(readsShorthand(`${word} ${word}`), word).toBe(true);
  });

  it('spells out "u", "ur" and apostrophe-less contractions by their use', () => {
    expect(expandTexting('ur so rude and u know it')).toBe("you're so rude and you know it");
    expect(expandTexting('ur car is in my spot')).toBe('your car is in my spot');
    expect(expandTexting('ur lying again')).toBe("you're lying again");
    expect(expandTexting('ur driving is scary')).toBe('your driving is scary');
    expect(expandTexting('r u coming? im outside')).toBe("are you coming? I'm outside");
    // Capitals, abbreviations and hyphenated words are not shorthand.
    expect(expandTexting('the U.S. office, a U-turn, U2')).toBe('the U.S. office, a U-turn, U2');
  });

  it('lets the rules read shorthand, and leaves a calm shorthand message exactly as typed', () => {
    // Read as typed first: "ur pathetic" is already understood, so the sender's spelling stays.
    expect(rewriteMessage('ur pathetic. u said the $60 would be in my account by tues').rewritten).toBe(
      'u said the $60 would be in my account by tues',
    );
    expect(rewriteMessage('ur unbelievable. u said the $60 would be in my account by tues').rewritten).toBe(
      'you said the $60 would be in my account by tues',
    );
    expect(rewriteMessage('why do u always have to make it about u??').rewritten).toBe(
      'It bothers me when you make it about you.',
    );
    const calm = 'can u grab the kids at 3:15? ur mom said she cant';
    expect(rewriteMessage(calm).rewritten).toBe(calm);
    expect(rewriteMessage(calm).improvements).toEqual([]);
  });

  it('does not leave "ur such a" behind when the insult after it is dropped', () => {
    expect(rewriteMessage('ur such a liar, the receipt says $85').rewritten).toBe('the receipt says $85');
  });
});
