import { describe, expect, it } from 'vitest';
import { commandFollows, mayAddPlease, withoutStrayPlease } from './calm-request';
import { rewriteMessage } from './rewrite';

describe('mayAddPlease: the one place a command becomes a request', () => {
  it('adds it to a bare command in an upset message', () => {
    expect(mayAddPlease("don't leave the gate open again", "Don't leave the gate open again.")).toBe(true);
    expect(mayAddPlease('return my drill by Sunday', 'Return my drill by Sunday!!')).toBe(true);
  });

  it("keeps the sender's own polite word instead of doubling it", () => {
    expect(mayAddPlease('bring the ladder back plz', 'Bring the ladder back plz')).toBe(false);
    expect(mayAddPlease('move ur van', 'move ur van if u could, its blocking the bins')).toBe(false);
  });

  it('adds nothing in front of what commands nothing', () => {
    expect(commandFollows('did u even look at the receipt')).toBe(false);
    expect(commandFollows('I know you read the letter')).toBe(false);
    expect(commandFollows('fix the tap by Thursday')).toBe(true);
    expect(commandFollows("don't touch the thermostat")).toBe(true);
  });

  it("adds nothing beside the sender's own capitals", () => {
    expect(mayAddPlease("don't Park across my Drive", "Don't Park across my Drive.")).toBe(false);
    expect(mayAddPlease("don't park across Ellen's drive", "Don't park across Ellen's drive.")).toBe(true);
  });

  it('adds nothing to an imperative in a glad message', () => {
    const card = 'Congratulations on passing your test!! So proud of you. Drive safe out there. Auntie Jo';
    expect(mayAddPlease('drive safe out there', 'Drive safe out there.', card)).toBe(false);
    const cross = 'The bins were left out AGAIN. Take them in tonight.';
    expect(mayAddPlease('take them in tonight', 'Take them in tonight.', cross)).toBe(true);
  });
});

describe('rewrites with a request', () => {
  it('a command that says pls keeps its own word, not a second one', () => {
    const out = rewriteMessage('stop leaving ur wet towels on my bed ffs. hang them up pls').rewritten;
    expect(out).not.toMatch(/please[^.]*\bpls\b/i);
  });

  it('a question without its mark is not made a plea', () => {
    const out = rewriteMessage('the dog got out AGAIN. do u ever shut the gate behind u').rewritten;
    expect(out).not.toMatch(/please do u/i);
  });

  it("a fond idiom in a glad card stays the sender's", () => {
    const out = rewriteMessage(
      "Happy 40th Birthday Sam!!! There's a voucher in your Card... Don't eat all the cake at once. Love Mum xx",
    ).rewritten;
    expect(out).not.toMatch(/please/i);
  });
});

describe('withoutStrayPlease', () => {
  it('drops a plea left before a statement, keeps one before a command', () => {
    expect(withoutStrayPlease('Please, you know the invoice went out on the 3rd.')).toBe(
      'You know the invoice went out on the 3rd.',
    );
    expect(withoutStrayPlease('Please, just ring the school before 4.')).toBe(
      'Please, just ring the school before 4.',
    );
    expect(withoutStrayPlease('Please, Dana, ring the school.')).toBe('Please, Dana, ring the school.');
  });
});
