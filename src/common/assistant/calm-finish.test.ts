import { describe, expect, it } from 'vitest';
import { coolDown } from './calm-finish';

describe('a sentence cooled down', () => {
  it('takes the heat out: shouting, contempt emoji, stacked marks', () => {
    expect(coolDown('WHY IS THE RENT LATE AGAIN?!')).toBe('Why is the rent late again?');
    expect(coolDown('third reminder this week 🙄👏')).toBe('Third reminder this week.');
    expect(coolDown('the bathroom is a state 🤢🤮')).toBe('The bathroom is a state.');
    // A heat word set off by commas takes both commas with it, not one left dangling.
    expect(coolDown('I write, yet again, about the bins.')).toBe('I write again about the bins.');
  });
});
