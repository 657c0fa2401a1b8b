import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import type { PublicUser } from '@common/types';
import { authKeys } from './auth';
import { forgetDevice, lastSignedInUser, rememberSignedInUser, savedLists, saveLists } from './device-memory';

/**
 * What a person needs to read and write with no network: who they are, their conversation list, the
 * messages loaded in this session, and the schedules, expenses and info banks they opened, kept on this device
 * (device-memory.ts) while they are signed in. Restored only when the app opens offline (online, the
 * server is asked as always).
 */
const KEPT_KEYS = new Set(['/api/conversations', '/api/messages', 'schedule', 'info-bank', 'expenses']);
const SAVE_DELAY_MS = 1000;

const hasKeptData = (query: Query) =>
  KEPT_KEYS.has(String(query.queryKey[0])) && query.state.data !== undefined;

/**
 * The kept lists as they can be saved. A list whose last refetch failed (the signal went while it was
 * being fetched again) still has the data it showed, and that is what is kept: saved as it was, not
 * as an error, so the app opened offline shows it.
 */
export function keptState(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: hasKeptData });
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: {
        ...query.state,
        status: 'success',
        error: null,
        fetchStatus: 'idle',
        fetchFailureReason: null,
      },
    })),
  };
}

function save(queryClient: QueryClient): void {
  const user = queryClient.getQueryData<PublicUser | null>(authKeys.user);
  if (user) saveLists({ userId: user.id, state: keptState(queryClient) });
}

/**
 * Follows the query cache: the signed-in person (the auth query, however it was set: a fetch, the
 * login form, a theme change) is remembered, and forgotten with everything else when it becomes "no
 * session"; the kept lists are saved a second after they first changed, or as the page goes.
 */
export function keepOnDevice(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  // A page closed or reloaded within that second (opened a conversation, lost the signal, reloaded)
  // saves what it has as it goes, instead of leaving the copy from before.
  const saveNow = () => {
    if (!timer) return;
    clearTimeout(timer);
    timer = null;
    save(queryClient);
  };
  window.addEventListener('pagehide', saveNow);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    const key = String(event.query.queryKey[0]);
    if (key === authKeys.user[0]) {
      if (event.type !== 'updated' || event.query.state.status !== 'success') return;
      const user = event.query.state.data as PublicUser | null;
      if (user) rememberSignedInUser(user);
      else forgetDevice();
      return;
    }
    if (!KEPT_KEYS.has(key) || timer) return;
    timer = setTimeout(() => {
      timer = null;
      save(queryClient);
    }, SAVE_DELAY_MS);
  });
  return () => {
    window.removeEventListener('pagehide', saveNow);
    unsubscribe();
  };
}

/**
 * Opened offline, puts the saved lists back for the person last signed in here. They are marked
 * stale, so each is fetched again as soon as the network returns.
 */
export function restoreOfflineCache(queryClient: QueryClient): void {
  if (navigator.onLine) return;
  const saved = savedLists();
  if (!saved || saved.userId !== lastSignedInUser()?.id) return;
  hydrate(queryClient, saved.state);
  for (const key of KEPT_KEYS) void queryClient.invalidateQueries({ queryKey: [key], refetchType: 'none' });
}
