import { eq, lt } from 'drizzle-orm';
import { hashToken } from '../crypto';
import type { Database } from '../db/client';
import { attemptThrottle } from '../db/schema';
import { decide } from './policy';
import type { ThrottleStore } from './store';

/** Counts in the database: one row per key, locked for the claim, so concurrent attempts queue. */
export function databaseThrottleStore(db: Database): ThrottleStore {
  return {
    claim: (key, policy, now) =>
      db.transaction(async (tx) => {
        const keyDigest = hashToken(key);
        const expiresAt = new Date(now + policy.windowMs);
        // Rows of keys nobody tried for an hour go, a few at a time as attempts come.
        await tx.delete(attemptThrottle).where(lt(attemptThrottle.expiresAt, new Date(now)));
        await tx.insert(attemptThrottle).values({ keyDigest, attempts: [], expiresAt }).onConflictDoNothing();
        const [row] = await tx
          .select({ attempts: attemptThrottle.attempts })
          .from(attemptThrottle)
          .where(eq(attemptThrottle.keyDigest, keyDigest))
          .for('update');
        const recent = (row?.attempts ?? []).filter((at) => at > now - policy.windowMs).sort((a, b) => a - b);
        const claim = decide(policy, recent, now);
        if (claim.outcome === 'allowed') {
          await tx
            .update(attemptThrottle)
            .set({ attempts: [...recent, now], expiresAt })
            .where(eq(attemptThrottle.keyDigest, keyDigest));
        }
        return claim;
      }),
    async clear(key) {
      await db.delete(attemptThrottle).where(eq(attemptThrottle.keyDigest, hashToken(key)));
    },
  };
}
