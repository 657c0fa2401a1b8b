import { databaseKind, type Database } from '../db/client';
import {
  storeChainedMessage,
  storeChainedMessages,
  type StoreOutcome,
  type StoreRequest,
} from './store-message';

/**
 * Group commit for sends. A send that finds no store call running waits GATHER_MS for others; sends
 * that arrive meanwhile, or while a call runs, go together in the next call, in one transaction
 * (store-message.ts), so under load the per-call costs (the round trip, the driver's work, the
 * commit and its flush to disk) are paid once per batch instead of once per message. Each send still
 * gets its own outcome; when a batch fails, each of its sends is stored alone, so a message that fails
 * (its own error) never fails the others.
 *
 * Order: entries of one conversation are stored in the order they arrived, and a conversation is
 * in one running call at a time. Within a call the entries are ordered by conversation, so calls
 * running at once (two instances) take the conversations' locks in the same order.
 */
const MAX_BATCH = 64;
/**
 * How long a send that finds the queue idle waits for company before its call goes. Without it, at a
 * steady 500 msg/s on PostgreSQL a call (about a millisecond) was over before the next send came, so
 * nearly every send paid a call of its own (bench/RESULTS.md run 24). Sends that find a call running
 * wait for it instead, as before, and never for this as well.
 */
export const GATHER_MS = 1;
/**
 * Store calls running at once. On PostgreSQL one: everything that arrives meanwhile waits and goes in
 * the next call (bench/sends.ts, 16 sends in flight: 0.16 ms of app CPU per send with one, 0.26 with
 * two, 0.34 with four). On the embedded database two, so its one thread always has the next batch
 * waiting while the app handles the last one's answer (that thread is its limit); one at a time measured
 * no better there (bench/RESULTS.md run 15).
 */
const maxRunning = (db: Database) => (databaseKind(db) === 'postgres' ? 1 : 2);

interface Waiting extends StoreRequest {
  resolve(outcome: StoreOutcome): void;
  reject(error: unknown): void;
}

export class StoreQueue {
  private waiting: Waiting[] = [];
  private running = 0;
  /** Conversations with entries in a running call: their next entries wait for it. */
  private busy = new Map<string, number>();

  /** The idle queue's wait for company (GATHER_MS): nothing starts until it ends. */
  private gathering: NodeJS.Timeout | null = null;

  private readonly maxRunning: number;

  constructor(
    private readonly db: Database,
    private readonly gatherMs = GATHER_MS,
  ) {
    this.maxRunning = maxRunning(db);
  }

  store(request: StoreRequest): Promise<StoreOutcome> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ ...request, resolve, reject });
      if (this.running === 0 && this.gathering === null && this.gatherMs > 0) {
        this.gathering = setTimeout(() => {
          this.gathering = null;
          this.pump();
        }, this.gatherMs);
      } else this.pump();
    });
  }

  private pump(): void {
    if (this.gathering) return; // its end pumps
    while (this.running < this.maxRunning && this.waiting.length > 0) {
      const batch = this.take();
      if (batch.length === 0) return; // all waiting are behind running calls of their conversations
      this.running += 1;
      for (const entry of batch) this.mark(entry.input.conversationId, 1);
      void this.run(batch).finally(() => {
        this.running -= 1;
        for (const entry of batch) this.mark(entry.input.conversationId, -1);
        this.pump();
      });
    }
  }

  /** Up to MAX_BATCH waiting entries whose conversation is in no running call, in arrival order. */
  private take(): Waiting[] {
    const batch: Waiting[] = [];
    const left: Waiting[] = [];
    const held = new Set<string>();
    for (const entry of this.waiting) {
      const conversationId = entry.input.conversationId;
      // Once one entry of a conversation waits, the later ones wait too (their order is kept).
      if (batch.length >= MAX_BATCH || this.busy.has(conversationId) || held.has(conversationId)) {
        held.add(conversationId);
        left.push(entry);
      } else batch.push(entry);
    }
    this.waiting = left;
    // Stable: a conversation's entries keep their order.
    return batch.sort((a, b) => compare(a.input.conversationId, b.input.conversationId));
  }

  private mark(conversationId: string, change: number): void {
    const count = (this.busy.get(conversationId) ?? 0) + change;
    if (count > 0) this.busy.set(conversationId, count);
    else this.busy.delete(conversationId);
  }

  private async run(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) return this.alone(batch[0]!);
    let outcomes: StoreOutcome[];
    try {
      outcomes = await storeChainedMessages(this.db, batch);
    } catch {
      // Nothing of the batch was stored: each goes alone, and fails (or not) on its own.
      for (const entry of batch) await this.alone(entry);
      return;
    }
    batch.forEach((entry, i) => entry.resolve(outcomes[i]!));
  }

  private async alone(entry: Waiting): Promise<void> {
    try {
      entry.resolve(await storeChainedMessage(this.db, entry.senderId, entry.input, entry.createdAt));
    } catch (error) {
      entry.reject(error);
    }
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const queues = new WeakMap<Database, StoreQueue>();

/** The database's queue of sends (one per database handle, so per app instance). */
export function storeQueueOf(db: Database): StoreQueue {
  let queue = queues.get(db);
  if (!queue) {
    queue = new StoreQueue(db);
    queues.set(db, queue);
  }
  return queue;
}
