import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userSearchQuerySchema } from '../../common/schemas/conversations';
import type { AppDeps } from '../deps';
import { searchUsers } from '../domain/search';
import { requireUser } from '../plugins/session';
import { perUser } from './rate-limits';

export async function userSearchRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/users/search',
    {
      schema: { querystring: userSearchQuerySchema },
      // Bounded so the directory cannot be walked quickly.
      config: { rateLimit: perUser(120) },
    },
    async (request) => {
      const user = requireUser(request);
      return searchUsers(deps.db, user.id, request.query.q);
    },
  );
}
