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

describe('anger the rewrite leaves alone is still heard in the tone (issue 20)', () => {
  const unchanged = (text: string) => expect(rewriteMessage(text).rewritten).toBe(text);

  it('reads other forms of anger and complaint words, not only the listed one', () => {
    for (const text of [
      'Honestly the council’s parking rules infuriate me.',
      'I resent how the club treated our coach.',
      'The new stadium seats are atrociously cramped.',
      'Rent in this town is ridiculously expensive.',
    ]) {
      unchanged(text);
      expect(heated(text)).toBe(true);
    }
  });

  it('hears "spare me" in a message the rewrite leaves as written', () => {
    const text = 'I stood outside the gym for forty minutes, so please spare me the story about the traffic.';
    expect(rewriteMessage(text).rewritten).toBe(text);
    expect(heated(text)).toBe(true);
  });

  it('does not read a complaint adverb that strengthens a kind word as a complaint', () => {
    expect(tone('The soup at the new place is ridiculously good.')).toBe('happy');
    expect(heated("I'm terribly sorry for the late reply.")).toBe(false);
    expect(heated('That was awfully kind of your mum.')).toBe(false);
  });

  it('reads angry, sick and eye-roll faces as the feeling they show', () => {
    expect(tone('The referee gave them that penalty 😡')).toBe('angry');
    expect(tone('Found a hair in my salad 🤢')).toBe('disgusted');
    expect(heated('The ferry timetable changed for the third week 🙄')).toBe(true);
    expect(heated('Got the keys to the new flat 😄')).toBe(false);
    expect(heated('ok ok, you were right about the hiking boots 🙄😂')).toBe(false);
  });

  it('hears a sweeping "never" said to the reader, and about someone else only next to something bad', () => {
    expect(tone('Fine, book the cabin, you never ask what I think anyway.')).toBe('frustrated');
    expect(tone('Our neighbours never clean up their awful mess on the stairs.')).toBe('frustrated');
    expect(heated('She always leaves the kitchen in a mess.')).toBe(true);
    expect(heated('He always brings snacks for the whole team.')).toBe(false);
    expect(heated('He never eats nuts, so please pack him the cheese sandwich.')).toBe(false);
    expect(heated('Have you never tried sushi? We should go on Saturday.')).toBe(false);
    expect(heated('You’ll never guess who I met at the bakery!')).toBe(false);
    expect(heated('You never fail to make me laugh.')).toBe(false);
    expect(heated('You never know, the ferry might run on time today.')).toBe(false);
    expect(heated('You never miss the bus, so I got worried. Are you okay?')).toBe(false);
    expect(heated('My coach always stays late to help me, I am lucky.')).toBe(false);
  });

  it('does not read a report of a crime, a war or an accident as frustration, but hears a person labelled a criminal', () => {
    expect(heated('The museum has a new exhibit on the war.')).toBe(false);
    expect(heated("My grandad was injured in an accident at work, he's recovering now.")).toBe(false);
    expect(heated('The police arrested two men for the burglary last night.')).toBe(false);
    expect(heated('The bouncer treated me like a criminal for asking about the queue.')).toBe(true);
  });

  it('reads worry that someone is not okay as concern, not a complaint', () => {
    expect(tone("I'm worried my sister is not okay after the move.")).toBe('anxious');
    expect(heated("I know we've disagreed about screen time, but could we talk on Sunday?")).toBe(false);
  });

  it('still shows a calm label for a calm message', () => {
    expect(tone('Could you bring the blue folder to the meeting tomorrow? Thanks!')).not.toMatch(
      /angry|frustrated|sarcastic|contemptuous|threatening|disgusted/,
    );
    expect(tone('Sounds good, see you at 6.')).toMatch(/neutral|calm|happy/);
  });
});
