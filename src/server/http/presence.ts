import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { requireUser } from '../plugins/session';
import { presenceVisibleTo } from '../policies/presence-audience';
import { errors } from './responses';

const onlineUsersSchema = {
  response: {
    200: z.array(z.string()).describe('The ids of those online, the caller included'),
    ...errors(401),
  },
};

/**
 * GET /api/online-users: ids of the online users whose status the caller may see (people who have
 * spoken up in a live conversation with them, realtime/presence-audience.ts), plus the caller.
 * Nobody learns who else is online on the whole service.
 */
export async function presenceRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/online-users', { schema: onlineUsersSchema }, async (request) => {
    const user = requireUser(request);
    const candidates = [user.id, ...(await presenceVisibleTo(deps.db, user.id))];
    const online = await deps.presence.onlineAmong(candidates);
    return candidates.filter((id) => online.has(id));
  });
}
