import { onlineManager, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api';

/** Default fetch: the first element of the query key is the URL. */
const defaultQueryFn: QueryFunction = ({ queryKey }) => apiRequest('GET', String(queryKey[0]));

/** Other queries never go stale, no refetch on focus, no interval, no retry; mutations no retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: defaultQueryFn,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    // A write runs even offline, where it fails at once and the form says so (api.ts OFFLINE_NOT_SENT).
    // TanStack's default would hold it, busy and silent, until the connection returned, and then send
    // something the person may have given up on. Writes that can wait have queues of their own
    // (offline-queue.ts, record-outbox.ts); the assistant's dialogs ask to wait (ask-when-open.tsx).
    mutations: { retry: false, networkMode: 'always' },
  },
});

// TanStack Query learns of the network only from 'online'/'offline' events, so a page opened with no
// network (the app shell comes from the service worker) would run every query, fail, and never retry
// when the network returns. Start from what the browser says: queries then wait, and run on 'online'.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
