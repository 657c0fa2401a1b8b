import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type Client, type TestApp } from '../../../test/helpers/app';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { PaymentRequiredError } from '../errors';
import { assertAssistantAccess } from '../policies/assistant-access';
import {
  FAKE_SECRET_KEY,
  signedEvent,
  startFakeStripe,
  type FakeStripe,
} from './stripe-fake-server.test-helper';

const WEBHOOK_SECRET = 'whsec_parley_test_secret';
const ADMIN_EMAIL = 'admin@parley.test';
const DAY_S = 86400;

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  // Stripe's clock is the app's, so its 48-hour rule for trial_end is checked against the same time.
  fake = await startFakeStripe({ now: () => t.clock.now().getTime() });
  t = await buildTestApp(
    {
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ADMIN_EMAIL,
    },
    { stripe: fake.stripe },
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const status = async (client: Client) =>
  (await client({ method: 'GET', url: '/api/subscription/status' })).json();
const nowS = () => Math.floor(t.clock.now().getTime() / 1000);

function deliver(
  event: { id?: string; type: string; object: Record<string, unknown> },
  secret = WEBHOOK_SECRET,
) {
  const signed = signedEvent(fake.stripe, secret, event, t.clock.now().getTime());
  return t.app
    .inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
      payload: signed.payload,
    })
    .then((res) => ({ res, id: signed.id }));
}

const HOUR_MS = 3600 * 1000;
const REGISTERED = new Date('2026-05-01T12:00:00Z');
const TRIAL_END = new Date('2026-05-15T12:00:00Z');

/**
 * A user who has started a Stripe Checkout `at` (by default the day after their trial ended) and
 * completed it: Stripe now holds the subscription it made from that session.
 */
async function checkedOutUser(at = new Date(TRIAL_END.getTime() + 24 * HOUR_MS)) {
  t.clock.set(REGISTERED);
  const u = await buildUser(t);
  t.clock.set(at);
  const res = await u.client({ method: 'POST', url: '/api/subscription/create', payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  const customerCall = fake.requests.filter((r) => r.path === '/v1/customers').at(-1);
  expect(customerCall?.params.get('metadata[userId]')).toBe(u.user.id);
  const session = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
  const customer = session?.params.get('customer') ?? '';
  const sessionUrl = res.json().sessionUrl as string;
  const { subscription, completed } = fake.completeCheckout(sessionUrl.split('/').at(-1) ?? '');
  return {
    ...u,
    customer,
    subscriptionId: subscription.id,
    completed: { type: 'checkout.session.completed', object: completed },
    sessionUrl,
    sessionParams: session?.params,
  };
}

/** Stripe holds a paid invoice of `amountCents` for the subscription and tells us so (invoice.paid). */
function invoicePaid(sub: { customer: string; subscriptionId: string }, id: string, amountCents: number) {
  const { customer, subscriptionId } = sub;
  fake.invoices.set(id, { id, customer, subscription: subscriptionId, amount: amountCents, paid: true });
  return deliver({ type: 'invoice.paid', object: { id, object: 'invoice', customer } });
}

describe('Stripe provider (real SDK against a local Stripe)', () => {
  it('creates a subscription-mode Checkout Session for $4.99 a month', async () => {
    const { sessionUrl } = await checkedOutUser();
    expect(sessionUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_/);
    const session = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
    expect(session?.authorization).toBe(`Bearer ${FAKE_SECRET_KEY}`);
    const p = session?.params;
    expect(p?.get('mode')).toBe('subscription');
    expect(p?.get('line_items[0][price_data][unit_amount]')).toBe('499');
    expect(p?.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(p?.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(p?.get('success_url')).toBe('http://parley.test/dashboard?checkout=success');
    expect(p?.get('subscription_data[trial_end]')).toBeNull(); // the trial is over: charged at once
  });

  it('subscribing on day 1 of the trial keeps it: trialing until its end, first charged then', async () => {
    const { client, completed, sessionParams, subscriptionId, customer } = await checkedOutUser(
      new Date(REGISTERED.getTime() + 24 * HOUR_MS),
    );
    expect(sessionParams?.get('subscription_data[trial_end]')).toBe(String(TRIAL_END.getTime() / 1000));
    expect(fake.subscriptions.get(subscriptionId)).toMatchObject({
      status: 'trialing',
      trial_end: TRIAL_END.getTime() / 1000,
    });
    const { res } = await deliver(completed);
    expect(res.statusCode, res.body).toBe(200);
    // Stripe opens the trial with a $0 invoice marked paid: not a charge, so not in the billing history.
    await invoicePaid({ customer, subscriptionId }, 'in_trial_start', 0);
    // `trialing` counts as subscribed: no trial banner, the assistant open, the first bill at the trial's end.
    expect(await status(client)).toMatchObject({
      subscriptionStatus: 'active',
      isTrialActive: false,
      paymentNeeded: false,
      trialEndDate: TRIAL_END.toISOString(),
      nextBillingDate: TRIAL_END.toISOString(),
      trialBeforeFirstCharge: true,
      subscribeKeepsTrialUntil: null,
    });
    expect((await client({ method: 'GET', url: '/api/subscription/payments' })).json()).toEqual([]);

    // The trial ends: Stripe charges the saved card and the plan runs a month from then.
    t.clock.set(new Date(TRIAL_END.getTime() + 60_000));
    Object.assign(fake.subscriptions.get(subscriptionId)!, {
      status: 'active',
      current_period_end: TRIAL_END.getTime() / 1000 + 30 * DAY_S,
    });
    await invoicePaid({ customer, subscriptionId }, 'in_after_trial', 499);
    expect(await status(client)).toMatchObject({
      subscriptionStatus: 'active',
      trialBeforeFirstCharge: false,
      nextBillingDate: new Date(TRIAL_END.getTime() + 30 * DAY_S * 1000).toISOString(),
    });
    expect((await client({ method: 'GET', url: '/api/subscription/payments' })).json()).toEqual([
      expect.objectContaining({ amountCents: 499, status: 'paid' }),
    ]);
  });

  it('sends trial_end with 49 hours of trial left, not with 47 (Stripe needs 48)', async () => {
    const early = await checkedOutUser(new Date(TRIAL_END.getTime() - 49 * HOUR_MS));
    expect(early.sessionParams?.get('subscription_data[trial_end]')).toBe(String(TRIAL_END.getTime() / 1000));

    const late = await checkedOutUser(new Date(TRIAL_END.getTime() - 47 * HOUR_MS));
    expect(late.sessionParams?.get('subscription_data[trial_end]')).toBeNull();
    expect(fake.subscriptions.get(late.subscriptionId)?.status).toBe('active');
    await deliver(late.completed);
    expect(await status(late.client)).toMatchObject({
      subscriptionStatus: 'active',
      trialBeforeFirstCharge: false,
      nextBillingDate: new Date(t.clock.now().getTime() + 30 * DAY_S * 1000).toISOString(),
    });
  });

  it('the local Stripe refuses a trial_end under 48 hours ahead, as Stripe does', async () => {
    t.clock.set(REGISTERED);
    const create = (hours: number) =>
      fake.stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: 'price_x', quantity: 1 }],
        subscription_data: { trial_end: nowS() + hours * 3600 },
        success_url: 'http://parley.test/ok',
      });
    await expect(create(47)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'subscription_data[trial_end]',
    });
    await expect(create(48)).resolves.toMatchObject({ object: 'checkout.session' });
  });

  it('a correctly signed checkout.session.completed activates the plan, re-read from Stripe', async () => {
    const { client, user, completed } = await checkedOutUser();
    expect((await status(client)).paymentNeeded).toBe(true);
    const before = fake.requests.length;
    const { res } = await deliver(completed);
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/subscriptions/${completed.object.subscription}`,
    ]);
    expect(await status(client)).toMatchObject({
      subscriptionStatus: 'active',
      paymentNeeded: false,
      nextBillingDate: new Date((nowS() + 30 * DAY_S) * 1000).toISOString(),
    });
    await expect(assertAssistantAccess(t.deps, user)).resolves.toBeUndefined();
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { client, completed } = await checkedOutUser();
    const { res } = await deliver(completed, 'whsec_someone_else');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid webhook signature');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_x', type: completed.type, data: { object: completed.object } }),
    });
    expect(unsigned.statusCode).toBe(400);
    // A correct signature over a body that was altered afterwards is refused too.
    const signed = signedEvent(fake.stripe, WEBHOOK_SECRET, completed, t.clock.now().getTime());
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
      payload: signed.payload.replace('checkout.session.completed', 'checkout.session.completed '),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await status(client)).subscriptionStatus).toBe('trial');
  });

  it('applies a replayed event once', async () => {
    const { client, completed, subscriptionId } = await checkedOutUser();
    const first = await deliver({ ...completed, id: `evt_once_${subscriptionId}` });
    expect(first.res.statusCode).toBe(200);
    expect((await status(client)).subscriptionStatus).toBe('active');
    // Stripe's truth moves on; a replay of the old event must not be processed again.
    fake.subscriptions.get(subscriptionId)!.status = 'canceled';
    const before = fake.requests.length;
    const replay = await deliver({ ...completed, id: first.id });
    expect(replay.res.statusCode).toBe(200);
    expect(fake.requests.length).toBe(before);
    expect((await status(client)).subscriptionStatus).toBe('active');
  });

  it('trusts Stripe, not the payload: a forged status in the event body is ignored', async () => {
    const { client, completed, subscriptionId, customer } = await checkedOutUser();
    await deliver(completed);
    fake.subscriptions.get(subscriptionId)!.status = 'past_due';
    await deliver({
      type: 'customer.subscription.updated',
      object: { id: subscriptionId, object: 'subscription', customer, status: 'active' },
    });
    expect(await status(client)).toMatchObject({ subscriptionStatus: 'past_due', paymentNeeded: true });
  });

  it('invoice.paid records the payment once; invoice.payment_failed makes payment needed', async () => {
    const { client, user, completed, subscriptionId, customer } = await checkedOutUser();
    await deliver(completed);
    fake.invoices.set('in_paid1', {
      id: 'in_paid1',
      customer,
      subscription: subscriptionId,
      amount: 499,
      paid: true,
    });
    const paid = await deliver({
      type: 'invoice.paid',
      object: { id: 'in_paid1', object: 'invoice', customer },
    });
    expect(paid.res.statusCode).toBe(200);
    await deliver({ type: 'invoice.paid', object: { id: 'in_paid1', object: 'invoice', customer } });
    const payments = (await client({ method: 'GET', url: '/api/subscription/payments' })).json();
    expect(payments).toEqual([
      expect.objectContaining({ amountCents: 499, status: 'paid', currency: 'usd' }),
    ]);

    t.clock.advanceDays(30);
    fake.subscriptions.get(subscriptionId)!.status = 'past_due';
    fake.invoices.set('in_fail1', {
      id: 'in_fail1',
      customer,
      subscription: subscriptionId,
      amount: 499,
      paid: false,
    });
    const failed = await deliver({
      type: 'invoice.payment_failed',
      object: { id: 'in_fail1', object: 'invoice', customer },
    });
    expect(failed.res.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/subscription/payments',
      headers: { cookie: (await buildUser(t)).cookie },
    });
    expect(after.json()).toEqual([]); // another user sees none of it
    await expect(assertAssistantAccess(t.deps, user)).rejects.toBeInstanceOf(PaymentRequiredError);
  });

  it('cancel sets cancel_at_period_end at Stripe; the deletion event ends the plan', async () => {
    const { client, user, completed, subscriptionId, customer } = await checkedOutUser();
    await deliver(completed);
    const cancel = await client({ method: 'POST', url: '/api/subscription/cancel' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const call = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`,
    );
    expect(call.at(-1)?.params.get('cancel_at_period_end')).toBe('true');
    expect(cancel.json()).toMatchObject({
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: true,
      nextBillingDate: null,
    });
    await expect(assertAssistantAccess(t.deps, user)).resolves.toBeUndefined();

    const resumed = await client({ method: 'POST', url: '/api/subscription/resume' });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({ cancelAtPeriodEnd: false });
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);
    await client({ method: 'POST', url: '/api/subscription/cancel' });

    fake.subscriptions.get(subscriptionId)!.status = 'canceled';
    await deliver({
      type: 'customer.subscription.deleted',
      object: { id: subscriptionId, object: 'subscription', customer },
    });
    expect(await status(client)).toMatchObject({ subscriptionStatus: 'canceled', paymentNeeded: true });
  });

  it('deleting an account stops its renewal at Stripe first; if Stripe fails, nothing is deleted', async () => {
    const { user, completed, subscriptionId } = await checkedOutUser();
    await deliver(completed);
    const { client: admin } = await buildUser(t, { email: ADMIN_EMAIL });
    const remove = () => admin({ method: 'DELETE', url: `/api/admin/users/${user.id}` });

    const atStripe = fake.subscriptions.get(subscriptionId)!;
    fake.subscriptions.delete(subscriptionId); // Stripe answers 404: the cancel fails
    const refused = await remove();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toMatch(/could not be cancelled .* nothing was deleted/);
    const [kept] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(kept.deletedAt).toBeNull();

    fake.subscriptions.set(subscriptionId, atStripe);
    const deleted = await remove();
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(atStripe.cancel_at_period_end).toBe(true);
    const [erased] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(erased.deletedAt).not.toBeNull();
  });

  it('Update Payment opens the customer portal for this customer', async () => {
    const { client, customer } = await checkedOutUser();
    const res = await client({ method: 'POST', url: '/api/subscription/portal' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().url).toBe(`https://billing.stripe.test/p/session/${customer}`);
    const call = fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1);
    expect(call?.params.get('return_url')).toBe('http://parley.test/manage-subscription');
  });
});

describe('Stripe provider with STRIPE_PRICE_ID', () => {
  let priced: TestApp;
  beforeAll(async () => {
    priced = await buildTestApp(
      {
        BILLING_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_ID: 'price_pro_monthly',
      },
      { stripe: fake.stripe },
    );
  });
  afterAll(() => priced.close());

  it('uses the configured price', async () => {
    const { client } = await buildUser(priced);
    const res = await client({
      method: 'POST',
      url: '/api/subscription/create',
      payload: { returnPath: '/manage-subscription' },
    });
    expect(res.statusCode).toBe(200);
    const p = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)?.params;
    expect(p?.get('line_items[0][price]')).toBe('price_pro_monthly');
    expect(p?.get('line_items[0][price_data][unit_amount]')).toBeNull();
    expect(p?.get('success_url')).toBe('http://parley.test/manage-subscription?checkout=success');
  });
});
