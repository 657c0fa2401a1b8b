import { PRO_PRICE_LABEL } from '@common/constants';
import type { SubscriptionStatusView } from '@common/subscription';
import { formatLongDate } from './format';

/**
 * Said in the upgrade dialog before the person pays: when the first charge happens. During the trial
 * it is the trial's end (the rest of the trial is kept); with under 48 hours of trial left it is today.
 * Nothing extra after the trial: the price above already says it.
 */
export function checkoutChargeNote(
  status:
    Pick<SubscriptionStatusView, 'billingEnabled' | 'isTrialActive' | 'subscribeKeepsTrialUntil'> | undefined,
): string | null {
  if (!status?.billingEnabled) return null;
  if (status.subscribeKeepsTrialUntil)
    return `You won't be charged until ${formatLongDate(status.subscribeKeepsTrialUntil)}, when your trial ends.`;
  if (status.isTrialActive)
    return `Your trial ends in under 2 days, so you'll be charged ${PRO_PRICE_LABEL} today.`;
  return null;
}

/** On the Pro plan bought during the trial, before its first charge (the active details). */
export function trialPlanNote(
  status: Pick<SubscriptionStatusView, 'trialBeforeFirstCharge' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>,
): string | null {
  if (!status.trialBeforeFirstCharge || !status.currentPeriodEnd) return null;
  const end = formatLongDate(status.currentPeriodEnd);
  return status.cancelAtPeriodEnd
    ? `Your free trial ends on ${end}. You won't be charged.`
    : `Your free trial continues until ${end}. Your first charge of ${PRO_PRICE_LABEL} is on that date.`;
}
