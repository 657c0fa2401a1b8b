// Relative imports: this file is unit-tested by Vitest, which does not resolve the @common alias.
import { TRIAL_ENDING_THRESHOLD_DAYS } from '../../../common/constants';
import type { SubscriptionStatusView } from '../../../common/subscription';

export type UpgradeTrigger = 'subscription_required' | 'trial_ending' | 'trial_expired';

/**
 * The dashboard's rule: trial_expired when payment is needed, trial_ending when 3 or fewer
 * trial days remain, otherwise subscription_required.
 */
export function chooseUpgradeTrigger(
  status:
    Pick<SubscriptionStatusView, 'paymentNeeded' | 'isTrialActive' | 'trialDaysLeft'> | null | undefined,
): UpgradeTrigger {
  if (!status) return 'subscription_required';
  if (status.paymentNeeded) return 'trial_expired';
  if (status.isTrialActive && status.trialDaysLeft <= TRIAL_ENDING_THRESHOLD_DAYS) return 'trial_ending';
  return 'subscription_required';
}

/** 'Free Trial Active - 1 day left' / '- 3 days left' (singular or plural). */
export function daysLeftLabel(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
