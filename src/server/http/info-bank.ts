import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addInfoCardSchema,
  editInfoCardSchema,
  infoBankViewSchema,
  infoCardParamsSchema,
  infoCardViewSchema,
  infoParamsSchema,
} from '../../common/schemas/info-bank';
import type { AppDeps } from '../deps';
import { addInfoCard, editInfoCard, loadInfoBank } from '../domain/info-bank';
import { requireUser } from '../plugins/session';
import { perUser } from './rate-limits';
import { publishRecordEvents } from './record-writes';
import { errors } from './responses';

const saveLimit = perUser(120);
/** A new version is 201; a retry or a save that changed nothing gets the card as it stands (200). */
const savedCard = {
  200: infoCardViewSchema,
  201: infoCardViewSchema,
  // 409: the card limit, or the card changed since it was opened (baseVersion).
  ...errors(400, 401, 403, 404, 409, 429),
};

/**
 * The info bank of a conversation (docs/INFO-BANK.md): its participants read and edit the children's
 * cards; anyone else gets 404. Every save is a record entry in the conversation's timeline, published
 * as a new message, so the other parent's window (timeline and info bank) updates live.
 */
export async function infoBankRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;

  r.get(
    '/api/conversations/:id/info',
    { schema: { params: infoParamsSchema, response: { 200: infoBankViewSchema, ...errors(400, 401, 404) } } },
    async (request, reply) => {
      const user = requireUser(request);
      void reply.header('Cache-Control', 'no-store');
      return loadInfoBank(db, user.id, request.params.id);
    },
  );

  r.post(
    '/api/conversations/:id/info/cards',
    {
      schema: { params: infoParamsSchema, body: addInfoCardSchema, response: savedCard },
      config: { rateLimit: saveLimit },
    },
    async (request, reply) => {
      const { result, events } = await addInfoCard(
        db,
        clock,
        requireUser(request),
        request.params.id,
        request.body,
      );
      await publishRecordEvents(deps, events, request.log);
      return reply.code(result.created ? 201 : 200).send(result.card);
    },
  );

  r.put(
    '/api/conversations/:id/info/cards/:cardId',
    {
      schema: { params: infoCardParamsSchema, body: editInfoCardSchema, response: savedCard },
      config: { rateLimit: saveLimit },
    },
    async (request, reply) => {
      const { id, cardId } = request.params;
      const { result, events } = await editInfoCard(
        db,
        clock,
        requireUser(request),
        id,
        cardId,
        request.body,
      );
      await publishRecordEvents(deps, events, request.log);
      return reply.code(result.created ? 201 : 200).send(result.card);
    },
  );
}
