import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { z } from 'zod';
import { databaseAnswers } from '../domain/health';

/** How long a readiness check waits for the database or Redis before calling it down. */
const CHECK_TIMEOUT_MS = 2000;

function withinTimeout(check: Promise<unknown>): Promise<'ok' | 'failing'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'failing'>((resolve) => {
    timer = setTimeout(() => resolve('failing'), CHECK_TIMEOUT_MS);
  });
  return Promise.race([
    check.then(
      () => 'ok' as const,
      () => 'failing' as const,
    ),
    late,
  ]).finally(() => clearTimeout(timer));
}

/**
 * For a supervisor and a load balancer. /api/health: the process is up and serving (liveness; restart
 * it when this fails). /api/ready: it can do its work now, the database answers and, with REDIS_URL,
 * Redis does; a 503 says which is failing, so a load balancer stops sending people to an instance
 * whose database is gone instead of letting every request fail there.
 */
export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const check = z.enum(['ok', 'failing']);
  const checks = z.object({ database: check, events: check });
  app.get(
    '/api/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({
      status: 'ok' as const,
    }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ready'), checks }),
          503: z.object({ message: z.string(), code: z.literal('not_ready'), checks }),
        },
      },
    },
    async (_request, reply) => {
      const [database, events] = await Promise.all([
        withinTimeout(databaseAnswers(deps.db)),
        withinTimeout(deps.bus.ping()),
      ]);
      const checks = { database, events };
      if (database === 'ok' && events === 'ok') return { status: 'ready' as const, checks };
      return reply
        .code(503)
        .send({
          message: 'Not ready: a service it needs is not answering',
          code: 'not_ready' as const,
          checks,
        });
    },
  );
}
