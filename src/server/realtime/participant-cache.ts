import type { Database } from '../db/client';
import { liveParticipantIdsOf } from '../domain/conversations';
import type { EventBus } from './bus';

/** At most how long a conversation's participants are trusted without asking the database again. */
export const PARTICIPANT_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

export interface ParticipantCache {
  /** The participants of a live conversation (none for a deleted or unknown one). */
  of(conversationId: string): Promise<string[]>;
  close(): void;
}

/**
 * Who is in a conversation, for what a socket says many times a minute (typing, which conversation
 * is on screen): from memory, not a query each time. Every change of membership is an event on the
 * bus, heard by every instance (participant_added, participant_removed, new_conversation,
 * conversation_deleted), and drops that conversation's entry at once. While the bus is down those
 * events cannot arrive, so the cache is not read then, and it is emptied once the bus is back. A
 * look-up that was under way when a change was heard is answered but not kept.
 */
export function participantCache(db: Database, bus: EventBus): ParticipantCache {
  const entries = new Map<string, { ids: string[]; until: number }>();
  /** Rises with every change heard: a look-up that began before one does not keep what it read. */
  let changes = 0;
  const forget = (conversationId: string) => {
    changes += 1;
    entries.delete(conversationId);
  };
  const unsubscribe = bus.subscribe(({ event }) => {
    switch (event.type) {
      case 'participant_added':
      case 'participant_removed':
      case 'conversation_deleted':
        return forget(event.conversationId);
      case 'new_conversation':
        return forget(event.conversation.id);
    }
  });
  const stopRecovered = bus.onRecovered(() => {
    changes += 1;
    entries.clear();
  });

  return {
    async of(conversationId) {
      const healthy = bus.isHealthy();
      const now = Date.now();
      const entry = healthy ? entries.get(conversationId) : undefined;
      if (entry && entry.until > now) return entry.ids;
      const before = changes;
      const ids = await liveParticipantIdsOf(db, conversationId);
      if (healthy && changes === before && bus.isHealthy()) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(conversationId, { ids, until: now + PARTICIPANT_CACHE_TTL_MS });
      }
      return ids;
    },
    close() {
      unsubscribe();
      stopRecovered();
      entries.clear();
    },
  };
}
