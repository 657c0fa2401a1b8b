import { describe, expect, it } from 'vitest';
import { rewriteMessage } from './rewrite';

const rewrite = (text: string) => rewriteMessage(text).rewritten;
const stays = (text: string) => expect(rewrite(text), `should stay: ${text}`).toBe(text);

describe('threats and ultimatums become boundaries, the plan survives', () => {
  it('reads "back to court" and "back to the judge" as steps against the reader', () => {
    expect(
      rewrite('If you bring your new girlfriend to the recital again I will take you back to court.'),
    ).toBe('If you bring your new girlfriend to the recital again, I may need to take you back to court.');
    expect(rewrite('Pay your half of the orthodontist bill or I’m going back to the judge.')).toBe(
      'Please pay your half of the orthodontist bill; otherwise my next step would be going back to the judge.',
    );
  });

  it('turns "keep this up and ..." and "do that again and ..." into a plain request or the next step', () => {
    expect(rewrite("Keep this up and you'll never see the kids again.")).toBe('I need this to stop.');
    expect(rewrite("Try that again and you'll be sleeping on the couch.")).toBe('I need this to stop.');
    expect(rewrite('Keep pushing me and see what happens.')).toBe('I need this to stop.');
    expect(rewrite("Do that again and I'll call the police.")).toBe(
      'If this happens again, I may need to call the police.',
    );
    expect(rewrite("Keep this up and I'm filing for divorce.")).toBe(
      'If this keeps happening, my next step would be filing for divorce.',
    );
  });

  it('says "this is the last time I\'m covering for you" as what the sender cannot keep doing', () => {
    expect(rewrite("This is the last time I'm covering for you.")).toBe("I can't keep covering for you.");
    expect(rewrite("This is the last time I'm picking up your slack, Dan.")).toBe(
      "I can't keep picking up your slack, Dan.",
    );
    stays("This is the last time I'm going to the dentist this year, yay!");
  });

  it('keeps the condition of "one more X and ..."', () => {
    expect(rewrite("One more missed pickup and I'm filing for full custody.")).toBe(
      "If there's another missed pickup, my next step would be filing for full custody.",
    );
    expect(rewrite("One more time and I'll report you to HR.")).toBe(
      'If this happens again, I may need to report you to HR.',
    );
    expect(rewrite("One more late payment and you're out.")).toBe("I can't accept another late payment.");
    expect(rewrite("One more lie and we're done.")).toBe("I can't accept another lie.");
  });

  it('says who would be told or contacted instead of warning', () => {
    expect(rewrite("You'll be hearing from my lawyer.")).toBe('My next step would be contacting my lawyer.');
    expect(rewrite('The judge will hear about this.')).toBe('I may need to tell the judge about this.');
    expect(rewrite('See you in court.')).toBe('I may need to take this to court.');
  });

  it('keeps where the reader would not be welcome in "or don\'t bother coming to ..."', () => {
    expect(rewrite("Get your act together or don't bother coming to Sunday dinner.")).toBe(
      "Things need to change; otherwise I'd rather you didn't come to Sunday dinner.",
    );
  });
});

describe('stonewalling says what the sender needs', () => {
  it('asks for space instead of "don\'t bother texting me back"', () => {
    expect(rewrite("Don't bother texting me back. I'm done.")).toBe(
      'I need some space right now. I need a break from this conversation.',
    );
    expect(rewrite('Lose my number.')).toBe('I need some space right now.');
    expect(rewrite("You lied to me AGAIN. Don't bother replying.")).toBe(
      'You lied to me again. I need some space right now.',
    );
  });

  it('reads a bare "I\'m done." as leaving the conversation only in a charged message', () => {
    expect(rewrite('You forgot her inhaler AGAIN?! I’m so done.')).toBe(
      'You forgot her inhaler again? I need a break from this conversation.',
    );
    stays("I'm done.");
    stays("I'm done! Finally finished the tax forms.");
  });
});

describe('contempt is dropped, the facts and the request survive', () => {
  it('drops "for the hundredth time" and "as I have explained three times"', () => {
    expect(rewrite('For the hundredth time, the meeting is at 10, not 11.')).toBe(
      'Just to confirm, the meeting is at 10, not 11.',
    );
    expect(rewrite('For the last time: pickup is at 5:30 at Lincoln Elementary.')).toBe(
      'Just to confirm, pickup is at 5:30 at Lincoln Elementary.',
    );
    expect(rewrite('As I have explained THREE times already, the deadline is non-negotiable.')).toBe(
      'As I mentioned before, the deadline is non-negotiable.',
    );
    expect(rewrite("As I've said many times already, the invoice is due on the 15th.")).toBe(
      'As I mentioned before, the invoice is due on the 15th.',
    );
  });

  it('drops "nobody wants to work with you" and its kin', () => {
    const fallback = "I'm upset right now, and I'd like to talk about this calmly.";
    expect(rewrite('This is why nobody wants to work with you.')).toBe(fallback);
    expect(rewrite('No wonder nobody likes you.')).toBe(fallback);
    expect(rewrite("That's why no one invites you anywhere.")).toBe(fallback);
  });

  it('drops "it\'s not rocket science" before an order, which becomes a request', () => {
    expect(rewrite("It's not rocket science, just put the dishes in the dishwasher.")).toBe(
      'Please put the dishes in the dishwasher.',
    );
    expect(rewrite("It's not brain surgery. Just sign the form.")).toBe('Please sign the form.');
  });

  it('answers rhetorical put-downs with disagreement or a request', () => {
    expect(rewrite('Do you have any idea how stupid that sounds?')).toBe('I see this differently.');
    expect(rewrite('Do you know how ridiculous you sound right now?')).toBe('I see this differently.');
    expect(rewrite('Do you even hear yourself?')).toBe('I see this differently.');
    expect(rewrite('Are you even capable of answering a simple question?')).toBe(
      'Could you please try answering my question?',
    );
    expect(rewrite('Are you even able to read a calendar?')).toBe('Could you please read a calendar?');
    expect(rewrite('Do I look like your maid?')).toBe("I'd like us to share this more fairly.");
  });

  it('says an accusation of intent as a feeling', () => {
    expect(rewrite('I swear you do this on purpose to make me look bad.')).toBe(
      'It feels like this is on purpose to make me look bad.',
    );
    expect(rewrite('I swear you did that on purpose.')).toBe('It feels like that was on purpose.');
  });

  it('turns "get your act together" into the change it asks for', () => {
    expect(rewrite('Get your act together and call the school.')).toBe('Please call the school.');
    expect(rewrite('Shape up or ship out.')).toBe('Things need to change.');
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
