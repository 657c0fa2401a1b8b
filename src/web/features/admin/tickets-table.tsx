import { Pencil, Reply, Trash2 } from 'lucide-react';
import type { AdminTicketView } from '@common/schemas/admin';
import { hasUnansweredReply } from '@common/schemas/support';
import { DataTable, Td, Th, Tr } from '../support/data-table';
import { TicketPriorityBadge, TicketStatusBadge } from '../support/ticket-badges';
import { adminDate, fullName } from './format';
import { EmptyPage } from './pager';
import { RowActions } from './row-actions';

function TicketOwner({ ticket }: { ticket: AdminTicketView }) {
  if (!ticket.user) return <p className="italic text-slate-600 dark:text-slate-300">Unknown User</p>;
  return (
    <>
      <p className="font-medium">{fullName(ticket.user)}</p>
      <p className="break-all text-slate-600 dark:text-slate-300">{ticket.user.email}</p>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {ticket.user.lastActiveAt ? `Last active ${adminDate(ticket.user.lastActiveAt)}` : 'Never active'}
      </p>
    </>
  );
}

function TicketSummary({ ticket }: { ticket: AdminTicketView }) {
  return (
    <>
      <p className="font-medium break-words">
        #{ticket.id} - {ticket.title}
      </p>
      <p className="mt-0.5 line-clamp-2 break-words text-slate-600 dark:text-slate-300">
        {ticket.description}
      </p>
      {ticket.replies.length > 0 && (
        <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
          {ticket.replies.length === 1 ? '1 reply' : `${ticket.replies.length} replies`}
          {/* The person answered last: support owes them a reply. */}
          {hasUnansweredReply(ticket) && (
            <span className="rounded-full bg-blue-100 px-2 py-0.5 font-semibold text-blue-800 dark:bg-blue-950 dark:text-blue-200">
              New reply
            </span>
          )}
        </p>
      )}
    </>
  );
}

/** /admin Support tab: every ticket with who filed it ('Unknown User' once the account is gone). */
export function TicketsTable({
  tickets,
  onReply,
  onUpdate,
  onDelete,
}: {
  tickets: AdminTicketView[];
  onReply: (ticket: AdminTicketView) => void;
  onUpdate: (ticket: AdminTicketView) => void;
  onDelete: (ticket: AdminTicketView) => void;
}) {
  if (!tickets.length) return <EmptyPage>No support tickets yet</EmptyPage>;
  const menu = (ticket: AdminTicketView) => (
    <RowActions
      label={`Actions for ticket #${ticket.id}`}
      actions={[
        {
          label: 'Reply',
          icon: <Reply className="h-4 w-4" aria-hidden="true" />,
          onSelect: () => onReply(ticket),
        },
        {
          label: 'Update Status',
          icon: <Pencil className="h-4 w-4" aria-hidden="true" />,
          onSelect: () => onUpdate(ticket),
        },
        {
          label: 'Delete Ticket',
          icon: <Trash2 className="h-4 w-4" aria-hidden="true" />,
          onSelect: () => onDelete(ticket),
          destructive: true,
        },
      ]}
    />
  );
  return (
    <>
      <ul
        className="divide-y divide-slate-100 text-sm md:hidden dark:divide-slate-800"
        aria-label="Support tickets"
      >
        {tickets.map((ticket) => (
          <li key={ticket.id} className="space-y-3 p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <TicketSummary ticket={ticket} />
              </div>
              {menu(ticket)}
            </div>
            <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
              <TicketPriorityBadge priority={ticket.priority} />
              <TicketStatusBadge status={ticket.status} />
              <span>Created {adminDate(ticket.createdAt)}</span>
            </div>
            <div className="rounded-md bg-slate-50 p-2 dark:bg-slate-800/60">
              <TicketOwner ticket={ticket} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <DataTable caption="Support tickets">
          <thead>
            <tr>
              <Th>Ticket</Th>
              <Th>User Details</Th>
              <Th>Priority</Th>
              <Th>Status</Th>
              <Th>Created</Th>
              <Th className="text-right">Actions</Th>
            </tr>
          </thead>
          <tbody>
            {tickets.map((ticket) => (
              <Tr key={ticket.id}>
                <Td className="max-w-xs">
                  <TicketSummary ticket={ticket} />
                </Td>
                <Td>
                  <TicketOwner ticket={ticket} />
                </Td>
                <Td>
                  <TicketPriorityBadge priority={ticket.priority} />
                </Td>
                <Td>
                  <TicketStatusBadge status={ticket.status} />
                </Td>
                <Td className="whitespace-nowrap">{adminDate(ticket.createdAt)}</Td>
                <Td className="text-right">{menu(ticket)}</Td>
              </Tr>
            ))}
          </tbody>
        </DataTable>
      </div>
    </>
  );
}
