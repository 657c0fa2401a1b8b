import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { users } from '../db/schema';

/**
 * Locks the user's row for the rest of the transaction, so that parallel requests acting for that
 * person (counting their invitations, filing their appeal) run one after another instead of each
 * seeing the same count. 'no key update': rows the transaction has just inserted that refer to the
 * user hold key-share locks on it, which a plain FOR UPDATE would deadlock against on PostgreSQL.
 */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
