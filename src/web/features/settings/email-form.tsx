import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { emailChangeSchema } from '@common/schemas/settings';
import type { PublicUser } from '@common/types';
import { apiRequest } from '../../lib/api';
import { Input } from '../../ui/input';
import { PasswordInput } from '../../ui/password-input';
import { FormField } from '../auth/form-field';
import { SendingForm, SubmitButton } from '../auth/sending';
import { useSettings } from './settings-api';
import { useFormFailure } from './use-form-failure';

/** A new address, confirmed by the link mailed to it; until then the current one stays. */
export function EmailForm({ user }: { user: PublicUser }) {
  const settings = useSettings();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const { failure, setFailure, fail } = useFormFailure(
    setError,
    'The change could not be asked for. Please try again.',
  );
  const pending = settings.data?.pendingEmail;

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    setSent(null);
    try {
      const { message } = await apiRequest<{ message: string }>('POST', '/api/settings/email', input);
      setSent(message);
      reset();
      void settings.refetch();
    } catch (error) {
      fail(error);
    }
  });

  return (
    <div className="space-y-4">
      <p className="text-sm">
        Current address: <span className="font-medium break-all">{user.email}</span>
      </p>
      <div role="status" className="text-sm">
        {sent ? (
          <p className="rounded-md border border-green-300 bg-green-50 p-3 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
            {sent}
          </p>
        ) : pending ? (
          <p className="text-slate-700 dark:text-slate-200">
            Waiting for confirmation of <span className="font-medium break-all">{pending}</span>: open the
            link we sent there.
          </p>
        ) : null}
      </div>
      <SendingForm send={onSubmit} sending={isSubmitting} failure={failure}>
        <FormField id="settings-new-email" label="New e-mail address" error={errors.newEmail?.message}>
          <Input type="email" autoComplete="email" {...register('newEmail')} />
        </FormField>
        <FormField
          id="settings-email-password"
          label="Current password"
          error={errors.currentPassword?.message}
        >
          <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
        </FormField>
        <SubmitButton size="md">{isSubmitting ? 'Sending...' : 'Send confirmation link'}</SubmitButton>
      </SendingForm>
    </div>
  );
}
