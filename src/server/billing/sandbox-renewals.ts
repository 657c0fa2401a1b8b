import { addMonths } from 'date-fns';
import { and, eq, lte } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { subscriptions } from '../db/schema';
import { applyPlanState, recordPayment } from '../domain/subscriptions';
import { sandboxCharge } from './sandbox-provider';

/**
 * The sandbox plays the card processor's part at each period end, as Stripe does for a real
 * subscription: an active plan is charged and renewed for a month, and a plan cancelled at period end
 * ends. Both land on the same domain operations as Stripe's webhooks (applyPlanState, recordPayment).
 * A pass is safe to run on several instances at once: each plan is locked while it is settled and
 * every charge has a reference of its own (its subscription and the period it renews).
 */
export async function renewDueSandboxPlans(
  db: Database,
  clock: Clock,
): Promise<{ renewed: number; ended: number }> {
  const now = clock.now();
  const due = await db.select({ userId: subscriptions.userId }).from(subscriptions).where(duePlans(now));
  let renewed = 0;
  let ended = 0;
  for (const { userId } of due) {
    const outcome = await settlePlan(db, userId, now);
    if (outcome === 'renewed') renewed += 1;
    if (outcome === 'ended') ended += 1;
  }
  return { renewed, ended };
}

/** Active sandbox plans whose paid period (or kept trial) has run out. */
function duePlans(now: Date) {
  return and(
    eq(subscriptions.provider, 'sandbox'),
    eq(subscriptions.status, 'active'),
    lte(subscriptions.currentPeriodEnd, now),
  );
}

async function settlePlan(db: Database, userId: string, now: Date): Promise<'renewed' | 'ended' | null> {
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
    // Every period that fell due is charged on its own date, so a server that was down for a while
    // catches up with the same history a processor that never stopped would have.
    let periodEnd = plan.currentPeriodEnd;
    while (periodEnd <= now) {
      const reference = `${plan.providerSubscriptionId ?? `sandbox_${userId}`}:${periodEnd.toISOString()}`;
      await recordPayment(tx, sandboxCharge(userId, reference, periodEnd));
      periodEnd = addMonths(periodEnd, 1);
    }
    await applyPlanState(tx, userId, { ...state, status: 'active', currentPeriodEnd: periodEnd }, now);
    return 'renewed';
  });
}

/** Hourly is plenty: a plan counts as paid for RENEWAL_GRACE_MS (two days) past its period end. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export interface RenewalLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * With BILLING_PROVIDER=sandbox: a pass at start-up (catching up a server that was stopped) and then
 * every hour. Returns the function that stops it.
 */
export function startSandboxRenewals(
  db: Database,
  options: { clock: Clock; logger: RenewalLogger },
): () => void {
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      const outcome = await renewDueSandboxPlans(db, options.clock);
      if (outcome.renewed || outcome.ended)
        options.logger.info(
          { event: 'billing.sandbox.renewals', ...outcome },
          'Sandbox plans renewed or ended',
        );
    } catch (error) {
      options.logger.error(
        { event: 'billing.sandbox.renewals_failed', err: error },
        'Sandbox renewals failed',
      );
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void check(), 0);
  const every = setInterval(() => void check(), CHECK_EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
