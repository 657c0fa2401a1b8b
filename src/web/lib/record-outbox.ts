import { useEffect, useMemo } from 'react';
import { apiRequest, isOfflineFailure } from './api';
import { createOutbox } from './outbox';
import { queryClient } from './query-client';
import { toast } from './toast';

/*
 * Record writes made while offline: a schedule change request (a proposed swap, pattern or holiday) and
 * a logged expense. They go through the same send loop as queued messages (outbox.ts): kept in
 * IndexedDB, so a closed tab loses nothing; sent oldest first by the page when the connection returns
 * ('online', the socket reopening, a 30 s retry), under a Web Lock so two tabs never send at once. Each
 * carries the clientId made when it was written, which the server stores once per person
 * (messages_sender_client_idx), so a resend after a lost answer returns the stored entry instead of
 * making a second one.
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

/** What a sent write changes on screen: the feature's queries for that conversation are read again. */
const refetch = (item: QueuedRecordWrite) =>
  queryClient.invalidateQueries({
    queryKey: [item.feature === 'schedule' ? 'schedule' : 'expenses', item.conversationId],
  });

/**
 * Sent oldest first, stopping at the first write that must wait so the order holds (outbox.ts). One the
 * server refuses for good (the expense is no longer there, a field it will not take) is dropped with a
 * toast that says why.
 */
const outbox = createOutbox<QueuedRecordWrite, unknown>({
  db: 'parley-record-outbox',
  version: 1,
  store: 'queued-writes',
  lock: 'parley-record-outbox',
  name: 'record outbox',
  send: (item) => apiRequest('POST', item.path, item.body),
  onSent: (item) => void refetch(item),
  onRefused: (item, reason) =>
    toast({ title: `Not sent: ${item.label}`, description: reason, variant: 'destructive' }),
});

export const flushRecordOutbox = outbox.flush;

/** Keeps the write for later and says so; it goes out at once if the connection is back already. */
export async function queueRecordWrite(item: Omit<QueuedRecordWrite, 'seq' | 'queuedAt'>): Promise<void> {
  await outbox.add({ ...item, queuedAt: new Date().toISOString() });
  toast({ title: 'Waiting to send', description: `${item.label}: it will be sent when you're back online` });
  await outbox.refresh();
  outbox.flushNow();
}

/** Once the signed-in person is known (the conversation pane): sends what an earlier visit left. */
export function useRecordOutboxSender(userId: string | null): void {
  useEffect(() => {
    outbox.setUser(userId);
    outbox.start();
    outbox.flushNow();
  }, [userId]);
}

/** The writes of one feature in one conversation still waiting to be sent, oldest first. */
export function usePendingRecordWrites(
  conversationId: string,
  feature: OutboxFeature,
  userId: string,
): QueuedRecordWrite[] {
  useEffect(() => outbox.start(), []);
  const all = outbox.useAll();
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
    const userId = outbox.currentUser();
    if (!userId) throw new Error('Not signed in');
    await queueRecordWrite({ ...write, userId });
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
