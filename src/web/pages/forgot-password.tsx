import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { AuthLayout, textLink } from '../features/auth/auth-layout';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form';
import { StatusPanel } from '../features/auth/status-panel';
import { Button } from '../ui/button';

/** /forgot-password: a form, then 'Check Your Email'. The server answers the same for any address. */
export default function ForgotPassword() {
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <AuthLayout title="Check Your Email" focusTitle>
        <StatusPanel icon={MailCheck} tone="success">
          <p>
            If an account exists for <span className="font-medium break-words">{sentTo}</span>, we have sent a
            link to reset your password. The link works once and expires after one hour.
          </p>
          <p className="text-sm">
            Didn&apos;t get it? Check your spam folder, or try again in a few minutes.
          </p>
          <Button asChild variant="outline" className="w-full">
            <Link href="/login">
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Sign In
            </Link>
          </Button>
        </StatusPanel>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email you signed up with and we'll send you a link to choose a new password."
      footer={
        <p>
          Remembered it?{' '}
          <Link href="/login" className={textLink}>
            Back to Sign In
          </Link>
        </p>
      }
    >
      <ForgotPasswordForm onSent={setSentTo} />
    </AuthLayout>
  );
}
