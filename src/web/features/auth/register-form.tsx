import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { registerFormSchema, type RegisterInput } from '@common/schemas/auth';
import { apiRequest } from '../../lib/api';
import { navigateSoon } from '../../lib/navigation';
import { toast } from '../../lib/toast';
import { Input } from '../../ui/input';
import { PasswordInput } from '../../ui/password-input';
import { registerErrorMessage } from './error-catalogue';
import { FormField } from './form-field';
import { SendingForm, SubmitButton } from './sending';

/**
 * /register: the invite token rides along (omitted when there is none); success goes to /login,
 * with the address just registered, so signing in asks only for the password.
 */
export function RegisterForm({ inviteToken, email }: { inviteToken?: string; email?: string }) {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { firstName: '', lastName: '', email: email ?? '', password: '', confirmPassword: '' },
  });

  // An invitation mailed to an address brings only that address into the conversation (the server's
  // rule): someone typing another one would find no conversation after signing in, so they are told.
  const typedEmail = watch('email').trim().toLowerCase();
  const otherThanInvited =
    inviteToken && email && typedEmail && typedEmail !== email.toLowerCase()
      ? `The invitation is for ${email}: with another address the conversation will not be waiting for you.`
      : undefined;

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    setFailure(null);
    const payload: RegisterInput = inviteToken ? { ...values, inviteToken } : values;
    try {
      await apiRequest('POST', '/api/register', payload);
      toast({
        title: 'Account created',
        description: 'Welcome to Parley! Please sign in to continue.',
        variant: 'success',
      });
      navigateSoon(navigate, `/login?email=${encodeURIComponent(values.email)}`);
    } catch (error) {
      setFailure(registerErrorMessage(error));
    }
  });

  return (
    <SendingForm send={onSubmit} sending={isSubmitting} failure={failure}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="register-first-name" label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField id="register-last-name" label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <FormField id="register-email" label="Email" hint={otherThanInvited} error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField
        id="register-password"
        label="Password"
        hint="At least 6 characters."
        error={errors.password?.message}
      >
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField id="register-confirm" label="Confirm password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <SubmitButton className="w-full">
        <UserPlus className="h-4 w-4" aria-hidden="true" />
        {isSubmitting ? 'Creating Account...' : 'Create Account'}
      </SubmitButton>
    </SendingForm>
  );
}
