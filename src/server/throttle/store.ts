import type { Claim, ThrottlePolicy } from './policy';

/** Where the attempts are counted: one atomic claim per attempt, shared by every instance. */
export interface ThrottleStore {
  claim(key: string, policy: ThrottlePolicy, now: number): Promise<Claim>;
  clear(key: string): Promise<void>;
}

export interface ThrottleLog {
  warn(details: object, message?: string): void;
}

/** Redis first; while it fails, the database, so an outage neither opens nor closes the door. */
export function withFallback(
  primary: ThrottleStore,
  fallback: ThrottleStore,
  log?: ThrottleLog,
): ThrottleStore {
  const either = async <T>(run: (store: ThrottleStore) => Promise<T>): Promise<T> => {
    try {
      return await run(primary);
    } catch (err) {
      log?.warn({ err, event: 'throttle.store_failed' }, 'attempt counts fell back to the database');
      return run(fallback);
    }
  };
  return {
    claim: (key, policy, now) => either((s) => s.claim(key, policy, now)),
    clear: (key) => either((s) => s.clear(key)),
  };
}
