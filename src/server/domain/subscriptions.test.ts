import { describe, expect, it } from 'vitest';
import {
  computeSubscriptionStatus,
  MIN_TRIAL_KEPT_MS,
  trialKeptByCheckout,
  type SubscriptionRow,
} from './subscriptions';

const TRIAL_END = new Date('2026-03-15T09:00:00Z');
const HOUR_MS = 60 * 60 * 1000;

function row(overrides: Partial<SubscriptionRow> = {}): SubscriptionRow {
  return {
    userId: '00000000-0000-4000-8000-000000000001',
    status: 'trial',
    trialEndsAt: TRIAL_END,
    provider: null,
    providerCustomerId: null,
    providerSubscriptionId: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    updatedAt: new Date('2026-03-01T09:00:00Z'),
    ...overrides,
  };
}
const before = (ms: number) => new Date(TRIAL_END.getTime() - ms);

describe('trialKeptByCheckout: subscribing during the trial keeps the rest of it', () => {
  it('keeps the trial while at least 48 hours (and a small margin) of it are left', () => {
    expect(MIN_TRIAL_KEPT_MS).toBeGreaterThanOrEqual(48 * HOUR_MS);
    expect(trialKeptByCheckout(row(), before(13 * 24 * HOUR_MS))).toEqual(TRIAL_END);
    expect(trialKeptByCheckout(row(), before(MIN_TRIAL_KEPT_MS))).toEqual(TRIAL_END);
    expect(trialKeptByCheckout(row(), before(MIN_TRIAL_KEPT_MS - 1))).toBeNull();
    expect(trialKeptByCheckout(row(), before(47 * HOUR_MS))).toBeNull();
  });

  it('charges at once after the trial, without a trial, or once a plan has replaced it', () => {
    expect(trialKeptByCheckout(row(), new Date(TRIAL_END.getTime() + 1))).toBeNull();
    expect(trialKeptByCheckout(undefined, before(10 * 24 * HOUR_MS))).toBeNull();
    expect(trialKeptByCheckout(row({ status: 'canceled' }), before(10 * 24 * HOUR_MS))).toBeNull();
  });
});

describe('computeSubscriptionStatus for a plan bought during the trial', () => {
  const onTrial = row({ status: 'active', provider: 'stripe', currentPeriodEnd: TRIAL_END });

  it('counts as subscribed (no trial banner), first billed at the trial end, and says so', () => {
    expect(computeSubscriptionStatus(onTrial, before(12 * 24 * HOUR_MS), 'stripe')).toMatchObject({
      subscriptionStatus: 'active',
      isTrialActive: false,
      trialDaysLeft: 0,
      paymentNeeded: false,
      nextBillingDate: TRIAL_END.toISOString(),
      trialBeforeFirstCharge: true,
      subscribeKeepsTrialUntil: null,
    });
  });

  it('cancelled during the trial: access to its end, nothing will be billed', () => {
    const status = computeSubscriptionStatus(
      { ...onTrial, cancelAtPeriodEnd: true },
      before(HOUR_MS),
      'stripe',
    );
    expect(status).toMatchObject({ nextBillingDate: null, currentPeriodEnd: TRIAL_END.toISOString() });
    expect(status.trialBeforeFirstCharge).toBe(true);
  });

  it('is an ordinary plan once the first month is billed, or when it was charged at once', () => {
    const renewed = { ...onTrial, currentPeriodEnd: new Date(TRIAL_END.getTime() + 30 * 24 * HOUR_MS) };
    expect(
      computeSubscriptionStatus(renewed, new Date(TRIAL_END.getTime() + HOUR_MS), 'stripe'),
    ).toMatchObject({
      trialBeforeFirstCharge: false,
      nextBillingDate: renewed.currentPeriodEnd.toISOString(),
    });
    // Stripe has not told us of the renewal yet (within the grace): in force, but no longer in the trial.
    expect(
      computeSubscriptionStatus(onTrial, new Date(TRIAL_END.getTime() + HOUR_MS), 'stripe'),
    ).toMatchObject({
      subscriptionStatus: 'active',
      trialBeforeFirstCharge: false,
    });
    expect(computeSubscriptionStatus(renewed, before(47 * HOUR_MS), 'stripe').trialBeforeFirstCharge).toBe(
      false,
    );
  });

  it('a running trial offers to keep itself; billing off or the administrator offers nothing', () => {
    expect(
      computeSubscriptionStatus(row(), before(5 * 24 * HOUR_MS), 'sandbox').subscribeKeepsTrialUntil,
    ).toBe(TRIAL_END.toISOString());
    expect(computeSubscriptionStatus(row(), before(5 * 24 * HOUR_MS), 'off')).toMatchObject({
      subscribeKeepsTrialUntil: null,
      trialBeforeFirstCharge: false,
    });
  });
});
