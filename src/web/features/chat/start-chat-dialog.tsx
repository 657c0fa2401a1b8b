import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ConversationView } from '@common/types';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Dialog, DialogContent } from '../../ui/dialog';
import { FieldError, Input, Label } from '../../ui/input';
import { chatApi } from './chat-api';
import { looksLikeEmail } from './format';
import { conversationKeys } from './queries';

/**
 * The match rules: the user search must find exactly one person; none found but an address
 * that looks like e-mail starts a conversation by e-mail (the server invites them).
 */
async function resolveTarget(q: string, myEmail: string): Promise<string> {
  const found = (await chatApi.searchUsers(q)).filter((u) => u.email.toLowerCase() !== myEmail.toLowerCase());
  const exact = found.find((u) => u.email.toLowerCase() === q.toLowerCase());
  if (exact) return exact.email;
  if (found.length === 1) return found[0].email;
  if (found.length > 1) throw new Error(`Multiple users found for "${q}". Please be more specific.`);
  if (looksLikeEmail(q)) return q;
  // Names find only people you already talk with (the server keeps strangers' names private).
  throw new Error(
    `No one you talk with is called "${q}". To reach someone new, enter their email address: they get an invitation if they are not here yet.`,
  );
}

export function StartChatDialog({
  open,
  onClose,
  myEmail,
  onStarted,
}: {
  open: boolean;
  onClose: () => void;
  myEmail: string;
  onStarted: (conversationId: string) => void;
}) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const q = value.trim();

  const reset = () => {
    setValue('');
    setError(undefined);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!q || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const email = await resolveTarget(q, myEmail);
      const result = await chatApi.createConversation([email]);
      const { invitedEmails, created, ...conversation } = result;
      queryClient.setQueryData<ConversationView[]>(conversationKeys.all, (list) =>
        list ? [conversation, ...list.filter((c) => c.id !== conversation.id)] : [conversation],
      );
      // The one-to-one they already had just opens: announcing it as created would be untrue.
      if (created) {
        toast({
          title: 'Conversation created',
          description: invitedEmails.length
            ? `We sent an invitation to ${invitedEmails.join(', ')}`
            : undefined,
          variant: 'success',
        });
      }
      reset();
      onClose();
      onStarted(conversation.id);
    } catch (err) {
      const message = errorMessage(err, 'Please try again');
      setError(message);
      toast({ title: 'Error creating conversation', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          reset();
          onClose();
        }
      }}
    >
      <DialogContent
        title="Start Chat"
        description="Find someone you already talk with by name. Anyone else is found by their email address only."
      >
        <form onSubmit={(e) => void submit(e)}>
          <fieldset disabled={busy} className="space-y-4">
            <div>
              <Label htmlFor="start-chat-target">Name or email</Label>
              <Input
                id="start-chat-target"
                value={value}
                onChange={(e) => setValue(e.target.value)}
                placeholder="name@example.com"
                autoComplete="off"
                aria-invalid={Boolean(error)}
                aria-describedby={error ? 'start-chat-error' : undefined}
              />
              <FieldError id="start-chat-error" message={error} />
            </div>
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={!q}>
                {busy ? 'Starting...' : 'Start Chat'}
              </Button>
            </div>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
