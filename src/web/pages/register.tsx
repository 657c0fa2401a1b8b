import { Link, useSearch } from 'wouter';
import { AuthLayout, textLink } from '../features/auth/auth-layout';
import { InvitedBanner } from '../features/auth/invited-banner';
import { RegisterForm } from '../features/auth/register-form';

/** Query parameters invite, email and phone; URLSearchParams decodes them. */
function useInvitation() {
  const params = new URLSearchParams(useSearch());
  const value = (key: string) => params.get(key)?.trim() || undefined;
  const invite = value('invite');
  const email = value('email');
  const phone = value('phone');
  return { invite, email, phone, invited: Boolean(invite || email || phone) };
}

export default function Register() {
  const { invite, email, phone, invited } = useInvitation();
  const search = useSearch();
  return (
    <AuthLayout
      title="Create your account"
      description="Start your 14-day free trial. No card needed to begin."
      footer={
        <div className="space-y-2">
          <p>
            Already have an account?{' '}
            {/* With an invitation, signing in to an existing account uses it too. */}
            <Link href={invite ? `/login?${search}` : '/login'} className={textLink}>
              Sign in
            </Link>
          </p>
          <p>
            <Link href="/" className={textLink}>
              Back to home
            </Link>
          </p>
        </div>
      }
    >
      {invited && <InvitedBanner email={email} phone={phone} />}
      <RegisterForm inviteToken={invite} email={email} />
    </AuthLayout>
  );
}
