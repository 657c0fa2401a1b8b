import type { SubscriptionStatusView } from '../../common/subscription';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { UserRow } from '../domain/accounts';
import { computeSubscriptionStatus, findSubscription } from '../domain/subscriptions';
import { PaymentRequiredError } from '../errors';
import { isAdmin } from '../plugins/admin';
import type { BillingProvider } from './provider';

type AccessDeps = {
  db: Database;
  clock: Clock;
  billing: Pick<BillingProvider, 'kind'>;
  config: Pick<Config, 'ADMIN_EMAIL'>;
};
type AccessUser = Pick<UserRow, 'id' | 'email' | 'deletedAt'>;

/**
 * A user's plan as SPEC §3 shows it. The administrator runs the service and is never billed: no trial
 * running out, no paywall, no billing screens (as on a server with billing off).
 */
export async function subscriptionStatusFor(
  deps: AccessDeps,
  user: AccessUser,
): Promise<SubscriptionStatusView> {
  const billed = deps.billing.kind !== 'off' && !isAdmin(user, deps.config);
  const row = billed ? await findSubscription(deps.db, user.id) : undefined;
  return computeSubscriptionStatus(row, deps.clock.now(), deps.billing.kind, billed);
}

export const AI_PAYMENT_REQUIRED_MESSAGE =
  'Your free trial has ended. Subscribe to Parley Pro to keep using the AI assistant.';

/**
 * The paywall for the assistant (SPEC §6, DESIGN.md): a trial or a paid plan gives access; otherwise a
 * 402. Reading and plain sending never call this, so an expired trial keeps its conversations.
 */
export async function assertAiAccess(deps: AccessDeps, user: AccessUser): Promise<void> {
  const status = await subscriptionStatusFor(deps, user);
  if (status.paymentNeeded) throw new PaymentRequiredError(AI_PAYMENT_REQUIRED_MESSAGE);
}
