import { and, eq, isNull } from 'drizzle-orm';
import type { BillingProvider } from '../billing/provider';
import type { Clock } from '../clock';
import type { Database, Tx } from '../db/client';
import { avatars, emailChanges, invitations, passwordResetTokens, supportTickets, users } from '../db/schema';
import { fullName } from '../../common/names';
import { NotFoundError, ServiceUnavailableError, ValidationError } from '../errors';
import type { UserRow } from './accounts';
import { logOwnAction } from './activity-log';
import { barAddress } from './barred-addresses';
import type { DomainEvent } from './events';
import { isUnderLegalHold } from './legal-holds';
import { revokeAllSessions } from './sessions';
import { findSubscription } from './subscriptions';

/**
 * Ending an account, whoever asks (the administrator, or the person on /settings): personal data is
 * wiped and nobody can sign in, while the row stays so conversations keep their records with the
 * sender shown as a deleted user. Under an active legal hold the account is deactivated instead
 * (suspended, signed out) and its data kept. The callers write their own activity-log entry.
 */

export const LEGAL_HOLD_REASON = 'Account deactivated: under legal hold';

export interface DeletionDeps {
  db: Database;
  clock: Clock;
  billing: BillingProvider;
}

/**
 * A deleted (or deactivated) account must not be charged again: its paid plan stops renewing at the
 * provider before anything is erased. If the provider cannot be reached, nothing is deleted.
 */
export async function stopRenewal(deps: DeletionDeps, userId: string): Promise<void> {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw new NotFoundError('User not found');
  const plan = await findSubscription(deps.db, userId);
  const renews =
    plan?.status === 'active' &&
    !plan.cancelAtPeriodEnd &&
    plan.providerSubscriptionId !== null &&
    plan.provider === deps.billing.kind;
  if (!renews) return;
  try {
    await deps.billing.cancelAtPeriodEnd(user, plan);
  } catch (error) {
    throw new ServiceUnavailableError(
      `The subscription could not be cancelled with the payment provider, so nothing was deleted. Try again in a moment. (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

/** Signs the account out everywhere and voids its pending links; both endings start with this. */
async function endAccess(tx: Tx, userId: string): Promise<void> {
  await revokeAllSessions(tx, userId);
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
}

/** Under a legal hold: suspended and signed out, nothing erased. */
export async function deactivateAccount(tx: Tx, userId: string): Promise<void> {
  await endAccess(tx, userId);
  await tx.update(users).set({ isBanned: true, banReason: LEGAL_HOLD_REASON }).where(eq(users.id, userId));
}

/**
 * Wipes the account's personal data in the caller's transaction. Returns the conversations that
 * listed someone it had invited (their invited lists change).
 */
export async function eraseAccount(tx: Tx, clock: Clock, target: UserRow): Promise<string[]> {
  await endAccess(tx, target.id);
  await tx.delete(avatars).where(eq(avatars.userId, target.id));
  const voided = await tx
    .delete(invitations)
    .where(eq(invitations.inviterId, target.id))
    .returning({ conversationId: invitations.conversationId });
  await tx.update(supportTickets).set({ userId: null }).where(eq(supportTickets.userId, target.id));
  // Erasing a suspended account must not lift its suspension: its owner could register afresh.
  if (target.isBanned) await barAddress(tx, target.email);
  await tx
    .update(users)
    .set({
      firstName: 'Deleted',
      lastName: 'User',
      email: `deleted-${target.id}@deleted.invalid`,
      passwordHash: null,
      avatarVersion: null,
      isBanned: false,
      banReason: null,
      lastActiveAt: null,
      deletedAt: clock.now(),
    })
    .where(eq(users.id, target.id));
  return [...new Set(voided.flatMap((v) => (v.conversationId ? [v.conversationId] : [])))];
}

/**
 * What the others must hear once it has committed: the account's sockets close everywhere; when it
 * was erased, its name and photo leave everyone's screen now, and the conversations it had invited
 * people to show their new list.
 */
export function accountEndedEvents(userId: string, erased: { voidedIn: string[] } | null): DomainEvent[] {
  const events: DomainEvent[] = [{ type: 'sessions_revoked', userId }];
  if (erased)
    events.push(
      { type: 'profile_updated', userId },
      { type: 'invitations_changed', conversationIds: erased.voidedIn },
    );
  return events;
}

export type OwnAccountOutcome =
  { outcome: 'deleted'; message: string; voidedIn: string[] } | { outcome: 'deactivated'; message: string };

export const OWN_ACCOUNT_DELETED =
  'Your account has been deleted. Your messages stay in the conversations with a deleted sender.';
export const OWN_ACCOUNT_DEACTIVATED =
  'Your account is under a legal hold, so its data must be kept for now. It has been deactivated instead: nobody can sign in to it, and you have been signed out everywhere.';

/** The person closes their own account on /settings, after their password. */
export async function closeOwnAccount(
  deps: DeletionDeps,
  input: { user: UserRow; password: string; isAdmin: boolean },
  checkPassword: (user: UserRow, password: string) => Promise<void>,
): Promise<OwnAccountOutcome> {
  if (input.isAdmin) {
    throw new ValidationError(
      'The administrator account cannot be deleted: it is the way into the Admin Portal (ADMIN_EMAIL).',
    );
  }
  await checkPassword(input.user, input.password);
  await stopRenewal(deps, input.user.id);
  return deps.db.transaction(async (tx): Promise<OwnAccountOutcome> => {
    const [target] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, input.user.id), isNull(users.deletedAt)))
      .for('update');
    if (!target) throw new NotFoundError('User not found');
    if (await isUnderLegalHold(tx, { userId: target.id })) {
      await deactivateAccount(tx, target.id);
      await logOwnAction(tx, deps.clock, {
        user: target,
        action: 'deactivate_own_account',
        details: `${fullName(target)} asked to delete their account while under a legal hold: deactivated, data kept`,
      });
      return { outcome: 'deactivated', message: OWN_ACCOUNT_DEACTIVATED };
    }
    // Written before the wipe, so the entry names the account's owner only as "Deleted User" after it.
    await logOwnAction(tx, deps.clock, {
      user: target,
      action: 'close_own_account',
      details: 'Deleted their own account; personal data erased, messages stay with a deleted sender',
    });
    const voidedIn = await eraseAccount(tx, deps.clock, target);
    return { outcome: 'deleted', message: OWN_ACCOUNT_DELETED, voidedIn };
  });
}
