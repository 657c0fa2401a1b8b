import { CircleCheckBig, CircleX, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { AuthLayout, FormAlert, textLink } from '../features/auth/auth-layout';
import { StatusPanel } from '../features/auth/status-panel';
import { apiRequest, errorMessage } from '../lib/api';
import { Button } from '../ui/button';

/**
 * /confirm-email?token=: the link mailed to a new address. The change is made on a click, not on
 * opening, so a mail scanner that fetches links cannot make it.
 */
export default function ConfirmEmail() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const [state, setState] = useState<'ready' | 'sending' | { done: string } | { failed: string }>('ready');

  const confirm = async () => {
    setState('sending');
    try {
      const { message } = await apiRequest<{ message: string }>('POST', '/api/settings/email/confirm', {
        token,
      });
      setState({ done: message });
    } catch (error) {
      setState({ failed: errorMessage(error, 'The address could not be confirmed. Please try again.') });
    }
  };

  const back = (
    <Link href="/settings" className={textLink}>
      Go to Settings
    </Link>
  );
  if (typeof state === 'object' && 'done' in state) {
    return (
      <AuthLayout title="E-mail address confirmed" focusTitle footer={back}>
        <StatusPanel icon={CircleCheckBig} tone="success">
          <p>{state.done}</p>
        </StatusPanel>
      </AuthLayout>
    );
  }
  if (!token) {
    return (
      <AuthLayout title="Invalid Link" footer={back}>
        <StatusPanel icon={CircleX} tone="danger">
          <p>This confirmation link is not complete. Please open the whole link from the mail.</p>
        </StatusPanel>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Confirm your new e-mail address" footer={back}>
      <FormAlert message={typeof state === 'object' ? state.failed : null} />
      <p className="mb-4 text-slate-700 dark:text-slate-300">
        Confirm to use this address for your Parley account from now on.
      </p>
      <Button
        className="w-full"
        aria-disabled={state === 'sending'}
        onClick={() => state !== 'sending' && void confirm()}
      >
        <MailCheck className="h-4 w-4" aria-hidden="true" />
        {state === 'sending' ? 'Confirming...' : 'Confirm new address'}
      </Button>
    </AuthLayout>
  );
}
