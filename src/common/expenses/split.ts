/**
 * Splitting an expense between people, in whole minor units. Each share is the amount times the
 * person's parts over all the parts, rounded down; the cents rounding leaves over stay with the
 * person who paid (so nobody is ever asked for more than their exact share). 50/50 of 10.01 is
 * 5.01 for the payer and 5.00 for the other.
 */

export interface SplitPart {
  userId: string;
  parts: number;
}

export interface Share {
  userId: string;
  parts: number;
  cents: number;
}

export function splitAmount(amountCents: number, split: readonly SplitPart[], payerId: string): Share[] {
  const withPayer = split.some((s) => s.userId === payerId)
    ? split
    : [...split, { userId: payerId, parts: 0 }];
  const total = withPayer.reduce((sum, s) => sum + s.parts, 0);
  if (total <= 0) throw new Error('A split needs at least one part');
  const shares = withPayer.map((s) => ({
    userId: s.userId,
    parts: s.parts,
    cents: s.userId === payerId ? 0 : Math.floor((amountCents * s.parts) / total),
  }));
  const others = shares.reduce((sum, s) => sum + s.cents, 0);
  const payer = shares.find((s) => s.userId === payerId)!;
  payer.cents = amountCents - others;
  return shares;
}

/** Equal parts for everyone: 50/50 between two people. */
export const evenSplit = (userIds: readonly string[]): SplitPart[] =>
  userIds.map((userId) => ({ userId, parts: 1 }));
