import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { PRODUCT_NAME } from '@common/constants';
import { loginSchema } from '@common/schemas/auth';
import type { PublicUser } from '@common/types';
import { ApiError, apiRequest } from '../../lib/api';
import { authKeys } from '../../lib/auth';
import { navigateSoon } from '../../lib/navigation';
import { toast } from '../../lib/toast';
import { Input } from '../../ui/input';
import { PasswordInput } from '../../ui/password-input';
import { AppealSuspension } from './appeal-suspension';
import { textLink } from './auth-layout';
import { acceptInvitation } from './follow-invitation';
import { loginErrorMessage } from './error-catalogue';
import { FormField } from './form-field';
import { SendingForm, SubmitButton } from './sending';

/**
 * /login: store the user, toast, then /dashboard after about 100 ms. Arrived from an
 * invitation link (they already had an account), the invitation is used and its conversation opens.
 */
export function LoginForm({ inviteToken, email }: { inviteToken?: string | null; email?: string | null }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  // A 403 here is a suspended account: it may appeal (the server checks the credentials again).
  const [suspended, setSuspended] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: email ?? '', password: '' } });
  // Arrived with the address filled in (just registered): the password is all that is left to type.
  useEffect(() => {
    if (email) setFocus('password');
  }, [email, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSuspended(false);
    try {
      const user = await apiRequest<PublicUser>('POST', '/api/login', values);
      queryClient.setQueryData(authKeys.user, user);
      // Never active before: this is their first sign-in, not a return.
      const title = user.lastActiveAt ? 'Welcome back!' : `Welcome to ${PRODUCT_NAME}!`;
      toast({ title, description: `Signed in as ${user.email}`, variant: 'success' });
      const next = inviteToken ? await acceptInvitation(queryClient, inviteToken) : '/dashboard';
      navigateSoon(navigate, next, { replace: true });
    } catch (error) {
      setFailure(loginErrorMessage(error));
      setSuspended(error instanceof ApiError && error.status === 403);
    }
  });

  return (
    <>
      <SendingForm send={onSubmit} sending={isSubmitting} failure={failure}>
        <FormField id="login-email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <div>
          <FormField id="login-password" label="Password" error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...register('password')} />
          </FormField>
          <p className="mt-2 text-right text-sm">
            <Link href="/forgot-password" className={textLink}>
              Forgot password?
            </Link>
          </p>
        </div>
        <SubmitButton className="w-full">
          <LogIn className="h-4 w-4" aria-hidden="true" />
          {isSubmitting ? 'Signing In...' : 'Sign In'}
        </SubmitButton>
      </SendingForm>
      {suspended && <AppealSuspension credentials={() => getValues()} />}
    </>
  );
}
