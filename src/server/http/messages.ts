import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageHistoryParamsSchema,
  messageHistoryQuerySchema,
  messageParamsSchema,
  messageSearchQuerySchema,
  reactionSchema,
  sendMessageSchema,
} from '../../common/schemas/messages';
import type { Reaction } from '../../common/constants';
import type { AppDeps } from '../deps';
import { listMessages, sendMessage } from '../domain/messages';
import { setReaction } from '../domain/reactions';
import { searchMessages } from '../domain/search';
import { ValidationError } from '../errors';
import { requireUser } from '../plugins/session';
import { perUser } from './rate-limits';
import { errors } from './responses';
import { messageSearchResultResponse, messageViewResponse } from './response-views';
import type { RewriteProofs } from '../ai/rewrite-proof';
import { presentMessage } from '../presenters/message';
import { publishEvents } from '../realtime/publish';

/** Generous for people, a ceiling for a runaway client. */
const sendLimit = perUser(300);
/** Each toggle is an event on every participant's screen. */
const reactionLimit = perUser(120);
/**
 * A search scans everything the person can read, several ways: the web asks at most once per 250 ms
 * pause in typing, far below this; a script looping on it is not.
 */
export const MESSAGE_SEARCHES_PER_MINUTE = 120;

/** A retry with the same clientId answers the stored message (200); a new one is 201. */
const sendResponses = {
  200: messageViewResponse,
  201: messageViewResponse,
  ...errors(400, 401, 403, 404, 409, 429),
};
const reactionResponses = { 200: messageViewResponse, ...errors(400, 401, 403, 404, 429) };

/** DELETE bodies are optional for some clients: the emoji may come in the body or as ?emoji=. */
const optionalReaction = reactionSchema.partial();

export async function messageRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  proofs: RewriteProofs,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;

  // Registered before /:conversationId; Fastify matches the static segment first anyway.
  r.get(
    '/api/messages/search',
    {
      schema: {
        querystring: messageSearchQuerySchema,
        response: { 200: z.array(messageSearchResultResponse), ...errors(400, 401, 429) },
      },
      config: { rateLimit: perUser(MESSAGE_SEARCHES_PER_MINUTE) },
    },
    async (request) => {
      const user = requireUser(request);
      return searchMessages(db, user.id, request.query.q);
    },
  );

  r.get(
    '/api/messages/:conversationId',
    {
      schema: {
        params: messageHistoryParamsSchema,
        querystring: messageHistoryQuerySchema,
        response: { 200: z.array(messageViewResponse), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return listMessages(db, clock, user, request.params.conversationId, request.query);
    },
  );

  r.post(
    '/api/messages',
    { schema: { body: sendMessageSchema, response: sendResponses }, config: { rateLimit: sendLimit } },
    async (request, reply) => {
      const user = requireUser(request);
      const { originalContent, rewrittenContent, rewriteProof } = request.body;
      if (rewrittenContent != null) {
        // The schema has made sure both drafts and the proof are present with a proposal.
        proofs.assertValid(user.id, originalContent ?? '', rewrittenContent.trim(), rewriteProof ?? '');
      }
      const { result: sent, events } = await sendMessage(db, clock, user, request.body);
      await publishEvents(deps, events, request.log);
      if (sent.created) {
        request.log.debug({
          event: 'message.sent',
          messageId: sent.row.id,
          conversationId: sent.row.conversationId,
        });
      }
      return reply.code(sent.created ? 201 : 200).send(presentMessage(sent.row, user.id, sent.context));
    },
  );

  const react = async (userId: string, messageId: number, emoji: Reaction, present: boolean) => {
    const { result: message, events } = await setReaction(db, userId, messageId, emoji, present);
    await publishEvents(deps, events);
    return message;
  };

  r.post(
    '/api/messages/:id/reactions',
    {
      schema: { params: messageParamsSchema, body: reactionSchema, response: reactionResponses },
      config: { rateLimit: reactionLimit },
    },
    async (request) => react(requireUser(request).id, request.params.id, request.body.emoji, true),
  );

  r.delete(
    '/api/messages/:id/reactions',
    {
      schema: {
        params: messageParamsSchema,
        body: optionalReaction.nullish(),
        querystring: optionalReaction,
        response: reactionResponses,
      },
      config: { rateLimit: reactionLimit },
    },
    async (request) => {
      const user = requireUser(request);
      const emoji = request.body?.emoji ?? request.query.emoji;
      if (!emoji) throw new ValidationError('Please pick one of the available reactions');
      return react(user.id, request.params.id, emoji, false);
    },
  );
}
