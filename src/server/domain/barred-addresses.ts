import { eq } from 'drizzle-orm';
import { hashToken } from '../crypto';
import type { Tx } from '../db/client';
import { barredAddresses } from '../db/schema';
import { ForbiddenError } from '../errors';

export const BARRED_ADDRESS_MESSAGE =
  'This email address cannot be used on Parley: its account was suspended and then deleted.';

function digestOf(email: string): string {
  return hashToken(email.trim().toLowerCase());
}

/** Keeps a deleted, suspended account's address from registering again. */
export async function barAddress(tx: Tx, email: string): Promise<void> {
  await tx
    .insert(barredAddresses)
    .values({ emailDigest: digestOf(email) })
    .onConflictDoNothing();
}

/** 403 when the address belonged to a suspended account the administrator deleted. */
export async function assertAddressNotBarred(tx: Tx, email: string): Promise<void> {
  const [barred] = await tx
    .select({ at: barredAddresses.barredAt })
    .from(barredAddresses)
    .where(eq(barredAddresses.emailDigest, digestOf(email)))
    .limit(1);
  if (barred) throw new ForbiddenError(BARRED_ADDRESS_MESSAGE);
}
