import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { recordDeliveries, type Delivery } from '../domain/read-markers';

/**
 * Delivery stamps arrive at the rate messages fan out (four per message in a conversation of five).
 * On the embedded database every statement has a large fixed cost, so they are gathered and written
 * in one statement every FLUSH_MS (or sooner when MAX_BATCH pile up): at 500 msg/s that is 1,000
 * stamps a flush. Each stamp keeps the time its frame went out, so a later flush makes no stamp
 * later; nothing live waits for them (a sender is shown delivery only once the message is seen, and
 * marking it read stamps delivery too). What `kill -9` loses is at most FLUSH_MS of stamps.
 */
const FLUSH_MS = 500;
const MAX_BATCH = 1000;

export interface ReceiptBatcher {
  delivered(messageId: number, userId: string): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function receiptBatcher(db: Database, clock: Clock, onError: (err: unknown) => void): ReceiptBatcher {
  let pending = new Map<string, Delivery>();
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return inFlight;
    const batch = [...pending.values()];
    pending = new Map();
    inFlight = inFlight.then(() => recordDeliveries(db, batch)).catch(onError);
    return inFlight;
  };

  return {
    delivered(messageId, userId) {
      const key = `${messageId}:${userId}`;
      if (pending.has(key)) return; // the first delivery is the one stamped
      pending.set(key, { messageId, userId, at: clock.now().getTime() });
      if (pending.size >= MAX_BATCH) void flush();
      else if (!timer) timer = setTimeout(() => void flush(), FLUSH_MS);
    },
    flush,
    async close() {
      await flush();
    },
  };
}
