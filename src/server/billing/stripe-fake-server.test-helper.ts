import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local HTTP server that answers the few Stripe API calls Parley makes, so the real `stripe` SDK
 * can be driven end to end in tests (its host/port/protocol settings point it here). Objects are
 * shaped like API version 2026-10-28: the billing period lives on subscription items.
 */
export interface FakeSubscription {
  id: string;
  customer: string;
  status: Stripe.Subscription.Status;
  cancel_at_period_end: boolean;
  current_period_end: number;
  /** Set when the subscription began with a trial (Checkout's subscription_data.trial_end). */
  trial_start?: number | null;
  trial_end?: number | null;
  metadata: Record<string, string>;
}

/** What a Checkout Session was created with, for completing it as Stripe would. */
export interface FakeCheckoutSession {
  id: string;
  customer: string;
  trialEnd: number | null;
  metadata: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  authorization: string | undefined;
}

export interface FakeStripe {
  stripe: Stripe;
  requests: RecordedRequest[];
  subscriptions: Map<string, FakeSubscription>;
  sessions: Map<string, FakeCheckoutSession>;
  /**
   * The customer pays (or, with a trial, saves a card) on the session's page: Stripe creates the
   * subscription, `trialing` until trial_end when the session had one, otherwise `active` and charged
   * for a month. Returns the checkout.session.completed object Stripe would send.
   */
  completeCheckout(sessionId: string): { subscription: FakeSubscription; completed: Record<string, unknown> };
  invoices: Map<
    string,
    { id: string; customer: string; subscription: string; amount: number; paid: boolean }
  >;
  close(): Promise<void>;
}

export const FAKE_SECRET_KEY = 'sk_test_parley_fake';
let seq = 0;
const nextId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(seq += 1)}`;

function subscriptionJson(sub: FakeSubscription) {
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancel_at_period_end,
    cancel_at: null,
    trial_start: sub.trial_start ?? null,
    trial_end: sub.trial_end ?? null,
    metadata: sub.metadata,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id}`,
          object: 'subscription_item',
          current_period_start: sub.trial_start ?? sub.current_period_end - 30 * 86400,
          current_period_end: sub.current_period_end,
        },
      ],
    },
  };
}

/** Stripe's own rule for subscription_data.trial_end (documented on the SDK's SessionCreateParams). */
export const STRIPE_MIN_TRIAL_END_S = 48 * 3600;

/**
 * `now` is Stripe's clock (milliseconds); tests that move the app's clock hand theirs in, so the
 * 48-hour check on trial_end is made against the same time the app sees.
 */
export async function startFakeStripe(options: { now?: () => number } = {}): Promise<FakeStripe> {
  const now = options.now ?? (() => Date.now());
  const nowS = () => Math.floor(now() / 1000);
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const sessions = new Map<string, FakeCheckoutSession>();
  const invoices: FakeStripe['invoices'] = new Map();

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const params = new URLSearchParams(req.method === 'GET' ? url.search : body);
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        params,
        authorization: req.headers.authorization,
      });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
        res.end(JSON.stringify(json));
      };
      const notFound = () =>
        send(404, { error: { type: 'invalid_request_error', message: 'No such object' } });
      if (req.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`)
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });

      const path = url.pathname;
      if (req.method === 'POST' && path === '/v1/customers')
        return send(200, { id: nextId('cus'), object: 'customer', email: params.get('email') });
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const trialParam = params.get('subscription_data[trial_end]');
        const trialEnd = trialParam === null ? null : Number(trialParam);
        if (trialEnd !== null && (!Number.isInteger(trialEnd) || trialEnd < nowS() + STRIPE_MIN_TRIAL_END_S))
          return send(400, {
            error: {
              type: 'invalid_request_error',
              param: 'subscription_data[trial_end]',
              message: 'subscription_data[trial_end] has to be at least 48 hours in the future.',
            },
          });
        const id = nextId('cs');
        sessions.set(id, {
          id,
          customer: params.get('customer') ?? '',
          trialEnd,
          metadata: { userId: params.get('subscription_data[metadata][userId]') ?? '' },
        });
        return send(200, {
          id,
          object: 'checkout.session',
          mode: params.get('mode'),
          customer: params.get('customer'),
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions')
        return send(200, {
          id: nextId('bps'),
          object: 'billing_portal.session',
          customer: params.get('customer'),
          url: `https://billing.stripe.test/p/session/${params.get('customer')}`,
        });
      const subMatch = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
      if (subMatch) {
        const sub = subscriptions.get(subMatch[1]);
        if (!sub) return notFound();
        const cancelFlag = params.get('cancel_at_period_end');
        if (req.method === 'POST' && cancelFlag !== null) sub.cancel_at_period_end = cancelFlag === 'true';
        return send(200, subscriptionJson(sub));
      }
      const invoiceMatch = /^\/v1\/invoices\/([\w]+)$/.exec(path);
      if (invoiceMatch && req.method === 'GET') {
        const invoice = invoices.get(invoiceMatch[1]);
        if (!invoice) return notFound();
        return send(200, {
          id: invoice.id,
          object: 'invoice',
          customer: invoice.customer,
          currency: 'usd',
          amount_due: invoice.amount,
          amount_paid: invoice.paid ? invoice.amount : 0,
          status: invoice.paid ? 'paid' : 'open',
          parent: {
            type: 'subscription_details',
            quote_details: null,
            subscription_details: { subscription: invoice.subscription, metadata: {} },
          },
        });
      }
      return notFound();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stripe = new Stripe(FAKE_SECRET_KEY, {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
  const completeCheckout = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    const subscription: FakeSubscription = {
      id: `sub_${sessionId}`,
      customer: session.customer,
      status: session.trialEnd ? 'trialing' : 'active',
      cancel_at_period_end: false,
      current_period_end: session.trialEnd ?? nowS() + 30 * 86400,
      trial_start: session.trialEnd ? nowS() : null,
      trial_end: session.trialEnd,
      metadata: session.metadata,
    };
    subscriptions.set(subscription.id, subscription);
    const completed = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      customer: session.customer,
      subscription: subscription.id,
    };
    return { subscription, completed };
  };
  return {
    stripe,
    requests,
    subscriptions,
    sessions,
    completeCheckout,
    invoices,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook body and its Stripe-Signature header, signed with the SDK's own test helper. */
export function signedEvent(
  stripe: Stripe,
  secret: string,
  event: { id?: string; type: string; object: Record<string, unknown> },
  nowMs: number,
): { payload: string; signature: string; id: string } {
  const id = event.id ?? nextId('evt');
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(nowMs / 1000),
    type: event.type,
    data: { object: event.object },
  });
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(nowMs / 1000),
  });
  return { payload, signature, id };
}
