import type { Clock } from '../clock';
import type { UserRow } from '../domain/accounts';
import { notExpired } from '../domain/sessions';

/**
 * At most how long a looked-up session is trusted without asking the database again: the same bound as the
 * socket heartbeat's session re-check (realtime/session-watch.ts), so an open socket and a request see a
 * session end within the same time even if an event were lost. People send a message every few
 * seconds at most, so a shorter time would miss the cache on nearly every send.
 */
export const SESSION_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  user: UserRow;
  sessionExpiresAt: Date;
  cachedUntil: number;
}

/**
 * Every API request and socket upgrade needs the signed-in user. Asking the database each time is
 * the single most frequent query the server makes (a chat client sends, marks read and types many
 * times a minute), so this instance remembers each session's user for a while.
 *
 * Staleness is bounded two ways: entries live SESSION_CACHE_TTL_MS at most, and the events that
 * change what a session may do drop them at once, on every instance, through the bus
 * (session-cache wiring in plugins/session.ts): `session_revoked` (sign-out, ban, password reset,
 * deletion) and `user_profile_updated` (a new avatar, or a dark-mode switch, which goes to the user
 * alone). Routes also forget locally at once (`forgetCachedUser`). While the bus is down those events
 * cannot arrive, so the cache is not read then, and is emptied when the bus is back (plugins/session.ts).
 */
export class SessionCache {
  private entries = new Map<string, Entry>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
  ) {}

  get(tokenHash: string): UserRow | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    const now = this.clock.now().getTime();
    if (entry.cachedUntil <= now || !notExpired(entry.sessionExpiresAt, this.clock)) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry.user;
  }

  set(tokenHash: string, user: UserRow, sessionExpiresAt: Date): void {
    if (this.entries.size >= MAX_ENTRIES) {
      // Oldest first: a Map iterates in insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, {
      user,
      sessionExpiresAt,
      // Between half the TTL and all of it: sessions cached together (everyone reconnecting after a
      // deploy) must not all expire in the same second and queue a thousand look-ups at once.
      cachedUntil: this.clock.now().getTime() + this.ttlMs * (0.5 + Math.random() / 2),
    });
  }

  forgetUser(userId: string): void {
    for (const [tokenHash, entry] of this.entries) {
      if (entry.user.id === userId) this.entries.delete(tokenHash);
    }
  }

  forgetToken(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  clear(): void {
    this.entries.clear();
  }
}
