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
