import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, buildUser, signIn, type Client, type TestApp } from '../../../test/helpers/app';
import { payWith, startCheckout } from '../../../test/helpers/sandbox-checkout';
import { renewDueSandboxPlans, startSandboxRenewals } from './sandbox-renewals';

/**
 * The sandbox plays the card processor at each period end, as Stripe does for a subscription: an
 * active plan is charged and renewed, a cancelled one ends. Time moves on the app's clock.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOUR_MS = 60 * 60 * 1000;
const at = (iso: string) => t.clock.set(new Date(iso));
const renew = () => renewDueSandboxPlans(t.db, t.clock);

/** Signs in again at the clock's time (sessions last 30 days) and reads the status and payments. */
async function look(u: { email: string; password: string }) {
  const client: Client = await signIn(t, u);
  const status = (await client({ method: 'GET', url: '/api/subscription/status' })).json();
  const payments = (await client({ method: 'GET', url: '/api/subscription/payments' })).json() as Array<{
    amountCents: number;
    status: string;
    description: string;
    createdAt: string;
  }>;
  return { status, payments };
}

/** A user registered on March 1 (trial to March 15, 09:00) who pays with the test card on `paidOn`. */
async function subscriber(paidOn: string) {
  at('2026-03-01T09:00:00Z');
  const u = await buildUser(t);
  at(paidOn);
  const client = await signIn(t, u);
  const paid = await payWith(client, await startCheckout(client), '4242 4242 4242 4242');
  expect(paid.statusCode, paid.body).toBe(303);
  return { ...u, client };
}

describe('sandbox renewal at the period end', () => {
  it('charges the card, lists the payment and moves the period: still active after the old grace', async () => {
    const u = await subscriber('2026-03-16T09:00:00Z');
    expect((await look(u)).status.nextBillingDate).toBe('2026-04-16T09:00:00.000Z');

    at('2026-04-16T08:59:00Z'); // not due yet
    await renew();
    expect((await look(u)).payments).toHaveLength(1);

    at('2026-04-16T10:00:00Z');
    // Two instances' passes at once charge it once; a later pass charges nothing more.
    await Promise.all([renew(), renew()]);
    await renew();
    at('2026-04-20T09:00:00Z'); // past the two days a late renewal is given
    const { status, payments } = await look(u);
    expect(status).toMatchObject({
      subscriptionStatus: 'active',
      paymentNeeded: false,
      cancelAtPeriodEnd: false,
      nextBillingDate: '2026-05-16T09:00:00.000Z',
      currentPeriodEnd: '2026-05-16T09:00:00.000Z',
    });
    expect(payments).toEqual([
      expect.objectContaining({
        amountCents: 499,
        status: 'paid',
        description: 'Parley Pro — monthly',
        // Listed when it fell due, not when the pass ran.
        createdAt: '2026-04-16T09:00:00.000Z',
      }),
      expect.objectContaining({ amountCents: 499, status: 'paid', createdAt: '2026-03-16T09:00:00.000Z' }),
    ]);
  });

  it('a plan bought during the trial is first charged when the trial ends, then monthly', async () => {
    const u = await subscriber('2026-03-02T09:00:00Z');
    expect((await look(u)).payments).toEqual([]);
    at('2026-03-15T09:30:00Z');
    await renew();
    const { status, payments } = await look(u);
    expect(status).toMatchObject({
      subscriptionStatus: 'active',
      trialBeforeFirstCharge: false,
      nextBillingDate: '2026-04-15T09:00:00.000Z',
    });
    expect(payments).toEqual([
      expect.objectContaining({ amountCents: 499, status: 'paid', createdAt: '2026-03-15T09:00:00.000Z' }),
    ]);
  });

  it('catches up every period it missed while no pass ran (the server was down)', async () => {
    const u = await subscriber('2026-03-16T09:00:00Z');
    at('2026-06-20T12:00:00Z');
    expect((await look(u)).status.subscriptionStatus).toBe('past_due');
    await renew();
    const { status, payments } = await look(u);
    expect(status).toMatchObject({
      subscriptionStatus: 'active',
      nextBillingDate: '2026-07-16T09:00:00.000Z',
    });
    expect(payments.map((p) => p.createdAt)).toEqual([
      '2026-06-16T09:00:00.000Z',
      '2026-05-16T09:00:00.000Z',
      '2026-04-16T09:00:00.000Z',
      '2026-03-16T09:00:00.000Z',
    ]);
  });

  it('ends a plan cancelled at period end instead of charging it; a resumed one renews', async () => {
    const cancelled = await subscriber('2026-03-16T09:00:00Z');
    expect((await cancelled.client({ method: 'POST', url: '/api/subscription/cancel' })).statusCode).toBe(
      200,
    );
    const resumed = await subscriber('2026-03-16T09:00:00Z');
    await resumed.client({ method: 'POST', url: '/api/subscription/cancel' });
    await resumed.client({ method: 'POST', url: '/api/subscription/resume' });

    at(new Date(new Date('2026-04-16T09:00:00Z').getTime() + HOUR_MS).toISOString());
    await renew();
    const ended = await look(cancelled);
    expect(ended.status).toMatchObject({ subscriptionStatus: 'canceled', paymentNeeded: true });
    expect(ended.payments).toHaveLength(1);
    const renewed = await look(resumed);
    expect(renewed.status).toMatchObject({
      subscriptionStatus: 'active',
      nextBillingDate: '2026-05-16T09:00:00.000Z',
    });
    expect(renewed.payments).toHaveLength(2);
  });
});

describe('the renewal schedule', () => {
  it('runs a pass as soon as it starts, so a server that was stopped catches up', async () => {
    const u = await subscriber('2026-03-16T09:00:00Z');
    at('2026-04-25T09:00:00Z');
    const logged: object[] = [];
    const stop = startSandboxRenewals(t.db, {
      clock: t.clock,
      logger: { info: (entry) => logged.push(entry), error: (entry) => logged.push(entry) },
    });
    try {
      // Other tests' plans may be settled by the same pass: watch this user's plan, not a count.
      await vi.waitFor(
        async () => expect((await look(u)).status.nextBillingDate).toBe('2026-05-16T09:00:00.000Z'),
        { timeout: 5000, interval: 200 },
      );
      await vi.waitFor(() =>
        expect(logged).toContainEqual(expect.objectContaining({ event: 'billing.sandbox.renewals' })),
      );
    } finally {
      stop();
    }
    expect((await look(u)).status.subscriptionStatus).toBe('active');
  });
});

describe('a card whose charges are declined (4000 0000 0000 0341)', () => {
  it('is saved during the trial; its first charge at the trial end fails: past due, the failure listed', async () => {
    at('2026-03-01T09:00:00Z');
    const u = await buildUser(t);
    at('2026-03-02T09:00:00Z');
    const client = await signIn(t, u);
    const saved = await payWith(client, await startCheckout(client), '4000 0000 0000 0341');
    expect(saved.statusCode, saved.body).toBe(303);
    expect((await look(u)).status).toMatchObject({
      subscriptionStatus: 'active',
      trialBeforeFirstCharge: true,
    });

    at('2026-03-15T09:30:00Z');
    await renew();
    await renew(); // no second attempt: the plan waits for the person
    const { status, payments } = await look(u);
    expect(status).toMatchObject({
      subscriptionStatus: 'past_due',
      paymentNeeded: true,
      nextBillingDate: null,
    });
    expect(payments).toEqual([
      expect.objectContaining({ amountCents: 499, status: 'failed', createdAt: '2026-03-15T09:00:00.000Z' }),
    ]);

    // Starting Pro again with a good card charges at once and renews from then on.
    const again = await signIn(t, u);
    expect((await payWith(again, await startCheckout(again), '4242424242424242')).statusCode).toBe(303);
    at('2026-04-15T10:00:00Z');
    await renew();
    const after = await look(u);
    expect(after.status).toMatchObject({
      subscriptionStatus: 'active',
      nextBillingDate: '2026-05-15T09:30:00.000Z',
    });
    expect(after.payments.map((p) => p.status)).toEqual(['paid', 'paid', 'failed']);
  });
});
