import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { NoteInput } from '../../common/schemas/record-note';
import type { RewriteProofs } from '../ai/rewrite-proof';
import type { AppDeps } from '../deps';
import type { UserRow } from '../domain/accounts';
import type { SentMessage } from '../domain/entries';
import { presentMessage } from '../presenters/message';
import { requireUser } from '../plugins/session';
import type { DomainEvent, Outcome } from '../domain/events';
import { publishEvents } from '../realtime/publish';
import type { perUser } from './rate-limits';
import { errors } from './responses';
import { messageViewResponse } from './response-views';

/** What the routes that record entries (schedule, expenses) share. */

/** A note that claims the assistant's words must carry the assistant's proof, as a message does. */
export function checkNote(proofs: RewriteProofs, user: UserRow, note: NoteInput): void {
  if (note.rewrittenContent != null)
    proofs.assertValid(
      user.id,
      note.originalContent ?? '',
      note.rewrittenContent.trim(),
      note.rewriteProof ?? '',
    );
}

/**
 * The events of a record write, after the commit. Records are not sent as Web Push (as before): only
 * the bus and the database are handed on, not the push service.
 */
export const publishRecordEvents = (deps: AppDeps, events: readonly DomainEvent[], log?: FastifyBaseLogger) =>
  publishEvents({ db: deps.db, bus: deps.bus, clock: deps.clock }, events, log);

/**
 * What a record write answers: the entry (201), or the stored one for a retry (200). 403: a step that
 * is not this person's (answering their own request, correcting another's expense; or another site);
 * 409: a step already taken.
 */
export const recordedEntry = {
  200: messageViewResponse,
  201: messageViewResponse,
  ...errors(400, 401, 403, 404, 409, 429),
};

/**
 * Every record write has one shape: a participant's request, checked against `params` and `body`,
 * recorded by one domain operation (`record`), whose events are published after its commit, and
 * answered with the entry as a message.
 */
export function recordWrites(app: FastifyInstance, deps: AppDeps, rateLimit: ReturnType<typeof perUser>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  return <P extends z.ZodType, B extends z.ZodType>(
    url: string,
    params: P,
    body: B,
    record: (user: UserRow, params: z.infer<P>, body: z.infer<B>) => Promise<Outcome<SentMessage>>,
  ) =>
    r.post(
      url,
      { schema: { params, body, response: recordedEntry }, config: { rateLimit } },
      async (request, reply) => {
        const user = requireUser(request);
        // Checked against `params` and `body` above; TypeScript cannot follow a generic schema there.
        const input = [request.params as z.infer<P>, request.body as z.infer<B>] as const;
        const { result: sent, events } = await record(user, ...input);
        await publishRecordEvents(deps, events, request.log);
        // 201: the entry recorded; 200: the stored one, for a retry with the same clientId.
        return reply.code(sent.created ? 201 : 200).send(presentMessage(sent.row, user.id, sent.context));
      },
    );
}
