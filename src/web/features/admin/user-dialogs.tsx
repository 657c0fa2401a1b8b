import { Ban, KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminUserView } from '@common/schemas/admin';
import { toast, toastFailure } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Dialog, DialogClose, DialogContent } from '../../ui/dialog';
import { Label, Textarea } from '../../ui/input';
import { PasswordInput } from '../../ui/password-input';
import { useBanUser, useResetPassword } from './admin-api';
import { fullName } from './format';

interface UserDialogProps {
  /** The user acted on; null keeps the dialog closed. */
  user: AdminUserView | null;
  onClose: () => void;
}

/** Ban User with a required, trimmed reason; the button is disabled while it is blank. */
export function BanUserDialog({ user, onClose }: UserDialogProps) {
  const ban = useBanUser();
  const action = useOneFieldAction({
    user,
    onClose,
    run: (userId, reason, outcome) => ban.mutate({ userId, reason }, outcome),
    success: 'User banned successfully',
    failure: 'Failed to ban user',
  });
  return (
    <OneFieldDialog
      user={user}
      action={action}
      title="Ban User"
      description={(u) => `${fullName(u)} will be signed out everywhere and cannot log in until unbanned.`}
    >
      <div>
        <Label htmlFor="ban-reason">Reason</Label>
        <Textarea
          id="ban-reason"
          value={action.value}
          maxLength={500}
          onChange={(e) => action.setValue(e.target.value)}
          placeholder="Why is this user being banned?"
        />
      </div>
      <DialogFooter
        pending={ban.isPending}
        disabled={action.blank}
        submitLabel="Ban User"
        pendingLabel="Banning..."
        destructive
        icon={<Ban className="h-4 w-4" aria-hidden="true" />}
      />
    </OneFieldDialog>
  );
}

/** Reset Password, required and trimmed, no length rule; the user is signed out everywhere. */
export function ResetPasswordDialog({ user, onClose }: UserDialogProps) {
  const reset = useResetPassword();
  const action = useOneFieldAction({
    user,
    onClose,
    run: (userId, newPassword, outcome) => reset.mutate({ userId, newPassword }, outcome),
    success: 'Password reset successfully',
    failure: 'Failed to reset password',
  });
  return (
    <OneFieldDialog
      user={user}
      action={action}
      title="Reset Password"
      description={(u) => `Set a new password for ${fullName(u)}. They will be signed out on every device.`}
    >
      <div>
        <Label htmlFor="reset-password">New Password</Label>
        <PasswordInput
          id="reset-password"
          value={action.value}
          autoComplete="new-password"
          onChange={(e) => action.setValue(e.target.value)}
          placeholder="Enter a new password"
        />
      </div>
      <DialogFooter
        pending={reset.isPending}
        disabled={action.blank}
        submitLabel="Reset Password"
        pendingLabel="Resetting..."
        icon={<KeyRound className="h-4 w-4" aria-hidden="true" />}
      />
    </OneFieldDialog>
  );
}

interface Outcome {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/**
 * What the user dialogs share: one required field, trimmed before it is sent and cleared when the
 * dialog closes, and a toast for the outcome (the dialog stays open on failure so nothing is lost).
 */
function useOneFieldAction(options: {
  user: AdminUserView | null;
  onClose: () => void;
  run: (userId: string, value: string, outcome: Outcome) => void;
  success: string;
  failure: string;
}) {
  const [value, setValue] = useState('');
  const close = () => {
    setValue('');
    options.onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!options.user || !value.trim()) return;
    options.run(options.user.id, value.trim(), {
      onSuccess: () => {
        toast({ title: options.success, variant: 'success' });
        close();
      },
      onError: (error) => toastFailure(options.failure, error),
    });
  };
  return { value, setValue, blank: !value.trim(), close, submit };
}

function OneFieldDialog({
  user,
  action,
  title,
  description,
  children,
}: {
  user: AdminUserView | null;
  action: ReturnType<typeof useOneFieldAction>;
  title: string;
  description: (user: AdminUserView) => string;
  children: React.ReactNode;
}) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && action.close()}>
      {user && (
        <DialogContent title={title} description={description(user)}>
          <form onSubmit={action.submit} className="space-y-4">
            {children}
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}

/** Cancel and the submit button, shared by the admin's dialogs. */
export function DialogFooter({
  pending,
  disabled,
  submitLabel,
  pendingLabel,
  destructive,
  icon,
}: {
  pending: boolean;
  disabled?: boolean;
  submitLabel: string;
  pendingLabel: string;
  destructive?: boolean;
  icon?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
      <Button type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={disabled || pending}>
        {icon}
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
