/**
 * The one place the assistant's routes ask whether a user may use AI. Billing owns the rule
 * (src/server/billing/access.ts: a trial or a paid plan gives access, otherwise 402).
 */
import { assertAiAccess } from '../billing/access';
import type { AppDeps } from '../deps';
import type { UserRow } from './accounts';

export async function assertAssistantAccess(
  deps: Pick<AppDeps, 'db' | 'clock' | 'billing' | 'config'>,
  user: Pick<UserRow, 'id' | 'email' | 'deletedAt'>,
): Promise<void> {
  await assertAiAccess(deps, user);
}
