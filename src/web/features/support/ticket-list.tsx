import { format } from 'date-fns';
import { Inbox } from 'lucide-react';
import { useEffect } from 'react';
import { DATE_FORMATS } from '@common/constants';
import type { TicketView } from '@common/schemas/support';
import { focusHere } from '../../lib/focus';
import { Spinner } from '../../ui/spinner';
import { DataTable, Td, Th, Tr } from './data-table';
import { TicketPriorityBadge, TicketStatusBadge, TicketStatusIcon } from './ticket-badges';
import { TicketReplies } from './ticket-replies';
import { TicketReplyForm } from './ticket-reply-form';

export const ticketDate = (iso: string) => format(new Date(iso), DATE_FORMATS.ticket);

/** /support: 'Your Support Tickets' — Ticket, Priority, Status, Created, Updated. */
export function TicketList({
  tickets,
  isLoading,
  failed,
  focusTicketId = null,
  onFocused,
}: {
  tickets: TicketView[] | undefined;
  isLoading: boolean;
  failed: boolean;
  /** A ticket just created: its title takes focus once it is listed (the form that had it is gone). */
  focusTicketId?: number | null;
  onFocused?: () => void;
}) {
  useEffect(() => {
    if (focusTicketId === null) return;
    // Phones show the cards, wider screens the table: the title on screen.
    const title = [...document.querySelectorAll<HTMLElement>(`[data-ticket-title="${focusTicketId}"]`)].find(
      (el) => el.getClientRects().length > 0,
    );
    if (title && focusHere(title)) onFocused?.();
  }, [focusTicketId, tickets, onFocused]);
  if (isLoading) return <Spinner label="Loading tickets..." />;
  if (failed)
    return (
      <p role="alert" className="p-6 text-center text-red-700 dark:text-red-400">
        Your tickets could not be loaded. Please refresh the page to try again.
      </p>
    );
  if (!tickets?.length)
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
        <Inbox className="h-10 w-10 text-slate-400" aria-hidden="true" />
        <p className="font-semibold">No support tickets yet</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">Create your first ticket to get help</p>
      </div>
    );
  return (
    <>
      {/* Phones get one card per ticket; wider screens the table. */}
      <ul
        className="divide-y divide-slate-100 md:hidden dark:divide-slate-800"
        aria-label="Your Support Tickets"
      >
        {tickets.map((ticket) => (
          <li key={ticket.id} className="flex gap-3 p-4">
            <TicketStatusIcon status={ticket.status} className="mt-0.5" />
            <div className="min-w-0 flex-1">
              <TicketThread ticket={ticket} />
              <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                <TicketPriorityBadge priority={ticket.priority} />
                <TicketStatusBadge status={ticket.status} />
                <span>Created {ticketDate(ticket.createdAt)}</span>
                <span>Updated {ticketDate(ticket.updatedAt)}</span>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <DataTable caption="Your Support Tickets">
          <thead>
            <tr>
              <Th>Ticket</Th>
              <Th>Priority</Th>
              <Th>Status</Th>
              <Th>Created</Th>
              <Th>Updated</Th>
            </tr>
          </thead>
          <tbody>
            {tickets.map((ticket) => (
              <Tr key={ticket.id}>
                <Td className="max-w-md">
                  <div className="flex gap-3">
                    <TicketStatusIcon status={ticket.status} className="mt-0.5" />
                    <div className="min-w-0">
                      <TicketThread ticket={ticket} />
                    </div>
                  </div>
                </Td>
                <Td>
                  <TicketPriorityBadge priority={ticket.priority} />
                </Td>
                <Td>
                  <TicketStatusBadge status={ticket.status} />
                </Td>
                <Td className="whitespace-nowrap">{ticketDate(ticket.createdAt)}</Td>
                <Td className="whitespace-nowrap">{ticketDate(ticket.updatedAt)}</Td>
              </Tr>
            ))}
          </tbody>
        </DataTable>
      </div>
    </>
  );
}

/** A ticket's title, description, replies and reply form: the same in the phone card and the table row. */
function TicketThread({ ticket }: { ticket: TicketView }) {
  return (
    <>
      <p className="font-medium break-words" data-ticket-title={ticket.id}>
        {ticket.title}
      </p>
      <p className="mt-0.5 line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-300">
        {ticket.description}
      </p>
      <TicketReplies replies={ticket.replies} ownerLabel="Your reply" />
      <TicketReplyForm ticket={ticket} />
    </>
  );
}
