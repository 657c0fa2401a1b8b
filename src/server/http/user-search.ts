import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSearchQuerySchema } from '../../common/schemas/conversations';
import type { AppDeps } from '../deps';
import { searchUsers } from '../domain/search';
import { requireUser } from '../plugins/session';
import { perUser } from './rate-limits';
import { errors, userSummaryResponse } from './responses';

export async function userSearchRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/users/search',
    {
      schema: {
        querystring: userSearchQuerySchema,
        response: { 200: z.array(userSummaryResponse), ...errors(400, 401, 429) },
      },
      // Bounded so the directory cannot be walked quickly.
      config: { rateLimit: perUser(120) },
    },
    async (request) => {
      const user = requireUser(request);
      return searchUsers(deps.db, user.id, request.query.q);
    },
  );
}
