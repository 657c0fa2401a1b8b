import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { EventBus } from './bus';
import type { Presence } from './presence';
import { presenceAudienceOf } from '../policies/presence-audience';

/**
 * A reload, or a phone moving from Wi-Fi to mobile data, closes the last socket and opens the next
 * within a second or two: announced at once, every contact would see the person go offline and
 * come back. Waited out, nothing is announced (the announcement re-checks as it publishes).
 */
export const OFFLINE_GRACE_MS = 3000;

export interface PresenceAnnouncer {
  /** A socket of the user opened on this instance. */
  connected(userId: string): void;
  /** A socket of the user closed on this instance. */
  disconnected(userId: string): void;
  /** Shutting down: from now on the people whose last socket closes are announced away at once. */
  shuttingDown(): void;
  /** Pending "went away" announcements go at once; resolves when all are said. */
  close(): Promise<void>;
}

/**
 * Tells the people who may see it (presence-audience.ts) when a person comes online or goes away,
 * across instances: the first socket anywhere says "online", the last one closing says "away" after
 * a grace, and a crashed instance's users are announced away when its presence lapses.
 */
export function presenceAnnouncer(
  deps: { db: Database; bus: EventBus; presence: Presence; log: FastifyBaseLogger },
  graceMs = OFFLINE_GRACE_MS,
): PresenceAnnouncer {
  const { db, bus, presence, log } = deps;
  let closing = false;
  const warn = (err: unknown) => log.warn({ err, event: 'presence.failed' });

  /** Presence work a closing socket started: shutdown waits for it, since the database closes next. */
  const work = new Set<Promise<void>>();
  const track = (promise: Promise<void>) => {
    work.add(promise);
    void promise.finally(() => work.delete(promise));
  };

  /** Offline announcements waiting out the grace, by user: each one's way to go now or never. */
  const goingAway = new Map<string, { now(): void; never(): void }>();

  /** Announced only if still true once the audience is known (presence.announce checks as it publishes). */
  async function announce(userId: string, online: boolean): Promise<void> {
    const contacts = await presenceAudienceOf(db, userId);
    if (contacts.length === 0) return;
    await presence.announce(userId, online, contacts, bus);
  }

  /** Announces the user offline after the grace, unless they come back here first (or at once on shutdown). */
  function offlineAfterGrace(userId: string): Promise<void> {
    goingAway.get(userId)?.never();
    return new Promise<void>((resolve) => {
      const settle = () => {
        clearTimeout(timer);
        if (goingAway.get(userId) === pending) goingAway.delete(userId);
      };
      const pending = {
        now() {
          settle();
          announce(userId, false).catch(warn).finally(resolve);
        },
        never() {
          settle();
          resolve();
        },
      };
      const timer = setTimeout(() => pending.now(), closing ? 0 : graceMs);
      goingAway.set(userId, pending);
    });
  }

  // An instance that crashed took its users' sockets with it, and no 'close' here will say so.
  const stopLapses = presence.onLapse((userId, online) => track(announce(userId, online).catch(warn)));

  return {
    connected(userId) {
      presence
        .connect(userId)
        .then((first) => {
          // Back within the grace: nobody is told they went. "Back" is still said when it is their
          // first socket anywhere: it costs nothing to those who see them online already, and their
          // audience may have grown meanwhile (someone they just answered).
          goingAway.get(userId)?.never();
          return first ? announce(userId, true) : undefined;
        })
        .catch(warn);
    },
    disconnected(userId) {
      track(
        presence
          .disconnect(userId)
          // Still online elsewhere (another tab, another instance) means no change to announce.
          .then((last) => (last ? offlineAfterGrace(userId) : undefined))
          .catch(warn),
      );
    },
    shuttingDown() {
      closing = true;
    },
    async close() {
      closing = true;
      for (const pending of [...goingAway.values()]) pending.now(); // said at once, not after the grace
      stopLapses();
      await Promise.all(work);
    },
  };
}
