import { Reply, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { TICKET_DESCRIPTION_MAX } from '@common/constants';
import { ticketReplySchema, type TicketView } from '@common/schemas/support';
import { toast, toastFailure } from '../../lib/toast';
import { Button } from '../../ui/button';
import { FieldError, Label, Textarea } from '../../ui/input';
import { useReplyToOwnTicket } from './support-api';

/**
 * Under the person's own ticket: a 'Reply' button that opens a small form to answer support. A reply
 * to a resolved or closed ticket reopens it; the form says so before it is sent.
 */
export function TicketReplyForm({ ticket }: { ticket: TicketView }) {
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const send = useReplyToOwnTicket();
  const id = useId();
  const reopens = ticket.status === 'resolved' || ticket.status === 'closed';

  const close = () => {
    setOpen(false);
    setBody('');
    setError(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ticketReplySchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    send.mutate(
      { ticketId: ticket.id, body: parsed.data.body },
      {
        onSuccess: (updated) => {
          toast({
            title: 'Reply sent',
            description: reopens && updated.status === 'open' ? 'Your ticket is open again.' : undefined,
            variant: 'success',
          });
          close();
        },
        onError: (error) => toastFailure('Failed to send reply', error),
      },
    );
  };

  if (!open)
    return (
      <Button variant="link" size="sm" className="mt-1 px-0" onClick={() => setOpen(true)}>
        <Reply className="h-4 w-4" aria-hidden="true" /> Reply
      </Button>
    );
  return (
    <form onSubmit={submit} noValidate className="mt-2 space-y-2">
      <fieldset disabled={send.isPending} className="space-y-2">
        <div>
          <Label htmlFor={id}>Your reply</Label>
          <Textarea
            id={id}
            rows={3}
            autoFocus
            maxLength={TICKET_DESCRIPTION_MAX}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            value={body}
            onChange={(e) => {
              setBody(e.target.value);
              setError(undefined);
            }}
          />
          <FieldError id={`${id}-error`} message={error} />
        </div>
        {reopens && (
          <p className="text-xs text-slate-600 dark:text-slate-300">
            This ticket is {ticket.status === 'resolved' ? 'resolved' : 'closed'}: replying reopens it.
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" size="sm">
            <Send className="h-4 w-4" aria-hidden="true" />
            {send.isPending ? 'Sending...' : 'Send Reply'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
