import { Pencil, Trash2 } from 'lucide-react';
import type { AdminTicketView } from '@common/schemas/admin';
import { DataTable, Td, Th, Tr } from '../support/data-table';
import { TicketPriorityBadge, TicketStatusBadge } from '../support/ticket-badges';
import { adminDate, fullName } from './format';
import { RowActions } from './row-actions';

/** SPEC §2 /admin Support tab: every ticket with who filed it ('Unknown User' once the account is gone). */
export function TicketsTable({
  tickets,
  onUpdate,
  onDelete,
}: {
  tickets: AdminTicketView[];
  onUpdate: (ticket: AdminTicketView) => void;
  onDelete: (ticket: AdminTicketView) => void;
}) {
  if (!tickets.length)
    return <p className="p-6 text-center text-slate-600 dark:text-slate-300">No support tickets yet</p>;
  return (
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
              <p className="font-medium break-words">
                #{ticket.id} - {ticket.title}
              </p>
              <p className="mt-0.5 line-clamp-2 break-words text-slate-600 dark:text-slate-300">
                {ticket.description}
              </p>
            </Td>
            <Td>
              {ticket.user ? (
                <>
                  <p className="font-medium">{fullName(ticket.user)}</p>
                  <p className="break-all text-slate-600 dark:text-slate-300">{ticket.user.email}</p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {ticket.user.lastActiveAt
                      ? `Last active ${adminDate(ticket.user.lastActiveAt)}`
                      : 'Never active'}
                  </p>
                </>
              ) : (
                <p className="italic text-slate-600 dark:text-slate-300">Unknown User</p>
              )}
            </Td>
            <Td>
              <TicketPriorityBadge priority={ticket.priority} />
            </Td>
            <Td>
              <TicketStatusBadge status={ticket.status} />
            </Td>
            <Td className="whitespace-nowrap">{adminDate(ticket.createdAt)}</Td>
            <Td className="text-right">
              <RowActions
                label={`Actions for ticket #${ticket.id}`}
                actions={[
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
            </Td>
          </Tr>
        ))}
      </tbody>
    </DataTable>
  );
}
