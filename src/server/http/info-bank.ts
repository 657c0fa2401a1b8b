import type { FastifyInstance, FastifyReply } from 'fastify';
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
import type { UserRow } from '../domain/accounts';
import type { SentMessage } from '../domain/entries';
import { addInfoCard, editInfoCard, loadInfoBank } from '../domain/info-bank';
import { NotFoundError } from '../errors';
import { requireUser } from '../plugins/session';
import { perUser } from './rate-limits';
import { publishEntry } from './record-writes';
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

  /** The saved card as the saver now reads it, after the entry is published. */
  const saved = async (
    reply: FastifyReply,
    user: UserRow,
    conversationId: string,
    cardId: string,
    sent: SentMessage | null,
  ) => {
    if (sent) await publishEntry(deps, sent);
    const bank = await loadInfoBank(db, user.id, conversationId);
    const card = bank.cards.find((c) => c.id === cardId);
    if (!card) throw new NotFoundError('Card not found');
    return reply.code(sent?.created ? 201 : 200).send(card);
  };

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
      const user = requireUser(request);
      const { id } = request.params;
      const sent = await addInfoCard(db, clock, user, id, request.body);
      const { cardId } = sent.row.payload as { cardId: string };
      return saved(reply, user, id, cardId, sent);
    },
  );

  r.put(
    '/api/conversations/:id/info/cards/:cardId',
    {
      schema: { params: infoCardParamsSchema, body: editInfoCardSchema, response: savedCard },
      config: { rateLimit: saveLimit },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id, cardId } = request.params;
      const sent = await editInfoCard(db, clock, user, id, cardId, request.body);
      return saved(reply, user, id, cardId, sent);
    },
  );
}
