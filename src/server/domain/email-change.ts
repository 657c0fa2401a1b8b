import { and, eq, isNull } from 'drizzle-orm';
import { INVALID_EMAIL_LINK } from '../../common/schemas/settings';
import type { Clock } from '../clock';
import { hashToken, randomToken } from '../crypto';
import type { Database } from '../db/client';
import { emailChanges, passwordResetTokens, users } from '../db/schema';
import { ConflictError, ValidationError } from '../errors';
import type { AccountThrottle } from '../throttle/account-throttle';
import type { UserRow } from './accounts';
import { confirmPassword } from './account-settings';
import { logOwnAction } from './activity-log';
import { assertAddressNotBarred } from './barred-addresses';
import type { Outcome } from './events';

/**
 * Changing the e-mail address: asked for with the current password, made only when the link mailed
 * to the new address is opened (once, within a day). The route mails the link and tells the old address.
 */

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_TAKEN = 'An account with this email already exists.';
export const EMAIL_LINK_USED = 'This confirmation link has already been used.';
export const EMAIL_LINK_EXPIRED =
  'This confirmation link has expired. Please ask for a new one on the Settings page.';

async function assertAddressFree(db: Database, userId: string, email: string): Promise<void> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (owner && owner.id !== userId) throw new ConflictError(EMAIL_TAKEN);
}

/** Returns the token to mail to the new address. An earlier pending change is replaced. */
export async function requestEmailChange(
  db: Database,
  clock: Clock,
  input: { user: UserRow; newEmail: string; currentPassword: string; isAdmin: boolean },
  guesses: AccountThrottle,
): Promise<Outcome<string>> {
  const { user, newEmail } = input;
  if (input.isAdmin) {
    throw new ValidationError(
      "The administrator's address is set by ADMIN_EMAIL on the server and cannot be changed here.",
    );
  }
  await confirmPassword(db, user, input.currentPassword, guesses);
  if (newEmail === user.email) {
    const same = 'That is already your e-mail address.';
    throw new ValidationError(same, { newEmail: same });
  }
  await assertAddressFree(db, user.id, newEmail);
  const token = randomToken();
  await db.transaction(async (tx) => {
    await assertAddressNotBarred(tx, newEmail);
    await tx.delete(emailChanges).where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt)));
    const now = clock.now();
    await tx.insert(emailChanges).values({
      tokenHash: hashToken(token),
      userId: user.id,
      newEmail,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
      createdAt: now,
    });
    await logOwnAction(tx, clock, {
      user,
      action: 'request_email_change',
      details: `Asked to change their e-mail address from ${user.email} to ${newEmail}`,
    });
  });
  // The person's other tabs show the address waiting for confirmation.
  return { result: token, events: [{ type: 'settings_changed', userId: user.id }] };
}

/** The address a person asked for and has not confirmed yet, or null. */
export async function pendingEmailOf(db: Database, clock: Clock, userId: string): Promise<string | null> {
  const [pending] = await db
    .select({ newEmail: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
  return pending && pending.expiresAt > clock.now() ? pending.newEmail : null;
}

/**
 * Spends the link and makes the change. Reset links sent to the old address stop working: that
 * mailbox no longer speaks for the account. Returns the account before and after.
 */
export async function confirmEmailChange(
  db: Database,
  clock: Clock,
  token: string,
): Promise<Outcome<{ before: UserRow; after: UserRow }>> {
  const changed = await db.transaction(async (tx) => {
    const now = clock.now();
    const [change] = await tx
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.tokenHash, hashToken(token)))
      .for('update');
    if (!change) throw new ValidationError(INVALID_EMAIL_LINK);
    if (change.usedAt) throw new ConflictError(EMAIL_LINK_USED);
    if (change.expiresAt <= now) throw new ValidationError(EMAIL_LINK_EXPIRED);
    const [before] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, change.userId), isNull(users.deletedAt)))
      .for('update');
    if (!before || before.isBanned) throw new ValidationError(INVALID_EMAIL_LINK);
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, change.newEmail));
    if (owner && owner.id !== before.id) throw new ConflictError(EMAIL_TAKEN);
    await tx.update(emailChanges).set({ usedAt: now }).where(eq(emailChanges.tokenHash, change.tokenHash));
    const [after] = await tx
      .update(users)
      .set({ email: change.newEmail })
      .where(eq(users.id, before.id))
      .returning()
      .catch((error: unknown) => {
        // Registered by someone else a moment ago, after the check above.
        const { code, cause } = error as { code?: string; cause?: { code?: string } };
        if (code === '23505' || cause?.code === '23505') throw new ConflictError(EMAIL_TAKEN);
        throw error;
      });
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, before.id));
    await logOwnAction(tx, clock, {
      user: before,
      action: 'change_email',
      details: `Changed their e-mail address from ${before.email} to ${change.newEmail} (confirmed by the link)`,
    });
    return { before, after: after! };
  });
  const userId = changed.after.id;
  // Everyone who talks with the person sees the new address; their own tabs see nothing pending.
  return {
    result: changed,
    events: [
      { type: 'profile_updated', userId },
      { type: 'settings_changed', userId },
    ],
  };
}
