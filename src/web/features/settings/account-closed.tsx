import { CircleCheckBig, ShieldAlert } from 'lucide-react';
import type { AccountDeletionResult } from '@common/schemas/settings';
import { loadPage } from '../../lib/navigation';
import { Button } from '../../ui/button';
import { AuthLayout } from '../auth/auth-layout';
import { StatusPanel } from '../auth/status-panel';

/** What became of the account just closed on /settings: deleted, or (under a legal hold) deactivated. */
export function AccountClosed({ result }: { result: AccountDeletionResult }) {
  const deleted = result.outcome === 'deleted';
  return (
    <AuthLayout title={deleted ? 'Account deleted' : 'Account deactivated'} focusTitle>
      <StatusPanel icon={deleted ? CircleCheckBig : ShieldAlert} tone={deleted ? 'success' : 'danger'}>
        <p>{result.message}</p>
        <Button className="w-full" onClick={() => loadPage('/')}>
          Continue
        </Button>
      </StatusPanel>
    </AuthLayout>
  );
}
