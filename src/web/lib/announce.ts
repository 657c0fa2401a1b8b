import { useSyncExternalStore } from 'react';

/**
 * Words for screen readers only, read once by the page's one polite region (<Announcements/> in
 * main.tsx): a new message as it arrives, whether its conversation is open or not.
 */
let latest = '';
const listeners = new Set<() => void>();

export function announce(text: string): void {
  // The same words twice in a row would not be read again: a zero-width space makes them new.
  latest = latest === text ? `${text}\u200b` : text;
  listeners.forEach((l) => l());
}

export const currentAnnouncement = (): string => latest;

export function useAnnouncement(): string {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, currentAnnouncement);
}
