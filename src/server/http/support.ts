import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTicketSchema, ticketViewSchema } from '../../common/schemas/support';
import type { AppDeps } from '../app';
import { createTicket, listOwnTickets } from '../domain/support';
import { requireUser } from '../plugins/session';
import { presentTicket } from '../presenters/ticket';

/** SPEC §2 /support: a signed-in user files tickets and lists only their own. */
export async function supportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;

  r.get(
    '/api/support-tickets',
    { schema: { response: { 200: z.array(ticketViewSchema) } } },
    async (request) => {
      const user = requireUser(request);
      return (await listOwnTickets(db, user.id)).map(presentTicket);
    },
  );

  r.post(
    '/api/support-tickets',
    {
      // Who may file is checked before the body is read, so a visitor always gets 401.
      onRequest: async (request) => {
        requireUser(request);
      },
      schema: { body: createTicketSchema, response: { 201: ticketViewSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const ticket = await createTicket(db, clock, user.id, request.body);
      request.log.info({ event: 'support.ticket_created', userId: user.id, ticketId: ticket.id });
      return reply.code(201).send(presentTicket(ticket));
    },
  );
}
