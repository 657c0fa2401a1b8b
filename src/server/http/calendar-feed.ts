import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedParamsSchema, feedViewSchema, type FeedView } from '../../common/schemas/schedule';
import type { AppDeps } from '../deps';
import {
  calendarFeedOf,
  calendarsOf,
  createCalendarFeed,
  feedOwner,
  revokeCalendarFeed,
} from '../domain/calendar-feed';
import { NotFoundError } from '../errors';
import { requireUser } from '../plugins/session';
import { renderIcsFeed } from '../presenters/ics-feed';
import { publishEvents } from '../realtime/publish';
import { perUser } from './rate-limits';
import { errors, fileBody, messageResponse } from './responses';

export const FEED_NOT_FOUND = 'Calendar feed not found';

/**
 * The person's private calendar feed (docs/SCHEDULE.md). Made, replaced and revoked while signed in;
 * read by a calendar app with no session at /api/calendar/{secret}.ics. Calendar apps poll about
 * hourly, so the feed's own limit (per address) leaves room for a household behind one router.
 */
const limits = { read: perUser(60), change: perUser(10), feed: { max: 60, timeWindow: '1 minute' } };

export async function calendarFeedRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock, config } = deps;
  const feedUrl = (token: string) => `${config.appUrl}/api/calendar/${token}.ics`;

  r.get(
    '/api/calendar-feed',
    {
      schema: { response: { 200: feedViewSchema, ...errors(401, 429) } },
      config: { rateLimit: limits.read },
    },
    async (request, reply): Promise<FeedView> => {
      const user = requireUser(request);
      const feed = await calendarFeedOf(db, user.id);
      void reply.header('Cache-Control', 'no-store');
      return { active: Boolean(feed), createdAt: feed?.createdAt.toISOString() ?? null, url: null };
    },
  );

  r.post(
    '/api/calendar-feed',
    {
      schema: { response: { 201: feedViewSchema, ...errors(401, 403, 429) } },
      config: { rateLimit: limits.change },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { result, events } = await createCalendarFeed(db, clock, user);
      await publishEvents(deps, events);
      void reply.header('Cache-Control', 'no-store');
      const view: FeedView = {
        active: true,
        createdAt: result.feed.createdAt.toISOString(),
        url: feedUrl(result.token),
      };
      return reply.code(201).send(view);
    },
  );

  r.delete(
    '/api/calendar-feed',
    {
      schema: { response: { 200: messageResponse, ...errors(401, 403, 429) } },
      config: { rateLimit: limits.change },
    },
    async (request) => {
      const user = requireUser(request);
      const { result, events } = await revokeCalendarFeed(db, clock, user);
      await publishEvents(deps, events);
      return { message: result ? 'Calendar feed revoked' : 'There was no calendar feed to revoke' };
    },
  );

  r.get(
    '/api/calendar/:token',
    {
      schema: {
        params: feedParamsSchema,
        produces: ['text/calendar'],
        response: {
          200: fileBody('The schedules of every conversation the owner is in (iCalendar)'),
          ...errors(400, 404, 429),
        },
      },
      config: { rateLimit: limits.feed },
    },
    async (request, reply) => {
      const token = request.params.token.slice(0, -'.ics'.length);
      const userId = await feedOwner(db, token);
      if (!userId) throw new NotFoundError(FEED_NOT_FOUND);
      const today = clock.now().toISOString().slice(0, 10);
      const body = renderIcsFeed(await calendarsOf(db, userId), today);
      return reply
        .header('Cache-Control', 'private, max-age=300')
        .header('X-Robots-Tag', 'noindex')
        .type('text/calendar; charset=utf-8')
        .send(body);
    },
  );
}
