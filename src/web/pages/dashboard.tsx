import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '../lib/auth';
import { ChatDashboard } from '../features/chat/chat-dashboard';
import {
  SubscriptionBanner,
  subscriptionKeys,
  UpgradeDialog,
  useCheckoutReturn,
  useSubscriptionStatus,
  useUpgradeDialog,
} from '../features/subscription';

/**
 * /dashboard: the subscription banner over the chat. The router shows 'Please Log In' to
 * visitors. A 402 from an AI call opens the upgrade dialog as 'trial_expired': it is the server saying
 * payment is needed now, whatever the cached status still says (it may be from before the trial ran
 * out), so the status is fetched again and the banner catches up.
 */
export default function Dashboard() {
  const { user } = useAuth();
  const status = useSubscriptionStatus({ enabled: Boolean(user) });
  const upgrade = useUpgradeDialog();
  const { openUpgrade } = upgrade;
  const queryClient = useQueryClient();
  // Stable, so that a panel reacting to a 402 does not react again on every render.
  const onPaymentRequired = useCallback(() => {
    openUpgrade('trial_expired');
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.status });
  }, [openUpgrade, queryClient]);
  useCheckoutReturn();
  if (!user) return null;
  return (
    <div className="flex h-dvh flex-col">
      {/* The page's banner landmark, so its heading and the subscription banner are inside one. */}
      <header>
        <h1 className="sr-only">Parley dashboard</h1>
        <SubscriptionBanner onUpgrade={upgrade.openUpgrade} />
      </header>
      <ChatDashboard user={user} onPaymentRequired={onPaymentRequired} />
      <UpgradeDialog {...upgrade.dialogProps} trialDaysLeft={status.data?.trialDaysLeft} />
    </div>
  );
}
