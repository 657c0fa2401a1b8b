import { describe, expect, it } from 'vitest';
import { checkoutChargeNote, trialPlanNote } from './charge-note';

const end = '2026-11-15T12:00:00.000Z';

describe('checkoutChargeNote', () => {
  it('during the trial: no charge until the trial ends', () => {
    expect(
      checkoutChargeNote({ billingEnabled: true, isTrialActive: true, subscribeKeepsTrialUntil: end }),
    ).toBe("You won't be charged until November 15, 2026, when your trial ends.");
  });
  it('with under 48 hours of trial left: charged today, and why', () => {
    expect(
      checkoutChargeNote({ billingEnabled: true, isTrialActive: true, subscribeKeepsTrialUntil: null }),
    ).toBe("Your trial ends in under 2 days, so you'll be charged $4.99 today.");
  });
  it('after the trial, with billing off, or before the status is known: nothing extra', () => {
    expect(
      checkoutChargeNote({ billingEnabled: true, isTrialActive: false, subscribeKeepsTrialUntil: null }),
    ).toBeNull();
    expect(
      checkoutChargeNote({ billingEnabled: false, isTrialActive: false, subscribeKeepsTrialUntil: end }),
    ).toBeNull();
    expect(checkoutChargeNote(undefined)).toBeNull();
  });
});

describe('trialPlanNote', () => {
  it('names the first charge on a plan bought during the trial', () => {
    expect(
      trialPlanNote({ trialBeforeFirstCharge: true, cancelAtPeriodEnd: false, currentPeriodEnd: end }),
    ).toBe('Your free trial continues until November 15, 2026. Your first charge of $4.99 is on that date.');
    expect(
      trialPlanNote({ trialBeforeFirstCharge: true, cancelAtPeriodEnd: true, currentPeriodEnd: end }),
    ).toBe("Your free trial ends on November 15, 2026. You won't be charged.");
  });
  it('says nothing on an ordinary plan', () => {
    expect(
      trialPlanNote({ trialBeforeFirstCharge: false, cancelAtPeriodEnd: false, currentPeriodEnd: end }),
    ).toBeNull();
  });
});
