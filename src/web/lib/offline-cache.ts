import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@common/types';
import { authKeys } from './auth';
import { forgetDevice, lastSignedInUser, rememberSignedInUser, savedLists, saveLists } from './device-memory';

/**
 * What a person needs to read and write with no network: who they are, their conversation list and
 * the messages loaded in this session, kept on this device (device-memory.ts) while they are signed
 * in. Restored only when the app opens offline (online, the server is asked as always).
 */
const KEPT_KEYS = new Set(['/api/conversations', '/api/messages']);
const SAVE_DELAY_MS = 1000;

const isKept = (query: Query) => query.state.status === 'success' && KEPT_KEYS.has(String(query.queryKey[0]));

function save(queryClient: QueryClient): void {
  const user = queryClient.getQueryData<PublicUser | null>(authKeys.user);
  if (user) saveLists({ userId: user.id, state: dehydrate(queryClient, { shouldDehydrateQuery: isKept }) });
}

/**
 * Follows the query cache: the signed-in person (the auth query, however it was set: a fetch, the
 * login form, a theme change) is remembered, and forgotten with everything else when it becomes "no
 * session"; the kept lists are saved a second after they last changed.
 */
export function keepOnDevice(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return queryClient.getQueryCache().subscribe((event) => {
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
