import { describe, expect, it } from 'vitest';
import { checkoutChargeNote, trialPlanNote } from './charge-note';

const end = '2026-11-15T12:00:00.000Z';
const note = (billingEnabled: boolean, isTrialActive: boolean, subscribeKeepsTrialUntil: string | null) =>
  checkoutChargeNote({ billingEnabled, isTrialActive, subscribeKeepsTrialUntil });

describe('checkoutChargeNote', () => {
  it('during the trial: no charge until the trial ends', () => {
    expect(note(true, true, end)).toBe("You won't be charged until November 15, 2026, when your trial ends.");
  });
  it('with under 48 hours of trial left: charged today, and why', () => {
    expect(note(true, true, null)).toBe("Your trial ends in under 2 days, so you'll be charged $4.99 today.");
  });
  it('after the trial, with billing off, or before the status is known: nothing extra', () => {
    expect(note(true, false, null)).toBeNull();
    expect(note(false, false, end)).toBeNull();
    expect(checkoutChargeNote(undefined)).toBeNull();
  });
});

const planNote = (trialBeforeFirstCharge: boolean, cancelAtPeriodEnd: boolean) =>
  trialPlanNote({ trialBeforeFirstCharge, cancelAtPeriodEnd, currentPeriodEnd: end });

describe('trialPlanNote', () => {
  it('names the first charge on a plan bought during the trial', () => {
    expect(planNote(true, false)).toBe(
      'Your free trial continues until November 15, 2026. Your first charge of $4.99 is on that date.',
    );
    expect(planNote(true, true)).toBe("Your free trial ends on November 15, 2026. You won't be charged.");
  });
  it('says nothing on an ordinary plan', () => {
    expect(planNote(false, false)).toBeNull();
  });
});
