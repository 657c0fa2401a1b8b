import type { SubscriptionStatusView } from '@common/subscription';
import { cn } from '../../lib/cn';

type Plan = 'full' | 'trial' | 'pro' | 'none';

export function planOf(status: SubscriptionStatusView): Plan {
  if (!status.billingEnabled) return 'full';
  if (status.subscriptionStatus === 'active') return 'pro';
  if (status.isTrialActive) return 'trial';
  return 'none';
}

const LOOK: Record<Plan, { label: string; className: string }> = {
  full: {
    label: 'Full Access',
    className: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100',
  },
  pro: { label: 'Pro', className: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100' },
  trial: {
    label: 'Free Trial',
    className: 'bg-brand-100 text-brand-700 dark:bg-blue-900 dark:text-blue-100',
  },
  none: {
    label: 'No Active Subscription',
    className: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  },
};

export function PlanBadge({ status }: { status: SubscriptionStatusView }) {
  const look = LOOK[planOf(status)];
  return (
    <span className={cn('inline-flex rounded-full px-3 py-1 text-sm font-semibold', look.className)}>
      {look.label}
    </span>
  );
}
