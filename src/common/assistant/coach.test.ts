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
});
