import { Check, Lock } from 'lucide-react';
import { useCallback, useState } from 'react';
import { PRO_PRICE_LABEL, PRODUCT_NAME } from '@common/constants';
import type { CheckoutReturnPath } from '@common/subscription';
import { Button } from '../../ui/button';
import { Dialog, DialogClose, DialogContent } from '../../ui/dialog';
import { useStartCheckout, useSubscriptionStatus } from './api';
import { checkoutChargeNote } from './charge-note';
import { daysLeftLabel, type UpgradeTrigger } from './choose-upgrade-trigger';

/** What Pro adds, in this order. */
export const PREMIUM_FEATURES = [
  'Unlimited AI message rewriting',
  'Advanced tone analysis',
  'Real-time conversation insights',
  'Priority customer support',
  'Conflict coaching suggestions',
  'Unlimited conversations',
] as const;

const TITLES: Record<UpgradeTrigger, string> = {
  trial_ending: 'Your Trial is Ending Soon',
  trial_expired: 'Your Trial Has Expired',
  subscription_required: `Upgrade to ${PRODUCT_NAME} Premium`,
};

function description(trigger: UpgradeTrigger, trialDaysLeft: number | undefined): string {
  if (trigger === 'trial_ending')
    return trialDaysLeft !== undefined
      ? `Your free trial ends in ${daysLeftLabel(trialDaysLeft)}. Subscribe now to keep every AI feature.`
      : 'Your free trial ends soon. Subscribe now to keep every AI feature.';
  if (trigger === 'trial_expired')
    return 'Subscribe to keep using the AI assistant. Your conversations and messages stay available.';
  return 'Get the full AI writing assistant for calmer, clearer conversations.';
}

export interface UpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Which situation opened it; defaults to subscription_required. */
  trigger?: UpgradeTrigger;
  /** Shown in the trial-ending text when known. */
  trialDaysLeft?: number;
  /** Where checkout sends the browser back to. */
  returnPath?: CheckoutReturnPath;
}

export function UpgradeDialog({
  open,
  onOpenChange,
  trigger = 'subscription_required',
  trialDaysLeft,
  returnPath = '/dashboard',
}: UpgradeDialogProps) {
  const checkout = useStartCheckout(returnPath);
  const chargeNote = checkoutChargeNote(useSubscriptionStatus().data);
  const processing = checkout.isPending || checkout.isSuccess;
  return (
    <Dialog open={open} onOpenChange={(next) => !processing && onOpenChange(next)}>
      <DialogContent title={TITLES[trigger]} description={description(trigger, trialDaysLeft)}>
        <div className="rounded-lg border border-brand-100 bg-brand-50 p-4 dark:border-slate-700 dark:bg-slate-800">
          <p className="text-3xl font-bold text-slate-900 dark:text-white">
            {PRO_PRICE_LABEL}
            <span className="ml-1 text-base font-normal text-slate-600 dark:text-slate-300">per month</span>
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-300">Cancel anytime</p>
          {chargeNote && (
            <p className="mt-2 text-sm font-medium text-slate-900 dark:text-white">{chargeNote}</p>
          )}
        </div>
        <ul className="mt-4 space-y-2" aria-label="Included in Premium">
          {PREMIUM_FEATURES.map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-sm">
              <Check
                className="mt-0.5 h-4 w-4 shrink-0 text-green-600 dark:text-green-400"
                aria-hidden="true"
              />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {trigger !== 'trial_expired' && (
            <DialogClose asChild>
              <Button variant="outline" disabled={processing}>
                Maybe Later
              </Button>
            </DialogClose>
          )}
          <Button onClick={() => checkout.mutate()} disabled={processing} aria-busy={processing}>
            {processing ? 'Processing...' : 'Subscribe Now'}
          </Button>
        </div>
        <p className="mt-4 flex items-start gap-2 text-xs text-slate-600 dark:text-slate-400">
          <Lock className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          Payment is processed securely by our card payment provider. Your card details are never stored by{' '}
          {PRODUCT_NAME}.
        </p>
      </DialogContent>
    </Dialog>
  );
}

/** Open/closed state and trigger for the dialog, so a screen wires banner, 402s and dialog in three lines. */
export function useUpgradeDialog() {
  const [state, setState] = useState<{ open: boolean; trigger: UpgradeTrigger }>({
    open: false,
    trigger: 'subscription_required',
  });
  const openUpgrade = useCallback(
    (trigger: UpgradeTrigger = 'subscription_required') => setState({ open: true, trigger }),
    [],
  );
  return {
    openUpgrade,
    dialogProps: {
      open: state.open,
      trigger: state.trigger,
      onOpenChange: (open: boolean) => setState((s) => ({ ...s, open })),
    },
  };
}
