import Stripe from 'stripe';
import { PRO_PRICE_CENTS, PRODUCT_NAME } from '../../common/constants';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/client';
import {
  applyPlanState,
  findSubscription,
  rememberCustomer,
  trialKeptByCheckout,
} from '../domain/subscriptions';
import { ConflictError, ValidationError } from '../errors';
import type { BillingProvider } from './provider';
import { planStateFromStripe, stripeWebhookHandler } from './stripe-webhook';

export interface StripeProviderDeps {
  config: Config;
  db: Database;
  clock: Clock;
  /** The SDK client; built from STRIPE_SECRET_KEY unless given (tests point one at a local server). */
  stripe?: Stripe;
}

export function stripeClientFromConfig(config: Config): Stripe {
  if (!config.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is required for BILLING_PROVIDER=stripe');
  return new Stripe(config.STRIPE_SECRET_KEY, { maxNetworkRetries: 2, timeout: 20_000 });
}

/** Stripe Checkout in subscription mode, webhooks, cancel at period end and the customer portal. */
export function stripeBillingProvider(deps: StripeProviderDeps): BillingProvider {
  const { config, db, clock } = deps;
  const stripe = deps.stripe ?? stripeClientFromConfig(config);
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
  if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is required for BILLING_PROVIDER=stripe');

  const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = config.STRIPE_PRICE_ID
    ? { price: config.STRIPE_PRICE_ID, quantity: 1 }
    : {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: PRO_PRICE_CENTS,
          recurring: { interval: 'month' },
          product_data: { name: `${PRODUCT_NAME} Pro` },
        },
      };

  return {
    kind: 'stripe',
    async createCheckout(user, returnPath) {
      const existing = await findSubscription(db, user.id);
      let customerId = existing?.providerCustomerId ?? null;
      if (!customerId) {
        const customer = await stripe.customers.create({
          email: user.email,
          name: `${user.firstName} ${user.lastName}`,
          metadata: { userId: user.id },
        });
        customerId = customer.id;
        await rememberCustomer(db, user.id, 'stripe', customerId);
      }
      // During the trial the card is saved now and first charged when the trial ends (Stripe: `trialing`).
      const keptTrial = trialKeptByCheckout(existing, clock.now());
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: user.id,
        line_items: [lineItem],
        subscription_data: {
          metadata: { userId: user.id },
          ...(keptTrial ? { trial_end: Math.floor(keptTrial.getTime() / 1000) } : {}),
        },
        metadata: { userId: user.id },
        success_url: `${config.appUrl}${returnPath}?checkout=success`,
        cancel_url: `${config.appUrl}${returnPath}?checkout=cancelled`,
      });
      if (!session.url) throw new ConflictError('The payment provider did not return a checkout page.');
      return { sessionUrl: session.url };
    },

    async cancelAtPeriodEnd(user, subscription) {
      if (!subscription.providerSubscriptionId || subscription.provider !== 'stripe')
        throw new ConflictError('You have no active subscription to cancel.');
      // Stripe's answer is the subscription as it now stands: apply that, not our assumption.
      const updated = await stripe.subscriptions.update(subscription.providerSubscriptionId, {
        cancel_at_period_end: true,
      });
      await applyPlanState(db, user.id, planStateFromStripe(updated).state, clock.now());
    },

    async resume(user, subscription) {
      if (!subscription.providerSubscriptionId || subscription.provider !== 'stripe')
        throw new ConflictError('You have no subscription to resume.');
      const updated = await stripe.subscriptions.update(subscription.providerSubscriptionId, {
        cancel_at_period_end: false,
      });
      await applyPlanState(db, user.id, planStateFromStripe(updated).state, clock.now());
    },

    async createPortalSession(_user, subscription) {
      if (!subscription.providerCustomerId)
        throw new ValidationError('There are no payment details to update yet. Subscribe first.');
      const portal = await stripe.billingPortal.sessions.create({
        customer: subscription.providerCustomerId,
        return_url: `${config.appUrl}/manage-subscription`,
      });
      return { url: portal.url };
    },

    handleWebhook: stripeWebhookHandler({ db, clock, stripe, webhookSecret }),
  };
}
