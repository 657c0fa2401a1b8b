import { Link, useSearch } from 'wouter';
import { AuthLayout, textLink } from '../features/auth/auth-layout';
import { inviteInSearch } from '../features/auth/follow-invitation';
import { LoginForm } from '../features/auth/login-form';

export default function Login() {
  // From an invitation link's "Sign in": the invitation goes along, and back to "Create an account".
  const search = useSearch();
  const invite = inviteInSearch(search);
  // From /register: the address just registered.
  const email = new URLSearchParams(search).get('email')?.trim() || null;
  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to keep your conversations calm and clear."
      footer={
        <div className="space-y-2">
          <p>
            New to Parley?{' '}
            <Link href={invite ? `/register?${search}` : '/register'} className={textLink}>
              Create an account
            </Link>
          </p>
          <p>
            <Link href="/demo" className={textLink}>
              Try the demo
            </Link>
            <span aria-hidden="true" className="mx-2">
              ·
            </span>
            <Link href="/" className={textLink}>
              Back to home
            </Link>
          </p>
        </div>
      }
    >
      {invite && (
        <p
          role="status"
          className="mb-6 rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800 dark:border-brand-700/50 dark:bg-brand-700/20 dark:text-slate-100"
        >
          Sign in and the conversation you were invited to will open.
        </p>
      )}
      <LoginForm inviteToken={invite} email={email} />
    </AuthLayout>
  );
}
