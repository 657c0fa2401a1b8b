import { useEffect, useRef, useState } from 'react';
import { TICKET_DESCRIPTION_MAX } from '@common/constants';
import { apiRequest, errorMessage } from '../../lib/api';
import { focusHere } from '../../lib/focus';
import { Button } from '../../ui/button';
import { Textarea } from '../../ui/input';
import { FormField } from './form-field';
import { SendingForm, SubmitButton } from './sending';

/**
 * Shown under a refused sign-in when the account is suspended: the refusal says to contact support,
 * and support needs a signed-in account, so the appeal goes with the same email and password
 * (POST /api/support/appeal) and reaches the administrator as a ticket.
 */
export function AppealSuspension({
  credentials,
}: {
  credentials: () => { email: string; password: string };
}) {
  const [open, setOpen] = useState(false);
  const [description, setDescription] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  // The form that had focus is gone: the confirmation takes it, instead of the page's start.
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent && confirmation.current) focusHere(confirmation.current);
  }, [sent]);

  const send = async () => {
    setFailure(null);
    setSending(true);
    try {
      const answer = await apiRequest<{ message: string }>('POST', '/api/support/appeal', {
        ...credentials(),
        description,
      });
      setSent(answer.message);
    } catch (error) {
      setFailure(errorMessage(error, 'Your appeal could not be sent. Please try again.'));
    } finally {
      setSending(false);
    }
  };

  if (sent)
    return (
      <p
        ref={confirmation}
        role="status"
        className="mt-4 rounded-md bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100"
      >
        {sent}
      </p>
    );
  if (!open)
    return (
      <Button variant="outline" className="mt-4 w-full" onClick={() => setOpen(true)}>
        Appeal the suspension
      </Button>
    );
  return (
    <SendingForm send={send} sending={sending} failure={failure} className="mt-4">
      <FormField
        id="appeal-description"
        label="Why should the suspension be lifted?"
        hint="The administrator reads this with your account's details."
      >
        <Textarea
          rows={4}
          maxLength={TICKET_DESCRIPTION_MAX}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          autoFocus
        />
      </FormField>
      <SubmitButton className="w-full" disabled={!description.trim()}>
        {sending ? 'Sending...' : 'Send Appeal'}
      </SubmitButton>
    </SendingForm>
  );
}
