import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api';

/** Default fetch: the first element of the query key is the URL (SPEC §7). */
const defaultQueryFn: QueryFunction = ({ queryKey }) => apiRequest('GET', String(queryKey[0]));

/** SPEC §9: other queries never go stale, no refetch on focus, no interval, no retry; mutations no retry. */
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
