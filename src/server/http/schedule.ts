import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { custodyByDay, handovers, occurrences, scheduleState } from '../../common/schedule/calendar';
import { daysBetween } from '../../common/schedule/dates';
import {
  addEventSchema,
  answerChangeSchema,
  cancelEventSchema,
  dateSchema,
  type NoteInput,
  proposeChangeSchema,
  scheduleItemParamsSchema,
  scheduleParamsSchema,
  scheduleRequestParamsSchema,
  scheduleRangeViewSchema,
} from '../../common/schemas/schedule';
import type { RewriteProofs } from '../ai/rewrite-proof';
import type { AppDeps } from '../deps';
import type { UserRow } from '../domain/accounts';
import { addEvent, answerChange, cancelEvent, loadSchedule, proposeChange } from '../domain/schedule';
import { requireUser } from '../plugins/session';
import { perUser } from './rate-limits';
import { checkNote as checkNoteProof, recordWrites } from './record-writes';
import { errors } from './responses';

/** A year and a bit: a month view asks for about six weeks, an agenda a few months. */
export const SCHEDULE_RANGE_MAX_DAYS = 400;
const changeLimit = perUser(120);

const rangeQuery = z
  .object({ from: dateSchema, to: dateSchema })
  .refine((q) => q.to >= q.from, { path: ['to'], message: 'The end must be after the start' })
  .refine((q) => daysBetween(q.from, q.to) <= SCHEDULE_RANGE_MAX_DAYS, {
    path: ['to'],
    message: `Ask for at most ${SCHEDULE_RANGE_MAX_DAYS} days at a time`,
  });

/**
 * The shared calendar of a conversation (docs/SCHEDULE.md). Every write is a record entry in the
 * conversation's timeline, published as a new message, so the other parent's window (timeline and
 * calendar) updates live.
 */
export async function scheduleRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  proofs: RewriteProofs,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;

  const checkNote = (user: UserRow, note: NoteInput) => checkNoteProof(proofs, user, note);

  r.get(
    '/api/conversations/:id/schedule',
    {
      schema: {
        params: scheduleParamsSchema,
        querystring: rangeQuery,
        response: { 200: scheduleRangeViewSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const view = await loadSchedule(db, user.id, request.params.id);
      const { from, to } = request.query;
      const state = scheduleState(view.items);
      return {
        ...view,
        from,
        to,
        occurrences: occurrences(state, from, to),
        custody: [...custodyByDay(state, from, to)].map(([date, c]) => ({ date, custody: c })),
        handovers: handovers(state, from, to),
      };
    },
  );

  const write = recordWrites(app, deps, changeLimit);
  write(
    '/api/conversations/:id/schedule/events',
    scheduleParamsSchema,
    addEventSchema,
    (user, { id }, body) => addEvent(db, clock, user, id, body),
  );
  write(
    '/api/conversations/:id/schedule/events/:itemId/cancel',
    scheduleItemParamsSchema,
    cancelEventSchema,
    (user, { id, itemId }, body) => cancelEvent(db, clock, user, id, itemId, body.clientId),
  );
  write(
    '/api/conversations/:id/schedule/requests',
    scheduleParamsSchema,
    proposeChangeSchema,
    (user, { id }, body) => {
      checkNote(user, body.note);
      return proposeChange(db, clock, user, id, body);
    },
  );
  write(
    '/api/conversations/:id/schedule/requests/:requestId/answer',
    scheduleRequestParamsSchema,
    answerChangeSchema,
    (user, { id, requestId }, body) => {
      checkNote(user, body.note);
      return answerChange(db, clock, user, id, requestId, body);
    },
  );
}
