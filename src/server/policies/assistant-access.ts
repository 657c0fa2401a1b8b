import { subscriptionStatusFor, type AccessDeps, type AccessUser } from '../billing/access';
import { PaymentRequiredError } from '../errors';

export const AI_PAYMENT_REQUIRED_MESSAGE =
  'Your free trial has ended. Subscribe to Parley Pro to keep using the AI assistant.';

/**
 * The paywall for the assistant: a trial or a paid plan gives access; otherwise a
 * 402. Reading and plain sending never call this, so an expired trial keeps its conversations.
 */
export async function assertAssistantAccess(deps: AccessDeps, user: AccessUser): Promise<void> {
  const status = await subscriptionStatusFor(deps, user);
  if (status.paymentNeeded) throw new PaymentRequiredError(AI_PAYMENT_REQUIRED_MESSAGE);
}
