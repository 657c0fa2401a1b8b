/** The subscription contract shared by the server and the web. */

export type BillingProviderKind = 'sandbox' | 'stripe' | 'off';

/** What is stored and returned; Clients read anything but 'trial' and 'active' as "none". */
export type SubscriptionState = 'trial' | 'active' | 'past_due' | 'canceled' | 'none';

export interface SubscriptionStatusView {
  /**
   * False when the server runs with BILLING_PROVIDER=off, and for the administrator's own account:
   * full access, and no billing UI shows. `provider` tells the two apart.
   */
  billingEnabled: boolean;
  provider: BillingProviderKind;
  isTrialActive: boolean;
  trialDaysLeft: number;
  /** The same number under the other name clients use. */
  trialDaysRemaining: number;
  subscriptionStatus: SubscriptionState;
  trialEndDate: string | null;
  /** When the next charge happens; null when nothing will be charged (trial, or cancelled at period end). */
  nextBillingDate: string | null;
  /** The end of the paid period: access lasts until then. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** Trial not active and status not active. */
  paymentNeeded: boolean;
  /**
   * Subscribing now keeps the rest of the free trial: the first charge is on this date (the trial's
   * end). Null when subscribing now charges at once (trial over, or under 48 hours of it left).
   */
  subscribeKeepsTrialUntil: string | null;
  /** A plan bought during the trial that is still in it: nothing charged yet; the first charge is nextBillingDate. */
  trialBeforeFirstCharge: boolean;
}

export interface PaymentView {
  id: string;
  amountCents: number;
  currency: string;
  status: 'paid' | 'failed' | string;
  description: string;
  createdAt: string;
}

/** Where the browser comes back to after checkout. */
export const CHECKOUT_RETURN_PATHS = ['/dashboard', '/manage-subscription'] as const;
export type CheckoutReturnPath = (typeof CHECKOUT_RETURN_PATHS)[number];
