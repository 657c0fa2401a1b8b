import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { findUserByEmail, registerUser } from './accounts';

/**
 * The administrator is the account with ADMIN_EMAIL. If none exists yet, start-up creates it with a
 * random password (returned once, for the log), so nobody can claim the address by registering first.
 */
export async function ensureAdminAccount(
  db: Database,
  clock: Clock,
  adminEmail: string,
): Promise<string | null> {
  if (await findUserByEmail(db, adminEmail)) return null;
  const password = randomBytes(12).toString('base64url');
  await registerUser(db, clock, { firstName: 'Parley', lastName: 'Admin', email: adminEmail, password });
  return password;
}
