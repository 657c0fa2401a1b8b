import { useQuery } from '@tanstack/react-query';
import { SIGNED_IN_HINT_COOKIE } from '@common/constants';
import type { PublicUser } from '@common/types';
import { getOrNullOn401 } from './api';
import { lastSignedInUser } from './device-memory';

export const authKeys = { user: ['/api/auth/user'] as const };

/**
 * Whether this browser holds a session, from the readable hint the server keeps beside its HttpOnly
 * session cookie. Without it the answer is known to be "no user", and asking would only put a 401
 * in every visitor's console.
 */
export function mayBeSignedIn(): boolean {
  return document.cookie.split(/;\s*/).some((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

const currentUser = (): Promise<PublicUser | null> =>
  mayBeSignedIn() ? getOrNullOn401<PublicUser>('/api/auth/user') : Promise.resolve(null);

/** Stale after 1 s, kept 60 s, refetched on focus and mount, no retry; a 401 means "no user". */
export function useAuth() {
  const query = useQuery({
    queryKey: authKeys.user,
    queryFn: currentUser,
    // Opened offline (the app shell comes from the service worker), the call waits for the network:
    // meanwhile the person last signed in here sees their dashboard, not 'Please Log In'. Online, the
    // server decides as always, so an ended session never shows a dashboard.
    initialData: () => (navigator.onLine ? undefined : lastSignedInUser()),
    initialDataUpdatedAt: 0,
    staleTime: 1_000,
    gcTime: 60_000,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
    retry: false,
    // Offline, the call fails; retrying it each time a component using it mounts would flip the router
    // back to 'Loading...', unmounting and remounting the page in a loop. It is retried on focus and
    // when the connection returns instead.
    retryOnMount: false,
  });
  return { user: query.data ?? null, isLoading: query.isLoading, isAuthenticated: Boolean(query.data) };
}
