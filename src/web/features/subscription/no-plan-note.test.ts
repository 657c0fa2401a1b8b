import { describe, expect, it } from 'vitest';
import { noPlanNote } from './no-plan-note';

const trialEndDate = '2026-11-01T12:00:00.000Z';

describe('noPlanNote', () => {
  it('tells a former subscriber their plan ended, not their trial', () => {
    expect(noPlanNote({ subscriptionStatus: 'canceled', provider: 'stripe', trialEndDate })).toBe(
      'Your Pro plan has ended, as you asked when you cancelled it.',
    );
  });
  it('explains a lapsed payment by provider', () => {
    expect(noPlanNote({ subscriptionStatus: 'past_due', provider: 'stripe', trialEndDate })).toMatch(
      /^Your last payment did not go through/,
    );
    expect(noPlanNote({ subscriptionStatus: 'past_due', provider: 'sandbox', trialEndDate })).toMatch(
      /^Your test-mode card was declined when your plan renewed/,
    );
  });
  it('otherwise names the day the trial ended, when there was one', () => {
    expect(noPlanNote({ subscriptionStatus: 'none', provider: 'stripe', trialEndDate })).toMatch(
      /^Your free trial ended on November 01, 2026\.$/,
    );
    expect(noPlanNote({ subscriptionStatus: 'none', provider: 'stripe', trialEndDate: null })).toBeNull();
  });
});
