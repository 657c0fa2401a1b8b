import { Ban, KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminUserView } from '@common/schemas/admin';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Dialog, DialogClose, DialogContent } from '../../ui/dialog';
import { Label, Textarea } from '../../ui/input';
import { PasswordInput } from '../../ui/password-input';
import { useBanUser, useResetPassword } from './admin-api';
import { FAILURE_FALLBACK, fullName } from './format';

interface UserDialogProps {
  /** The user acted on; null keeps the dialog closed. */
  user: AdminUserView | null;
  onClose: () => void;
}

/** SPEC §2/§5: Ban User with a required, trimmed reason; the button is disabled while it is blank. */
export function BanUserDialog({ user, onClose }: UserDialogProps) {
  const [reason, setReason] = useState('');
  const ban = useBanUser();
  const close = () => {
    setReason('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user || !reason.trim()) return;
    ban.mutate(
      { userId: user.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: 'User banned successfully', variant: 'success' });
          close();
        },
        onError: (error) =>
          toast({
            title: 'Failed to ban user',
            description: errorMessage(error, FAILURE_FALLBACK),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && close()}>
      {user && (
        <DialogContent
          title="Ban User"
          description={`${fullName(user)} will be signed out everywhere and cannot log in until unbanned.`}
        >
          <form onSubmit={submit} className="space-y-4">
            <div>
              <Label htmlFor="ban-reason">Reason</Label>
              <Textarea
                id="ban-reason"
                value={reason}
                maxLength={500}
                onChange={(e) => setReason(e.target.value)}
                placeholder="Why is this user being banned?"
              />
            </div>
            <DialogFooter
              pending={ban.isPending}
              disabled={!reason.trim()}
              submitLabel="Ban User"
              pendingLabel="Banning..."
              destructive
              icon={<Ban className="h-4 w-4" aria-hidden="true" />}
            />
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}

/** SPEC §2/§5: Reset Password, required and trimmed, no length rule; the user is signed out everywhere. */
export function ResetPasswordDialog({ user, onClose }: UserDialogProps) {
  const [password, setPassword] = useState('');
  const reset = useResetPassword();
  const close = () => {
    setPassword('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user || !password.trim()) return;
    reset.mutate(
      { userId: user.id, newPassword: password.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Password reset successfully', variant: 'success' });
          close();
        },
        onError: (error) =>
          toast({
            title: 'Failed to reset password',
            description: errorMessage(error, FAILURE_FALLBACK),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && close()}>
      {user && (
        <DialogContent
          title="Reset Password"
          description={`Set a new password for ${fullName(user)}. They will be signed out on every device.`}
        >
          <form onSubmit={submit} className="space-y-4">
            <div>
              <Label htmlFor="reset-password">New Password</Label>
              <PasswordInput
                id="reset-password"
                value={password}
                autoComplete="new-password"
                onChange={(e) => setPassword(e.target.value)}
                placeholder="Enter a new password"
              />
            </div>
            <DialogFooter
              pending={reset.isPending}
              disabled={!password.trim()}
              submitLabel="Reset Password"
              pendingLabel="Resetting..."
              icon={<KeyRound className="h-4 w-4" aria-hidden="true" />}
            />
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
