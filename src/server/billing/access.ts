import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { UserRow } from '../domain/accounts';
import { computeSubscriptionStatus, findSubscription } from '../domain/subscriptions';
import { PaymentRequiredError } from '../errors';
import type { BillingProvider } from './provider';

export const AI_PAYMENT_REQUIRED_MESSAGE =
  'Your free trial has ended. Subscribe to Parley Pro to keep using the AI assistant.';

/**
 * The paywall for the assistant (SPEC §6, DESIGN.md): a trial or a paid plan gives access; otherwise a
 * 402. Reading and plain sending never call this, so an expired trial keeps its conversations.
 */
export async function assertAiAccess(
  deps: { db: Database; clock: Clock; billing: Pick<BillingProvider, 'kind'> },
  user: Pick<UserRow, 'id'>,
): Promise<void> {
  if (deps.billing.kind === 'off') return;
  const status = computeSubscriptionStatus(
    await findSubscription(deps.db, user.id),
    deps.clock.now(),
    deps.billing.kind,
  );
  if (status.paymentNeeded) throw new PaymentRequiredError(AI_PAYMENT_REQUIRED_MESSAGE);
}
