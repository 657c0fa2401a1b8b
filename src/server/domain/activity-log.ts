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

/**
 * A person's own change to their account (/settings), in the change's transaction: the same log, with
 * the person as its actor and its subject.
 */
export async function logOwnAction(
  tx: Tx,
  clock: Clock,
  entry: { user: UserRow; action: ActivityAction; details: string },
): Promise<void> {
  await logAction(tx, clock, {
    admin: entry.user,
    action: entry.action,
    targetUserId: entry.user.id,
    details: entry.details,
  });
}
