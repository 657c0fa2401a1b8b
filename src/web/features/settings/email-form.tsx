import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { emailChangeSchema } from '@common/schemas/settings';
import type { PublicUser } from '@common/types';
import { Input } from '../../ui/input';
import { PasswordInput } from '../../ui/password-input';
import { FormField } from '../auth/form-field';
import { SendingForm, SubmitButton } from '../auth/sending';
import { useSettings } from './settings-api';
import { AnswerNote, useAnsweredForm } from './use-answered-form';

/** A new address, confirmed by the link mailed to it; until then the current one stays. */
export function EmailForm({ user }: { user: PublicUser }) {
  const settings = useSettings();
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
  const { answer, failure, send } = useAnsweredForm(
    setError,
    'The change could not be asked for. Please try again.',
  );
  const pending = settings.data?.pendingEmail;

  const onSubmit = handleSubmit((input) =>
    send('/api/settings/email', input, () => {
      reset();
      void settings.refetch();
    }),
  );

  return (
    <div className="space-y-4">
      <p className="text-sm">
        Current address: <span className="font-medium break-all">{user.email}</span>
      </p>
      <div role="status" className="text-sm">
        {answer ? (
          <AnswerNote>{answer}</AnswerNote>
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
