import type { AdminTicketView } from '../../common/schemas/admin';
import type { TicketReplyView, TicketView } from '../../common/schemas/support';
import type { supportTickets, users } from '../db/schema';

export type TicketRow = typeof supportTickets.$inferSelect;
type OwnerRow = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email' | 'lastActiveAt'>;

export function presentTicket(ticket: TicketRow, replies: TicketReplyView[] = []): TicketView {
  return {
    id: ticket.id,
    userId: ticket.userId,
    title: ticket.title,
    description: ticket.description,
    priority: ticket.priority,
    status: ticket.status,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
    replies,
  };
}

/** The admin's view adds who filed it; a ticket whose account is gone has no owner ('Unknown User'). */
export function presentAdminTicket(
  ticket: TicketRow,
  owner: OwnerRow | null,
  replies: TicketReplyView[] = [],
): AdminTicketView {
  return {
    ...presentTicket(ticket, replies),
    user: owner
      ? {
          id: owner.id,
          firstName: owner.firstName,
          lastName: owner.lastName,
          email: owner.email,
          lastActiveAt: owner.lastActiveAt ? owner.lastActiveAt.toISOString() : null,
        }
      : null,
  };
}
