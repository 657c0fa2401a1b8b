import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addParticipantSchema,
  conversationParamsSchema,
  createConversationSchema,
  markReadSchema,
  participantParamsSchema,
  renameConversationSchema,
} from '../../common/schemas/conversations';
import type { AddParticipantResult, CreateConversationResult } from '../../common/types';
import type { AppDeps } from '../deps';
import type { UserRow } from '../domain/accounts';
import { loadConversationView, loadConversationViews } from '../domain/conversation-views';
import { addParticipant } from '../domain/add-participant';
import {
  createConversation,
  deleteConversation,
  removeParticipant,
  renameConversation,
} from '../domain/conversations';
import { invitationLink } from '../domain/invitations';
import { listMembershipEvents } from '../domain/membership-events';
import { markRead } from '../domain/read-markers';
import { NotFoundError } from '../errors';
import { invitationMail } from '../mail/templates';
import { CONVERSATION_NOT_FOUND, requireParticipation } from '../policies/conversation-access';
import { requireUser } from '../plugins/session';
import { perUser } from './rate-limits';
import { errors, messageResponse } from './responses';
import {
  addParticipantResponse,
  conversationResponse,
  createConversationResponse,
  membershipEventResponse,
} from './response-views';
import { publishEvents } from '../realtime/publish';

/** Renames, deletions and members coming and going: each is an event, often a toast, for everyone in it. */
const changeLimit = perUser(30);

export async function conversationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock, config, mailer } = deps;

  /** After the commit, in the background: a mail server's delay or failure is logged, not the sender's. */
  const mailInvitation = (
    inviter: UserRow,
    email: string,
    token: string,
    log: { error(obj: object): void },
  ) => {
    const link = invitationLink(config.appUrl, token, { email });
    mailer.send(invitationMail(inviter, email, link)).catch((err: unknown) => {
      log.error({ err, event: 'mail.failed', kind: 'invitation' });
    });
  };

  const viewOrNotFound = async (userId: string, conversationId: string) => {
    const view = await loadConversationView(db, userId, conversationId);
    if (!view) throw new NotFoundError(CONVERSATION_NOT_FOUND);
    return view;
  };

  r.get(
    '/api/conversations',
    { schema: { response: { 200: z.array(conversationResponse), ...errors(401) } } },
    async (request) => {
      const user = requireUser(request);
      return loadConversationViews(db, user.id);
    },
  );

  r.post(
    '/api/conversations',
    {
      schema: {
        body: createConversationSchema,
        // 200: Start Chat opened the one-to-one the two already had.
        response: {
          200: createConversationResponse,
          201: createConversationResponse,
          ...errors(400, 401, 403, 429),
        },
      },
      config: { rateLimit: perUser(60) },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { result, events } = await createConversation(db, user, request.body);
      for (const invitation of result.invitations) {
        mailInvitation(user, invitation.email, invitation.token, request.log);
      }
      await publishEvents(deps, events);
      const view = await viewOrNotFound(user.id, result.conversationId);
      const body: CreateConversationResult = {
        ...view,
        created: result.created,
        invitedEmails: result.invitations.map((i) => i.email),
      };
      return reply.code(result.created ? 201 : 200).send(body);
    },
  );

  r.patch(
    '/api/conversations/:id',
    {
      schema: {
        params: conversationParamsSchema,
        body: renameConversationSchema,
        response: { 200: conversationResponse, ...errors(400, 401, 403, 404, 429) },
      },
      config: { rateLimit: changeLimit },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const { events } = await renameConversation(db, user, id, request.body.name);
      await publishEvents(deps, events);
      return viewOrNotFound(user.id, id);
    },
  );

  r.delete(
    '/api/conversations/:id',
    {
      schema: {
        params: conversationParamsSchema,
        response: { 200: messageResponse, ...errors(400, 401, 403, 404, 429) },
      },
      config: { rateLimit: changeLimit },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const { events } = await deleteConversation(db, clock, user, id);
      await publishEvents(deps, events);
      return { message: 'Conversation deleted' };
    },
  );

  r.post(
    '/api/conversations/:id/participants',
    {
      schema: {
        params: conversationParamsSchema,
        body: addParticipantSchema,
        // 202: the address has no account yet and was invited.
        response: {
          201: addParticipantResponse,
          202: addParticipantResponse,
          ...errors(400, 401, 403, 404, 409, 429),
        },
      },
      config: { rateLimit: changeLimit },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = request.params;
      const { email, history } = request.body;
      const { result, events } = await addParticipant(db, user, id, email, history);
      await publishEvents(deps, events);
      switch (result.kind) {
        case 'group-started': {
          // The one-to-one stays as it was: the three talk in a new group, which the web opens.
          if (result.invitation) {
            mailInvitation(user, result.invitation.email, result.invitation.token, request.log);
          }
          const view = await viewOrNotFound(user.id, result.conversationId);
          const body: AddParticipantResult = { ...view, startedGroup: true };
          return reply.code(201).send(body);
        }
        case 'invited': {
          // No account yet: the view lists the address under `invited` until they register.
          mailInvitation(user, result.email, result.token, request.log);
          const body: AddParticipantResult = { ...(await viewOrNotFound(user.id, id)), startedGroup: false };
          return reply.code(202).send(body);
        }
        case 'added': {
          const body: AddParticipantResult = { ...(await viewOrNotFound(user.id, id)), startedGroup: false };
          return reply.code(201).send(body);
        }
      }
    },
  );

  r.delete(
    '/api/conversations/:id/participants/:userId',
    {
      schema: {
        params: participantParamsSchema,
        response: { 200: messageResponse, ...errors(400, 401, 403, 404, 429) },
      },
      config: { rateLimit: changeLimit },
    },
    async (request) => {
      const user = requireUser(request);
      const { id, userId } = request.params;
      const { result, events } = await removeParticipant(db, user, id, userId);
      await publishEvents(deps, events);
      const { removed } = result;
      return { message: removed.id === user.id ? 'Left conversation' : 'User removed' };
    },
  );

  r.get(
    '/api/conversations/:id/membership',
    {
      schema: {
        params: conversationParamsSchema,
        response: { 200: z.array(membershipEventResponse), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await requireParticipation(db, user.id, request.params.id);
      return listMembershipEvents(db, request.params.id);
    },
  );

  r.put(
    '/api/conversations/:id/read',
    {
      schema: {
        params: conversationParamsSchema,
        body: markReadSchema,
        response: {
          200: z.object({ conversationId: z.string(), lastReadMessageId: z.number() }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const { result, events } = await markRead(db, clock, user.id, id, request.body.lastMessageId);
      await publishEvents(deps, events);
      return { conversationId: id, lastReadMessageId: result.lastReadMessageId };
    },
  );
}
