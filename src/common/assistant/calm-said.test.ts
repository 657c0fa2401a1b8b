import { describe, expect, it } from 'vitest';
import { noticedAsFact, sarcasmAsSaid, sarcasticOrderAsDone, whoeverAsSomeone } from './calm-said';
import { rewriteMessage } from './rewrite';

describe('what sarcasm reports, said plainly', () => {
  it.each([
    ["oh you're 'busy' again 🙄 shocker", "You're busy again."],
    ["Oh you 'forgot' to call again 🙄 shocking", 'You forgot to call again.'],
    ["so your 'ex' is still in all your stories 😂💀 cool cool", 'Your ex is still in all your stories.'],
    ['Oh so NOW you can make the recital 🙄👏', 'Now you can make the recital.'],
    ['cool so ur out w the guys again.', "You're out w the guys again."],
  ])('%s', (sentence, plain) => {
    expect(sarcasmAsSaid(sentence)).toBe(plain);
  });

  it('says nothing of a plain statement, a question, or a line with no verb to stand on', () => {
    for (const s of [
      'You left the gate open.',
      "oh you're 'busy' again?",
      "Your dog's little gift on my doorstep again 💩🙄 lovely",
      'oh the weather 🙃',
    ])
      expect(sarcasmAsSaid(s), s).toBeNull();
  });

  it('says a sarcastic order as what the reader did', () => {
    expect(
      sarcasticOrderAsDone('oh sure, forget to pick me up from the airport, no big deal 🙃🙃')?.text,
    ).toBe('You forgot to pick me up from the airport.');
    expect(sarcasticOrderAsDone('Oh sure, take credit for my slides in the meeting 👏👏👏')?.text).toBe(
      'You took credit for my slides in the meeting.',
    );
    expect(sarcasticOrderAsDone('Sure, sounds good.')).toBeNull();
  });

  it('says who-did-it as what was done', () => {
    expect(whoeverAsSomeone('Whoever ate my leftover curry ur dead to me')?.text).toBe(
      'Someone ate my leftover curry.',
    );
    expect(whoeverAsSomeone('Who leaves raw chicken on the counter all day, honestly?')?.text).toBe(
      'Someone leaves raw chicken on the counter all day.',
    );
    expect(whoeverAsSomeone('whoever keeps eating my food: I write my name on everything.')?.text).toBe(
      'Someone keeps eating my food.',
    );
    // Asked to mock the one who did it, not to say what happened.
    expect(whoeverAsSomeone('Who approved this budget, a toddler?')).toBeNull();
    expect(whoeverAsSomeone('Who is coming on Friday?')).toBeNull();
  });

  it('says the fact a "you would have noticed" jab hangs on', () => {
    expect(
      noticedAsFact(
        "Maybe if you spent less time on your phone you'd have noticed the Dalton Supply order went out wrong.",
      ),
    ).toBe('The Dalton Supply order went out wrong.');
    expect(noticedAsFact('You would have noticed.')).toBeNull();
  });

  it('is what the whole engine sends in place of a stock line', () => {
    expect(rewriteMessage("oh you're 'busy' again 🙄 shocker").rewritten).toBe("You're busy again.");
    expect(rewriteMessage('whoever used my razor ur actually disgusting. seriously').rewritten).toBe(
      'Someone used my razor.',
    );
    expect(rewriteMessage('Pay me or I post the reviews.').rewritten).toBe('Could you pay me?');
  });
});

describe('a jab kept as written for its fact', () => {
  it('is said plainly instead: a kindness that came too late is what the reader did', () => {
    expect(rewriteMessage('Wow, nice of you to reply three days later.').rewritten).toBe(
      'You replied three days later.',
    );
    // A kindness on time is thanks, sincere or not: no act to say.
    expect(rewriteMessage('Thanks for the lift on Friday!').rewritten).toBe('Thanks for the lift on Friday!');
  });
});

describe('mockery closing a complaint, and a knife', () => {
  it('go with the jab', () => {
    expect(rewriteMessage('thanks for the 2am karaoke 🎤🤡 really made my week').rewritten).toBe(
      "I'm not happy about the 2am karaoke.",
    );
    expect(rewriteMessage('someone ate my $12 cheese 🔪🙃').rewritten).toBe('Someone ate my $12 cheese.');
  });
});
