import { useAuth } from '../lib/auth';
import { ChatDashboard } from '../features/chat/chat-dashboard';
import {
  chooseUpgradeTrigger,
  SubscriptionBanner,
  UpgradeDialog,
  useCheckoutReturn,
  useSubscriptionStatus,
  useUpgradeDialog,
} from '../features/subscription';

/**
 * /dashboard (SPEC §2): the subscription banner over the chat. The router shows 'Please Log In' to
 * visitors. A 402 from an AI call opens the upgrade dialog with SPEC §2's trigger rule.
 */
export default function Dashboard() {
  const { user } = useAuth();
  const status = useSubscriptionStatus({ enabled: Boolean(user) });
  const upgrade = useUpgradeDialog();
  useCheckoutReturn();
  if (!user) return null;
  return (
    <div className="flex h-dvh flex-col">
      <h1 className="sr-only">Parley dashboard</h1>
      <SubscriptionBanner onUpgrade={upgrade.openUpgrade} />
      <ChatDashboard
        user={user}
        onPaymentRequired={() => upgrade.openUpgrade(chooseUpgradeTrigger(status.data))}
      />
      <UpgradeDialog {...upgrade.dialogProps} trialDaysLeft={status.data?.trialDaysLeft} />
    </div>
  );
}
