import type { SubscriptionStatusView } from '@common/subscription';
import { formatLongDate } from './format';

/** Why there is no plan, on /manage-subscription: a lapsed payment, a cancelled plan that ran out, or the trial's end. */
export function noPlanNote(
  status: Pick<SubscriptionStatusView, 'subscriptionStatus' | 'provider' | 'trialEndDate'>,
): string | null {
  switch (status.subscriptionStatus) {
    case 'past_due':
      return status.provider === 'sandbox'
        ? 'Your test-mode card was declined when your plan renewed. Start Pro again with another card.'
        : 'Your last payment did not go through. Update your payment details or start Pro again.';
    case 'canceled':
      // A former subscriber was told their free trial had ended.
      return 'Your Pro plan has ended, as you asked when you cancelled it.';
    default:
      return status.trialEndDate ? `Your free trial ended on ${formatLongDate(status.trialEndDate)}.` : null;
  }
}
