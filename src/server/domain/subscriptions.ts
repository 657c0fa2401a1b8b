import { and, desc, eq } from 'drizzle-orm';
import { TRIAL_DAYS } from '../../common/constants';
import type {
  BillingProviderKind,
  PaymentView,
  SubscriptionState,
  SubscriptionStatusView,
} from '../../common/subscription';
import type { DbOrTx } from '../db/client';
import { billingEvents, payments, subscriptions } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A provider renews a plan by telling us (webhook) shortly after the period ends; until it has, the
 * plan still counts as paid for this long, so a late webhook never locks a paying user out.
 */
export const RENEWAL_GRACE_MS = 2 * DAY_MS;

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Every new account starts a trial of TRIAL_DAYS days. */
export async function startTrial(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ userId, status: 'trial', trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS) })
    .onConflictDoNothing();
}

export async function findSubscription(db: DbOrTx, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row;
}

export async function findSubscriptionByCustomer(
  db: DbOrTx,
  customerId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerCustomerId, customerId))
    .limit(1);
  return row;
}

/** Whole days left in the trial, counted up (13.2 days left shows as 14), never below 0. */
export function trialDaysLeft(trialEndsAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}

/**
 * Stripe Checkout takes a trial end (subscription_data.trial_end) only when it is at least 48 hours
 * ahead; ten minutes more leave room for a clock a little apart from Stripe's. The sandbox keeps the
 * same rule, so both providers behave alike.
 */
export const MIN_TRIAL_KEPT_MS = 48 * 60 * 60 * 1000 + 10 * 60 * 1000;

/**
 * Subscribing during the trial keeps the rest of it: the plan starts and is first charged when the
 * trial ends. Returns that end for a checkout started at `at`, or null when the checkout charges at
 * once (no running trial, or too little of it left for Stripe).
 */
export function trialKeptByCheckout(row: SubscriptionRow | undefined, at: Date): Date | null {
  if (row?.status !== 'trial' || !row.trialEndsAt) return null;
  return row.trialEndsAt.getTime() - at.getTime() >= MIN_TRIAL_KEPT_MS ? row.trialEndsAt : null;
}

/** A paid plan is in force while its status is active and its period (plus the renewal grace) has not run out. */
function isPlanInForce(row: SubscriptionRow, now: Date): boolean {
  if (row.status !== 'active') return false;
  if (!row.currentPeriodEnd) return true;
  const graceMs = row.cancelAtPeriodEnd ? 0 : RENEWAL_GRACE_MS;
  return now.getTime() < row.currentPeriodEnd.getTime() + graceMs;
}

/**
 * The subscription status, computed from the stored row and the clock. `billed` false (the
 * administrator, see billing/access.ts) gives the same full access as a server with billing off.
 */
export function computeSubscriptionStatus(
  row: SubscriptionRow | undefined,
  now: Date,
  provider: BillingProviderKind,
  billed = true,
): SubscriptionStatusView {
  if (provider === 'off' || !billed) {
    return {
      billingEnabled: false,
      provider,
      isTrialActive: false,
      trialDaysLeft: 0,
      trialDaysRemaining: 0,
      subscriptionStatus: 'active',
      trialEndDate: null,
      nextBillingDate: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      paymentNeeded: false,
      subscribeKeepsTrialUntil: null,
      trialBeforeFirstCharge: false,
    };
  }
  const trialEnd = row?.trialEndsAt ?? null;
  const planInForce = row ? isPlanInForce(row, now) : false;
  // A trial ends early when a plan starts: after that only the plan counts.
  const isTrialActive = row?.status === 'trial' && trialEnd !== null && now < trialEnd;
  const daysLeft = isTrialActive && trialEnd ? trialDaysLeft(trialEnd, now) : 0;
  let state: SubscriptionState = row ? storedState(row.status) : 'none';
  if (state === 'active' && !planInForce) state = row?.cancelAtPeriodEnd ? 'canceled' : 'past_due';
  const periodEnd = planInForce && row?.currentPeriodEnd ? row.currentPeriodEnd.toISOString() : null;
  const keptTrial = trialKeptByCheckout(row, now);
  return {
    billingEnabled: true,
    provider,
    isTrialActive,
    trialDaysLeft: daysLeft,
    trialDaysRemaining: daysLeft,
    subscriptionStatus: state,
    trialEndDate: trialEnd ? trialEnd.toISOString() : null,
    nextBillingDate: planInForce && !row?.cancelAtPeriodEnd ? periodEnd : null,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: planInForce ? Boolean(row?.cancelAtPeriodEnd) : false,
    paymentNeeded: !isTrialActive && state !== 'active',
    subscribeKeepsTrialUntil: keptTrial ? keptTrial.toISOString() : null,
    // A plan bought during the trial runs its first period to the trial's end (Stripe: `trialing`).
    trialBeforeFirstCharge:
      state === 'active' &&
      planInForce &&
      trialEnd !== null &&
      row?.currentPeriodEnd != null &&
      now < row.currentPeriodEnd &&
      row.currentPeriodEnd.getTime() <= trialEnd.getTime(),
  };
}

function storedState(status: string): SubscriptionState {
  return status === 'trial' || status === 'active' || status === 'past_due' || status === 'canceled'
    ? status
    : 'none';
}

/** A plan's state as a provider reports it. */
export interface PlanState {
  provider: 'sandbox' | 'stripe';
  status: 'active' | 'past_due' | 'canceled';
  customerId: string | null;
  subscriptionId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * The one path by which a plan starts, renews, lapses or ends: the sandbox checkout and Stripe's
 * webhooks both land here. A user without a row (cannot happen after registration) gets one.
 */
export async function applyPlanState(tx: DbOrTx, userId: string, state: PlanState, now: Date): Promise<void> {
  const values = {
    status: state.status,
    provider: state.provider,
    providerCustomerId: state.customerId,
    providerSubscriptionId: state.subscriptionId,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    updatedAt: now,
  };
  await tx
    .insert(subscriptions)
    .values({ userId, trialEndsAt: now, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
}

/** Remembers the provider's customer for a user before checkout, so its webhooks can be matched back. */
export async function rememberCustomer(
  db: DbOrTx,
  userId: string,
  provider: 'stripe',
  customerId: string,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({ providerCustomerId: customerId, provider })
    .where(eq(subscriptions.userId, userId));
}

/** Cancel at period end (or undo it): the plan stays in force until currentPeriodEnd, then lapses. */
export async function setCancelAtPeriodEnd(
  db: DbOrTx,
  userId: string,
  cancel: boolean,
  now: Date,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: cancel, updatedAt: now })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')));
}

export interface PaymentRecord {
  userId: string;
  amountCents: number;
  currency: string;
  status: 'paid' | 'failed';
  description: string;
  /** The provider's id for this charge; unique, so a repeated notification records it once. */
  providerReference: string;
  createdAt: Date;
}

export async function recordPayment(tx: DbOrTx, payment: PaymentRecord): Promise<void> {
  await tx.insert(payments).values(payment).onConflictDoNothing({ target: payments.providerReference });
}

export async function listPayments(db: DbOrTx, userId: string): Promise<PaymentView[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(100);
  return rows.map((p) => ({
    id: p.id,
    amountCents: p.amountCents,
    currency: p.currency,
    status: p.status,
    description: p.description,
    createdAt: p.createdAt.toISOString(),
  }));
}

export async function isBillingEventProcessed(db: DbOrTx, eventId: string): Promise<boolean> {
  const [row] = await db.select().from(billingEvents).where(eq(billingEvents.id, eventId)).limit(1);
  return Boolean(row);
}

/** Claims a provider event inside the transaction that applies it: false when it was applied before. */
export async function claimBillingEvent(
  tx: DbOrTx,
  event: { id: string; type: string },
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(billingEvents)
    .values({ id: event.id, type: event.type, processedAt: now })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return inserted.length > 0;
}
