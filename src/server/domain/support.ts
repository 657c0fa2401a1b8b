import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CreateTicketInput } from '../../common/schemas/support';
import { ConflictError } from '../errors';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { supportTickets } from '../db/schema';
import type { TicketRow } from '../presenters/ticket';

/** A new ticket always starts 'open': the status is the server's to set, never the client's. */
export async function createTicket(
  db: Database,
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
  const [pending] = await db
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
  return createTicket(db, clock, userId, { title: APPEAL_TITLE, description, priority: 'high' });
}
