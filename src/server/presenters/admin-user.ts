import type { AdminUserView } from '../../common/schemas/admin';
import type { UserRow } from '../domain/accounts';
import { presentUserSummary } from './user';

/** A user as the administrator sees them: never a hash or a token. `online` only when presence is known. */
export function presentAdminUser(user: UserRow, online?: boolean): AdminUserView {
  return {
    ...presentUserSummary(user),
    createdAt: user.createdAt.toISOString(),
    isBanned: user.isBanned ? 'true' : 'false',
    banReason: user.banReason,
    lastActiveAt: user.lastActiveAt ? user.lastActiveAt.toISOString() : null,
    ...(online === undefined ? {} : { online }),
  };
}
