import { describe, expect, it } from 'vitest';
import { OWN_LINE_LABEL } from '../constants';
import { coachMessage } from './coach';

describe('coachMessage', () => {
  it('answers to what the other person last said, never to the writer’s own lines', () => {
    const context = [
      'Sam Lee: Can you take Emma to swimming on Saturday at 10am?',
      `${OWN_LINE_LABEL}: OK. Here is the link to the calendar, please check it.`,
    ].join('\n');
    const advice = coachMessage('', context);
    expect(advice).toContain('Sam Lee asked');
    expect(advice).toContain('swimming on Saturday');
    expect(advice).not.toContain('link to the calendar');
  });

  it('with only the writer’s own lines, gives the general advice', () => {
    const advice = coachMessage('', `${OWN_LINE_LABEL}: Did you get my message?`);
    expect(advice).not.toContain('asked');
    expect(advice).toContain('Write what happened');
  });

  it('advises on a charged draft', () => {
    const advice = coachMessage('You always forget the raincoat. Typical.', 'Sam Lee: Morning!');
    expect(advice).toMatch(/you always/i);
  });

  it('names the absolute the writer used, not one they did not', () => {
    const advice = coachMessage('You are late every single time we meet. Send the $120 by Friday.');
    expect(advice).toContain("Avoid exaggerations like 'every single time'");
    expect(advice).toContain('"You are late when we meet.'); // "often we meet" read as nothing
    const blame = coachMessage('You ALWAYS do this, you never pay on time. Send the $120 NOW.');
    expect(blame).toContain("Swap 'you always / you never'");
    expect(blame).not.toContain('every single time');
  });

  it('sees the jab in "Seriously Mike? Just do your job for once."', () => {
    const advice = coachMessage('Seriously Mike? Just do your job for once.');
    expect(advice).not.toContain('calm and clear');
    expect(advice).toContain('Could you please take care of your part of this?');
  });
});
