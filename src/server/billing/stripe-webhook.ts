import type Stripe from 'stripe';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import {
  applyPlanState,
  claimBillingEvent,
  findSubscription,
  findSubscriptionByCustomer,
  isBillingEventProcessed,
  recordPayment,
  type PaymentRecord,
  type PlanState,
  type SubscriptionRow,
} from '../domain/subscriptions';
import { ValidationError } from '../errors';
import { PRO_PLAN_DESCRIPTION } from './provider';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Stripe's many subscription statuses, reduced to ours; null = "not decided yet" (leave ours alone). */
function mapStatus(status: Stripe.Subscription.Status): PlanState['status'] | null {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return null; // 'incomplete': the first payment has not gone through yet
  }
}

/** Our plan state from a subscription as Stripe itself returns it (never from a webhook payload). */
export function planStateFromStripe(sub: Stripe.Subscription): { state: PlanState; decided: boolean } {
  const mapped = mapStatus(sub.status);
  // Since API 2025-03-31 the billing period lives on each item; the plan runs to the latest one.
  const periodEnds = sub.items.data.map((item) => item.current_period_end).filter((n) => n > 0);
  const periodEnd = periodEnds.length ? Math.max(...periodEnds) : null;
  return {
    decided: mapped !== null,
    state: {
      provider: 'stripe',
      status: mapped ?? 'past_due',
      customerId: idOf(sub.customer),
      subscriptionId: sub.id,
      currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
      cancelAtPeriodEnd: sub.cancel_at_period_end || sub.cancel_at !== null,
    },
  };
}

/** The only things taken from a verified event: which object it is about. */
interface EventIds {
  subscriptionId: string | null;
  invoiceId: string | null;
  payment: 'paid' | 'failed' | null;
}

function idsFromEvent(event: Stripe.Event): EventIds {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') break;
      return { subscriptionId: idOf(session.subscription), invoiceId: null, payment: null };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { subscriptionId: event.data.object.id, invoiceId: null, payment: null };
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return {
        subscriptionId: null,
        invoiceId: event.data.object.id ?? null,
        payment: event.type === 'invoice.paid' ? 'paid' : 'failed',
      };
  }
  return { subscriptionId: null, invoiceId: null, payment: null };
}

/** Which of our users a Stripe subscription belongs to: the customer we created, or the id we put in its metadata. */
async function resolveOwner(db: Database, sub: Stripe.Subscription): Promise<SubscriptionRow | undefined> {
  const customerId = idOf(sub.customer);
  const byCustomer = customerId ? await findSubscriptionByCustomer(db, customerId) : undefined;
  if (byCustomer) return byCustomer;
  const userId = sub.metadata?.userId;
  return userId && UUID.test(userId) ? findSubscription(db, userId) : undefined;
}

/** An event about an old, replaced subscription must not undo the plan the user has now. */
function supersedes(current: SubscriptionRow, incoming: PlanState): boolean {
  if (!current.providerSubscriptionId || current.providerSubscriptionId === incoming.subscriptionId)
    return true;
  return incoming.status === 'active' || current.status !== 'active';
}

export function stripeWebhookHandler(deps: {
  db: Database;
  clock: Clock;
  stripe: Stripe;
  webhookSecret: string;
}) {
  const { db, clock, stripe, webhookSecret } = deps;
  return async (rawBody: Buffer, signature: string | undefined) => {
    if (!signature) throw new ValidationError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(
        rawBody,
        signature,
        webhookSecret,
        undefined,
        undefined,
        clock.now().getTime(),
      );
    } catch {
      throw new ValidationError('Invalid webhook signature');
    }
    if (await isBillingEventProcessed(db, event.id)) return { eventId: event.id, applied: false };

    // Re-read from Stripe (outside any transaction): the current truth, whatever order events arrive in.
    const ids = idsFromEvent(event);
    let invoice: Stripe.Invoice | null = null;
    let subscriptionId = ids.subscriptionId;
    if (ids.invoiceId) {
      invoice = await stripe.invoices.retrieve(ids.invoiceId);
      subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
    }
    const sub = subscriptionId ? await stripe.subscriptions.retrieve(subscriptionId) : null;
    const owner = sub ? await resolveOwner(db, sub) : undefined;
    const plan = sub ? planStateFromStripe(sub) : null;
    const now = clock.now();
    // A trial starts with a $0 invoice that Stripe marks paid: nothing was charged, so nothing is listed.
    const payment: PaymentRecord | null =
      owner && invoice?.id && ids.payment && invoice.amount_due > 0
        ? {
            userId: owner.userId,
            amountCents: ids.payment === 'paid' ? invoice.amount_paid : invoice.amount_due,
            currency: invoice.currency,
            status: ids.payment,
            description: PRO_PLAN_DESCRIPTION,
            // A failed attempt and the later successful one are separate lines of the history.
            providerReference: ids.payment === 'paid' ? invoice.id : `${invoice.id}:${event.id}`,
            createdAt: now,
          }
        : null;

    let applied = false;
    await db.transaction(async (tx) => {
      if (!(await claimBillingEvent(tx, event, now))) return;
      applied = true;
      if (owner && plan?.decided && supersedes(owner, plan.state)) {
        await applyPlanState(tx, owner.userId, plan.state, now);
      }
      if (payment) await recordPayment(tx, payment);
    });
    return { eventId: event.id, applied };
  };
}
