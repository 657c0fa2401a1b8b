/**
 * How many failed attempts one account may take, counted across every client address (the
 * per-address rate limits do not stop someone with many addresses). OWASP ASVS V2.2.1: at most 100
 * failed attempts an hour per account, without letting a stranger lock the owner out of the mailed
 * path. See the README's "Reliability" section.
 */
export interface ThrottlePolicy {
  /** Names the counter, so sign-in and e-mail change can share one and reset mails keep their own. */
  scope: string;
  /** Failures in the window that need no wait. */
  free: number;
  /** The wait after the first failure past `free`, doubling with each further one up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Failures in the window after which the form refuses every attempt until the oldest leaves it. */
  hardLimit: number;
  windowMs: number;
}

/** Every form that checks an account's password (sign-in, e-mail change, password change) shares this one. */
export const PASSWORD_GUESSES: ThrottlePolicy = {
  scope: 'password',
  free: 5,
  firstDelayMs: 1000,
  maxDelayMs: 30_000,
  hardLimit: 100,
  windowMs: 60 * 60 * 1000,
};

/**
 * Reset links mailed to one address, asked for from any number of client addresses. A link lives
 * an hour, as the window does, so once the limit is reached the owner still holds working links.
 */
export const RESET_MAILS: ThrottlePolicy = {
  scope: 'reset-mail',
  free: 3,
  firstDelayMs: 0,
  maxDelayMs: 0,
  hardLimit: 3,
  windowMs: 60 * 60 * 1000,
};

/** The owner's mail that password sign-in is paused: one an hour, however long the guessing goes on. */
export const PAUSED_NOTICES: ThrottlePolicy = {
  scope: 'paused-notice',
  free: 1,
  firstDelayMs: 0,
  maxDelayMs: 0,
  hardLimit: 1,
  windowMs: 60 * 60 * 1000,
};

/** The wait before the next attempt once `count` failures are in the window. */
export function delayAfter(policy: ThrottlePolicy, count: number): number {
  if (count < policy.free) return 0;
  const doublings = Math.min(count - policy.free, 30);
  return Math.min(policy.firstDelayMs * 2 ** doublings, policy.maxDelayMs);
}

export type Claim =
  /** The attempt may go ahead; it already counts as a failure until `clear` says otherwise. */
  | { outcome: 'allowed'; count: number }
  | { outcome: 'delayed'; retryAfterMs: number }
  | { outcome: 'locked'; retryAfterMs: number };

/**
 * The decision over the attempts still in the window (oldest first): the one rule both stores
 * apply (the Redis store runs the same steps in a script, atomically).
 */
export function decide(policy: ThrottlePolicy, recent: number[], now: number): Claim {
  const count = recent.length;
  if (count >= policy.hardLimit) {
    return { outcome: 'locked', retryAfterMs: recent[count - policy.hardLimit]! + policy.windowMs - now };
  }
  const wait = delayAfter(policy, count);
  const last = recent[count - 1];
  if (wait > 0 && last !== undefined && now < last + wait) {
    return { outcome: 'delayed', retryAfterMs: last + wait - now };
  }
  return { outcome: 'allowed', count: count + 1 };
}
