import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Clock } from '../clock';
import { hashToken } from '../crypto';
import type { Database, DbOrTx } from '../db/client';
import { sessions } from '../db/schema';
import { NotFoundError, ValidationError } from '../errors';
import type { UserRow } from './accounts';
import { logOwnAction } from './activity-log';
import type { DomainEvent, Outcome } from './events';

/**
 * The browsers a person is signed in on (their live sessions), and signing them out: one, or every
 * one but the browser asking. The sockets of a signed-out session close after the commit, when the
 * route publishes the events these return.
 */
export type SessionRow = typeof sessions.$inferSelect;

export const DEVICE_NOT_FOUND = 'Device not found';

/** The ended sessions' sockets close on every instance, and the person's tabs fetch the device list again. */
export const devicesSignedOut = (userId: string): DomainEvent[] => [
  { type: 'sessions_revoked', userId },
  { type: 'settings_changed', userId },
];

export async function listDevices(db: Database, clock: Clock, userId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, clock.now())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

export async function signOutDevice(
  db: Database,
  clock: Clock,
  input: { user: UserRow; deviceId: string; currentToken: string | null },
): Promise<Outcome<void>> {
  await db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, input.deviceId), eq(sessions.userId, input.user.id)));
    if (!session) throw new NotFoundError(DEVICE_NOT_FOUND);
    if (input.currentToken && session.tokenHash === hashToken(input.currentToken)) {
      throw new ValidationError('This is the device you are using. Use Logout in the menu to sign out here.');
    }
    await tx.delete(sessions).where(eq(sessions.id, session.id));
    await logOwnAction(tx, clock, {
      user: input.user,
      action: 'sign_out_device',
      details: `Signed out a device (signed in ${session.createdAt.toISOString()})`,
    });
  });
  return { result: undefined, events: devicesSignedOut(input.user.id) };
}

/** Every session of the user but the one asking; returns how many ended. */
export async function signOutOtherDevices(
  db: Database,
  clock: Clock,
  input: { user: UserRow; currentToken: string },
): Promise<Outcome<number>> {
  const ended = await db.transaction(async (tx) => {
    const ended = await endOtherSessions(tx, input.user.id, input.currentToken);
    await logOwnAction(tx, clock, {
      user: input.user,
      action: 'sign_out_other_devices',
      details: `Signed out ${ended} other device${ended === 1 ? '' : 's'}`,
    });
    return ended;
  });
  return { result: ended, events: devicesSignedOut(input.user.id) };
}

/** Deletes the user's sessions except the one with this token (a password change does this too). */
export async function endOtherSessions(db: DbOrTx, userId: string, currentToken: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(currentToken))))
    .returning({ id: sessions.id });
  return ended.length;
}
