import type { SubscriptionStatusView } from '../../common/subscription';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { UserRow } from '../domain/accounts';
import { computeSubscriptionStatus, findSubscription } from '../domain/subscriptions';
import { isAdmin } from '../policies/administration';
import type { BillingProvider } from './provider';

export type AccessDeps = {
  db: Database;
  clock: Clock;
  billing: Pick<BillingProvider, 'kind'>;
  config: Pick<Config, 'ADMIN_EMAIL'>;
};
export type AccessUser = Pick<UserRow, 'id' | 'email' | 'deletedAt'>;

/**
 * A user's plan as the API shows it. The administrator runs the service and is never billed: no trial
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
