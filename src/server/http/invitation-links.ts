import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createInvitationLinkSchema,
  invitationLinkListSchema,
  invitationLinkParamsSchema,
  invitationLinkViewSchema,
} from '../../common/schemas/invitation-links';
import type { AppDeps } from '../deps';
import { createInvitationLink, openInvitationLinks, revokeInvitationLink } from '../domain/invitation-links';
import { invitationLink } from '../domain/invitations';
import { requireUser } from '../plugins/session';
import { requireOwnInvitationLink } from '../policies/invitation-link-access';
import { presentInvitationLink } from '../presenters/invitation-link';
import { publishEvents } from '../realtime/publish';
import { errors, messageResponse } from './responses';
import { perUser } from './rate-limits';

/**
 * Open invitation links (docs/INVITATIONS.md): the signed-in person makes a link that names nobody,
 * lists the ones still waiting, and revokes one. Making one also counts against the hourly invitation
 * budget every invitation shares; these limits stop a script before that.
 */
const limits = { read: perUser(60), create: perUser(10), revoke: perUser(30) };

export async function invitationLinkRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock, config } = deps;

  r.get(
    '/api/invitation-links',
    {
      schema: { response: { 200: invitationLinkListSchema, ...errors(401, 429) } },
      config: { rateLimit: limits.read },
    },
    async (request, reply) => {
      const user = requireUser(request);
      void reply.header('Cache-Control', 'no-store');
      const links = await openInvitationLinks(db, user.id);
      return { links: links.map((link) => presentInvitationLink(link)) };
    },
  );

  r.post(
    '/api/invitation-links',
    {
      // 409: too many links already waiting; 429: the hourly budget every invitation shares, or this limit.
      schema: {
        body: createInvitationLinkSchema,
        response: { 201: invitationLinkViewSchema, ...errors(400, 401, 403, 409, 429) },
      },
      config: { rateLimit: limits.create },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { result, events } = await createInvitationLink(db, clock, user);
      await publishEvents(deps, events);
      request.log.info({ event: 'invitation.link_created', userId: user.id });
      void reply.header('Cache-Control', 'no-store');
      return reply
        .code(201)
        .send(presentInvitationLink(result.link, invitationLink(config.appUrl, result.token, {})));
    },
  );

  r.delete(
    '/api/invitation-links/:id',
    {
      schema: {
        params: invitationLinkParamsSchema,
        response: { 200: messageResponse, ...errors(400, 401, 403, 404, 429) },
      },
      config: { rateLimit: limits.revoke },
    },
    async (request) => {
      const user = requireUser(request);
      const link = await requireOwnInvitationLink(db, user.id, request.params.id);
      const { events } = await revokeInvitationLink(db, clock, user, link);
      await publishEvents(deps, events);
      return { message: 'Invitation link revoked' };
    },
  );
}
