import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { requireUser } from '../plugins/session';
import { buildUserDataExport } from '../records/data-export';
import { exportLimit } from './rate-limits';

/** GET /api/user/export: the signed-in user's own data as a JSON download (the account menu links here). */
export async function dataExportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/user/export', { config: { rateLimit: exportLimit } }, async (request, reply) => {
    const user = requireUser(request);
    const now = deps.clock.now();
    const data = await buildUserDataExport(deps.db, user, now);
    return reply
      .header('Cache-Control', 'no-store')
      .header(
        'Content-Disposition',
        `attachment; filename="parley-my-data-${now.toISOString().slice(0, 10)}.json"`,
      )
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });
}
