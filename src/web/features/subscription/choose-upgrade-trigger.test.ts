import { describe, expect, it } from 'vitest';
import { chooseUpgradeTrigger, daysLeftLabel } from './choose-upgrade-trigger';

const trial = (days: number) => ({ paymentNeeded: false, isTrialActive: true, trialDaysLeft: days });

describe('chooseUpgradeTrigger (the dashboard rule)', () => {
  it('asks an expired trial to subscribe', () => {
    expect(chooseUpgradeTrigger({ paymentNeeded: true, isTrialActive: false, trialDaysLeft: 0 })).toBe(
      'trial_expired',
    );
  });
  it('warns when 3 or fewer trial days remain', () => {
    expect(chooseUpgradeTrigger(trial(3))).toBe('trial_ending');
    expect(chooseUpgradeTrigger(trial(1))).toBe('trial_ending');
    expect(chooseUpgradeTrigger(trial(4))).toBe('subscription_required');
  });
  it('defaults to subscription_required, also while the status is unknown or paid', () => {
    expect(chooseUpgradeTrigger(undefined)).toBe('subscription_required');
    expect(chooseUpgradeTrigger({ paymentNeeded: false, isTrialActive: false, trialDaysLeft: 0 })).toBe(
      'subscription_required',
    );
  });
});

describe('daysLeftLabel', () => {
  it('is singular for one day, plural otherwise', () => {
    expect(daysLeftLabel(1)).toBe('1 day');
    expect(daysLeftLabel(2)).toBe('2 days');
    expect(daysLeftLabel(0)).toBe('0 days');
  });
});
