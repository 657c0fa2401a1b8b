import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { passwordChangeFormSchema } from '@common/schemas/settings';
import { apiRequest } from '../../lib/api';
import { PasswordInput } from '../../ui/password-input';
import { FormField } from '../auth/form-field';
import { SendingForm, SubmitButton } from '../auth/sending';
import { useFormFailure } from './use-form-failure';

/** A new password after the current one; every other device is signed out. */
export function PasswordForm() {
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { failure, setFailure, fail } = useFormFailure(
    setError,
    'Your password could not be changed. Please try again.',
  );

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    setDone(null);
    try {
      const { message } = await apiRequest<{ message: string }>('POST', '/api/settings/password', {
        currentPassword,
        newPassword,
      });
      setDone(message);
      reset();
    } catch (error) {
      fail(error);
    }
  });

  return (
    <div className="space-y-4">
      <div role="status" className="text-sm">
        {done && (
          <p className="rounded-md border border-green-300 bg-green-50 p-3 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
            {done}
          </p>
        )}
      </div>
      <SendingForm send={onSubmit} sending={isSubmitting} failure={failure}>
        <FormField
          id="settings-current-password"
          label="Current password"
          error={errors.currentPassword?.message}
        >
          <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
        </FormField>
        <FormField
          id="settings-new-password"
          label="New password"
          hint="At least 8 characters."
          error={errors.newPassword?.message}
        >
          <PasswordInput autoComplete="new-password" {...register('newPassword')} />
        </FormField>
        <FormField
          id="settings-confirm-password"
          label="Confirm new password"
          error={errors.confirmPassword?.message}
        >
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <SubmitButton size="md">{isSubmitting ? 'Changing...' : 'Change password'}</SubmitButton>
      </SendingForm>
    </div>
  );
}
