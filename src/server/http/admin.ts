import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityViewSchema,
  ADMIN_PAGE_SIZE,
  adminMessageSchema,
  adminPageQuerySchema,
  adminPageSchema,
  adminResetPasswordSchema,
  adminSummarySchema,
  adminTicketViewSchema,
  adminUserViewSchema,
  adminUsersQuerySchema,
  banUserSchema,
  type AdminPageQuery,
  updateTicketSchema,
} from '../../common/schemas/admin';
import { ticketParamsSchema, ticketReplySchema, ticketViewSchema } from '../../common/schemas/support';
import type { AppDeps } from '../deps';
import { publishEvents } from '../realtime/publish';
import {
  adminCounts,
  banUser,
  countActivity,
  countLiveAccountsAmong,
  countTickets,
  deleteTicket,
  deleteUser,
  listActivity,
  listAllTickets,
  listUsers,
  listUsersPage,
  replyToTicket,
  resetUserPassword,
  unbanUser,
  updateTicketStatus,
} from '../domain/admin';
import { repliesByTicket } from '../domain/support';
import { ticketReplyMail } from '../mail/templates';
import { requireAdmin } from '../policies/administration';
import { presentActivity } from '../presenters/activity';
import { presentAdminUser } from '../presenters/admin-user';
import { presentAdminTicket, presentTicket } from '../presenters/ticket';
import { errors } from './responses';

const userParams = z.object({ id: z.uuid({ error: 'Invalid user id' }) });
const userActionResponse = adminMessageSchema.extend({ user: adminUserViewSchema });
/** Everyone but the administrator is refused first (401 signed out, 403 anyone else). */
const readErrors = errors(401, 403);
/** A list that pages: also a bad limit, offset or search (400). */
const listErrors = errors(400, 401, 403);
/** A change names someone or something that may not exist. */
const changeErrors = errors(400, 401, 403, 404);

/**
 * The admin lists answer a plain array of everything when asked with no paging parameter, as they
 * always have; any of limit, offset or q asks for one page instead (`{ items, total, limit, offset }`).
 */
const pageOrAll = <T extends z.ZodType>(item: T) => z.union([z.array(item), adminPageSchema(item)]);
function pageRange(query: AdminPageQuery & { q?: string }) {
  if (query.limit === undefined && query.offset === undefined && query.q === undefined) return null;
  return { limit: query.limit ?? ADMIN_PAGE_SIZE, offset: query.offset ?? 0 };
}

/** Every /api/admin/* route: visitors get 401 and anyone but the administrator 403, before input is read. */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      requireAdmin(request, config);
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    // The administrator sees presence across the whole service (GET /api/online-users is contacts only).
    r.get(
      '/api/admin/users',
      {
        schema: {
          querystring: adminUsersQuerySchema,
          response: { 200: pageOrAll(adminUserViewSchema), ...listErrors },
        },
      },
      async (request) => {
        const range = pageRange(request.query);
        if (!range) {
          const [all, online] = await Promise.all([listUsers(db), deps.presence.onlineUserIds()]);
          return all.map((user) => presentAdminUser(user, online.has(user.id)));
        }
        const { rows, total } = await listUsersPage(db, range, request.query.q);
        const online = await deps.presence.onlineAmong(rows.map((user) => user.id));
        return { items: rows.map((user) => presentAdminUser(user, online.has(user.id))), total, ...range };
      },
    );

    r.get(
      '/api/admin/support-tickets',
      {
        schema: {
          querystring: adminPageQuerySchema,
          response: { 200: pageOrAll(adminTicketViewSchema), ...listErrors },
        },
      },
      async (request) => {
        const range = pageRange(request.query);
        const [rows, total] = await Promise.all([
          listAllTickets(db, range ?? undefined),
          range ? countTickets(db) : null,
        ]);
        const replies = await repliesByTicket(
          db,
          rows.map((r) => r.ticket.id),
        );
        const items = rows.map(({ ticket, owner }) =>
          presentAdminTicket(ticket, owner, replies.get(ticket.id)),
        );
        return range ? { items, total: total ?? 0, ...range } : items;
      },
    );

    r.get(
      '/api/admin/activity-log',
      {
        schema: {
          querystring: adminPageQuerySchema,
          response: { 200: pageOrAll(activityViewSchema), ...listErrors },
        },
      },
      async (request) => {
        const range = pageRange(request.query);
        const [rows, total] = await Promise.all([
          listActivity(db, range ?? undefined),
          range ? countActivity(db) : null,
        ]);
        const items = rows.map(({ entry, target }) => presentActivity(entry, target));
        return range ? { items, total: total ?? 0, ...range } : items;
      },
    );

    // The cards above the tabs: true totals, whichever page the tabs show.
    r.get(
      '/api/admin/summary',
      { schema: { response: { 200: adminSummarySchema, ...readErrors } } },
      async () => {
        const [counts, online] = await Promise.all([
          adminCounts(db),
          deps.presence.onlineUserIds().then((ids) => countLiveAccountsAmong(db, ids)),
        ]);
        return {
          users: {
            total: counts.users.total,
            active: counts.users.total - counts.users.banned,
            banned: counts.users.banned,
            online,
          },
          tickets: counts.tickets,
        };
      },
    );

    r.post(
      '/api/admin/users/:id/ban',
      {
        schema: {
          params: userParams,
          body: banUserSchema,
          response: { 200: userActionResponse, ...changeErrors, ...errors(409) },
        },
      },
      async (request) => {
        const admin = requireAdmin(request, config);
        const { result: user, events } = await banUser(deps, admin, request.params.id, request.body.reason);
        await publishEvents(deps, events);
        app.forgetCachedUser(user.id);
        request.log.info({ event: 'admin.user_banned', userId: admin.id, targetUserId: user.id });
        return { message: 'User banned', user: presentAdminUser(user) };
      },
    );

    r.post(
      '/api/admin/users/:id/unban',
      {
        schema: {
          params: userParams,
          response: { 200: userActionResponse, ...changeErrors, ...errors(409) },
        },
      },
      async (request) => {
        const admin = requireAdmin(request, config);
        const { result: user, events } = await unbanUser(deps, admin, request.params.id);
        await publishEvents(deps, events);
        request.log.info({ event: 'admin.user_unbanned', userId: admin.id, targetUserId: user.id });
        return { message: 'User unbanned', user: presentAdminUser(user) };
      },
    );

    r.post(
      '/api/admin/users/:id/reset-password',
      {
        schema: {
          params: userParams,
          body: adminResetPasswordSchema,
          response: { 200: adminMessageSchema, ...changeErrors },
        },
      },
      async (request) => {
        const admin = requireAdmin(request, config);
        const { result: message, events } = await resetUserPassword(
          deps,
          admin,
          request.params.id,
          request.body.newPassword,
          request.sessionToken,
        );
        await publishEvents(deps, events);
        app.forgetCachedUser(request.params.id);
        request.log.info({
          event: 'admin.password_reset',
          userId: admin.id,
          targetUserId: request.params.id,
        });
        return { message };
      },
    );

    r.delete(
      '/api/admin/users/:id',
      {
        schema: {
          params: userParams,
          response: {
            200: adminMessageSchema.extend({ outcome: z.enum(['deleted', 'deactivated']) }),
            ...changeErrors,
            ...errors(503),
          },
        },
      },
      async (request) => {
        const admin = requireAdmin(request, config);
        const { result, events } = await deleteUser(deps, admin, request.params.id);
        await publishEvents(deps, events);
        app.forgetCachedUser(request.params.id);
        request.log.info({
          event: `admin.user_${result.outcome}`,
          userId: admin.id,
          targetUserId: request.params.id,
        });
        return result;
      },
    );

    r.put(
      '/api/admin/support-tickets/:id',
      {
        schema: {
          params: ticketParamsSchema,
          body: updateTicketSchema,
          response: { 200: ticketViewSchema, ...changeErrors },
        },
      },
      async (request) => {
        const admin = requireAdmin(request, config);
        const ticket = await updateTicketStatus(deps, admin, request.params.id, request.body.status);
        const replies = await repliesByTicket(db, [ticket.id]);
        return presentTicket(ticket, replies.get(ticket.id));
      },
    );

    r.post(
      '/api/admin/support-tickets/:id/replies',
      {
        schema: {
          params: ticketParamsSchema,
          body: ticketReplySchema,
          response: { 201: ticketViewSchema, ...changeErrors },
        },
      },
      async (request, reply) => {
        const admin = requireAdmin(request, config);
        const { ticket, owner } = await replyToTicket(deps, admin, request.params.id, request.body.body);
        if (owner) {
          // After the commit, in the background: the reply is on /support whatever the mail server does.
          deps.mailer
            .send(ticketReplyMail(owner.email, ticket, request.body.body, `${config.appUrl}/support`))
            .catch((err: unknown) => request.log.error({ err, event: 'mail.failed', kind: 'ticket_reply' }));
        }
        const replies = await repliesByTicket(db, [ticket.id]);
        return reply.code(201).send(presentTicket(ticket, replies.get(ticket.id)));
      },
    );

    r.delete(
      '/api/admin/support-tickets/:id',
      { schema: { params: ticketParamsSchema, response: { 200: adminMessageSchema, ...changeErrors } } },
      async (request) => {
        const admin = requireAdmin(request, config);
        await deleteTicket(deps, admin, request.params.id);
        return { message: 'Ticket deleted' };
      },
    );
  });
}
