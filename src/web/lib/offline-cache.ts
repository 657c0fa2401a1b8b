import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { STORAGE_KEYS } from '@common/constants';
import type { PublicUser } from '@common/types';
import { authKeys, lastSignedInUser } from './auth';

/**
 * What a person needs to read and write with no network: their conversation list and the messages
 * loaded in this session, kept on this device for the person signed in. Restored only when the app
 * opens offline (online, the server is asked as always); forgotten on sign-out and whenever the
 * server says there is no session.
 */
const KEPT_KEYS = new Set(['/api/conversations', '/api/messages']);
const SAVE_DELAY_MS = 1000;

interface SavedCache {
  userId: string;
  state: DehydratedState;
}

const isKept = (query: Query) => query.state.status === 'success' && KEPT_KEYS.has(String(query.queryKey[0]));

export function forgetOfflineCache(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.offlineCache);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

function save(queryClient: QueryClient): void {
  const user = queryClient.getQueryData<PublicUser | null>(authKeys.user);
  if (!user) return;
  const saved: SavedCache = {
    userId: user.id,
    state: dehydrate(queryClient, { shouldDehydrateQuery: isKept }),
  };
  try {
    localStorage.setItem(STORAGE_KEYS.offlineCache, JSON.stringify(saved));
  } catch {
    // Full or blocked storage: the app works online as before.
  }
}

/** Keeps the saved copy current (a second after the last change) and drops it when the session ends. */
export function keepOfflineCache(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    const key = String(event.query.queryKey[0]);
    if (key === authKeys.user[0] && event.query.state.status === 'success' && !event.query.state.data) {
      forgetOfflineCache();
      return;
    }
    if (!KEPT_KEYS.has(key) || timer) return;
    timer = setTimeout(() => {
      timer = null;
      save(queryClient);
    }, SAVE_DELAY_MS);
  });
}

/**
 * Opened offline, puts the saved lists back for the person last signed in here. They are marked
 * stale, so each is fetched again as soon as the network returns.
 */
export function restoreOfflineCache(queryClient: QueryClient): void {
  if (navigator.onLine) return;
  let saved: SavedCache | null;
  try {
    saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.offlineCache) ?? 'null') as SavedCache | null;
  } catch {
    return;
  }
  if (!saved || saved.userId !== lastSignedInUser()?.id) return;
  hydrate(queryClient, saved.state);
  for (const key of KEPT_KEYS) void queryClient.invalidateQueries({ queryKey: [key], refetchType: 'none' });
}
