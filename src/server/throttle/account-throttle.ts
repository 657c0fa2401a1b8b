import type { Clock } from '../clock';
import { AppError } from '../errors';
import type { Claim, ThrottlePolicy } from './policy';
import type { ThrottleStore } from './store';

/** 429 before the password is even checked: this account had too many failures just now. */
export class TooManyAttemptsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(429, 'too_many_attempts', message);
  }
}

export interface ThrottleMessages {
  delayed(seconds: number): string;
  locked: string;
}

export interface AttemptOptions {
  /**
   * Runs once, after the failure that filled the hour (never again until the count falls below it):
   * tell the owner, with the mailed way in. Errors are the caller's to log; the answer does not wait.
   */
  onLimitReached?: (subject: string) => Promise<void>;
}

/**
 * Failed attempts per account (a subject: the e-mail address typed, whether or not it has an
 * account, so the answers say nothing about which addresses exist), counted across every client
 * address, in Redis when configured and the database otherwise. How to use it: README "Reliability".
 */
export class AccountThrottle {
  constructor(
    private readonly store: ThrottleStore,
    private readonly clock: Clock,
    readonly policy: ThrottlePolicy,
    private readonly messages: ThrottleMessages,
    private readonly options: AttemptOptions = {},
  ) {}

  private key(subject: string): string {
    return `${this.policy.scope}:${subject.trim().toLowerCase()}`;
  }

  /**
   * Takes one attempt's place in the count, before the attempt is made, so attempts arriving
   * together cannot all pass the check before any of them is counted.
   */
  claim(subject: string): Promise<Claim> {
    return this.store.claim(this.key(subject), this.policy, this.clock.now().getTime());
  }

  /** A success: the account's failures are forgotten (a right password, a completed reset). */
  clear(subject: string): Promise<void> {
    return this.store.clear(this.key(subject));
  }

  /**
   * Runs `check`, which throws when the attempt fails (a wrong password), as one counted attempt:
   * refused with 429 while the account must wait or has reached the hour's limit.
   */
  async attempt<T>(subject: string, check: () => Promise<T>): Promise<T> {
    const claim = await this.claim(subject);
    if (claim.outcome === 'delayed') {
      throw new TooManyAttemptsError(
        this.messages.delayed(Math.ceil(claim.retryAfterMs / 1000)),
        claim.retryAfterMs,
      );
    }
    if (claim.outcome === 'locked') throw new TooManyAttemptsError(this.messages.locked, claim.retryAfterMs);
    let result: T;
    try {
      result = await check();
    } catch (err) {
      // This attempt is already counted; the one that filled the hour tells the owner.
      if (claim.count === this.policy.hardLimit) void this.options.onLimitReached?.(subject);
      throw err;
    }
    await this.clear(subject);
    return result;
  }
}
