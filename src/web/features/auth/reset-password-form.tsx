import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { resetPasswordFormSchema } from '@common/schemas/auth';
import { apiRequest } from '../../lib/api';
import { PasswordInput } from '../../ui/password-input';
import { resetPasswordErrorMessage } from './error-catalogue';
import { FormField } from './form-field';
import { SendingForm, SubmitButton } from './sending';

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await apiRequest('POST', '/api/reset-password', { token, newPassword });
      onDone();
    } catch (error) {
      setFailure(resetPasswordErrorMessage(error));
    }
  });

  return (
    <SendingForm send={onSubmit} sending={isSubmitting} failure={failure}>
      <FormField
        id="reset-new-password"
        label="New password"
        hint="At least 8 characters."
        error={errors.newPassword?.message}
      >
        <PasswordInput autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <FormField id="reset-confirm" label="Confirm new password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <SubmitButton className="w-full">
        <KeyRound className="h-4 w-4" aria-hidden="true" />
        {isSubmitting ? 'Resetting...' : 'Reset Password'}
      </SubmitButton>
    </SendingForm>
  );
}
