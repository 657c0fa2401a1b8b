import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageHistoryParamsSchema,
  messageHistoryQuerySchema,
  messageParamsSchema,
  messageSearchQuerySchema,
  reactionSchema,
  sendMessageSchema,
  type SendMessageInput,
} from '../../common/schemas/messages';
import { MESSAGE_MAX, type Reaction } from '../../common/constants';
import { hasVisibleText } from '../../common/schemas/text';
import type { AppDeps } from '../deps';
import { listMessages, sendMessage } from '../domain/messages';
import { setReaction } from '../domain/reactions';
import { searchMessages } from '../domain/search';
import { RateLimitedError, UnauthorizedError, ValidationError } from '../errors';
import type { MessageView } from '../../common/types';
import type { UserRow } from '../domain/accounts';
import { answerFor, INTERNAL_ERROR } from '../plugins/error-handler';
import { requireUser } from '../plugins/session';
import { limitHeaders, perUser, sharedLimit, type LimitState } from './rate-limits';
import { errors } from './responses';
import { messageSearchResultResponse, messageViewResponse } from './response-views';
import type { RewriteProofs } from '../ai/rewrite-proof';
import { presentMessage, senderViewJson } from '../presenters/message';
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
): Promise<MessageSender> {
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

  const send = messageSender(app, deps, proofs);

  r.post(
    '/api/messages',
    {
      schema: { body: sendMessageSchema, response: sendResponses },
      // The send limit (per person, shared with sends over the socket) is counted before anything else,
      // and says where it stands in the headers a route's own limit would send.
      onRequest: async (request, reply) => {
        const limit = await send.count(request.user, request.ip);
        reply.headers(limitHeaders(limit));
        if (limit.exceeded) throw new RateLimitedError();
      },
    },
    async (request, reply) => {
      const { status, message } = await send.store(requireUser(request), request.body, request.log);
      return reply.code(status).send(message);
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
  return send;
}

/**
 * A send, whichever way it came: POST /api/messages, or a `send_message` frame on the person's open
 * socket (realtime/socket-server.ts), which costs no HTTP request. Both count against the one limit per
 * person, parse with the same schema, check the rewrite proof, store through the same domain operation
 * (the same clientId answers the stored message) and publish the same events; a refusal is the same
 * status and `{ message, code, fields? }` (plugins/error-handler.ts, `answerFor`).
 */
export interface MessageSender {
  /** Counts one send against the person's limit and says where it stands (exceeded: answer 429). */
  count(user: UserRow | null, ip: string): Promise<LimitState>;
  /** Checks the proof, stores, publishes; 201 with the new message, 200 with the one a retry names. */
  store(
    user: UserRow,
    input: SendMessageInput,
    log: FastifyBaseLogger,
  ): Promise<{ status: 200 | 201; message: MessageView }>;
  /**
   * A `send_message` frame's body, from a socket of the session whose token hashes to `sessionHash`:
   * the JSON text of the answer frame, `message_ack` or `message_error`. Never throws.
   */
  overSocket(sessionHash: string, body: unknown, log: FastifyBaseLogger): Promise<string>;
}

const validateSend = validatorCompiler({ schema: sendMessageSchema, method: 'POST', url: '/api/messages' });

/** The pattern z.uuid() checks (zod's own), so both ways accept the same ids. */
const UUID = z.regexes.uuid();
const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const absent = (value: unknown) => value === undefined || value === null;

/**
 * The common send, parsed without zod: words only (no files, no reply, not rewritten), each field
 * checked as sendMessageSchema checks it, and the same value out. Anything else (a bad field, files,
 * a reply, the assistant's drafts) is null, and goes through the schema itself, which says what is
 * wrong. The schema's parse copies the body through every field's pipeline and was about 4% of a
 * socket send's app thread (bench/RESULTS.md runs 24 and 26); `send-body.test.ts` holds the two equal.
 */
export function parsePlainSend(body: unknown): SendMessageInput | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  const { conversationId, clientId, content, wasRewritten, attachmentIds } = b;
  if (typeof conversationId !== 'string' || !UUID.test(conversationId)) return null;
  if (typeof clientId !== 'string' || !UUID.test(clientId)) return null;
  if (typeof content !== 'string' || content.length > MESSAGE_MAX) return null;
  if (content.includes(NUL) || LONE_SURROGATE.test(content)) return null;
  const trimmed = content.trim();
  if (!hasVisibleText(trimmed)) return null;
  if (wasRewritten !== undefined && wasRewritten !== false && wasRewritten !== 'false') return null;
  if (!absent(b.originalContent) || !absent(b.rewrittenContent) || !absent(b.rewriteProof)) return null;
  if (!absent(b.replyToMessageId)) return null;
  if (attachmentIds !== undefined && !(Array.isArray(attachmentIds) && attachmentIds.length === 0))
    return null;
  return {
    conversationId,
    clientId,
    content: trimmed,
    wasRewritten: false,
    originalContent: null,
    rewrittenContent: null,
    rewriteProof: null,
    replyToMessageId: null,
    attachmentIds: [],
  };
}

function messageSender(app: FastifyInstance, deps: AppDeps, proofs: RewriteProofs): MessageSender {
  const { db, clock } = deps;
  // One count per person for both ways in; its own key, as a route's limit has (Redis: parley:rate-limit:...send <id>).
  const take = sharedLimit(app, sendLimit);
  const count: MessageSender['count'] = (user, ip) => take(`send ${user?.id ?? ip}`);

  /** Checks the proof, stores, publishes; the stored message as its sender sees it, for either answer. */
  const storeAndPublish = async (user: UserRow, input: SendMessageInput, log: FastifyBaseLogger) => {
    const { originalContent, rewrittenContent, rewriteProof } = input;
    if (rewrittenContent != null) {
      // The schema has made sure both drafts and the proof are present with a proposal.
      proofs.assertValid(user.id, originalContent ?? '', rewrittenContent.trim(), rewriteProof ?? '');
    }
    const { result: sent, events } = await sendMessage(db, clock, user, input);
    await publishEvents(deps, events, log);
    if (sent.created) {
      log.debug({ event: 'message.sent', messageId: sent.row.id, conversationId: sent.row.conversationId });
    }
    return { status: sent.created ? (201 as const) : (200 as const), sent };
  };

  const store: MessageSender['store'] = async (user, input, log) => {
    const { status, sent } = await storeAndPublish(user, input, log);
    return { status, message: presentMessage(sent.row, user.id, sent.context) };
  };

  return {
    count,
    store,
    async overSocket(sessionHash, body, log) {
      const clientId =
        body && typeof body === 'object' && typeof (body as { clientId?: unknown }).clientId === 'string'
          ? (body as { clientId: string }).clientId
          : null;
      try {
        // In the order of the route: the session, the limit, the input, then the send itself.
        const user = await app.userOfSessionHash(sessionHash);
        if (!user) throw new UnauthorizedError();
        if ((await count(user, '')).exceeded) throw new RateLimitedError();
        let input = parsePlainSend(body);
        if (!input) {
          const checked = validateSend(body) as { error?: unknown; value?: unknown };
          if (checked.error) throw Object.assign(new Error('invalid send'), { validation: checked.error });
          input = checked.value as SendMessageInput;
        }
        const { status, sent } = await storeAndPublish(user, input, log);
        // The presenter's own view, written as it is: the response schema's encoder (what POST answers
        // through) would check and copy a value whose type already is that schema's (response-views.ts
        // holds the two equal); it was part of zod's 7% of a socket send's app thread (bench/RESULTS.md run 24).
        // The sender is the viewer, so it is the text the sender's own new_message carried (senderViewJson).
        return `{"type":"message_ack","clientId":${JSON.stringify(sent.row.clientId)},"status":${status},"message":${senderViewJson(sent.row, sent.context)}}`;
      } catch (err) {
        const answer = answerFor(err);
        if (!answer) log.error({ err, event: 'ws.send_failed' }, 'send over the socket failed');
        const { status, body: error } = answer ?? { status: 500, body: INTERNAL_ERROR };
        return JSON.stringify({ type: 'message_error', clientId, status, error });
      }
    },
  };
}
