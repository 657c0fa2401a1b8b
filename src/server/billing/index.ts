import type Stripe from 'stripe';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { offBillingProvider } from './off-provider';
import type { BillingProvider } from './provider';
import { sandboxBillingProvider } from './sandbox-provider';
import { stripeBillingProvider } from './stripe-provider';

export type { BillingProvider } from './provider';

/** Picks the provider BILLING_PROVIDER names. `stripe` may be handed an SDK client (tests aim one at a local server). */
export function createBillingProvider(
  config: Config,
  deps: { db: Database; clock: Clock },
  options: { stripe?: Stripe } = {},
): BillingProvider {
  switch (config.BILLING_PROVIDER) {
    case 'off':
      return offBillingProvider();
    case 'stripe':
      return stripeBillingProvider({ config, ...deps, stripe: options.stripe });
    default:
      return sandboxBillingProvider(deps);
  }
}
