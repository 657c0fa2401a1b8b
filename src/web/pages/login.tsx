import { Link } from 'wouter';
import { AuthLayout, textLink } from '../features/auth/auth-layout';
import { LoginForm } from '../features/auth/login-form';

export default function Login() {
  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to keep your conversations calm and clear."
      footer={
        <div className="space-y-2">
          <p>
            New to Parley?{' '}
            <Link href="/register" className={textLink}>
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
      <LoginForm />
    </AuthLayout>
  );
}
