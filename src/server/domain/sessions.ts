import { and, eq, gt } from 'drizzle-orm';
import { SESSION_TTL_MS } from '../../common/constants';
import type { Clock } from '../clock';
import { hashToken, randomToken } from '../crypto';
import type { DbOrTx } from '../db/client';
import { pushSubscriptions, sessions, users } from '../db/schema';

export async function createSession(db: DbOrTx, clock: Clock, userId: string): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(clock.now().getTime() + SESSION_TTL_MS),
  });
  return token;
}

/** The live, unbanned user a session (by its token's hash) belongs to, and when it expires; or null. */
export async function findSession(db: DbOrTx, clock: Clock, tokenHash: string) {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, clock.now())))
    .limit(1);
  if (!row || row.user.isBanned || row.user.deletedAt) return null;
  return row;
}

export async function revokeSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/**
 * Signs a user out everywhere: ban, admin password reset, password reset, deletion. Their devices'
 * push subscriptions go too: a device signed out this way (a lost phone, a banned account) must not
 * go on receiving their messages in notifications. Each device subscribes again at its next sign-in.
 */
export async function revokeAllSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
