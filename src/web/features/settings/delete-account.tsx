import { zodResolver } from '@hookform/resolvers/zod';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountDeletionSchema, type AccountDeletionResult } from '@common/schemas/settings';
import { apiRequest } from '../../lib/api';
import { loadPage } from '../../lib/navigation';
import { Button } from '../../ui/button';
import { Dialog, DialogContent } from '../../ui/dialog';
import { PasswordInput } from '../../ui/password-input';
import { FormField } from '../auth/form-field';
import { SendingForm, SubmitButton } from '../auth/sending';
import { useFormFailure } from './use-form-failure';

/**
 * Deleting one's own account: the data download is offered first, the password asked, and the
 * outcome said in words (under a legal hold the account is only deactivated) before leaving.
 */
export function DeleteAccount({
  isAdmin,
  onClosed,
}: {
  isAdmin: boolean;
  /** The page shows the outcome in place of itself (the session has ended). */
  onClosed: (result: AccountDeletionResult) => void;
}) {
  const [open, setOpen] = useState(false);

  return (
    <div className="space-y-4">
      <p className="text-sm">
        Your messages stay in your conversations, shown as sent by a deleted user; your name, address and
        photo are erased. Download your data first if you want a copy.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => loadPage('/api/user/export')}>
          <Download className="h-4 w-4" aria-hidden="true" /> Download my data
        </Button>
        <Button variant="outline" onClick={() => loadPage('/api/user/export?format=zip')}>
          <Download className="h-4 w-4" aria-hidden="true" /> With my files (zip)
        </Button>
        {isAdmin ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            The administrator account cannot be deleted here.
          </p>
        ) : (
          <Button variant="destructive" onClick={() => setOpen(true)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete my account
          </Button>
        )}
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title="Delete your account?"
          description="This cannot be undone. Enter your password to confirm."
        >
          <ConfirmDeletion onDone={onClosed} onCancel={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </div>
  );
}

function ConfirmDeletion({
  onDone,
  onCancel,
}: {
  onDone: (result: AccountDeletionResult) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(accountDeletionSchema), defaultValues: { password: '' } });
  const { failure, setFailure, fail } = useFormFailure(
    setError,
    'Your account could not be deleted. Please try again.',
  );

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      onDone(await apiRequest<AccountDeletionResult>('POST', '/api/settings/delete-account', input));
    } catch (error) {
      fail(error);
    }
  });

  return (
    <SendingForm send={onSubmit} sending={isSubmitting} failure={failure}>
      <FormField id="delete-account-password" label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton size="md" variant="destructive">
          {isSubmitting ? 'Deleting...' : 'Delete my account'}
        </SubmitButton>
      </div>
    </SendingForm>
  );
}
