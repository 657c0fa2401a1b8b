import type { ActivityView } from '../../common/schemas/admin';
import type { activityLog, users } from '../db/schema';

type ActivityRow = typeof activityLog.$inferSelect;
type TargetRow = Pick<typeof users.$inferSelect, 'firstName' | 'lastName' | 'email'>;

export function presentActivity(entry: ActivityRow, target: TargetRow | null): ActivityView {
  return {
    id: entry.id,
    action: entry.action,
    adminId: entry.adminId,
    targetUserId: entry.targetUserId,
    targetUser: target
      ? { firstName: target.firstName, lastName: target.lastName, email: target.email }
      : null,
    details: entry.details,
    createdAt: entry.createdAt.toISOString(),
  };
}
