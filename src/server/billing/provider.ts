import type { BillingProviderKind, CheckoutReturnPath } from '../../common/subscription';
import type { UserRow } from '../domain/accounts';
import type { SubscriptionRow } from '../domain/subscriptions';

/**
 * The one billing interface: `sandbox` (a local test-mode checkout), `stripe` (Checkout,
 * webhooks, cancel at period end, customer portal) and `off` (no paywall). Chosen by BILLING_PROVIDER.
 */
export interface BillingProvider {
  readonly kind: BillingProviderKind;
  /** Starts a checkout for the Pro plan and returns the URL the browser is sent to. */
  createCheckout(user: UserRow, returnPath: CheckoutReturnPath): Promise<{ sessionUrl: string }>;
  /** Stops renewal: the plan stays in force until the end of the paid period. */
  cancelAtPeriodEnd(user: UserRow, subscription: SubscriptionRow): Promise<void>;
  /** Undoes a cancellation before the period ends: the plan renews again. */
  resume(user: UserRow, subscription: SubscriptionRow): Promise<void>;
  /** Where the user updates their payment details. */
  createPortalSession(user: UserRow, subscription: SubscriptionRow): Promise<{ url: string }>;
  /** Verifies and applies a provider's webhook; only providers that send webhooks have it. */
  handleWebhook?(
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<{ eventId: string; applied: boolean }>;
}

export const PRO_PLAN_DESCRIPTION = 'Parley Pro — monthly';
