import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { nameChangeSchema } from '@common/schemas/settings';
import type { PublicUser } from '@common/types';
import { apiRequest } from '../../lib/api';
import { authKeys } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { Input } from '../../ui/input';
import { FormField } from '../auth/form-field';
import { SendingForm, SubmitButton } from '../auth/sending';
import { useFormFailure } from './use-form-failure';

/** First and last name, as everyone in the person's conversations sees them. */
export function NameForm({ user }: { user: PublicUser }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(nameChangeSchema),
    values: { firstName: user.firstName, lastName: user.lastName },
  });
  const { failure, setFailure, fail } = useFormFailure(
    setError,
    'Your name could not be saved. Please try again.',
  );

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const updated = await apiRequest<PublicUser>('PUT', '/api/settings/name', input);
      queryClient.setQueryData(authKeys.user, updated);
      reset({ firstName: updated.firstName, lastName: updated.lastName });
      toast({ title: 'Name saved', variant: 'success' });
    } catch (error) {
      fail(error);
    }
  });

  return (
    <SendingForm send={onSubmit} sending={isSubmitting} failure={failure}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="settings-first-name" label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField id="settings-last-name" label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <SubmitButton size="md" disabled={!isDirty && !isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save name'}
      </SubmitButton>
    </SendingForm>
  );
}
