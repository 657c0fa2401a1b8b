import { AlertTriangle, Sparkles } from 'lucide-react';
import { Button } from '../../ui/button';
import { cn } from '../../lib/cn';
import { useSubscriptionStatus } from './api';
import { chooseUpgradeTrigger, daysLeftLabel, type UpgradeTrigger } from './choose-upgrade-trigger';

export interface SubscriptionBannerProps {
  /** Called with the trigger the dashboard rule picks; open the UpgradeDialog with it. */
  onUpgrade: (trigger: UpgradeTrigger) => void;
  className?: string;
}

/**
 * Nothing for a paid plan (or when billing is off); blue while the trial runs; red once the
 * trial is over or payment is needed.
 */
export function SubscriptionBanner({ onUpgrade, className }: SubscriptionBannerProps) {
  const { data: status } = useSubscriptionStatus();
  if (!status || !status.billingEnabled) return null;
  if (!status.paymentNeeded && !status.isTrialActive) return null;
  const expired = status.paymentNeeded;
  return (
    <section
      aria-label="Subscription status"
      className={cn(
        // The button stays on the right; on a narrow phone the text wraps beside it instead.
        'flex items-center justify-between gap-2 px-4 py-2 text-sm',
        expired ? 'bg-red-600 text-white' : 'bg-brand-600 text-white',
        className,
      )}
    >
      <p className="flex min-w-0 items-center gap-2 font-medium">
        {expired ? (
          <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
        ) : (
          <Sparkles className="h-4 w-4 shrink-0" aria-hidden="true" />
        )}
        {expired
          ? 'Trial Expired - Subscribe to Continue'
          : `Free Trial Active - ${daysLeftLabel(status.trialDaysLeft)} left`}
      </p>
      <Button
        size="sm"
        variant="secondary"
        className="focus-ring-on-color shrink-0 bg-white text-slate-900 hover:bg-slate-100 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200"
        onClick={() => onUpgrade(chooseUpgradeTrigger(status))}
      >
        {expired ? 'Subscribe' : 'Upgrade'}
      </Button>
    </section>
  );
}
