import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  legalHoldLookupSchema,
  legalHoldViewSchema,
  placeLegalHoldSchema,
} from '../../common/schemas/records';
import { text } from '../../common/schemas/text';
import type { AppDeps } from '../deps';
import {
  type LegalHoldListItem,
  liftLegalHold,
  listLegalHolds,
  lookUpHoldTargets,
  placeLegalHold,
} from '../domain/legal-holds';
import { requireAdmin } from '../policies/administration';
import { errors } from './responses';

function presentHold({ hold, targetLabel, placedBy }: LegalHoldListItem) {
  return {
    id: hold.id,
    targetType: hold.targetType,
    targetId: hold.targetId,
    targetLabel,
    reason: hold.reason,
    placedAt: hold.placedAt.toISOString(),
    placedBy,
    liftedAt: hold.liftedAt?.toISOString() ?? null,
    active: hold.liftedAt === null,
  };
}

/** Admin only: list, place and lift legal holds. Visitors get 401, everyone but the administrator 403. */
export async function legalHoldRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock, config } = deps;
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      requireAdmin(request, config);
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/admin/legal-holds',
      { schema: { response: { 200: z.array(legalHoldViewSchema), ...errors(401, 403) } } },
      async () => (await listLegalHolds(db)).map(presentHold),
    );

    r.get(
      '/api/admin/legal-holds/lookup',
      {
        schema: {
          querystring: z.object({ email: text().trim().min(1, 'Enter an e-mail address').max(320) }),
          response: { 200: legalHoldLookupSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => lookUpHoldTargets(db, request.query.email),
    );

    r.post(
      '/api/admin/legal-holds',
      {
        schema: {
          body: placeLegalHoldSchema,
          response: { 201: legalHoldViewSchema, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const admin = requireAdmin(request, config);
        const placed = await placeLegalHold(db, clock, { admin, ...request.body });
        return reply.code(201).send(presentHold(placed));
      },
    );

    r.delete(
      '/api/admin/legal-holds/:id',
      {
        schema: {
          params: z.object({ id: z.uuid({ error: 'Legal hold not found' }) }),
          response: { 200: legalHoldViewSchema, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const admin = requireAdmin(request, config);
        return presentHold(await liftLegalHold(db, clock, { admin, holdId: request.params.id }));
      },
    );
  });
}
