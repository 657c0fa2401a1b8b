import { describe, expect, it } from 'vitest';
import type { RuleContext } from './rule';
import { rewriteMessage } from './rewrite';
import { threats } from './rules/threats';
import { consequences } from './rules/ultimatums';

const rewrite = (text: string) => rewriteMessage(text).rewritten;
const stays = (text: string) => expect(rewrite(text), `should stay: ${text}`).toBe(text);

describe('contempt is dropped, the facts and the request survive', () => {
  it('drops "nobody wants to work with you" and its kin', () => {
    const fallback = "I'm upset right now. Can we talk when we're both calm?";
    expect(rewrite('This is why nobody wants to work with you.')).toBe(fallback);
    expect(rewrite('No wonder nobody likes you.')).toBe(fallback);
    expect(rewrite("That's why no one invites you anywhere.")).toBe(fallback);
  });
});

describe('calm look-alikes are left alone', () => {
  it('keeps finished chores, praise and plans that only sound like ultimatums', () => {
    stays("I'm done with my homework, can I go to Sam's?");
    stays("Keep this up and you'll ace the exam!");
    stays("Keep this up and you'll be out of debt by June!");
    stays("Do that again and you'll win the game!");
    stays("Do that again and I'll buy you a coffee.");
    stays('One more episode and I’m going to bed.');
    stays("One more game and I'm calling it a night.");
    stays("One more day and we're done with school!");
    stays("One more week and you're out of the cast!");
    stays('If you want, I’ll take the kids to court for the mock trial day.');
    stays('See you in court tomorrow at 9 for the hearing.');
    stays('The judge will hear the case on Monday.');
    stays("You'll be hearing from my lawyer's office about the closing date.");
  });

  it('keeps counts, reminders and kind "don\'t bother"s', () => {
    stays('For the first time in ages I slept well.');
    stays('For the last time this season, the pool is open Saturday.');
    stays('As I mentioned, the flight lands at 9:45.');
    stays("As I've said many times, I'm so proud of you!");
    stays("Don't bother cooking, I'll bring pizza.");
    stays("Don't bother replying, I've sorted it.");
    stays("Thanks so much, you're wonderful! Don't bother calling me back.");
  });

  it('keeps questions and modesty that share words with put-downs', () => {
    stays('Nobody wants to work on Christmas Eve, so let’s rotate.');
    stays('No one wants you to feel left out.');
    stays('This is why nobody uses the old lot.');
    stays("It's not rocket science, but it took me a while to learn.");
    stays("How did you fix it? It's not rocket science, I promise.");
    stays('Do you have any idea how long the drive is?');
    stays('Do you know how happy that makes me?');
    stays('Are you able to pick up Leo at 3?');
    stays('Are you capable of lifting 50 pounds?');
    stays('I swear you get taller every day!');
    stays('Get a grip on the railing.');
    stays('Try me on Thursday, I’m free after 3.');
  });
});

describe('a consequence is said as a next step in the sender’s register', () => {
  // The rules say it so themselves: no later pass rewrites "; otherwise I may need to" into shorthand.
  const ctx = (message: string): RuleContext => ({
    message,
    original: message,
    negative: true,
    shouting: false,
    positive: false,
    charged: true,
  });
  const said = (rule: typeof threats, message: string) => rule.apply(message, ctx(message));

  it('formally in a formal message', () => {
    expect(said(threats, 'Move them by 7 or I will ring the council.')).toBe(
      'Move them by 7; otherwise I may need to ring the council.',
    );
    expect(said(consequences, 'Pay the £950 by Friday or I stop work on the site.')).toBe(
      'Pay the £950 by Friday; otherwise I may need to stop work on the site.',
    );
  });

  it('plainly in a shorthand message', () => {
    expect(said(threats, 'ur bins r in my spot, move them by 7 or i will ring the council')).toBe(
      "ur bins r in my spot, move them by 7, if not I'll have to ring the council",
    );
    expect(said(consequences, 'u have til 6 to send it or i stop the visits')).toBe(
      "u have til 6 to send it, if not I'll have to stop the visits",
    );
  });
});
