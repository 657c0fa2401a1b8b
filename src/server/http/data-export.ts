import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { requireUser } from '../plugins/session';
import { buildUserDataExport, filesSentBy } from '../records/data-export';
import { zipWithFiles } from '../records/export-archive';
import { exportLimit } from './rate-limits';
import { errors, fileBody } from './responses';

const dataExportQuery = z.object({
  format: z.enum(['json', 'zip'], { error: 'Format must be json or zip' }).default('json'),
});

/**
 * GET /api/user/export: the signed-in user's own data as a JSON download (the account menu links
 * here); with ?format=zip, a zip of that JSON (my-data.json) and every file they sent, under
 * attachments/ as the JSON's `filesYouSent` names them.
 */
export async function dataExportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/user/export',
    {
      schema: {
        querystring: dataExportQuery,
        produces: ['application/json', 'application/zip'],
        // Sent as a file (pretty-printed JSON, or a zip), so no schema reshapes it on the way out.
        response: {
          200: fileBody('All your data as a JSON file, or with ?format=zip a zip of it and your files'),
          ...errors(400, 401, 429),
        },
      },
      config: { rateLimit: exportLimit },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const now = deps.clock.now();
      const data = await buildUserDataExport(deps.db, user, now);
      const name = `parley-my-data-${now.toISOString().slice(0, 10)}`;
      void reply.header('Cache-Control', 'no-store');
      if (request.query.format === 'zip') {
        const json = Buffer.from(JSON.stringify(data, null, 2));
        const files = await filesSentBy(deps.db, user.id);
        return reply
          .header('Content-Disposition', `attachment; filename="${name}.zip"`)
          .type('application/zip')
          .send(zipWithFiles(deps.storage, { name: 'my-data.json', bytes: json }, files));
      }
      return reply
        .header('Content-Disposition', `attachment; filename="${name}.json"`)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );
}
