import type { Redis } from 'ioredis';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { AccountThrottle, type AttemptOptions, type ThrottleMessages } from './account-throttle';
import { databaseThrottleStore } from './database-store';
import { RESET_MAILS, type ThrottlePolicy } from './policy';
import { redisThrottleStore } from './redis-store';
import { withFallback, type ThrottleLog, type ThrottleStore } from './store';

export { AccountThrottle, TooManyAttemptsError } from './account-throttle';
export { PASSWORD_GUESSES, RESET_MAILS, type ThrottlePolicy } from './policy';

/** What a throttle needs from the app (a subset of AppDeps, so any route file can pass its deps). */
export interface ThrottleDeps {
  db: Database;
  clock: Clock;
  rateLimitRedis?: Redis;
  log?: ThrottleLog;
}

/** Redis when configured (falling back to the database while it fails), else the database. */
export function throttleStore(deps: ThrottleDeps): ThrottleStore {
  const database = databaseThrottleStore(deps.db);
  return deps.rateLimitRedis
    ? withFallback(redisThrottleStore(deps.rateLimitRedis), database, deps.log)
    : database;
}

export function accountThrottle(
  deps: ThrottleDeps,
  policy: ThrottlePolicy,
  messages: ThrottleMessages,
  options?: AttemptOptions,
): AccountThrottle {
  return new AccountThrottle(throttleStore(deps), deps.clock, policy, messages, options);
}

/** Reset links for one address: the form answers the same either way, so these messages are never shown. */
export function resetMailThrottle(deps: ThrottleDeps): AccountThrottle {
  const unused = 'Too many reset links were asked for this address.';
  return accountThrottle(deps, RESET_MAILS, { delayed: () => unused, locked: unused });
}
