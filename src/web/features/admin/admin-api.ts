import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TIMINGS, type TicketStatus } from '@common/constants';
import {
  ADMIN_PAGE_SIZE,
  type ActivityView,
  type AdminPage,
  type AdminSummary,
  type AdminTicketView,
  type AdminUserView,
} from '@common/schemas/admin';
import { apiRequest } from '../../lib/api';

export const adminKeys = {
  summary: ['/api/admin/summary'] as const,
  users: ['/api/admin/users'] as const,
  tickets: ['/api/admin/support-tickets'] as const,
  activity: ['/api/admin/activity-log'] as const,
  online: ['/api/online-users'] as const,
};

/** The summary cards' counts double as the access check: the server answers 403 to anyone but the administrator. */
export const useAdminSummary = (enabled: boolean) =>
  useQuery<AdminSummary>({
    queryKey: adminKeys.summary,
    enabled,
    // The ticket counts move with the Support tab's list, refetched as often.
    refetchInterval: TIMINGS.adminTicketsRefetchMs,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

export interface PageParams {
  offset: number;
  q?: string;
}

/**
 * One page of an admin list (limit, offset and for users q). The page shown stays on screen while the
 * next one loads, so Previous / Next and each search do not flash a spinner.
 */
function useAdminPage<T>(
  key: readonly [string],
  { offset, q }: PageParams,
  options: { refetchInterval?: number } = {},
) {
  const search = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE), offset: String(offset) });
  if (q) search.set('q', q);
  return useQuery<AdminPage<T>>({
    queryKey: [...key, { offset, q: q ?? '' }],
    queryFn: () => apiRequest<AdminPage<T>>('GET', `${key[0]}?${search.toString()}`),
    placeholderData: keepPreviousData,
    ...(options.refetchInterval
      ? { refetchInterval: options.refetchInterval, refetchOnWindowFocus: true, staleTime: 0 }
      : {}),
  });
}

export const useAdminUsersPage = (params: PageParams) => useAdminPage<AdminUserView>(adminKeys.users, params);
/** Refetched while open and on return to the tab: people file tickets and answer support meanwhile. */
export const useAdminTicketsPage = (params: PageParams) =>
  useAdminPage<AdminTicketView>(adminKeys.tickets, params, {
    refetchInterval: TIMINGS.adminTicketsRefetchMs,
  });
export const useActivityPage = (params: PageParams) => useAdminPage<ActivityView>(adminKeys.activity, params);

/** A list of ids (or of users carrying an id); refetched every 10 s like the dashboard's. */
export function useOnlineUserIds(enabled: boolean): Set<string> {
  const query = useQuery<unknown>({
    queryKey: adminKeys.online,
    enabled,
    refetchInterval: TIMINGS.onlineUsersRefetchMs,
    staleTime: 0,
  });
  const ids = new Set<string>();
  if (Array.isArray(query.data)) {
    for (const entry of query.data) {
      if (typeof entry === 'string') ids.add(entry);
      else if (entry && typeof entry === 'object') {
        const id = 'userId' in entry ? entry.userId : 'id' in entry ? entry.id : null;
        if (typeof id === 'string') ids.add(id);
      }
    }
  }
  return ids;
}

/** After any admin action every list refreshes, the activity log included. */
function useAdminMutation<TInput, TResult = unknown>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all(
        [adminKeys.summary, adminKeys.users, adminKeys.tickets, adminKeys.activity].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useBanUser = () =>
  useAdminMutation(({ userId, reason }: { userId: string; reason: string }) =>
    apiRequest('POST', `/api/admin/users/${userId}/ban`, { reason }),
  );
export const useUnbanUser = () =>
  useAdminMutation((userId: string) => apiRequest('POST', `/api/admin/users/${userId}/unban`));
export const useResetPassword = () =>
  useAdminMutation(({ userId, newPassword }: { userId: string; newPassword: string }) =>
    apiRequest('POST', `/api/admin/users/${userId}/reset-password`, { newPassword }),
  );
export const useDeleteUser = () =>
  useAdminMutation((userId: string) =>
    apiRequest<{ outcome: 'deleted' | 'deactivated'; message: string }>(
      'DELETE',
      `/api/admin/users/${userId}`,
    ),
  );
export const useUpdateTicket = () =>
  useAdminMutation(({ ticketId, status }: { ticketId: number; status: TicketStatus }) =>
    apiRequest('PUT', `/api/admin/support-tickets/${ticketId}`, { status }),
  );
export const useReplyToTicket = () =>
  useAdminMutation(({ ticketId, body }: { ticketId: number; body: string }) =>
    apiRequest('POST', `/api/admin/support-tickets/${ticketId}/replies`, { body }),
  );
export const useDeleteTicket = () =>
  useAdminMutation((ticketId: number) => apiRequest('DELETE', `/api/admin/support-tickets/${ticketId}`));
