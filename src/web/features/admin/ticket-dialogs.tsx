import { Reply, Save, Trash2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import {
  TICKET_DESCRIPTION_MAX,
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
  type TicketStatus,
} from '@common/constants';
import type { AdminTicketView } from '@common/schemas/admin';
import { ticketStatusSchema } from '@common/schemas/support';
import { toast, toastFailure } from '../../lib/toast';
import { Dialog, DialogContent } from '../../ui/dialog';
import { Label, Textarea } from '../../ui/input';
import { TicketReplies } from '../support/ticket-replies';
import { useDeleteTicket, useReplyToTicket, useUpdateTicket } from './admin-api';
import { fullName } from './format';
import { DialogFooter } from './user-dialogs';

interface TicketDialogProps {
  ticket: AdminTicketView | null;
  onClose: () => void;
}

const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 field-text text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

/** The admin may set any status from any status. */
export function UpdateTicketDialog({ ticket, onClose }: TicketDialogProps) {
  const [status, setStatus] = useState<TicketStatus>('open');
  const update = useUpdateTicket();
  useEffect(() => {
    if (ticket) setStatus(ticket.status);
  }, [ticket]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ticket) return;
    update.mutate(
      { ticketId: ticket.id, status },
      {
        onSuccess: () => {
          toast({ title: 'Ticket updated successfully', variant: 'success' });
          onClose();
        },
        // This failure toast has no description.
        onError: () => toast({ title: 'Failed to update ticket', variant: 'destructive' }),
      },
    );
  };
  return (
    <Dialog open={ticket !== null} onOpenChange={(open) => !open && onClose()}>
      {ticket && (
        <DialogContent title="Update Support Ticket" description={`#${ticket.id} - ${ticket.title}`}>
          <form onSubmit={submit} className="space-y-4">
            <div>
              <Label htmlFor="ticket-status">Status</Label>
              <select
                id="ticket-status"
                className={selectClass}
                value={status}
                onChange={(e) => {
                  const parsed = ticketStatusSchema.safeParse(e.target.value);
                  if (parsed.success) setStatus(parsed.data);
                }}
              >
                {TICKET_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {TICKET_STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
            <DialogFooter
              pending={update.isPending}
              submitLabel="Update Ticket"
              pendingLabel="Updating..."
              icon={<Save className="h-4 w-4" aria-hidden="true" />}
            />
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}

export function DeleteTicketDialog({ ticket, onClose }: TicketDialogProps) {
  const remove = useDeleteTicket();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ticket) return;
    remove.mutate(ticket.id, {
      onSuccess: () => {
        toast({ title: 'Ticket deleted successfully', variant: 'success' });
        onClose();
      },
      onError: (error) => toastFailure('Failed to delete ticket', error),
    });
  };
  return (
    <Dialog open={ticket !== null} onOpenChange={(open) => !open && onClose()}>
      {ticket && (
        <DialogContent
          title="Delete Support Ticket"
          description="This will permanently delete the ticket and all associated data."
        >
          <form onSubmit={submit}>
            <p className="mb-4 rounded-md bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
              #{ticket.id} - {ticket.title}
            </p>
            <DialogFooter
              pending={remove.isPending}
              submitLabel="Delete Ticket"
              pendingLabel="Deleting..."
              destructive
              icon={<Trash2 className="h-4 w-4" aria-hidden="true" />}
            />
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}

/**
 * Support answers a ticket: the whole description (the table shows two lines), the thread so far (both
 * sides, oldest first), and the answer, which the person reads on /support and receives by mail.
 */
export function ReplyTicketDialog({ ticket, onClose }: TicketDialogProps) {
  const [body, setBody] = useState('');
  const send = useReplyToTicket();
  useEffect(() => setBody(''), [ticket]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ticket || !body.trim()) return;
    send.mutate(
      { ticketId: ticket.id, body },
      {
        onSuccess: () => {
          toast({ title: 'Reply sent', variant: 'success' });
          onClose();
        },
        onError: (error) => toastFailure('Failed to send reply', error),
      },
    );
  };
  return (
    <Dialog open={ticket !== null} onOpenChange={(open) => !open && onClose()}>
      {ticket && (
        <DialogContent
          title="Reply to Ticket"
          description={`#${ticket.id} - ${ticket.title}${ticket.user ? ` · ${fullName(ticket.user)}` : ''}`}
        >
          <form onSubmit={submit} className="space-y-4">
            <p className="max-h-40 overflow-y-auto rounded-md bg-slate-100 px-3 py-2 text-sm break-words whitespace-pre-line dark:bg-slate-800">
              {ticket.description}
            </p>
            <TicketReplies
              replies={ticket.replies}
              ownerLabel={`Reply from ${ticket.user ? fullName(ticket.user) : 'Unknown User'}`}
            />
            {ticket.user ? (
              <div>
                <Label htmlFor="ticket-reply">Your reply</Label>
                <Textarea
                  id="ticket-reply"
                  rows={4}
                  maxLength={TICKET_DESCRIPTION_MAX}
                  value={body}
                  onChange={(e) => setBody(e.target.value)}
                />
              </div>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-300">
                The account that filed this ticket is gone: there is nobody to reply to.
              </p>
            )}
            <DialogFooter
              pending={send.isPending}
              disabled={!ticket.user || !body.trim()}
              submitLabel="Send Reply"
              pendingLabel="Sending..."
              icon={<Reply className="h-4 w-4" aria-hidden="true" />}
            />
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
