import { ArrowLeft, CircleCheckBig, Link2Off, LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { AuthLayout, textLink } from '../features/auth/auth-layout';
import { ResetPasswordForm } from '../features/auth/reset-password-form';
import { StatusPanel } from '../features/auth/status-panel';
import { navigateSoon } from '../lib/navigation';
import { Button } from '../ui/button';

/** SPEC §2 /reset-password: invalid link without a token; otherwise the form, then complete. */
export default function ResetPassword() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const [, navigate] = useLocation();
  const [done, setDone] = useState(false);

  if (!token) {
    return (
      <AuthLayout title="Invalid Link">
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
      <ResetPasswordForm token={token} onDone={() => setDone(true)} />
    </AuthLayout>
  );
}
