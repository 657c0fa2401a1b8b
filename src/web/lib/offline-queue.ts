import { useCallback, useEffect, useMemo } from 'react';
import type { RewriteResponse } from '@common/assistant/types';
import { TIMINGS } from '@common/constants';
import type { MessageView } from '@common/types';
import { ApiError, apiRequest, isOfflineFailure } from './api';
import { QUEUE_DB, QUEUE_DB_VERSION, QUEUE_LOCK, QUEUE_STORE, SYNC_TAG } from './offline-queue-names';
import { createOutbox } from './outbox';
import { sendMessage } from './send-message';
import { toast } from './toast';

/*
 * Messages written while offline. They wait in IndexedDB, so a
 * closed tab or a crash loses nothing, and go out oldest first when the connection returns: through
 * background sync in the service worker where the browser has it (public/sw.js, the same store), and
 * from the page on 'online' everywhere. Both take the same Web Lock, and each message carries its
 * clientId, so the server stores it exactly once whoever sends it and however often.
 */

export interface QueuedMessage {
  /** IndexedDB's auto-increment key: the order messages were written in. */
  seq?: number;
  clientId: string;
  /** Whose session wrote it: another account signing in on this browser never sends it. */
  userId: string;
  conversationId: string;
  originalContent: string | null;
  rewrittenContent: string | null;
  /**
   * The server's signature of rewrittenContent: null for a proposal made on this device while offline
   * (withProof asks for it before sending), absent in messages queued before proofs existed.
   */
  rewriteProof?: string | null;
  finalContent: string;
  wasRewritten: boolean;
  replyToMessageId: number | null;
  /**
   * Files already uploaded for the message (they are uploaded when attached, so only a send waits for
   * the connection): the server claims them with the message, all or none. Absent in older items.
   */
  attachmentIds?: string[];
  queuedAt: string;
}

export type QueueInput = Omit<QueuedMessage, 'seq' | 'queuedAt'>;

/** Background Sync (Chromium only), not in TypeScript's DOM library. */
interface SyncManager {
  register(tag: string): Promise<void>;
}

/** Who hears of each queued message once the server has stored it (useOfflineQueue's onDelivered). */
const deliveredListeners = new Set<(message: MessageView) => void>();

/** The shared send loop (outbox.ts) over the store public/sw.js also sends from. */
const outbox = createOutbox<QueuedMessage, MessageView>({
  db: QUEUE_DB,
  version: QUEUE_DB_VERSION,
  store: QUEUE_STORE,
  lock: QUEUE_LOCK,
  name: 'offline queue',
  // The same transport as the chat's sends (send-message.ts): the socket when open, else POST.
  send: async (item) => sendMessage(queuedBody(await withProof(item))),
  onSent: (_item, message) => deliveredListeners.forEach((l) => l(message)),
  // The conversation is gone, or the server will not take the message: it is dropped.
  onRefused: () =>
    toast({ title: 'Error sending message', description: 'Please try again', variant: 'destructive' }),
  // Messages the service worker sent in the background show up here too.
  onStart: () =>
    navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: string; message?: MessageView | null } | null;
      if (data?.type === 'queued-message-sent' && data.message) {
        const message = data.message;
        deliveredListeners.forEach((l) => l(message));
      }
      if (data?.type === 'queued-message-sent' || data?.type === 'queued-message-dropped')
        void outbox.refresh();
    }),
});

export const readQueue = outbox.readAll;

export { isOfflineFailure };

async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
  try {
    const registration: ServiceWorkerRegistration & { sync?: SyncManager } =
      await navigator.serviceWorker.ready;
    await registration.sync?.register(SYNC_TAG);
  } catch (error) {
    // No background sync (or not allowed): the page sends the queue itself on 'online'.
    console.warn('Registering background sync failed', error);
  }
}

/**
 * Why a message waits: no connection (the toast), or earlier messages of its conversation are
 * still waiting and it must go out after them (see useOfflineQueue's `waiting`).
 */
export type QueueReason = 'offline' | 'behind';
const QUEUED_BECAUSE: Record<QueueReason, string> = {
  offline: "Your message will be sent when you're back online",
  behind: 'Your message will be sent after the ones waiting before it',
};

/**
 * Stores the message, tells the person (3 s toast), asks for a background sync and tries at once:
 * a message queued behind others may well go out now.
 */
export async function enqueueMessage(input: QueueInput, reason: QueueReason = 'offline'): Promise<void> {
  await outbox.add({ ...input, queuedAt: new Date().toISOString() });
  // Offline, the connection is what it waits for, whatever else waits with it.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  toast({
    title: 'Message queued',
    description: QUEUED_BECAUSE[offline ? 'offline' : reason],
    durationMs: TIMINGS.queuedToastMs,
  });
  await outbox.refresh();
  await requestBackgroundSync();
  outbox.flushNow();
}

/**
 * The request for a queued message. One whose proposal has no proof (see withProof) cannot claim the
 * assistant's rewrite (the server would refuse it, and the words be lost): its text goes out as it
 * stands, unmarked. public/sw.js builds the same body.
 */
export function queuedBody(item: QueuedMessage) {
  const proven = item.rewrittenContent == null || item.rewriteProof != null;
  return {
    conversationId: item.conversationId,
    clientId: item.clientId,
    content: item.finalContent,
    wasRewritten: proven && item.wasRewritten,
    originalContent: proven ? item.originalContent : null,
    rewrittenContent: proven ? item.rewrittenContent : null,
    rewriteProof: proven ? (item.rewriteProof ?? null) : null,
    replyToMessageId: item.replyToMessageId,
    attachmentIds: item.attachmentIds ?? [],
  };
}

/**
 * A proposal made on this device while offline has no proof: the server's assistant is asked about
 * the same draft, and the same proposal earns its proof. Anything else (another proposal, an openai
 * provider, no AI access) and the words go out unmarked (queuedBody). No connection: try again later.
 * public/sw.js does the same.
 */
export async function withProof(item: QueuedMessage): Promise<QueuedMessage> {
  if (item.rewrittenContent == null || item.rewriteProof || item.originalContent == null) return item;
  try {
    const answer = await apiRequest<Partial<RewriteResponse>>('POST', '/api/messages/rewrite', {
      message: item.originalContent,
    });
    const proposal = (answer.rewritten || answer.rewrittenMessage || '').trim();
    return proposal === item.rewrittenContent.trim() && answer.rewriteProof
      ? { ...item, rewriteProof: answer.rewriteProof }
      : item;
  } catch (error) {
    if (error instanceof ApiError) return item;
    throw error;
  }
}

/**
 * Sends the user's queue oldest first, stopping at the first message that must wait so the order holds.
 * A message the server refuses for good (the conversation is gone) is dropped with a toast.
 */
export const flushQueue = outbox.flush;

/**
 * The send flow's half of the queue for one conversation: the messages waiting there (oldest first) and
 * `enqueue`. `onDelivered` receives each queued message once the server has stored it.
 */
export function useOfflineQueue(
  conversationId: string | null,
  userId: string | null,
  onDelivered?: (message: MessageView) => void,
) {
  useEffect(() => {
    outbox.setUser(userId);
    outbox.start();
    // Whatever was left from an earlier visit (or another tab) goes out as soon as we know who this is.
    outbox.flushNow();
  }, [userId]);
  useEffect(() => {
    if (!onDelivered) return;
    deliveredListeners.add(onDelivered);
    return () => {
      deliveredListeners.delete(onDelivered);
    };
  }, [onDelivered]);
  const all = outbox.useAll();
  const pending = useMemo(
    () => all.filter((m) => m.conversationId === conversationId && m.userId === userId),
    [all, conversationId, userId],
  );
  const enqueue = useCallback(
    (input: Omit<QueueInput, 'userId' | 'conversationId'>, reason?: QueueReason) => {
      if (!conversationId || !userId) return Promise.reject(new Error('No conversation open'));
      return enqueueMessage({ ...input, conversationId, userId }, reason);
    },
    [conversationId, userId],
  );
  /**
   * Messages of this conversation are still waiting: a new one must queue behind them rather than be
   * sent ahead of them (the server may be back before the queue has noticed).
   */
  const waiting = pending.length > 0;
  return { pending, waiting, enqueue, isOfflineFailure };
}
