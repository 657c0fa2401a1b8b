import type { ActivityAction } from '../../common/schemas/admin';
import type { Clock } from '../clock';
import type { Tx } from '../db/client';
import { activityLog } from '../db/schema';
import type { UserRow } from './accounts';

/**
 * Writes the activity-log entry of an administrator's action, in the action's own transaction: the
 * log can never miss an action nor record one that did not happen.
 */
export async function logAction(
  tx: Tx,
  clock: Clock,
  entry: { admin: UserRow; action: ActivityAction; targetUserId: string | null; details: string },
): Promise<void> {
  await tx.insert(activityLog).values({
    adminId: entry.admin.id,
    action: entry.action,
    targetUserId: entry.targetUserId,
    details: entry.details,
    createdAt: clock.now(),
  });
}
