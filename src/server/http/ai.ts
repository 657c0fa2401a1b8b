/**
 * The assistant's endpoints: rewrite, suggested replies, conflict coach, conversation summary.
 * Each needs a signed-in user with AI access (trial or paid, else 402), is rate-limited per user, and
 * takes messages of at most MESSAGE_MAX characters. A summary is only of a conversation you take part in.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conflictCoachRequestSchema,
  conversationSummaryRequestSchema,
  rewriteRequestSchema,
  rewriteResultSchema,
  suggestedRepliesRequestSchema,
} from '../../common/assistant/schemas';
import type { RewriteResponse } from '../../common/assistant/types';
import type { AppDeps } from '../deps';
import { recentLines } from '../domain/conversation-lines';
import { assertAssistantAccess } from '../policies/assistant-access';
import { requireHistoryStart } from '../policies/history-access';
import { requireUser } from '../plugins/session';
import { perUser } from './rate-limits';
import type { RewriteProofs } from '../ai/rewrite-proof';
import { errors } from './responses';
import { replySuggestionResponse } from './response-views';

/** 402: no trial left and no plan. */
const assistantErrors = errors(400, 401, 402, 403, 429);
const rewriteResponse = rewriteResultSchema.extend({
  rewriteProof: z.string().describe('POST /api/messages needs it to send the proposal as rewritten'),
});

export async function aiRoutes(app: FastifyInstance, deps: AppDeps, proofs: RewriteProofs): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { assistant, db } = deps;

  /** Who is asking, and may they: 401 before 402, so signed-out callers learn nothing about billing. */
  async function authorize(request: FastifyRequest) {
    const user = requireUser(request);
    await assertAssistantAccess(deps, user);
    return user;
  }

  r.post(
    '/api/messages/rewrite',
    // Per user: enough for someone typing, a ceiling for a script. Summaries and coaching cost more.
    {
      schema: { body: rewriteRequestSchema, response: { 200: rewriteResponse, ...assistantErrors } },
      config: { rateLimit: perUser(60) },
    },
    async (request): Promise<RewriteResponse> => {
      const user = await authorize(request);
      const { message } = request.body;
      const result = await assistant.rewrite(message);
      // Signed as the web sends it back: the draft it asked about, the proposal without outer spaces.
      const proposal = (result.rewritten || result.rewrittenMessage).trim();
      return { ...result, rewriteProof: proofs.sign(user.id, message, proposal) };
    },
  );

  r.post(
    '/api/ai/suggested-replies',
    {
      schema: {
        body: suggestedRepliesRequestSchema,
        response: { 200: z.object({ replies: z.array(replySuggestionResponse) }), ...assistantErrors },
      },
      config: { rateLimit: perUser(60) },
    },
    async (request) => {
      await authorize(request);
      const history = request.body.conversationHistory.filter((h) => h.trim() !== '');
      const replies = await assistant.suggestReplies(history, request.body.currentMessage);
      return { replies: replies.slice(0, 3) };
    },
  );

  r.post(
    '/api/ai/conflict-coach',
    {
      schema: {
        body: conflictCoachRequestSchema,
        response: { 200: z.object({ advice: z.string() }), ...assistantErrors },
      },
      config: { rateLimit: perUser(20) },
    },
    async (request) => {
      await authorize(request);
      return assistant.coach(request.body.messageText, request.body.conversationContext);
    },
  );

  r.post(
    '/api/ai/conversation-summary',
    {
      schema: {
        body: conversationSummaryRequestSchema,
        response: { 200: z.object({ summary: z.string() }), ...assistantErrors, ...errors(404) },
      },
      config: { rateLimit: perUser(20) },
    },
    async (request) => {
      const user = await authorize(request);
      const { conversationId, messageCount } = request.body;
      // Only what the person can read: nothing from before their history start.
      const startsAfter = await requireHistoryStart(db, user.id, conversationId);
      return assistant.summarize(await recentLines(db, conversationId, messageCount, startsAfter));
    },
  );
}
