import { useState, type FormEvent } from 'react';
import { inviteSchema } from '@common/schemas/conversations';
import { toast, toastFailure } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Dialog, DialogContent } from '../../ui/dialog';
import { FieldError, Input, Label } from '../../ui/input';
import { chatApi } from './chat-api';
import { InvitationLinkPanel } from './invitation-link-panel';

/** Invite User: an e-mail address or a phone number (both go in the `email` field). */
export function InviteUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  /** Set when the server could not text the number (no SMS provider): the link to pass on instead. */
  const [linkToShare, setLinkToShare] = useState<{ link: string; message: string } | null>(null);

  const close = () => {
    setValue('');
    setError(undefined);
    setLinkToShare(null);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = inviteSchema.safeParse({ email: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      const result = await chatApi.invite(parsed.data.email);
      if (result.channel === 'link' && result.link) {
        setLinkToShare({ link: result.link, message: result.message });
        return;
      }
      toast({ title: 'Invitation sent', description: `We invited ${parsed.data.email}`, variant: 'success' });
      close();
    } catch (err) {
      toastFailure('Error sending invitation', err, 'Please try again');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent title="Invite User" description="They get a link to join you here.">
        {linkToShare ? (
          <InvitationLinkPanel {...linkToShare} onDone={close} />
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <fieldset disabled={busy} className="space-y-4">
              <div>
                <Label htmlFor="invite-target">Email or phone number</Label>
                <Input
                  id="invite-target"
                  value={value}
                  onChange={(e) => {
                    setValue(e.target.value);
                    setError(undefined);
                  }}
                  placeholder="name@example.com"
                  autoComplete="off"
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? 'invite-error' : 'invite-hint'}
                />
                {!error && (
                  <p id="invite-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                    A phone number works too, e.g. +1 555 123 4567.
                  </p>
                )}
                <FieldError id="invite-error" message={error} />
              </div>
              <div className="flex justify-end gap-2">
                <Button variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" disabled={!value.trim()}>
                  {busy ? 'Sending...' : 'Send Invitation'}
                </Button>
              </div>
            </fieldset>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
