import { ArrowLeft, Link2Off } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { navigateSoon } from '../../lib/navigation';
import { Button } from '../../ui/button';
import { AuthLayout, textLink } from './auth-layout';
import { StatusPanel } from './status-panel';

/**
 * /reset-password 'Invalid Link': no token, or (checked on opening) one already used or
 * expired. One wording for every case, as the server tells no more than valid or not.
 */
export function InvalidResetLink({ focusTitle = false }: { focusTitle?: boolean }) {
  const [, navigate] = useLocation();
  return (
    <AuthLayout title="Invalid Link" focusTitle={focusTitle}>
      <StatusPanel icon={Link2Off} tone="danger">
        <p>Invalid reset link. Please request a new password reset.</p>
        <Button variant="outline" className="w-full" onClick={() => navigateSoon(navigate, '/login')}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Login
        </Button>
        <p className="text-sm">
          <Link href="/forgot-password" className={textLink}>
            Request a new link
          </Link>
        </p>
      </StatusPanel>
    </AuthLayout>
  );
}
