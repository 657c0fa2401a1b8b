import { and, eq, isNull } from 'drizzle-orm';
import type { RegisterInput } from '../../common/schemas/auth';
import { RESET_TOKEN_TTL_MS } from '../../common/constants';
import type { Clock } from '../clock';
import { dummyPasswordHash, hashPassword, hashToken, randomToken, verifyPassword } from '../crypto';
import type { Database, DbOrTx, Tx } from '../db/client';
import { passwordResetTokens, users } from '../db/schema';
import type { AccountThrottle } from '../throttle/account-throttle';
import { RESET_MAILS } from '../throttle/policy';
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from '../errors';
import { assertAddressNotBarred } from './barred-addresses';
import type { Outcome } from './events';
import type { UserRow } from './user-row';
import { acceptInvitation, type AcceptedInvitation } from './invitations';
import { createSession, revokeAllSessions, revokeSession } from './sessions';
import { startTrial } from './subscriptions';

export type { UserRow };

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user;
}

export interface RegisterResult {
  user: UserRow;
  /** The conversations the invitation put the new user in (none without one). */
  invitations: AcceptedInvitation[];
}

/** A new account; with an invitation, the people already in its conversations hear of the newcomer. */
export async function registerUser(
  db: Database,
  clock: Clock,
  input: RegisterInput,
): Promise<Outcome<UserRow>> {
  const passwordHash = await hashPassword(input.password);
  const { user, invitations } = await db.transaction((tx) => createAccount(tx, clock, input, passwordHash));
  return {
    result: user,
    events: invitations.length
      ? [{ type: 'invitations_accepted', newcomer: user, accepted: invitations }]
      : [],
  };
}

/** The account, its trial and the invitation it came with, inside the caller's transaction. */
export async function createAccount(
  tx: Tx,
  clock: Clock,
  input: RegisterInput,
  passwordHash: string,
): Promise<RegisterResult> {
  await assertAddressNotBarred(tx, input.email);
  const [user] = await tx
    .insert(users)
    .values({ firstName: input.firstName, lastName: input.lastName, email: input.email, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) throw new ConflictError('An account with this email already exists');
  await startTrial(tx, user.id, clock.now());
  const invitations = input.inviteToken ? await acceptInvitation(tx, { token: input.inviteToken, user }) : [];
  return { user, invitations };
}

/**
 * The live account these credentials open, banned or not; one answer for every wrong guess, and the
 * same password work for an unknown address, so neither says which addresses have accounts. Every
 * check counts against the account's wrong-password limit (`guesses`, throttle/password-guesses.ts).
 */
export async function accountWithPassword(
  db: Database,
  input: { email: string; password: string },
  guesses: AccountThrottle,
): Promise<UserRow> {
  return guesses.attempt(input.email, async () => {
    const user = await findUserByEmail(db, input.email);
    const hash = user?.passwordHash ?? (await dummyPasswordHash());
    const passwordOk = await verifyPassword(hash, input.password);
    if (!user || !user.passwordHash || user.deletedAt || !passwordOk) {
      throw new UnauthorizedError('Invalid email or password');
    }
    return user;
  });
}

export const BANNED_LOGIN_MESSAGE =
  'This account has been suspended. Please contact support if you think this is a mistake.';

/**
 * Checks the credentials and opens a new session. Any session the browser already held is revoked,
 * so a session id fixed before login never becomes an authenticated one.
 */
export async function logIn(
  db: Database,
  clock: Clock,
  input: { email: string; password: string; previousToken?: string; userAgent?: string },
  guesses: AccountThrottle,
): Promise<{ user: UserRow; token: string }> {
  const user = await accountWithPassword(db, input, guesses);
  if (user.isBanned) throw new ForbiddenError(BANNED_LOGIN_MESSAGE);
  if (input.previousToken) await revokeSession(db, input.previousToken);
  const token = await createSession(db, clock, user.id, input.userAgent);
  return { user, token };
}

/**
 * Reset links one address is sent an hour (throttle/policy.ts RESET_MAILS). Requests are limited per
 * network address too (http/auth.ts), but someone with many addresses could otherwise fill a
 * stranger's inbox with reset mails.
 */
export const RESET_MAILS_PER_HOUR = RESET_MAILS.hardLimit;

/** Creates a reset token when the address has a live account. Returns the token to mail, or null. */
export async function createPasswordReset(
  db: Database,
  clock: Clock,
  email: string,
  resetMails: AccountThrottle,
): Promise<{ user: UserRow; token: string } | null> {
  const user = await findUserByEmail(db, email);
  if (!user || user.deletedAt || !user.passwordHash) return null;
  if ((await resetMails.claim(email)).outcome !== 'allowed') return null;
  const token = randomToken();
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(clock.now().getTime() + RESET_TOKEN_TTL_MS),
  });
  return { user, token };
}

/**
 * Whether a reset link would still work (unused, unexpired), without spending it: the page asks on
 * opening, so a spent link says so at once instead of after two new passwords. Only yes or no, so
 * the answer tells nobody whose link it was or why it stopped working.
 */
export async function isResetTokenUsable(db: Database, clock: Clock, token: string): Promise<boolean> {
  const [row] = await db
    .select({ expiresAt: passwordResetTokens.expiresAt })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt)));
  return row !== undefined && row.expiresAt > clock.now();
}

/**
 * Spends a reset token once: sets the password, signs the user out everywhere and clears the
 * account's wrong-password count (the mailed link proved the mailbox). Returns the user's id.
 */
export async function resetPassword(
  db: Database,
  clock: Clock,
  token: string,
  newPassword: string,
  guesses: AccountThrottle,
): Promise<Outcome<string>> {
  const passwordHash = await hashPassword(newPassword);
  const user = await db.transaction(async (tx) => {
    const now = clock.now();
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt)))
      .returning();
    if (!spent) throw new ValidationError('Invalid reset link. Please request a new password reset.');
    if (spent.expiresAt <= now)
      throw new ValidationError('This reset link has expired. Please request a new password reset.');
    const [changed] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, spent.userId))
      .returning({ id: users.id, email: users.email });
    await revokeAllSessions(tx, spent.userId);
    return changed!;
  });
  await guesses.clear(user.email);
  // Every session ended: the person's sockets close on every instance.
  return { result: user.id, events: [{ type: 'sessions_revoked', userId: user.id }] };
}

export async function setDarkMode(
  db: Database,
  userId: string,
  darkMode: 'light' | 'dark',
): Promise<Outcome<UserRow>> {
  const [user] = await db.update(users).set({ darkMode }).where(eq(users.id, userId)).returning();
  return { result: user, events: [{ type: 'preferences_changed', userId }] };
}

/** Keeps lastActiveAt current without a write on every request. */
export async function touchLastActive(
  db: Database,
  clock: Clock,
  user: Pick<UserRow, 'id' | 'lastActiveAt'>,
): Promise<void> {
  const now = clock.now();
  if (user.lastActiveAt && now.getTime() - user.lastActiveAt.getTime() < 60_000) return;
  // The row may be the session cache's copy: stamp it first, so the requests arriving while this
  // write is under way (and the next ones) skip it.
  user.lastActiveAt = now;
  await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, user.id));
}
