import type { FastifyInstance, FastifyReply } from 'fastify';
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
  scheduleEntryViewSchema,
  scheduleRangeViewSchema,
} from '../../common/schemas/schedule';
import type { RewriteProofs } from '../ai/rewrite-proof';
import type { AppDeps } from '../deps';
import type { UserRow } from '../domain/accounts';
import type { SentMessage } from '../domain/entries';
import { addEvent, answerChange, cancelEvent, loadSchedule, proposeChange } from '../domain/schedule';
import { requireUser } from '../plugins/session';
import { perUser } from './rate-limits';
import { checkNote as checkNoteProof, replyWithEntry } from './record-writes';

/** A year and a bit: a month view asks for about six weeks, an agenda a few months. */
export const SCHEDULE_RANGE_MAX_DAYS = 400;
const changeLimit = perUser(120);
/** A retry with the same clientId gets the stored entry back (200); a new entry is 201. */
const recordedEntry = { 200: scheduleEntryViewSchema, 201: scheduleEntryViewSchema };

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
  const recorded = (reply: FastifyReply, user: UserRow, sent: SentMessage) =>
    replyWithEntry(deps, reply, user, sent);

  r.get(
    '/api/conversations/:id/schedule',
    {
      schema: {
        params: scheduleParamsSchema,
        querystring: rangeQuery,
        response: { 200: scheduleRangeViewSchema },
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

  r.post(
    '/api/conversations/:id/schedule/events',
    {
      schema: { params: scheduleParamsSchema, body: addEventSchema, response: recordedEntry },
      config: { rateLimit: changeLimit },
    },
    async (request, reply) => {
      const user = requireUser(request);
      return recorded(reply, user, await addEvent(db, clock, user, request.params.id, request.body));
    },
  );

  r.post(
    '/api/conversations/:id/schedule/events/:itemId/cancel',
    {
      schema: { params: scheduleItemParamsSchema, body: cancelEventSchema, response: recordedEntry },
      config: { rateLimit: changeLimit },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id, itemId } = request.params;
      return recorded(reply, user, await cancelEvent(db, clock, user, id, itemId, request.body.clientId));
    },
  );

  r.post(
    '/api/conversations/:id/schedule/requests',
    {
      schema: { params: scheduleParamsSchema, body: proposeChangeSchema, response: recordedEntry },
      config: { rateLimit: changeLimit },
    },
    async (request, reply) => {
      const user = requireUser(request);
      checkNote(user, request.body.note);
      return recorded(reply, user, await proposeChange(db, clock, user, request.params.id, request.body));
    },
  );

  r.post(
    '/api/conversations/:id/schedule/requests/:requestId/answer',
    {
      schema: { params: scheduleRequestParamsSchema, body: answerChangeSchema, response: recordedEntry },
      config: { rateLimit: changeLimit },
    },
    async (request, reply) => {
      const user = requireUser(request);
      checkNote(user, request.body.note);
      const { id, requestId } = request.params;
      return recorded(reply, user, await answerChange(db, clock, user, id, requestId, request.body));
    },
  );
}
