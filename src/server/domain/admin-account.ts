import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { hashPassword } from '../crypto';
import type { Database } from '../db/client';
import { appSettings, users } from '../db/schema';
import { createAccount, findUserByEmail } from './accounts';
import { revokeAllSessions } from './sessions';

/** The id of the account start-up last gave the administrator's password to. */
const ISSUED_TO = 'admin_account_issued_to';
/** Any fixed number: instances starting together decide about the administrator one at a time. */
const ADMIN_LOCK = 7_265_302;

export type AdminAccountOutcome =
  | { kind: 'unchanged' }
  /** No account had ADMIN_EMAIL: one was made. */
  | { kind: 'created'; password: string }
  /**
   * ADMIN_EMAIL was changed to an address someone had registered themselves. Registration does not
   * prove an address is yours, so its password is replaced and its sessions end: only whoever reads
   * the log can sign in as the administrator.
   */
  | { kind: 'taken_over'; password: string; registeredAt: Date };

/**
 * The administrator is the account with ADMIN_EMAIL, and only whoever runs the server gets its
 * password (printed once). Nobody can claim the address by registering it first: not on the first
 * start, and not when ADMIN_EMAIL later names an account that already exists.
 */
export async function ensureAdminAccount(
  db: Database,
  clock: Clock,
  adminEmail: string,
): Promise<AdminAccountOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_LOCK})`);
    const existing = await findUserByEmail(tx, adminEmail);
    const [issued] = await tx.select().from(appSettings).where(eq(appSettings.key, ISSUED_TO));
    const remember = (userId: string) =>
      tx
        .insert(appSettings)
        .values({ key: ISSUED_TO, value: userId })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: userId, updatedAt: clock.now() } });
    const password = randomBytes(12).toString('base64url');

    if (!existing) {
      const { user } = await createAccount(
        tx,
        clock,
        { firstName: 'Parley', lastName: 'Admin', email: adminEmail, password },
        await hashPassword(password),
      );
      await remember(user.id);
      return { kind: 'created', password };
    }
    if (issued?.value === existing.id) return { kind: 'unchanged' };
    if (!issued) {
      // A server from before this record: its administrator account is the one it already had.
      await remember(existing.id);
      return { kind: 'unchanged' };
    }
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, existing.id));
    await revokeAllSessions(tx, existing.id);
    await remember(existing.id);
    return { kind: 'taken_over', password, registeredAt: existing.createdAt };
  });
}
