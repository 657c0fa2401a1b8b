import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHECKOUT_RETURN_PATHS } from '../../common/subscription';
import type { AppDeps } from '../deps';
import { sandboxRoutes } from '../billing/sandbox-routes';
import { subscriptionStatusFor } from '../billing/access';
import { findSubscription, listPayments } from '../domain/subscriptions';
import { ConflictError, NotFoundError } from '../errors';
import type { UserRow } from '../domain/accounts';
import { requireUser } from '../plugins/session';
import { errors } from './responses';
import { paymentResponse, subscriptionStatusResponse } from './response-views';

/** A call to the payment provider: refused signed out, from another site, too often, or when it makes no sense now (409). */
const billingErrors = errors(401, 403, 409, 429);

const createBody = z
  .object({ returnPath: z.enum(CHECKOUT_RETURN_PATHS).optional() })
  .optional()
  .nullable();
/**
 * Checkout, portal, cancel and resume each call the payment provider (Stripe's API, with its own
 * limits on our account): per signed-in user, as several people can share one address.
 */
export const BILLING_CALLS_PER_MINUTE = 10;
const limits = {
  // Visitors are keyed by address, and refused with 401 anyway.
  billingCall: {
    max: BILLING_CALLS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
  },
  webhook: { max: 300, timeWindow: '1 minute' },
};

export async function subscriptionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock, billing } = deps;

  const statusOf = (user: UserRow) => subscriptionStatusFor(deps, user);

  r.get(
    '/api/subscription/status',
    { schema: { response: { 200: subscriptionStatusResponse, ...errors(401) } } },
    async (request) => statusOf(requireUser(request)),
  );

  r.post(
    '/api/subscription/create',
    {
      schema: {
        body: createBody,
        response: {
          200: z.object({ sessionUrl: z.string().describe('The checkout page to open') }),
          ...billingErrors,
          ...errors(400),
        },
      },
      config: { rateLimit: limits.billingCall },
    },
    async (request) => {
      const user = requireUser(request);
      const status = await statusOf(user);
      if (!status.billingEnabled && billing.kind !== 'off')
        throw new ConflictError('The administrator account is not billed: it already has full access.');
      if (status.billingEnabled && status.subscriptionStatus === 'active')
        throw new ConflictError('You already have an active Parley Pro plan.');
      const { sessionUrl } = await billing.createCheckout(user, request.body?.returnPath ?? '/dashboard');
      request.log.info({ event: 'billing.checkout.created', userId: user.id, provider: billing.kind });
      return { sessionUrl };
    },
  );

  const statusChange = {
    schema: { response: { 200: subscriptionStatusResponse, ...billingErrors } },
    config: { rateLimit: limits.billingCall },
  };

  r.post('/api/subscription/cancel', statusChange, async (request) => {
    const user = requireUser(request);
    const row = await findSubscription(db, user.id);
    const status = await statusOf(user);
    if (!row || !status.billingEnabled || status.subscriptionStatus !== 'active')
      throw new ConflictError('You have no active subscription to cancel.');
    if (!status.cancelAtPeriodEnd) await billing.cancelAtPeriodEnd(user, row);
    request.log.info({ event: 'billing.cancelled', userId: user.id, provider: billing.kind });
    return statusOf(user);
  });

  r.post('/api/subscription/resume', statusChange, async (request) => {
    const user = requireUser(request);
    const row = await findSubscription(db, user.id);
    const status = await statusOf(user);
    if (!row || !status.billingEnabled || status.subscriptionStatus !== 'active' || !status.cancelAtPeriodEnd)
      throw new ConflictError('There is no cancelled subscription to resume.');
    await billing.resume(user, row);
    request.log.info({ event: 'billing.resumed', userId: user.id, provider: billing.kind });
    return statusOf(user);
  });

  const portal = {
    schema: {
      response: {
        200: z.object({ url: z.string().describe('The payment details page to open') }),
        ...billingErrors,
        ...errors(400, 404),
      },
    },
    config: { rateLimit: limits.billingCall },
  };
  r.post('/api/subscription/portal', portal, async (request) => {
    const user = requireUser(request);
    const row = await findSubscription(db, user.id);
    if (!row) throw new NotFoundError('No subscription found for this account.');
    if (!(await statusOf(user)).billingEnabled)
      throw new ConflictError('This account is not billed: there are no payment details to update.');
    return billing.createPortalSession(user, row);
  });

  r.get(
    '/api/subscription/payments',
    { schema: { response: { 200: z.array(paymentResponse), ...errors(401) } } },
    async (request) => listPayments(db, requireUser(request).id),
  );

  if (billing.kind === 'sandbox') await app.register(sandboxRoutes({ db, clock }));
  const handleWebhook = billing.handleWebhook?.bind(billing);
  if (handleWebhook) {
    await app.register(async (scope) => {
      // The signature covers the exact bytes Stripe sent, so this route keeps the body raw.
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      const webhook = {
        schema: { response: { 200: z.object({ received: z.literal(true) }), ...errors(400, 429) } },
        config: { rateLimit: limits.webhook },
      };
      scope.post('/api/billing/webhook', webhook, async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        const signature = request.headers['stripe-signature'];
        const result = await handleWebhook(raw, typeof signature === 'string' ? signature : undefined);
        request.log.info({ event: 'billing.webhook', eventId: result.eventId, applied: result.applied });
        return { received: true };
      });
    });
  }
}
