import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { recordDeliveries, type Delivery } from '../domain/read-markers';

/**
 * Delivery stamps arrive at the rate messages fan out (several per message). Writing each alone
 * would cost one statement per recipient; instead they are gathered and written in one statement
 * every FLUSH_MS (or sooner when MAX_BATCH pile up). A stamp is at most FLUSH_MS late.
 */
const FLUSH_MS = 100;
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
    const at = clock.now();
    inFlight = inFlight.then(() => recordDeliveries(db, at, batch)).catch(onError);
    return inFlight;
  };

  return {
    delivered(messageId, userId) {
      pending.set(`${messageId}:${userId}`, { messageId, userId });
      if (pending.size >= MAX_BATCH) void flush();
      else if (!timer) timer = setTimeout(() => void flush(), FLUSH_MS);
    },
    flush,
    async close() {
      await flush();
    },
  };
}
