import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGliteOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * The embedded database on a thread of its own. PGlite runs PostgreSQL (WebAssembly) synchronously
 * on the calling thread, so in-process every query stalls the event loop that serves HTTP and the
 * sockets, and a send's database work and its delivery queue behind each other on one core. Here
 * PGlite lives in a worker (pglite-worker.mjs) and this class is the part of PGlite's client that
 * Drizzle uses (`query`, `transaction`), forwarding each call as a message. Semantics are PGlite's
 * own: the worker calls the same methods, so a query waits while a transaction is open, as it would.
 */
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };

/** PGlite's options, plus a tar of a database to start from (read on the database's thread). */
type ThreadOptions = PGliteOptions & {
  startFrom?: string;
  /** On disk, each commit reaches the disk before it returns (default); false only to measure that. */
  durable?: boolean;
};

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

export class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private nextTx = 1;
  private failure: Error | null = null;

  private constructor(dir: string | undefined, options: ThreadOptions) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dir, options },
      // The worker only passes rows to and from PGlite: a small young generation is plenty, and
      // V8's default would let it grow by tens of MB of memory under load.
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
    });
    this.worker.on('message', (reply: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.error) waiting.reject(rebuildError(reply.error));
      else waiting.resolve(reply.result);
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    // close() removes this listener first: an exit while open means the database is gone. The
    // process stops too, so a supervisor restarts it, rather than answering 500 to everything.
    this.worker.on('exit', (code) => {
      const error = this.failure ?? new Error(`The database thread stopped (exit code ${code})`);
      fail(error);
      process.nextTick(() => {
        throw error;
      });
    });
  }

  static async open(dir: string | undefined, options: ThreadOptions): Promise<PgliteThread> {
    if (dir && !existsSync(path.join(dir, 'PG_VERSION'))) {
      // A new folder: PGlite's initdb runs a second PostgreSQL heap beside the first (~500 MB in all,
      // even with the worker's FolderFS), and WebAssembly memory never shrinks. Done on a thread that
      // then ends, the database the app keeps starts at the ~300 MB of any later start instead of
      // holding the peak for the life of the process.
      const initdb = new PgliteThread(dir, options);
      await initdb.call({ op: 'ready' });
      await initdb.close();
    }
    const thread = new PgliteThread(dir, options);
    await thread.call({ op: 'ready' });
    return thread;
  }

  query<T>(text: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    return this.call({ op: 'query', text, params, ...requestOptions(options) }) as Promise<Results<T>>;
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const txId = this.nextTx++;
    await this.call({ op: 'begin', txId });
    let closed = false;
    const tx = {
      query: (text: string, params: unknown[] = [], options: QueryOptions = {}) =>
        this.call({ op: 'query', txId, text, params, ...requestOptions(options) }),
      rollback: async () => {
        closed = true;
        await this.call({ op: 'end', txId, commit: false });
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) await this.call({ op: 'end', txId, commit: false });
      throw error;
    }
    if (!closed) await this.call({ op: 'end', txId, commit: true });
    return result;
  }

  /** The whole database as a tar file (PGlite's dumpDataDir), which `startFrom` opens again. */
  async dumpTo(file: string): Promise<void> {
    await this.call({ op: 'dumpTo', file });
  }

  async close(): Promise<void> {
    if (!this.failure) await this.call({ op: 'close' }).catch(() => {});
    this.worker.removeAllListeners('exit');
    await this.worker.terminate();
  }

  private call(request: Record<string, unknown>): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }
}

/** Drizzle's parsers only keep dates as text; the worker holds the same ones (functions stay here). */
function requestOptions(options: QueryOptions) {
  return { rowMode: options.rowMode, drizzleParsers: options.parsers !== undefined };
}

/** A database error from the worker, with its fields (code, detail, constraint, ...) back on it. */
function rebuildError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  Object.assign(error, fields);
  return error;
}
