import { useSyncExternalStore } from 'react';
import { TIMINGS } from '@common/constants';

/**
 * Who is typing where. Each `user_typing` event (re)starts a 1 s timer; when it runs out
 * without another event, that person is no longer shown as typing.
 */
const typing = new Map<string, Map<string, ReturnType<typeof setTimeout>>>();
const snapshots = new Map<string, string[]>();
const listeners = new Set<() => void>();
const EMPTY: string[] = [];

function publish(conversationId: string): void {
  snapshots.set(conversationId, [...(typing.get(conversationId)?.keys() ?? [])]);
  listeners.forEach((l) => l());
}

export function markTyping(conversationId: string, userId: string): void {
  const users = typing.get(conversationId) ?? new Map<string, ReturnType<typeof setTimeout>>();
  typing.set(conversationId, users);
  const wasTyping = users.has(userId);
  clearTimeout(users.get(userId));
  users.set(
    userId,
    setTimeout(() => clearTyping(conversationId, userId), TIMINGS.typingClearMs),
  );
  if (!wasTyping) publish(conversationId);
}

/** A message from someone ends their typing at once. */
export function clearTyping(conversationId: string, userId: string): void {
  const users = typing.get(conversationId);
  if (!users?.has(userId)) return;
  clearTimeout(users.get(userId));
  users.delete(userId);
  publish(conversationId);
}

export function useTypingUsers(conversationId: string | null): string[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => (conversationId ? (snapshots.get(conversationId) ?? EMPTY) : EMPTY),
  );
}
