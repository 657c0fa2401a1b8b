import { and, eq, gt, inArray, isNull, type Placeholder, sql } from 'drizzle-orm';
import { SESSION_TTL_MS } from '../../common/constants';
import type { Clock } from '../clock';
import { hashToken, randomToken } from '../crypto';
import type { DbOrTx } from '../db/client';
import { pushSubscriptions, sessions, users } from '../db/schema';
import type { Outcome } from './events';

/** Enough of a User-Agent to name the browser in the device list; the rest is not kept. */
const USER_AGENT_MAX = 300;

export async function createSession(
  db: DbOrTx,
  clock: Clock,
  userId: string,
  userAgent?: string,
): Promise<string> {
  const token = randomToken();
  const now = clock.now();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
    lastSeenAt: now,
  });
  return token;
}

/**
 * What makes a session live, the one rule every check uses (a request, a socket's re-check): it has
 * not expired, and its user is neither banned nor deleted. Used with `sessions` joined to `users`.
 */
function isLive(now: Date | Placeholder<'now'>) {
  return and(gt(sessions.expiresAt, now), eq(users.isBanned, false), isNull(users.deletedAt));
}

/** The live user a session (by its token's hash) belongs to, and when it expires; or null. */
export async function findSession(db: DbOrTx, clock: Clock, tokenHash: string) {
  let query = findSessionQueries.get(db);
  if (!query) {
    query = findSessionQuery(db);
    findSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash, now: clock.now() });
  return row ?? null;
}

/**
 * Built once per database handle: every request whose session is not in the session cache asks this,
 * and drizzle building the join of the user's whole row again each time was most of a look-up's
 * JavaScript (about 5% of the send path's app thread on PostgreSQL, bench/RESULTS.md run 19). On
 * PostgreSQL it is also a named statement, parsed once per pooled connection.
 */
const findSessionQuery = (db: DbOrTx) =>
  db
    .select({ user: users, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isLive(sql.placeholder('now'))))
    .limit(1)
    .prepare('parley_find_session');
const findSessionQueries = new WeakMap<DbOrTx, ReturnType<typeof findSessionQuery>>();

/** Which of these sessions (by their tokens' hashes) are still live: one query for many sockets. */
export async function liveSessionHashes(
  db: DbOrTx,
  clock: Clock,
  tokenHashes: string[],
): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.tokenHash, tokenHashes), isLive(clock.now())));
  return new Set(rows.map((r) => r.tokenHash));
}

/** Whether a session remembered with this expiry may still be trusted now (the cache's half of isLive). */
export function notExpired(expiresAt: Date, clock: Clock): boolean {
  return expiresAt.getTime() > clock.now().getTime();
}

/** How stale a session's lastSeenAt may get: the device list says "active 5 minutes ago" at best. */
export const SESSION_SEEN_EVERY_MS = 5 * 60_000;

/** Notes that the session was used, at most once in SESSION_SEEN_EVERY_MS (called on a cache miss). */
export async function touchSession(
  db: DbOrTx,
  clock: Clock,
  tokenHash: string,
  lastSeenAt: Date | null,
): Promise<void> {
  const now = clock.now();
  if (lastSeenAt && now.getTime() - lastSeenAt.getTime() < SESSION_SEEN_EVERY_MS) return;
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

/** The device-list id of the session this token opens, or null. */
export async function sessionIdOf(db: DbOrTx, token: string): Promise<string | null> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row?.id ?? null;
}

export async function revokeSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Sign-out: this session ends, and its sockets close on every instance (the user's other devices stay). */
export async function signOut(
  db: DbOrTx,
  session: { token: string | null; userId: string | null },
): Promise<Outcome<void>> {
  if (session.token) await revokeSession(db, session.token);
  return {
    result: undefined,
    events: session.userId ? [{ type: 'sessions_revoked', userId: session.userId }] : [],
  };
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
