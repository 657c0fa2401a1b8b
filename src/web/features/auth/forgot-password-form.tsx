import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { forgotPasswordSchema } from '@common/schemas/auth';
import { apiRequest } from '../../lib/api';
import { Input } from '../../ui/input';
import { forgotPasswordErrorMessage } from './error-catalogue';
import { FormField } from './form-field';
import { SendingForm, SubmitButton } from './sending';

/** Calls onSent with the address once the server has accepted the request. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await apiRequest('POST', '/api/forgot-password', values);
      onSent(values.email);
    } catch (error) {
      setFailure(forgotPasswordErrorMessage(error));
    }
  });

  return (
    <SendingForm send={onSubmit} sending={isSubmitting} failure={failure}>
      <FormField id="forgot-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <SubmitButton className="w-full">
        <Send className="h-4 w-4" aria-hidden="true" />
        {isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </SubmitButton>
    </SendingForm>
  );
}
