import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { ApiError, apiRequest } from './api';
import { isOfflineFailure } from './offline-queue';
import { queryClient } from './query-client';
import { realtimeSocket } from './socket';
import { toast } from './toast';

/*
 * Record writes made while offline: a schedule change request (a proposed swap, pattern or holiday) and
 * a logged expense. They work as queued messages do (offline-queue.ts): kept in IndexedDB, so a closed
 * tab loses nothing; sent oldest first by the page when the connection returns ('online', the socket
 * reopening, a 30 s retry), under a Web Lock so two tabs never send at once; and each carries the
 * clientId made when it was written, which the server stores once per person (messages_sender_client_idx),
 * so a resend after a lost answer returns the stored entry instead of making a second one.
 * They have a store of their own because the service worker's background sync (public/sw.js) sends
 * only messages: a record waits for the page to be open.
 */

export type OutboxFeature = 'schedule' | 'expenses';

export interface QueuedRecordWrite {
  /** IndexedDB's auto-increment key: the order they were written in. */
  seq?: number;
  /** The idempotency key, also inside `body`. */
  clientId: string;
  /** Whose session wrote it: another account signing in on this browser never sends it. */
  userId: string;
  conversationId: string;
  feature: OutboxFeature;
  /** The API path it is POSTed to, and the body, exactly as the form would have sent them. */
  path: string;
  body: Record<string, unknown> & { clientId: string };
  /** What it is, in words, for the "waiting to send" list. */
  label: string;
  queuedAt: string;
}

const DB = 'parley-record-outbox';
const STORE = 'queued-writes';
const LOCK = 'parley-record-outbox';
const RETRY_EVERY_MS = 30_000;

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE))
        request.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function inStore<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = act(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    db.close();
  }
}

const readAll = () => inStore<QueuedRecordWrite[]>('readonly', (s) => s.getAll());

let snapshot: QueuedRecordWrite[] = [];
const listeners = new Set<() => void>();

async function refresh(): Promise<void> {
  try {
    snapshot = await readAll();
  } catch (error) {
    console.warn('Reading the record outbox failed', error);
    snapshot = [];
  }
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** What a sent write changes on screen: the feature's queries for that conversation are read again. */
const refetch = (item: QueuedRecordWrite) =>
  queryClient.invalidateQueries({
    queryKey: [item.feature === 'schedule' ? 'schedule' : 'expenses', item.conversationId],
  });

type Outcome = 'sent' | 'retry' | { refused: string };

async function sendOne(item: QueuedRecordWrite): Promise<Outcome> {
  try {
    await apiRequest('POST', item.path, item.body);
    return 'sent';
  } catch (error) {
    if (error instanceof ApiError) {
      const later =
        error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;
      return later ? 'retry' : { refused: error.message };
    }
    return 'retry';
  }
}

/**
 * Sends the person's outbox oldest first, stopping at the first write that must wait so the order
 * holds. One the server refuses for good (the expense is no longer there, a field it will not take)
 * is dropped with a toast that says why.
 */
export async function flushRecordOutbox(userId: string): Promise<void> {
  const run = async () => {
    for (const item of (await readAll()).filter((i) => i.userId === userId)) {
      const outcome = await sendOne(item);
      if (outcome === 'retry') break;
      await inStore('readwrite', (s) => s.delete(item.seq!));
      if (outcome === 'sent') void refetch(item);
      else toast({ title: `Not sent: ${item.label}`, description: outcome.refused, variant: 'destructive' });
      await refresh();
    }
  };
  if (navigator.locks) await navigator.locks.request(LOCK, run);
  else await run();
  await refresh();
}

let started = false;
let currentUserId: string | null = null;

function flushNow(): void {
  if (currentUserId && navigator.onLine)
    void flushRecordOutbox(currentUserId).catch((e: unknown) =>
      console.warn('Sending the record outbox failed', e),
    );
}

function start(): void {
  if (started) return;
  started = true;
  void refresh();
  window.addEventListener('online', flushNow);
  realtimeSocket.onOpen(flushNow);
  setInterval(() => {
    if (snapshot.length > 0) flushNow();
  }, RETRY_EVERY_MS);
}

/** Keeps the write for later and says so; it goes out at once if the connection is back already. */
export async function queueRecordWrite(item: Omit<QueuedRecordWrite, 'seq' | 'queuedAt'>): Promise<void> {
  await inStore('readwrite', (s) => s.add({ ...item, queuedAt: new Date().toISOString() }));
  toast({ title: 'Waiting to send', description: `${item.label}: it will be sent when you're back online` });
  await refresh();
  flushNow();
}

/** Once the signed-in person is known (the conversation pane): sends what an earlier visit left. */
export function useRecordOutboxSender(userId: string | null): void {
  useEffect(() => {
    currentUserId = userId;
    start();
    flushNow();
  }, [userId]);
}

/** The writes of one feature in one conversation still waiting to be sent, oldest first. */
export function usePendingRecordWrites(
  conversationId: string,
  feature: OutboxFeature,
  userId: string,
): QueuedRecordWrite[] {
  useEffect(start, []);
  const all = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
  return useMemo(
    () =>
      all.filter((i) => i.conversationId === conversationId && i.feature === feature && i.userId === userId),
    [all, conversationId, feature, userId],
  );
}

/**
 * POSTs a record write, or queues it when there is no connection (the browser says offline, or the
 * request never reached the server). Answers whether it was queued; a refusal by the server throws.
 */
export async function sendOrQueue(
  write: Omit<QueuedRecordWrite, 'seq' | 'queuedAt' | 'userId'>,
  send: () => Promise<unknown>,
): Promise<'sent' | 'queued'> {
  const queue = async () => {
    if (!currentUserId) throw new Error('Not signed in');
    await queueRecordWrite({ ...write, userId: currentUserId });
    return 'queued' as const;
  };
  if (navigator.onLine === false) return queue();
  try {
    await send();
    return 'sent';
  } catch (error) {
    if (isOfflineFailure(error)) return queue();
    throw error;
  }
}
