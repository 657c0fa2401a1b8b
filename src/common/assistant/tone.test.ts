import { describe, expect, it } from 'vitest';
import { rewriteMessage } from './rewrite';
import { HEATED_TONES } from './tone';

const tone = (text: string) => rewriteMessage(text).emotionalTone;
const heated = (text: string) => HEATED_TONES.has(tone(text));

describe('tone of disapproval without charged words', () => {
  it('reads judging what someone did or said as frustrated', () => {
    expect(tone('Your numbers for the Q2 report are incorrect, again.')).toBe('frustrated');
    expect(tone("That's so condescending. I've run this project for two years.")).toBe('frustrated');
    expect(tone('Honestly that comment to my mom was offensive.')).toBe('frustrated');
    expect(tone("Stop putting words into my mouth about Sunday's pickup.")).toBe('frustrated');
    expect(tone('Your excuse makes no sense at all.')).toBe('frustrated');
  });

  it('counts a negated good word as disapproval', () => {
    expect(tone('The babysitter you picked is not reliable.')).toBe('frustrated');
    expect(tone('That joke in the team channel was not appropriate.')).toBe('frustrated');
  });

  it('does not count a negated complaint word', () => {
    expect(heated("You aren't wrong about the budget, I checked.")).toBe(false);
    expect(heated("I wasn't offended by the feedback at all.")).toBe(false);
    expect(heated('The new schedule is not bad at all.')).toBe(false);
  });

  it('still counts a complaint word in the next clause after a negation', () => {
    expect(heated("The call wasn't great. Frustrating, honestly.")).toBe(true);
  });

  it("does not read 'like' in a comparison as joy", () => {
    expect(tone('Oh, give me a break, you said it like an insult.')).toBe('frustrated');
    expect(tone('I like the new pickup spot by the library.')).not.toBe('frustrated');
    expect(tone("You don't deserve the credit for that launch.")).toBe('frustrated');
  });

  it('reads wanting to hurt someone as anger and a hostile paraphrase as frustration', () => {
    expect(tone('Honestly I could punch him for missing the recital.')).toBe('angry');
    expect(tone("So what you're saying is I should cancel my weekend again?")).toBe('frustrated');
    expect(heated('Can you bring fruit punch for the party on Saturday?')).toBe(false);
  });

  it('reads dismissal as frustration', () => {
    expect(tone('idc what the schedule says, you still left early')).toBe('frustrated');
    expect(heated('Are you kidding me? The deposit was due Monday.')).toBe(true);
  });

  it('keeps polite disagreement and illness out of the heated labels', () => {
    expect(tone('I see your point, but I disagree about moving pickup to Friday.')).toBe('calm');
    expect(heated('My manager is sick this week, so the review moved to Monday.')).toBe(false);
    expect(heated('Please stop putting words into my mouth.')).toBe(true);
  });

  it('keeps calm, happy and polite messages calm', () => {
    expect(heated('Could you send me the itinerary for Saturday? Thanks!')).toBe(false);
    expect(heated('We got the apartment!! So happy right now')).toBe(false);
    expect(heated('I see your point, but I think Thursday works better for the kids.')).toBe(false);
  });
});

describe('tone of bare disagreement and dismissal', () => {
  const rewrite = (text: string) => rewriteMessage(text).rewritten;

  it('reads a flat "no" and "I don\'t think/buy" as frustration', () => {
    expect(tone('No, the pickup is at 5, not 4.')).toBe('frustrated');
    expect(tone('Nope. The invoice went out on the 3rd.')).toBe('frustrated');
    expect(tone("I don't buy that the server crashed all weekend.")).toBe('frustrated');
    expect(tone("That's not how the custody schedule works.")).toBe('frustrated');
    expect(tone('Not sure why you booked the dentist for 8am.')).toBe('frustrated');
    expect(tone('Driving there and back in one evening is impossible.')).toBe('frustrated');
  });

  it('reads a prohibition and understatement as frustration', () => {
    expect(tone('Don’t touch my charger.')).toBe('frustrated');
    expect(tone('You can’t expect Mia to be ready by 6.')).toBe('frustrated');
    expect(tone('The report cites poor sources, Dev.')).toBe('frustrated');
    expect(tone('The new menu is nothing great.')).toBe('frustrated');
  });

  it('reads sarcastic "funny how" and a complaint after "but" as frustration', () => {
    expect(heated("It's funny how you only call when you need money.")).toBe(true);
    expect(tone('Nice slides, but the numbers are still wrong.')).toBe('frustrated');
    expect(heated('Nobody likes being left on read.')).toBe(true);
    expect(heated('Wow. You cancelled on the kids again.')).toBe(true);
    expect(tone('Unfortunately your figures are incorrect.')).toBe('frustrated');
  });

  it('keeps friendly "no", self-doubt, advice and good news calm', () => {
    expect(heated('No worries, see you Saturday at 10!')).toBe(false);
    expect(heated('No problem, I can grab the kids.')).toBe(false);
    expect(heated("I don't think I can make it Friday, sorry.")).toBe(false);
    expect(heated('Don’t worry about the dishes, I got them.')).toBe(false);
    expect(heated('Wow, you did the whole garden? Amazing!')).toBe(false);
    expect(heated("Great game today, but I'm wiped out.")).toBe(false);
    expect(heated("I don't mean to bother you, but is the 4pm still on?")).toBe(false);
    expect(tone("That doesn't mean you can skip the 9am call.")).toBe('frustrated');
    expect(tone('Unfortunately grandma passed away last night.')).toBe('sad');
  });

  it('only labels: the text of a calm disagreement is left as written', () => {
    for (const text of [
      'No, the pickup is at 5, not 4.',
      "I don't buy that the server crashed all weekend.",
      'Don’t touch my charger.',
      "That's not how the custody schedule works.",
    ])
      expect(rewrite(text)).toBe(text);
  });
});

describe('calm messages that only look heated are not labelled so', () => {
  it('does not read denied anger or reassurance as anger or fear', () => {
    expect(tone("I'm not angry, I just want the schedule by Monday.")).not.toBe('angry');
    expect(tone("Don't worry about the deposit, I'll cover the $50.")).toBe('calm');
  });
  it('does not read "no rush", "stop by" or openness to talk as frustration', () => {
    expect(heated('Send the slides when you can. No rush.')).toBe(false);
    expect(heated('Stop by the office at 3 and grab the spare key.')).toBe(false);
    expect(tone("I don't agree with moving her bedtime, but I'm open to talking about it Sunday.")).toBe(
      'calm',
    );
  });
  it('labels good news with "!!" or OMG as excited even without a joy word', () => {
    expect(tone('Dad I passed my driving test!!')).toBe('excited');
    expect(tone('She got into Berkeley OMG')).toBe('excited');
  });
});
