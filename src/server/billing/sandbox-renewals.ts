import { addMonths } from 'date-fns';
import { and, eq, lte } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { subscriptions } from '../db/schema';
import { type JobLogger, startPeriodic } from '../periodic';
import { applyPlanState, recordPayment } from '../domain/subscriptions';
import { planCardDeclinesCharges, sandboxCharge } from './sandbox-provider';

/**
 * The sandbox plays the card processor's part at each period end, as Stripe does for a real
 * subscription: an active plan is charged and renewed for a month (or, when its card declines
 * charges, falls past due), and a plan cancelled at period end ends. All land on the same domain
 * operations as Stripe's webhooks (applyPlanState, recordPayment).
 * A pass is safe to run on several instances at once: each plan is locked while it is settled and
 * every charge has a reference of its own (its subscription and the period it renews).
 */
export async function renewDueSandboxPlans(db: Database, clock: Clock): Promise<Record<Settled, number>> {
  const now = clock.now();
  const due = await db.select({ userId: subscriptions.userId }).from(subscriptions).where(duePlans(now));
  const counts: Record<Settled, number> = { renewed: 0, failed: 0, ended: 0 };
  for (const { userId } of due) {
    const outcome = await settlePlan(db, userId, now);
    if (outcome) counts[outcome] += 1;
  }
  return counts;
}

/** Active sandbox plans whose paid period (or kept trial) has run out. */
function duePlans(now: Date) {
  return and(
    eq(subscriptions.provider, 'sandbox'),
    eq(subscriptions.status, 'active'),
    lte(subscriptions.currentPeriodEnd, now),
  );
}

type Settled = 'renewed' | 'failed' | 'ended';

async function settlePlan(db: Database, userId: string, now: Date): Promise<Settled | null> {
  return db.transaction(async (tx) => {
    // Re-read under a lock: another instance may have settled it since the list was read.
    const [plan] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), duePlans(now)))
      .for('update');
    if (!plan?.currentPeriodEnd) return null;
    const state = {
      provider: 'sandbox' as const,
      customerId: plan.providerCustomerId,
      subscriptionId: plan.providerSubscriptionId,
      cancelAtPeriodEnd: plan.cancelAtPeriodEnd,
    };
    if (plan.cancelAtPeriodEnd) {
      await applyPlanState(
        tx,
        userId,
        { ...state, status: 'canceled', currentPeriodEnd: plan.currentPeriodEnd },
        now,
      );
      return 'ended';
    }
    const reference = (due: Date) =>
      `${plan.providerSubscriptionId ?? `sandbox_${userId}`}:${due.toISOString()}`;
    if (await planCardDeclinesCharges(tx, plan)) {
      // As with Stripe's invoice.payment_failed: the failure is listed and the plan is past due
      // until the person starts Pro again with another card. One attempt; no retries.
      const due = plan.currentPeriodEnd;
      await recordPayment(tx, sandboxCharge(userId, reference(due), due, 'failed'));
      await applyPlanState(tx, userId, { ...state, status: 'past_due', currentPeriodEnd: due }, now);
      return 'failed';
    }
    // Every period that fell due is charged on its own date, so a server that was down for a while
    // catches up with the same history a processor that never stopped would have.
    let periodEnd = plan.currentPeriodEnd;
    while (periodEnd <= now) {
      await recordPayment(tx, sandboxCharge(userId, reference(periodEnd), periodEnd));
      periodEnd = addMonths(periodEnd, 1);
    }
    await applyPlanState(tx, userId, { ...state, status: 'active', currentPeriodEnd: periodEnd }, now);
    return 'renewed';
  });
}

/** Hourly is plenty: a plan counts as paid for RENEWAL_GRACE_MS (two days) past its period end. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export type RenewalLogger = JobLogger;

/**
 * With BILLING_PROVIDER=sandbox: a pass at start-up (catching up a server that was stopped) and then
 * every hour. Returns the function that stops it.
 */
export function startSandboxRenewals(
  db: Database,
  options: { clock: Clock; logger: RenewalLogger },
): () => void {
  return startPeriodic(
    async () => {
      try {
        const outcome = await renewDueSandboxPlans(db, options.clock);
        if (outcome.renewed || outcome.failed || outcome.ended)
          options.logger.info(
            { event: 'billing.sandbox.renewals', ...outcome },
            'Sandbox plans renewed or ended',
          );
      } catch (error) {
        options.logger.error(
          { event: 'billing.sandbox.renewals_failed', err: error },
          'Sandbox renewals failed',
        );
      }
    },
    { everyMs: CHECK_EVERY_MS, firstAfterMs: 0 },
  );
}
