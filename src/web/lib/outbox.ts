import { useSyncExternalStore } from 'react';
import { ApiError } from './api';
import { realtimeSocket } from './socket';

/*
 * The send loop shared by the two outboxes of writes made while offline: queued messages
 * (offline-queue.ts) and record writes (record-outbox.ts). Each keeps its writes in an IndexedDB store
 * of its own, so a closed tab loses nothing, and sends them oldest first when the connection returns
 * ('online', the socket reopening after a server outage, a 30 s retry as the last resort), under a Web
 * Lock so two tabs (or the service worker, for messages) never send at once. A write that must wait
 * stops the loop, so the order holds; one the server refuses for good is dropped.
 */

/** What every outbox keeps: IndexedDB's auto-increment key (the order of writing) and whose it is. */
export interface OutboxItem {
  seq?: number;
  /** Whose session wrote it: another account signing in on this browser never sends it. */
  userId: string;
}

/** How often the page retries an outbox that is still waiting while the browser says it is online. */
const RETRY_EVERY_MS = 30_000;

/**
 * True when a failed send should wait and be tried again: no answer at all (no connection), or an
 * answer that may change (signed out for now, timed out, throttled, the server failing).
 */
export function shouldRetryLater(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;
}

export interface OutboxOptions<T extends OutboxItem, R> {
  /** IndexedDB database, its version and object store, and the Web Lock's name. */
  db: string;
  version: number;
  store: string;
  lock: string;
  /** Names the outbox in console warnings. */
  name: string;
  /** Sends one item; throws as apiRequest does. */
  send: (item: T) => Promise<R>;
  onSent: (item: T, result: R) => void;
  /** The server refused it for good: it has been dropped, and `reason` says why. */
  onRefused: (item: T, reason: string) => void;
  /** Runs once, when the page first starts the outbox. */
  onStart?: () => void;
}

export function createOutbox<T extends OutboxItem, R>(options: OutboxOptions<T, R>) {
  function openDb(): Promise<IDBDatabase> {
    return new Promise((resolve, reject) => {
      const request = indexedDB.open(options.db, options.version);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(options.store))
          request.result.createObjectStore(options.store, { keyPath: 'seq', autoIncrement: true });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
    });
  }

  /** Runs one request in its own transaction and resolves when the transaction has committed. */
  async function inStore<V>(
    mode: IDBTransactionMode,
    act: (store: IDBObjectStore) => IDBRequest<V>,
  ): Promise<V> {
    const db = await openDb();
    try {
      return await new Promise<V>((resolve, reject) => {
        const tx = db.transaction(options.store, mode);
        const request = act(tx.objectStore(options.store));
        tx.oncomplete = () => resolve(request.result);
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
      });
    } finally {
      db.close();
    }
  }

  const readAll = () => inStore<T[]>('readonly', (s) => s.getAll());

  /* The page's view of the store, for useSyncExternalStore. */
  let snapshot: T[] = [];
  const listeners = new Set<() => void>();

  async function refresh(): Promise<void> {
    try {
      snapshot = await readAll();
    } catch (error) {
      console.warn(`Reading the ${options.name} failed`, error);
      snapshot = [];
    }
    listeners.forEach((l) => l());
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  /** Sends the person's items oldest first, stopping at the first that must wait so the order holds. */
  async function flush(userId: string): Promise<void> {
    const run = async () => {
      for (const item of (await readAll()).filter((i) => i.userId === userId)) {
        let outcome: { sent: R } | { refused: string };
        try {
          outcome = { sent: await options.send(item) };
        } catch (error) {
          if (shouldRetryLater(error)) break;
          outcome = { refused: error instanceof Error ? error.message : String(error) };
        }
        if (item.seq !== undefined) await inStore('readwrite', (s) => s.delete(item.seq!));
        if ('sent' in outcome) options.onSent(item, outcome.sent);
        else options.onRefused(item, outcome.refused);
        await refresh();
      }
    };
    if (navigator.locks) await navigator.locks.request(options.lock, run);
    else await run();
    await refresh();
  }

  let started = false;
  let currentUserId: string | null = null;

  function flushNow(): void {
    if (currentUserId && navigator.onLine)
      void flush(currentUserId).catch((e: unknown) => console.warn(`Sending the ${options.name} failed`, e));
  }

  /** Once per page: load the store and send it whenever the connection returns. */
  function start(): void {
    if (started) return;
    started = true;
    void refresh();
    window.addEventListener('online', flushNow);
    // The server may have been down while the network was up: no 'online' event comes for that, but
    // the socket reconnects the moment it is back. The interval is the last resort.
    realtimeSocket.onOpen(flushNow);
    setInterval(() => {
      if (snapshot.length > 0) flushNow();
    }, RETRY_EVERY_MS);
    options.onStart?.();
  }

  return {
    readAll,
    /** Keeps an item; the caller then refreshes the view and tries to send (flushNow). */
    add: (item: T) => inStore('readwrite', (s) => s.add(item)),
    refresh,
    flush,
    flushNow,
    start,
    /** Who is signed in (the conversation pane says): only their items are sent. */
    setUser(userId: string | null): void {
      currentUserId = userId;
    },
    currentUser: () => currentUserId,
    /** Every item in the store, re-rendering when it changes. */
    useAll(): T[] {
      return useSyncExternalStore(
        subscribe,
        () => snapshot,
        () => snapshot,
      );
    },
  };
}
