import { useSyncExternalStore } from 'react';

/**
 * Words for screen readers only, about something that happened out of sight (a message in a
 * conversation that is not open: the page only plays a sound and bumps a badge). One polite region,
 * <Announcements/> in main.tsx, reads the latest.
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
