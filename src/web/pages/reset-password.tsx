import { CircleCheckBig, Loader2, LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { AuthLayout, textLink } from '../features/auth/auth-layout';
import { InvalidResetLink } from '../features/auth/invalid-reset-link';
import { useResetLinkCheck } from '../features/auth/reset-link-check';
import { ResetPasswordForm } from '../features/auth/reset-password-form';
import { StatusPanel } from '../features/auth/status-panel';
import { navigateSoon } from '../lib/navigation';
import { Button } from '../ui/button';

/**
 * /reset-password: invalid link without a token (or with one that no longer works);
 * otherwise the form, then complete.
 */
export default function ResetPassword() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const [, navigate] = useLocation();
  const [done, setDone] = useState(false);
  const link = useResetLinkCheck(token);

  if (done) {
    return (
      <AuthLayout title="Password Reset Complete">
        <StatusPanel icon={CircleCheckBig} tone="success">
          <p>
            Your password has been changed and you were signed out on every device. Sign in with your new
            password.
          </p>
          <Button className="w-full" onClick={() => navigateSoon(navigate, '/login')}>
            <LogIn className="h-4 w-4" aria-hidden="true" /> Continue to Login
          </Button>
        </StatusPanel>
      </AuthLayout>
    );
  }

  // Checked after loading: the title changed under the reader, so it is read out.
  if (link === 'invalid') return <InvalidResetLink focusTitle={Boolean(token)} />;

  return (
    <AuthLayout
      title="Choose a new password"
      description="Pick something you haven't used here before."
      footer={
        <Link href="/login" className={textLink}>
          Back to Sign In
        </Link>
      }
    >
      {link === 'checking' ? (
        <p
          role="status"
          className="flex items-center justify-center gap-2 py-6 text-slate-600 dark:text-slate-300"
        >
          <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" /> Checking your link...
        </p>
      ) : (
        <ResetPasswordForm token={token} onDone={() => setDone(true)} />
      )}
    </AuthLayout>
  );
}
