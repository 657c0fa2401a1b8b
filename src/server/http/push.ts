import { ECDH } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { errors, noContent } from './responses';
import { sessionIdOf } from '../domain/sessions';
import { requireUser } from '../plugins/session';
import { isPushServiceHost } from '../push/service-hosts';
import { removeSubscription, saveSubscription } from '../push/subscriptions';

/** The bytes of a base64url string, or null when it is not base64url. */
function base64UrlBytes(value: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  return Buffer.from(value, 'base64url');
}

/**
 * Whether the bytes are a point on the P-256 curve. A key that only looks right would be stored and
 * then fail every push sent to it (the encryption needs a real point), so it is refused up front.
 */
function isP256Point(bytes: Buffer): boolean {
  try {
    ECDH.convertKey(bytes, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

const endpointSchema = z
  .string({ error: 'The subscription endpoint is required' })
  .trim()
  .max(2048, 'The subscription endpoint is too long')
  .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', {
    message: 'The subscription endpoint must be an https URL',
  });

const unsubscribeSchema = z.object({ endpoint: endpointSchema });

/**
 * The server POSTs to a subscription's endpoint, and the endpoint comes from the client: only the
 * push services of PUSH_SERVICE_HOSTS are accepted, so an account cannot aim the server at other hosts.
 */
function subscribeSchemaFor(pushServiceHosts: string[]) {
  const pushServiceEndpoint = endpointSchema.refine(
    // An unparsable value already failed above (zod runs every refinement).
    (value) => !URL.canParse(value) || isPushServiceHost(new URL(value).hostname, pushServiceHosts),
    { message: 'The subscription endpoint is not a known push service' },
  );
  return z.object({
    subscription: z.object(
      {
        endpoint: pushServiceEndpoint,
        keys: z.object(
          {
            // An uncompressed P-256 public key: 65 bytes starting with 0x04 (RFC 8291).
            p256dh: z
              .string({ error: 'The subscription key p256dh is required' })
              .max(200)
              .refine(
                (v) => {
                  const bytes = base64UrlBytes(v);
                  return bytes?.length === 65 && bytes[0] === 4 && isP256Point(bytes);
                },
                { message: 'The subscription key p256dh is not a P-256 public key' },
              ),
            // The 16-byte authentication secret.
            auth: z
              .string({ error: 'The subscription key auth is required' })
              .max(100)
              .refine((v) => base64UrlBytes(v)?.length === 16, {
                message: 'The subscription key auth must be 16 bytes',
              }),
          },
          { error: 'The subscription keys are required' },
        ),
      },
      { error: 'A push subscription is required' },
    ),
  });
}

export async function pushRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, push } = deps;
  const subscribeSchema = subscribeSchemaFor(deps.config.pushServiceHosts);

  // The application server key is public by design: the browser needs it before anyone signs in to push.
  r.get(
    '/api/push-notifications/public-key',
    { schema: { response: { 200: z.object({ publicKey: z.string() }) } } },
    async () => ({ publicKey: push.publicKey }),
  );

  r.post(
    '/api/push-notifications/subscribe',
    {
      schema: {
        body: subscribeSchema,
        response: { 201: z.object({ subscribed: z.literal(true) }), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // Tied to this browser's session, so signing the browser out ends its pushes too.
      const sessionId = request.sessionToken ? await sessionIdOf(db, request.sessionToken) : null;
      await saveSubscription(db, user.id, request.body.subscription, sessionId);
      return reply.code(201).send({ subscribed: true });
    },
  );

  r.delete(
    '/api/push-notifications/subscribe',
    { schema: { body: unsubscribeSchema, response: { 204: noContent, ...errors(400, 401, 403) } } },
    async (request, reply) => {
      const user = requireUser(request);
      await removeSubscription(db, user.id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
}
