import type { DehydratedState } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@common/constants';
import type { PublicUser } from '@common/types';
import { forgetDrafts } from './drafts';

/**
 * What this device keeps so the app opens with no network: who is signed in, and the lists they had
 * loaded (offline-cache.ts). Kept in local storage; `forgetDevice` drops both at once (and unsent drafts), on sign-out and
 * whenever the server says there is no session. Blocked or full storage only means the app needs the
 * network, as before.
 */
export interface SavedLists {
  userId: string;
  state: DehydratedState;
}

function read<T>(key: string): T | undefined {
  try {
    const stored = localStorage.getItem(key);
    return stored ? (JSON.parse(stored) as T) : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: nothing kept.
  }
}

export const lastSignedInUser = () => read<PublicUser>(STORAGE_KEYS.signedInUser);
export const rememberSignedInUser = (user: PublicUser) => write(STORAGE_KEYS.signedInUser, user);
export const savedLists = () => read<SavedLists>(STORAGE_KEYS.offlineCache);
export const saveLists = (lists: SavedLists) => write(STORAGE_KEYS.offlineCache, lists);

export function forgetDevice(): void {
  forgetDrafts();
  try {
    localStorage.removeItem(STORAGE_KEYS.signedInUser);
    localStorage.removeItem(STORAGE_KEYS.offlineCache);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
