import { ConflictError } from '../errors';
import type { BillingProvider } from './provider';

const BILLING_OFF = 'Billing is turned off on this server: everyone already has full access.';

/** Self-hosted without a paywall: nothing to buy, nothing to cancel. */
export function offBillingProvider(): BillingProvider {
  return {
    kind: 'off',
    createCheckout: () => Promise.reject(new ConflictError(BILLING_OFF)),
    cancelAtPeriodEnd: () => Promise.reject(new ConflictError(BILLING_OFF)),
    resume: () => Promise.reject(new ConflictError(BILLING_OFF)),
    createPortalSession: () => Promise.reject(new ConflictError(BILLING_OFF)),
  };
}
