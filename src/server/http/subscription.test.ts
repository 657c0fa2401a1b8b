import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, signIn, type Client, type TestApp } from '../../../test/helpers/app';
import { sendText, startConversation } from '../../../test/helpers/chat';
import { payWith, startCheckout } from '../../../test/helpers/sandbox-checkout';
import { assertAssistantAccess } from '../policies/assistant-access';
import { PaymentRequiredError } from '../errors';
import { BILLING_CALLS_PER_MINUTE } from './subscription';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const status = async (client: Client) =>
  (await client({ method: 'GET', url: '/api/subscription/status' })).json();

/** Each test gets its own clock start and user, so moving time never leaks between tests. */
async function freshUser() {
  t.clock.set(new Date('2026-03-01T09:00:00Z'));
  return buildUser(t);
}

/** Sessions last 30 days: a test that moves the clock further signs in again. */
const signInAgain = (u: { email: string; password: string }) => signIn(t, u);

const rewrite = (client: Client) =>
  client({ method: 'POST', url: '/api/messages/rewrite', payload: { message: 'You never listen to me!' } });

describe('subscription endpoints', () => {
  it('require authentication', async () => {
    for (const [method, url] of [
      ['GET', '/api/subscription/status'],
      ['POST', '/api/subscription/create'],
      ['POST', '/api/subscription/cancel'],
      ['POST', '/api/subscription/portal'],
      ['GET', '/api/subscription/payments'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('reject an unknown return path', async () => {
    const { client } = await freshUser();
    const res = await client({
      method: 'POST',
      url: '/api/subscription/create',
      payload: { returnPath: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('trial status across the clock', () => {
  it('day 0: a 14-day trial, nothing to pay', async () => {
    const { client } = await freshUser();
    expect(await status(client)).toMatchObject({
      billingEnabled: true,
      provider: 'sandbox',
      isTrialActive: true,
      trialDaysLeft: 14,
      trialDaysRemaining: 14,
      subscriptionStatus: 'trial',
      trialEndDate: '2026-03-15T09:00:00.000Z',
      nextBillingDate: null,
      paymentNeeded: false,
    });
  });

  it('day 11: the trial is ending with 3 days left, the assistant still open', async () => {
    const { client, user } = await freshUser();
    t.clock.advanceDays(11);
    expect(await status(client)).toMatchObject({
      isTrialActive: true,
      trialDaysLeft: 3,
      paymentNeeded: false,
    });
    await expect(assertAssistantAccess(t.deps, user)).resolves.toBeUndefined();
    expect((await rewrite(client)).statusCode).toBe(200);
  });

  it('day 14 and 15: expired, payment needed, the assistant gate answers 402', async () => {
    const { client, user } = await freshUser();
    t.clock.advanceDays(14);
    expect(await status(client)).toMatchObject({
      isTrialActive: false,
      trialDaysLeft: 0,
      subscriptionStatus: 'trial',
      paymentNeeded: true,
    });
    await expect(assertAssistantAccess(t.deps, user)).rejects.toBeInstanceOf(PaymentRequiredError);
    expect((await rewrite(client)).statusCode).toBe(402);
    t.clock.advanceDays(1);
    expect(await status(client)).toMatchObject({ isTrialActive: false, paymentNeeded: true });
    const error = (await assertAssistantAccess(t.deps, user).catch((e: unknown) => e)) as PaymentRequiredError;
    expect(error).toBeInstanceOf(PaymentRequiredError);
    expect(error.statusCode).toBe(402);
    expect(error.message).toMatch(/trial has ended.*Subscribe/);
    const refused = await rewrite(client);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'payment_required', message: error.message });
  });
});

describe('an expired trial keeps its conversations', () => {
  it('day 15: reading and plain sending still work while the assistant gate is closed', async () => {
    const alice = await freshUser();
    const bob = await buildUser(t);
    const conversation = await startConversation(alice.client, [bob.email]);
    t.clock.advanceDays(15);
    expect((await status(alice.client)).paymentNeeded).toBe(true);
    await expect(assertAssistantAccess(t.deps, alice.user)).rejects.toBeInstanceOf(PaymentRequiredError);
    expect((await rewrite(alice.client)).statusCode).toBe(402);
    const sent = await sendText(alice.client, conversation.id, 'Can we talk about the schedule tonight?');
    expect(sent.finalContent).toBe('Can we talk about the schedule tonight?');
    const read = await bob.client({ method: 'GET', url: `/api/messages/${conversation.id}` });
    expect(read.statusCode).toBe(200);
    expect(JSON.stringify(read.json())).toContain('Can we talk about the schedule tonight?');
  });
});

describe('sandbox checkout', () => {
  it('pays with the test card: the plan is active, the payment listed, the gate open again', async () => {
    const { client, user } = await freshUser();
    t.clock.advanceDays(15);
    const url = await startCheckout(client);
    expect(url).toMatch(/^\/billing\/sandbox\/checkout\/[0-9a-f-]{36}\?return=%2Fmanage-subscription$/);

    const page = await client({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('$4.99');
    // Nothing inline (CSP script-src 'self'): the one script is the page's own date formatting.
    expect(page.body.match(/<script[^>]*>/gi)).toEqual([
      '<script src="/billing/sandbox/local-dates.js" defer>',
    ]);
    const script = await client({ method: 'GET', url: '/billing/sandbox/local-dates.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('time[data-local-date]');

    const paid = await payWith(client, url, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/manage-subscription?checkout=success');

    const after = await status(client);
    expect(after).toMatchObject({
      subscriptionStatus: 'active',
      isTrialActive: false,
      paymentNeeded: false,
      cancelAtPeriodEnd: false,
      nextBillingDate: '2026-04-16T09:00:00.000Z',
    });
    await expect(assertAssistantAccess(t.deps, user)).resolves.toBeUndefined();
    expect((await rewrite(client)).statusCode).toBe(200);

    const payments = (await client({ method: 'GET', url: '/api/subscription/payments' })).json();
    expect(payments).toEqual([
      expect.objectContaining({
        amountCents: 499,
        currency: 'usd',
        status: 'paid',
        description: 'Parley Pro — monthly',
      }),
    ]);
    // The card number is checked and dropped: nothing in the database holds it, not even its last
    // four. Ids and times are left out of the look: a random id or a microsecond can hold "4242".
    const { rows } = (await t.db.execute('select * from payments, checkout_sessions, subscriptions')) as {
      rows: Array<Record<string, unknown>>;
    };
    const values = rows
      .flatMap((row) => Object.entries(row))
      .filter(([column]) => !/(?:^id|_id|_at|reference)$/.test(column))
      .map(([, value]) => String(value));
    expect(values.length).toBeGreaterThan(0);
    expect(values.join(' ')).not.toContain('4242');

    const again = await payWith(client, url, '4242424242424242');
    expect(again.statusCode).toBe(409);
    const second = await client({ method: 'POST', url: '/api/subscription/create', payload: {} });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You already have an active Parley Pro plan.');
  });

  it('never charges twice: a second checkout left open is refused once the plan runs', async () => {
    const { client } = await freshUser();
    t.clock.advanceDays(15);
    const first = await startCheckout(client);
    const second = await startCheckout(client);
    expect((await payWith(client, first, '4242424242424242')).statusCode).toBe(303);
    const twice = await payWith(client, second, '4242424242424242');
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain('You already have an active Parley Pro plan.');
    expect((await client({ method: 'GET', url: '/api/subscription/payments' })).json()).toHaveLength(1);
  });

  it('during the trial keeps it: the card is accepted, nothing charged, first billed at the trial end', async () => {
    const { client, user } = await freshUser();
    t.clock.advanceDays(1);
    expect(await status(client)).toMatchObject({
      isTrialActive: true,
      trialDaysLeft: 13,
      subscribeKeepsTrialUntil: '2026-03-15T09:00:00.000Z',
    });
    const url = await startCheckout(client);
    const page = await client({ method: 'GET', url });
    expect(page.body).toContain(
      // The UTC date, which the page's script turns into the reader's own (e2e/billing.spec.ts).
      "<strong>Your free trial continues.</strong> You'll be charged $4.99 on " +
        '<time datetime="2026-03-15T09:00:00.000Z" data-local-date>March 15, 2026</time>, when it ends.',
    );
    expect(page.body).toContain('>Subscribe</button>');
    expect(page.body).not.toContain('Pay $4.99');

    expect((await payWith(client, url, '4242 4242 4242 4242')).statusCode).toBe(303);
    expect(await status(client)).toMatchObject({
      subscriptionStatus: 'active',
      isTrialActive: false,
      paymentNeeded: false,
      trialEndDate: '2026-03-15T09:00:00.000Z',
      nextBillingDate: '2026-03-15T09:00:00.000Z',
      currentPeriodEnd: '2026-03-15T09:00:00.000Z',
      trialBeforeFirstCharge: true,
      subscribeKeepsTrialUntil: null,
    });
    expect((await client({ method: 'GET', url: '/api/subscription/payments' })).json()).toEqual([]);
    await expect(assertAssistantAccess(t.deps, user)).resolves.toBeUndefined();
    t.clock.set(new Date('2026-03-15T09:00:01Z'));
    expect((await status(client)).trialBeforeFirstCharge).toBe(false);
  });

  it('charges at once with under 48 hours of trial left, or for a checkout opened then', async () => {
    const trialEnd = new Date('2026-03-15T09:00:00Z').getTime();
    const { client } = await freshUser();
    t.clock.set(new Date(trialEnd - 47 * 60 * 60 * 1000));
    expect((await status(client)).subscribeKeepsTrialUntil).toBeNull();
    const url = await startCheckout(client);
    t.clock.set(new Date(trialEnd - 49 * 60 * 60 * 1000)); // the checkout's opening decides, as with Stripe
    const page = await client({ method: 'GET', url });
    expect(page.body).toContain('Pay $4.99');
    expect(page.body).not.toContain('Your free trial continues');
    expect((await payWith(client, url, '4242424242424242')).statusCode).toBe(303);
    expect(await status(client)).toMatchObject({
      subscriptionStatus: 'active',
      trialBeforeFirstCharge: false,
      nextBillingDate: '2026-04-13T08:00:00.000Z',
    });
    expect((await client({ method: 'GET', url: '/api/subscription/payments' })).json()).toHaveLength(1);

    // Opened with the trial kept but paid only after the trial ended: charged then.
    const late = await freshUser();
    t.clock.advanceDays(1);
    const kept = await startCheckout(late.client);
    t.clock.advanceDays(14);
    expect((await client({ method: 'GET', url: kept })).statusCode).toBe(404);
    expect((await late.client({ method: 'GET', url: kept })).body).not.toContain('Your free trial continues');
    expect((await payWith(late.client, kept, '4242424242424242')).statusCode).toBe(303);
    expect((await late.client({ method: 'GET', url: '/api/subscription/payments' })).json()).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002 with a clear message and changes nothing', async () => {
    const { client } = await freshUser();
    const url = await startCheckout(client);
    const before = await status(client);
    const declined = await payWith(client, url, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
    expect(declined.body).not.toContain('4000 0000 0000 0002"'); // not echoed back into the field
    // The page has no script: focus starts on the card number (the field to change), which the error describes.
    expect(declined.body).toMatch(/<input id="cardNumber"[^>]* aria-describedby="checkout-error" autofocus>/);
    expect(declined.body).toContain('id="checkout-error" role="alert"');
    expect(await status(client)).toEqual(before);
    expect((await client({ method: 'GET', url: '/api/subscription/payments' })).json()).toEqual([]);
  });

  it('declines 4000 0000 0000 0341 when the checkout charges at once (its charges are declined)', async () => {
    const { client } = await freshUser();
    t.clock.advanceDays(15);
    const url = await startCheckout(client);
    const before = await status(client);
    const declined = await payWith(client, url, '4000 0000 0000 0341');
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
    expect(declined.body).toMatch(/<input id="cardNumber"[^>]* aria-describedby="checkout-error" autofocus>/);
    expect(await status(client)).toEqual(before);
    expect((await client({ method: 'GET', url: '/api/subscription/payments' })).json()).toEqual([]);
    // The checkout stays open: another card can still pay.
    expect((await payWith(client, url, '4242424242424242')).statusCode).toBe(303);
  });

  it('explains bad card input and an unknown card without charging', async () => {
    const { client } = await freshUser();
    const url = await startCheckout(client);
    const bad = await payWith(client, url, '1234 5678');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Your card number is invalid.');
    expect(bad.body).toMatch(
      /<input id="cardNumber"[^>]* aria-invalid="true" aria-describedby="checkout-error" autofocus>/,
    );
    const expired = await payWith(client, url, '4242424242424242', { expiry: '01/20' });
    expect(expired.body).toContain('Enter an expiry date in the future');
    expect(expired.body).toMatch(
      /<input id="expiry"[^>]* aria-invalid="true" aria-describedby="checkout-error" autofocus>/,
    );
    expect(expired.body).not.toMatch(/id="cardNumber"[^>]*autofocus/);
    const unknown = await payWith(client, url, '5555 5555 5555 4444');
    expect(unknown.body).toContain('use the test card 4242 4242 4242 4242');
    expect((await status(client)).subscriptionStatus).toBe('trial');
  });

  it("hides another user's checkout and asks visitors to sign in", async () => {
    const alice = await freshUser();
    const bob = await buildUser(t);
    const url = await startCheckout(alice.client);
    const stolen = await payWith(bob.client, url, '4242424242424242');
    expect(stolen.statusCode).toBe(404);
    expect((await status(alice.client)).subscriptionStatus).toBe('trial');
    expect((await status(bob.client)).subscriptionStatus).toBe('trial');
    const visitor = await t.app.inject({ method: 'GET', url });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).toContain('href="/login"');
    const junk = await alice.client({ method: 'GET', url: '/billing/sandbox/checkout/not-a-uuid' });
    expect(junk.statusCode).toBe(404);
  });
});

describe('cancel, portal, payments', () => {
  it('cancels at period end: access continues until then, then payment is needed', async () => {
    const alice = await freshUser();
    const { client, user } = alice;
    const refused = await client({ method: 'POST', url: '/api/subscription/cancel' });
    expect(refused.statusCode).toBe(409);

    t.clock.advanceDays(15);
    await payWith(client, await startCheckout(client), '4242424242424242');
    const cancelled = await client({ method: 'POST', url: '/api/subscription/cancel' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: true,
      nextBillingDate: null,
      currentPeriodEnd: '2026-04-16T09:00:00.000Z',
      paymentNeeded: false,
    });
    const resumed = await client({ method: 'POST', url: '/api/subscription/resume' });
    expect(resumed.json()).toMatchObject({
      cancelAtPeriodEnd: false,
      nextBillingDate: '2026-04-16T09:00:00.000Z',
    });
    const notAgain = await client({ method: 'POST', url: '/api/subscription/resume' });
    expect(notAgain.statusCode).toBe(409);
    await client({ method: 'POST', url: '/api/subscription/cancel' });
    t.clock.set(new Date(new Date('2026-04-16T09:00:00Z').getTime() - DAY_MS));
    await expect(assertAssistantAccess(t.deps, user)).resolves.toBeUndefined();
    t.clock.set(new Date('2026-04-16T09:00:01Z'));
    expect(await status(await signInAgain(alice))).toMatchObject({
      subscriptionStatus: 'canceled',
      paymentNeeded: true,
    });
    await expect(assertAssistantAccess(t.deps, user)).rejects.toBeInstanceOf(PaymentRequiredError);
  });

  it('limits cancel and resume per person: each one is a call to the payment provider', async () => {
    const { client } = await freshUser();
    t.clock.advanceDays(15);
    await payWith(client, await startCheckout(client), '4242424242424242');
    const call = (action: 'cancel' | 'resume') =>
      client({ method: 'POST', url: `/api/subscription/${action}` });
    for (let i = 0; i < BILLING_CALLS_PER_MINUTE; i++) {
      expect((await call('cancel')).statusCode).toBe(200);
      expect((await call('resume')).statusCode).toBe(200);
    }
    for (const refused of [await call('cancel'), await call('resume')]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/Too many requests/);
    }
  });

  it('opens the sandbox stand-in for the payment portal', async () => {
    const { client } = await freshUser();
    const res = await client({ method: 'POST', url: '/api/subscription/portal' });
    expect(res.json()).toEqual({ url: '/billing/sandbox/portal' });
    const page = await client({ method: 'GET', url: '/billing/sandbox/portal' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODE');
  });

  it("lists only the user's own payments", async () => {
    const alice = await freshUser();
    t.clock.advanceDays(15);
    const bob = await buildUser(t);
    await payWith(alice.client, await startCheckout(alice.client), '4242424242424242');
    expect((await alice.client({ method: 'GET', url: '/api/subscription/payments' })).json()).toHaveLength(1);
    expect((await bob.client({ method: 'GET', url: '/api/subscription/payments' })).json()).toEqual([]);
  });
});

describe('the administrator', () => {
  it('is never billed: full access after the trial would have ended, and nothing to buy', async () => {
    t.clock.set(new Date('2026-03-01T09:00:00Z'));
    const admin = await buildUser(t, { email: t.deps.config.ADMIN_EMAIL });
    t.clock.advanceDays(40);
    const client = await signInAgain(admin);
    expect(await status(client)).toMatchObject({
      billingEnabled: false,
      provider: 'sandbox',
      isTrialActive: false,
      subscriptionStatus: 'active',
      paymentNeeded: false,
    });
    await expect(assertAssistantAccess(t.deps, admin.user)).resolves.toBeUndefined();
    expect((await rewrite(client)).statusCode).toBe(200);
    const create = await client({ method: 'POST', url: '/api/subscription/create' });
    expect(create.statusCode).toBe(409);
    expect(create.json().message).toMatch(/administrator account is not billed/);
    const portal = await client({ method: 'POST', url: '/api/subscription/portal' });
    expect(portal.statusCode).toBe(409);
    // Everyone else's trial still runs out.
    const other = await buildUser(t);
    t.clock.advanceDays(15);
    expect(await status(await signInAgain(other))).toMatchObject({ paymentNeeded: true });
  });
});

describe('BILLING_PROVIDER=off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await buildTestApp({ BILLING_PROVIDER: 'off' });
  });
  afterAll(() => off.close());

  it('gives everyone full access and offers nothing to buy', async () => {
    const { client, user } = await buildUser(off);
    off.clock.advanceDays(20);
    expect(await status(client)).toMatchObject({
      billingEnabled: false,
      subscriptionStatus: 'active',
      paymentNeeded: false,
    });
    await expect(assertAssistantAccess(off.deps, user)).resolves.toBeUndefined();
    const create = await client({ method: 'POST', url: '/api/subscription/create' });
    expect(create.statusCode).toBe(409);
    expect(create.json().message).toMatch(/Billing is turned off/);
    const webhook = await off.app.inject({ method: 'POST', url: '/api/billing/webhook', payload: {} });
    expect(webhook.statusCode).toBe(404);
  });
});
