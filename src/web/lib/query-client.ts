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
    mutations: { retry: false },
  },
});

// TanStack Query learns of the network only from 'online'/'offline' events, so a page opened with no
// network (the app shell comes from the service worker) would run every query, fail, and never retry
// when the network returns. Start from what the browser says: queries then wait, and run on 'online'.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
