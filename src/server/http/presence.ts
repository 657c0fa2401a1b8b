import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { requireUser } from '../plugins/session';
import { contactsOf } from '../realtime/notify';

/**
 * GET /api/online-users: ids of the online users the caller shares a live conversation with, plus
 * the caller. Nobody learns who else is online on the whole service.
 */
export async function presenceRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/online-users', async (request) => {
    const user = requireUser(request);
    const candidates = [user.id, ...(await contactsOf(deps.db, user.id))];
    const online = await deps.presence.onlineAmong(candidates);
    return candidates.filter((id) => online.has(id));
  });
}
