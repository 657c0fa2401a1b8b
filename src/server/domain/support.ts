import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { CreateTicketInput, TicketReplyView } from '../../common/schemas/support';
import { ConflictError, NotFoundError } from '../errors';
import type { Clock } from '../clock';
import type { Database, DbOrTx, Tx } from '../db/client';
import { supportTickets, ticketReplies } from '../db/schema';
import type { TicketRow } from '../presenters/ticket';
import { lockUser } from './locks';

/** A new ticket always starts 'open': the status is the server's to set, never the client's. */
export async function createTicket(
  db: DbOrTx,
  clock: Clock,
  userId: string,
  input: CreateTicketInput,
): Promise<TicketRow> {
  const now = clock.now();
  const [ticket] = await db
    .insert(supportTickets)
    .values({
      userId,
      title: input.title,
      description: input.description,
      priority: input.priority,
      status: 'open',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return ticket;
}

/** Only the user's own tickets, newest first: scoping is in the query itself. */
export async function listOwnTickets(db: Database, userId: string): Promise<TicketRow[]> {
  return db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id));
}

export const TICKET_NOT_FOUND = 'Ticket not found';

/**
 * The ticket, locked for the rest of the transaction; 404 when there is none, or when `ownerId` is
 * given and the ticket is someone else's (another person's ticket is not theirs to know about).
 */
export async function lockTicket(tx: Tx, ticketId: number, ownerId?: string): Promise<TicketRow> {
  const [ticket] = await tx
    .select()
    .from(supportTickets)
    .where(
      and(
        eq(supportTickets.id, ticketId),
        ownerId === undefined ? undefined : eq(supportTickets.userId, ownerId),
      ),
    )
    .for('update');
  if (!ticket) throw new NotFoundError(TICKET_NOT_FOUND);
  return ticket;
}

/**
 * The person answers support under their own ticket. An answer to a resolved or closed ticket
 * reopens it: the person still needs help, and the administrator's open count should say so.
 */
export async function replyToOwnTicket(
  db: Database,
  clock: Clock,
  userId: string,
  ticketId: number,
  body: string,
): Promise<TicketRow> {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId, userId);
    const now = clock.now();
    await tx
      .insert(ticketReplies)
      .values({ ticketId, authorId: userId, authorRole: 'owner', body, createdAt: now });
    const reopen = ticket.status === 'resolved' || ticket.status === 'closed';
    const [updated] = await tx
      .update(supportTickets)
      .set({ updatedAt: now, ...(reopen ? { status: 'open' as const } : {}) })
      .where(eq(supportTickets.id, ticketId))
      .returning();
    return updated;
  });
}

export const APPEAL_TITLE = 'Suspension appeal';

/**
 * A suspended person's appeal: a high-priority ticket the administrator sees beside the others. One
 * at a time: while one is open or in progress, another is refused rather than piling up.
 */
export async function fileAppeal(
  db: Database,
  clock: Clock,
  userId: string,
  description: string,
): Promise<TicketRow> {
  return db.transaction(async (tx) => {
    // Parallel appeals wait for each other, so only one is filed.
    await lockUser(tx, userId);
    const [pending] = await tx
      .select({ id: supportTickets.id })
      .from(supportTickets)
      .where(
        and(
          eq(supportTickets.userId, userId),
          eq(supportTickets.title, APPEAL_TITLE),
          inArray(supportTickets.status, ['open', 'in_progress']),
        ),
      )
      .limit(1);
    if (pending) throw new ConflictError('Your appeal is already with the administrator.');
    return createTicket(tx, clock, userId, { title: APPEAL_TITLE, description, priority: 'high' });
  });
}

/** The threads of these tickets (both sides), oldest first, by ticket: one query for a whole list. */
export async function repliesByTicket(
  db: DbOrTx,
  ticketIds: number[],
): Promise<Map<number, TicketReplyView[]>> {
  const byTicket = new Map<number, TicketReplyView[]>();
  if (ticketIds.length === 0) return byTicket;
  const rows = await db
    .select()
    .from(ticketReplies)
    .where(inArray(ticketReplies.ticketId, ticketIds))
    .orderBy(asc(ticketReplies.id));
  for (const row of rows) {
    const list = byTicket.get(row.ticketId) ?? [];
    list.push({
      id: row.id,
      author: row.authorRole,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    });
    byTicket.set(row.ticketId, list);
  }
  return byTicket;
}
