import { useAuth } from '../lib/auth';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { BackToAppPage } from '../ui/back-to-app-page';
import { useSubscriptionStatus } from '../features/subscription/api';
import { BillingHistory } from '../features/subscription/billing-history';
import { chooseUpgradeTrigger } from '../features/subscription/choose-upgrade-trigger';
import { formatLongDate } from '../features/subscription/format';
import { PlanBadge } from '../features/subscription/plan-badge';
import { PlanDetails } from '../features/subscription/plan-details';
import { UpgradeDialog, useUpgradeDialog } from '../features/subscription/upgrade-dialog';
import { useCheckoutReturn } from '../features/subscription/use-checkout-return';

const sectionTitle = 'text-base font-semibold';

/** /manage-subscription: account, plan, its actions and the billing history. Signed-in only (routes.tsx). */
export default function ManageSubscription() {
  const { user } = useAuth();
  const { data: status, isLoading, isError, refetch } = useSubscriptionStatus();
  const upgrade = useUpgradeDialog();
  useCheckoutReturn();

  return (
    <BackToAppPage>
      <h1 className="text-2xl font-bold">Manage Subscription</h1>

      <Card className="p-5">
        <h2 id="account-heading" className={sectionTitle}>
          Account
        </h2>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600 dark:text-slate-300">Email</dt>
            <dd className="font-medium break-all">{user?.email}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-300">Member since</dt>
            <dd className="font-medium">{user ? formatLongDate(user.createdAt) : ''}</dd>
          </div>
        </dl>
      </Card>

      <Card className="p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="plan-heading" className={sectionTitle}>
            Current plan
          </h2>
          {status && <PlanBadge status={status} />}
        </div>
        <div className="mt-4">
          {isLoading ? (
            <Spinner label="Loading subscription..." />
          ) : isError || !status ? (
            <div className="space-y-2">
              <p className="text-sm text-red-700 dark:text-red-400">Your subscription could not be loaded.</p>
              <Button variant="outline" size="sm" onClick={() => void refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <PlanDetails
              status={status}
              onUpgrade={() => upgrade.openUpgrade(chooseUpgradeTrigger(status))}
            />
          )}
        </div>
      </Card>

      {status?.billingEnabled !== false && (
        <Card className="p-5">
          <h2 id="history-heading" className={sectionTitle}>
            Billing history
          </h2>
          <div className="mt-3">
            <BillingHistory />
          </div>
        </Card>
      )}
      {/* A dialog: it opens over the page wherever it stands. */}
      <UpgradeDialog
        {...upgrade.dialogProps}
        trialDaysLeft={status?.trialDaysLeft}
        returnPath="/manage-subscription"
      />
    </BackToAppPage>
  );
}
