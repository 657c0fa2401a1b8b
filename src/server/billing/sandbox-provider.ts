import { addMonths } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PRO_PRICE_CENTS } from '../../common/constants';
import type { CheckoutReturnPath } from '../../common/subscription';
import type { Clock } from '../clock';
import type { Database, DbOrTx } from '../db/client';
import { checkoutSessions } from '../db/schema';
import {
  applyPlanState,
  computeSubscriptionStatus,
  findSubscription,
  recordPayment,
  setCancelAtPeriodEnd,
  trialKeptByCheckout,
  type PaymentRecord,
  type SubscriptionRow,
} from '../domain/subscriptions';
import { AppError, ConflictError, NotFoundError } from '../errors';
import { DECLINED_MESSAGE } from './sandbox-card';
import { PRO_PLAN_DESCRIPTION, type BillingProvider } from './provider';

export const SANDBOX_PORTAL_PATH = '/billing/sandbox/portal';

export function sandboxCheckoutPath(checkoutId: string, returnPath: CheckoutReturnPath): string {
  return `/billing/sandbox/checkout/${checkoutId}?return=${encodeURIComponent(returnPath)}`;
}

/**
 * The default provider: a local checkout page in plain test mode. Paths are relative so the page opens
 * on whatever host the user reached Parley by (their session cookie is there).
 */
export function sandboxBillingProvider(deps: { db: Database; clock: Clock }): BillingProvider {
  const { db, clock } = deps;
  return {
    kind: 'sandbox',
    async createCheckout(user, returnPath) {
      const [session] = await db
        .insert(checkoutSessions)
        .values({ userId: user.id, createdAt: clock.now() })
        .returning({ id: checkoutSessions.id });
      return { sessionUrl: sandboxCheckoutPath(session.id, returnPath) };
    },
    async cancelAtPeriodEnd(user) {
      await setCancelAtPeriodEnd(db, user.id, true, clock.now());
    },
    async resume(user) {
      await setCancelAtPeriodEnd(db, user.id, false, clock.now());
    },
    async createPortalSession() {
      return { url: SANDBOX_PORTAL_PATH };
    },
  };
}

export async function findOpenCheckout(db: Database, checkoutId: string, userId: string) {
  const [session] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.userId, userId)))
    .limit(1);
  if (!session) throw new NotFoundError('This checkout does not exist.');
  return session;
}

/**
 * The trial a sandbox checkout keeps, as with Stripe: decided when the checkout was opened (Stripe
 * fixes trial_end in the session) and only while that trial end still lies ahead. Null: charge now.
 */
export function sandboxKeptTrial(row: SubscriptionRow | undefined, openedAt: Date, now: Date): Date | null {
  const kept = trialKeptByCheckout(row, openedAt);
  return kept && now < kept ? kept : null;
}

/** The charge a checkout takes at once was declined: nothing was taken and nothing changed. */
export class CardDeclinedError extends AppError {
  constructor() {
    super(402, 'card_declined', DECLINED_MESSAGE);
  }
}

/**
 * An approved test card: closes the checkout and starts the plan through the same path Stripe's webhook
 * takes. After the trial the payment is taken and listed in the billing history; during it (48 hours or
 * more left) the card is only saved and the plan's first period runs to the trial's end, when the
 * first charge falls due (and, with a card whose charges are declined, fails). Completing the same
 * checkout twice is refused.
 */
export async function completeSandboxCheckout(
  db: Database,
  clock: Clock,
  input: { checkoutId: string; userId: string; cardChargesDeclined: boolean },
): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    // An older checkout left open must not charge a user whose plan is already running.
    const row = await findSubscription(tx, input.userId);
    const current = computeSubscriptionStatus(row, now, 'sandbox');
    if (current.subscriptionStatus === 'active')
      throw new ConflictError('You already have an active Parley Pro plan.');
    const closed = await tx
      .update(checkoutSessions)
      .set({ status: 'completed', cardDeclinesCharges: input.cardChargesDeclined })
      .where(
        and(
          eq(checkoutSessions.id, input.checkoutId),
          eq(checkoutSessions.userId, input.userId),
          eq(checkoutSessions.status, 'open'),
        ),
      )
      .returning({ id: checkoutSessions.id, createdAt: checkoutSessions.createdAt });
    if (closed.length === 0) throw new ConflictError('This checkout has already been completed.');
    const keptTrial = sandboxKeptTrial(row, closed[0].createdAt, now);
    // Charging now with such a card fails: the transaction rolls back and the checkout stays open.
    if (!keptTrial && input.cardChargesDeclined) throw new CardDeclinedError();
    await applyPlanState(
      tx,
      input.userId,
      {
        provider: 'sandbox',
        status: 'active',
        customerId: null,
        subscriptionId: `sandbox_${input.checkoutId}`,
        currentPeriodEnd: keptTrial ?? addMonths(now, 1),
        cancelAtPeriodEnd: false,
      },
      now,
    );
    if (keptTrial) return;
    await recordPayment(tx, sandboxCharge(input.userId, `sandbox_${input.checkoutId}`, now));
  });
}

/** One monthly charge of the Pro plan as the sandbox takes it: at checkout, and at each renewal. */
export function sandboxCharge(
  userId: string,
  reference: string,
  at: Date,
  status: PaymentRecord['status'] = 'paid',
): PaymentRecord {
  return {
    userId,
    amountCents: PRO_PRICE_CENTS,
    currency: 'usd',
    status,
    description: PRO_PLAN_DESCRIPTION,
    providerReference: reference,
    createdAt: at,
  };
}

/**
 * Whether the card a sandbox plan was bought with declines charges. The plan's subscription id names
 * its checkout (`sandbox_<checkout id>`), where that outcome was kept.
 */
export async function planCardDeclinesCharges(db: DbOrTx, plan: SubscriptionRow): Promise<boolean> {
  const checkoutId = plan.providerSubscriptionId?.replace(/^sandbox_/, '') ?? '';
  if (!z.uuid().safeParse(checkoutId).success) return false;
  const [checkout] = await db
    .select({ declines: checkoutSessions.cardDeclinesCharges })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.userId, plan.userId)))
    .limit(1);
  return checkout?.declines ?? false;
}
