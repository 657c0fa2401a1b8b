import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appealSchema,
  createTicketSchema,
  ticketParamsSchema,
  ticketReplySchema,
  ticketViewSchema,
} from '../../common/schemas/support';
import type { AppDeps } from '../deps';
import { accountWithPassword } from '../domain/accounts';
import {
  createTicket,
  fileAppeal,
  listOwnTickets,
  repliesByTicket,
  replyToOwnTicket,
} from '../domain/support';
import { ConflictError } from '../errors';
import { ticketAnsweredMail } from '../mail/templates';
import { requireUser } from '../plugins/session';
import { presentTicket } from '../presenters/ticket';
import { passwordGuesses } from '../throttle/password-guesses';
import { perUser } from './rate-limits';
import { errors, messageResponse } from './responses';

export const APPEAL_SENT =
  'Your appeal has been sent. If the administrator lifts the suspension, you can sign in again.';

/**
 * /support: a signed-in user files tickets, lists only their own and answers support under
 * them (another person's ticket is a 404, as if it did not exist). A suspended person, who
 * cannot sign in, can still appeal (the sign-in refusal tells them to contact support).
 */
export async function supportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock, config } = deps;
  // An appeal checks the password too, so it counts against the same per-account limit as sign-in.
  const guesses = passwordGuesses({ ...deps, log: app.log });

  r.get(
    '/api/support-tickets',
    { schema: { response: { 200: z.array(ticketViewSchema), ...errors(401) } } },
    async (request) => {
      const user = requireUser(request);
      const tickets = await listOwnTickets(db, user.id);
      const replies = await repliesByTicket(
        db,
        tickets.map((t) => t.id),
      );
      return tickets.map((t) => presentTicket(t, replies.get(t.id)));
    },
  );

  r.post(
    '/api/support-tickets',
    {
      // Who may file is checked before the body is read, so a visitor always gets 401.
      onRequest: async (request) => {
        requireUser(request);
      },
      schema: {
        body: createTicketSchema,
        response: { 201: ticketViewSchema, ...errors(400, 401, 403, 429) },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const ticket = await createTicket(db, clock, user.id, request.body);
      request.log.info({ event: 'support.ticket_created', userId: user.id, ticketId: ticket.id });
      return reply.code(201).send(presentTicket(ticket));
    },
  );

  r.post(
    '/api/support-tickets/:id/replies',
    {
      onRequest: async (request) => {
        requireUser(request);
      },
      schema: {
        params: ticketParamsSchema,
        body: ticketReplySchema,
        response: { 201: ticketViewSchema, ...errors(400, 401, 403, 404, 429) },
      },
      config: { rateLimit: perUser(30, '1 hour') },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const ticket = await replyToOwnTicket(db, clock, user.id, request.params.id, request.body.body);
      request.log.info({ event: 'support.ticket_answered', userId: user.id, ticketId: ticket.id });
      // After the commit, in the background: the answer is in the portal whatever the mail server does.
      deps.mailer
        .send(ticketAnsweredMail(config.ADMIN_EMAIL, ticket, `${config.appUrl}/admin`))
        .catch((err: unknown) => request.log.error({ err, event: 'mail.failed', kind: 'ticket_answered' }));
      const replies = await repliesByTicket(db, [ticket.id]);
      return reply.code(201).send(presentTicket(ticket, replies.get(ticket.id)));
    },
  );

  r.post(
    '/api/support/appeal',
    {
      // 401: the address and password do not match; 409: the account is not suspended, or already appealed.
      schema: { body: appealSchema, response: { 201: messageResponse, ...errors(400, 401, 403, 409, 429) } },
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const { email, password, description } = request.body;
      const user = await accountWithPassword(db, { email, password }, guesses);
      if (!user.isBanned)
        throw new ConflictError('This account is not suspended. Sign in to contact support.');
      const ticket = await fileAppeal(db, clock, user.id, description);
      request.log.info({ event: 'support.appeal_filed', userId: user.id, ticketId: ticket.id });
      return reply.code(201).send({ message: APPEAL_SENT });
    },
  );
}
