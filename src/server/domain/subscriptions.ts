import { TRIAL_DAYS } from '../../common/constants';
import type { DbOrTx } from '../db/client';
import { subscriptions } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every new account starts a trial of TRIAL_DAYS days. */
export async function startTrial(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ userId, status: 'trial', trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS) })
    .onConflictDoNothing();
}
