import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { passwordChangeFormSchema } from '@common/schemas/settings';
import { PasswordInput } from '../../ui/password-input';
import { FormField } from '../auth/form-field';
import { SendingForm, SubmitButton } from '../auth/sending';
import { AnswerNote, useAnsweredForm } from './use-answered-form';

/** A new password after the current one; every other device is signed out. */
export function PasswordForm() {
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
  const { answer, failure, send } = useAnsweredForm(
    setError,
    'Your password could not be changed. Please try again.',
  );

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    send('/api/settings/password', { currentPassword, newPassword }, () => reset()),
  );

  return (
    <div className="space-y-4">
      <div role="status" className="text-sm">
        {answer && <AnswerNote>{answer}</AnswerNote>}
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
