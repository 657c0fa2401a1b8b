import { CreditCard, RotateCcw, Sparkles, XCircle } from 'lucide-react';
import { useState } from 'react';
import { PRO_PRICE_LABEL, PRODUCT_NAME } from '@common/constants';
import type { SubscriptionStatusView } from '@common/subscription';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { useCancelSubscription, useOpenPaymentPortal, useResumeSubscription, useStartCheckout } from './api';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { trialPlanNote } from './charge-note';
import { daysLeftLabel } from './choose-upgrade-trigger';
import { formatLongDate } from './format';
import { noPlanNote } from './no-plan-note';
import { planOf } from './plan-badge';

export interface PlanDetailsProps {
  status: SubscriptionStatusView;
  /** Opens the upgrade dialog (the trial's Upgrade button). */
  onUpgrade: () => void;
}

const muted = 'text-sm text-slate-600 dark:text-slate-300';

/** Trial, active (Pro) or no plan, each with the actions that really work. */
export function PlanDetails({ status, onUpgrade }: PlanDetailsProps) {
  const plan = planOf(status);
  if (plan === 'full')
    return (
      <p className={muted}>
        {status.provider === 'off'
          ? 'Billing is turned off on this server: you have full access to every feature.'
          : 'As the administrator, you have full access to every feature. This account is never billed.'}
      </p>
    );
  if (plan === 'trial') return <TrialDetails status={status} onUpgrade={onUpgrade} />;
  if (plan === 'pro') return <ProDetails status={status} />;
  return <NoPlanDetails status={status} />;
}

function TrialDetails({ status, onUpgrade }: PlanDetailsProps) {
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold">Free Trial</h3>
      <p className="text-base">
        <strong>{daysLeftLabel(status.trialDaysLeft)}</strong> remaining
      </p>
      {status.trialEndDate && (
        <p className={muted}>Your trial ends on {formatLongDate(status.trialEndDate)}.</p>
      )}
      <Button onClick={onUpgrade}>
        <Sparkles className="h-4 w-4" aria-hidden="true" /> Upgrade to Pro
      </Button>
    </div>
  );
}

function ProDetails({ status }: { status: SubscriptionStatusView }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const trialNote = trialPlanNote(status);
  const onConfirm = () =>
    cancel.mutate(undefined, {
      onSuccess: (next) => {
        setConfirming(false);
        toast({
          title: 'Subscription Cancelled',
          description: next.currentPeriodEnd
            ? `You keep Pro access until ${formatLongDate(next.currentPeriodEnd)}.`
            : 'You keep Pro access until the end of the billing period.',
          variant: 'success',
        });
      },
    });
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold">{PRODUCT_NAME} Pro</h3>
      <p className="text-base">
        <strong>{PRO_PRICE_LABEL}</strong>/month
      </p>
      {trialNote && <p className="text-sm font-medium">{trialNote}</p>}
      {status.cancelAtPeriodEnd ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          Your subscription is cancelled and will not renew. You have access until{' '}
          <strong>
            {status.currentPeriodEnd ? formatLongDate(status.currentPeriodEnd) : 'the end of the period'}
          </strong>
          .
        </p>
      ) : (
        status.nextBillingDate && (
          <p className={muted}>
            Next billing date: <strong>{formatLongDate(status.nextBillingDate)}</strong>
          </p>
        )
      )}
      <div className="flex flex-wrap gap-2">
        <UpdatePaymentButton />
        {status.cancelAtPeriodEnd && (
          <Button
            onClick={() =>
              resume.mutate(undefined, {
                onSuccess: () => toast({ title: 'Subscription Resumed', variant: 'success' }),
              })
            }
            disabled={resume.isPending}
            aria-busy={resume.isPending}
          >
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {resume.isPending ? 'Resuming...' : 'Resume Subscription'}
          </Button>
        )}
        {!status.cancelAtPeriodEnd && (
          <Button variant="destructive" onClick={() => setConfirming(true)}>
            <XCircle className="h-4 w-4" aria-hidden="true" /> Cancel Subscription
          </Button>
        )}
      </div>
      <CancelSubscriptionDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={onConfirm}
        pending={cancel.isPending}
        periodEnd={status.currentPeriodEnd}
      />
    </div>
  );
}

function UpdatePaymentButton() {
  const portal = useOpenPaymentPortal();
  const opening = portal.isPending || portal.isSuccess;
  return (
    <Button variant="outline" onClick={() => portal.mutate()} disabled={opening} aria-busy={opening}>
      <CreditCard className="h-4 w-4" aria-hidden="true" />
      {opening ? 'Opening...' : 'Update Payment'}
    </Button>
  );
}

function NoPlanDetails({ status }: { status: SubscriptionStatusView }) {
  const checkout = useStartCheckout('/manage-subscription');
  const processing = checkout.isPending || checkout.isSuccess;
  const note = noPlanNote(status);
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold">No Active Subscription</h3>
      {note && <p className={muted}>{note}</p>}
      <p className={muted}>
        {PRODUCT_NAME} Pro is {PRO_PRICE_LABEL} per month, cancel anytime.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => checkout.mutate()} disabled={processing} aria-busy={processing}>
          <Sparkles className="h-4 w-4" aria-hidden="true" /> {processing ? 'Processing...' : 'Start Pro'}
        </Button>
        {status.subscriptionStatus === 'past_due' && status.provider === 'stripe' && <UpdatePaymentButton />}
      </div>
    </div>
  );
}
