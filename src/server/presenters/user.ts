import type { PublicUser, UserSummary } from '../../common/types';
import type { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

export function avatarUrl(user: Pick<UserRow, 'id' | 'avatarVersion'>): string | null {
  return user.avatarVersion ? `/api/avatars/${user.id}?v=${user.avatarVersion}` : null;
}

/**
 * The signed-in user's own view of their account. Never a hash or a token. `isAdmin` tells the web
 * whether to offer the Admin Portal; the server still checks ADMIN_EMAIL on every admin route.
 */
export function presentUser(user: UserRow, { isAdmin = false }: { isAdmin?: boolean } = {}): PublicUser {
  return {
    ...presentUserSummary(user),
    darkMode: user.darkMode,
    createdAt: user.createdAt.toISOString(),
    isBanned: user.isBanned ? 'true' : 'false',
    lastActiveAt: user.lastActiveAt ? user.lastActiveAt.toISOString() : null,
    isAdmin,
  };
}

/** What other people may see of a user; the person's own view and the administrator's start from it. */
export function presentUserSummary(
  user: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'avatarVersion'>,
): UserSummary {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: avatarUrl(user),
  };
}
