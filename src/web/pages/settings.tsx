import { useState } from 'react';
import type { AccountDeletionResult } from '@common/schemas/settings';
import { useAuth } from '../lib/auth';
import { Spinner } from '../ui/spinner';
import { BackToAppPage } from '../ui/back-to-app-page';
import { ProfileHeader } from '../features/chat/profile-header';
import { PleaseLogIn } from '../features/auth/please-log-in';
import { AccountClosed } from '../features/settings/account-closed';
import { DeleteAccount } from '../features/settings/delete-account';
import { DevicesList } from '../features/settings/devices-list';
import { EmailForm } from '../features/settings/email-form';
import { NameForm } from '../features/settings/name-form';
import { NotificationsForm } from '../features/settings/notifications-form';
import { CurrencyForm } from '../features/settings/currency-form';
import { PasswordForm } from '../features/settings/password-form';
import { SettingsSection } from '../features/settings/section';
import { useSettingsSocket } from '../features/settings/use-settings-socket';

/**
 * /settings: the signed-in person's own account; visitors see 'Please Log In'. Once the account is
 * deleted here the session is gone, and the outcome is what stays on screen.
 */
export default function Settings() {
  const { user } = useAuth();
  const [closed, setClosed] = useState<AccountDeletionResult | null>(null);
  if (closed) return <AccountClosed result={closed} />;
  if (!user) return <PleaseLogIn />;
  return <SettingsPage userId={user.id} onAccountClosed={setClosed} />;
}

function SettingsPage({
  userId,
  onAccountClosed,
}: {
  userId: string;
  onAccountClosed: (result: AccountDeletionResult) => void;
}) {
  const { user } = useAuth();
  useSettingsSocket(userId);
  if (!user) return <Spinner label="Loading..." />;
  return (
    <BackToAppPage>
      <h1 className="text-2xl font-bold">Settings</h1>
      <SettingsSection
        id="profile"
        title="Profile"
        description="Your photo and name, as the people you talk with see them. The button at the top right switches between light and dark."
      >
        <div className="space-y-5">
          <ProfileHeader user={user} themeToggle={false} />
          <NameForm user={user} />
        </div>
      </SettingsSection>
      <SettingsSection
        id="email"
        title="E-mail address"
        description="We send a link to the new address; it changes when you open it."
      >
        <EmailForm user={user} />
      </SettingsSection>
      <SettingsSection id="password" title="Password" description="Changing it signs out every other device.">
        <PasswordForm />
      </SettingsSection>
      <SettingsSection id="devices" title="Signed-in devices">
        <DevicesList />
      </SettingsSection>
      <SettingsSection id="notifications" title="Notifications">
        <NotificationsForm />
      </SettingsSection>
      <SettingsSection
        id="expenses"
        title="Expenses"
        description="The currency your new expenses start in. Balances are kept per currency, never added together."
      >
        <CurrencyForm />
      </SettingsSection>
      <SettingsSection id="delete" title="Delete my account">
        <DeleteAccount isAdmin={user.isAdmin} onClosed={onAccountClosed} />
      </SettingsSection>
    </BackToAppPage>
  );
}
