import { eq } from 'drizzle-orm';
import type { NameChangeInput, NotificationPreferences } from '../../common/schemas/settings';
import { fullName } from '../../common/names';
import type { Clock } from '../clock';
import { hashPassword } from '../crypto';
import type { Database } from '../db/client';
import { passwordResetTokens, users } from '../db/schema';
import type { AccountThrottle } from '../throttle/account-throttle';
import { UnauthorizedError, ValidationError } from '../errors';
import { accountWithPassword, type UserRow } from './accounts';
import { logOwnAction } from './activity-log';
import { devicesSignedOut, endOtherSessions } from './devices';
import type { Outcome } from './events';

/**
 * A person's own changes on /settings that touch only their row: name, notification choices and
 * password. Each is one transaction with its activity-log entry, and returns the events it caused.
 */

export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';

/**
 * Checks the signed-in person's password through the same per-account counter as sign-in, so these
 * forms are no side door for guessing (a stolen session cookie does not give the password).
 * A wrong password is a 400 on the field, not a 401: the person is still signed in.
 */
export async function confirmPassword(
  db: Database,
  user: UserRow,
  password: string,
  guesses: AccountThrottle,
  field = 'currentPassword',
): Promise<void> {
  try {
    await accountWithPassword(db, { email: user.email, password }, guesses);
  } catch (error) {
    if (!(error instanceof UnauthorizedError)) throw error;
    throw new ValidationError(WRONG_CURRENT_PASSWORD, { [field]: WRONG_CURRENT_PASSWORD });
  }
}

export async function changeName(
  db: Database,
  clock: Clock,
  user: UserRow,
  input: NameChangeInput,
): Promise<Outcome<UserRow>> {
  const updated = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ firstName: input.firstName, lastName: input.lastName })
      .where(eq(users.id, user.id))
      .returning();
    await logOwnAction(tx, clock, {
      user,
      action: 'change_name',
      details: `Changed their name from ${fullName(user)} to ${fullName(updated!)}`,
    });
    return updated!;
  });
  // The person's other tabs and everyone they talk with see the new name.
  return { result: updated, events: [{ type: 'profile_updated', userId: user.id }] };
}

export async function setNotificationPreferences(
  db: Database,
  clock: Clock,
  user: UserRow,
  input: NotificationPreferences,
): Promise<Outcome<UserRow>> {
  const updated = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ notifyPush: input.push, notifySound: input.sound })
      .where(eq(users.id, user.id))
      .returning();
    const onOff = (on: boolean) => (on ? 'on' : 'off');
    await logOwnAction(tx, clock, {
      user,
      action: 'change_notifications',
      details: `Push notifications ${onOff(input.push)}, sound ${onOff(input.sound)}`,
    });
    return updated!;
  });
  return { result: updated, events: [{ type: 'settings_changed', userId: user.id }] };
}

/** The currency the person's new expenses start in (null: the conversation's last one). */
export async function setDefaultCurrency(
  db: Database,
  clock: Clock,
  user: UserRow,
  currency: string | null,
): Promise<Outcome<UserRow>> {
  const updated = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ defaultCurrency: currency })
      .where(eq(users.id, user.id))
      .returning();
    await logOwnAction(tx, clock, {
      user,
      action: 'change_expense_currency',
      details: currency
        ? `New expenses start in ${currency}`
        : 'New expenses start in the currency the conversation used last',
    });
    return updated!;
  });
  return { result: updated, events: [{ type: 'settings_changed', userId: user.id }] };
}

/**
 * A new password, after the current one: every other session ends (a thief's included) and unused
 * reset links stop working; this browser stays signed in. Returns how many sessions ended.
 */
export async function changePassword(
  db: Database,
  clock: Clock,
  input: { user: UserRow; currentPassword: string; newPassword: string; currentToken: string },
  guesses: AccountThrottle,
): Promise<Outcome<number>> {
  const { user } = input;
  await confirmPassword(db, user, input.currentPassword, guesses);
  if (input.currentPassword === input.newPassword) {
    const same = 'The new password must differ from the current one.';
    throw new ValidationError(same, { newPassword: same });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    const ended = await endOtherSessions(tx, user.id, input.currentToken);
    await logOwnAction(tx, clock, {
      user,
      action: 'change_password',
      details: `Changed their password; ${ended} other session${ended === 1 ? '' : 's'} signed out`,
    });
    return ended;
  });
  return { result: ended, events: devicesSignedOut(user.id) };
}
