import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@common/constants';
import type { TicketFormInput, TicketView } from '@common/schemas/support';
import { apiRequest } from '../../lib/api';

export const ticketKeys = { mine: ['/api/support-tickets'] as const };

/** The user's own tickets, fetched only when signed in, fresh for 10 s. */
export function useMyTickets(enabled: boolean) {
  return useQuery<TicketView[]>({
    queryKey: ticketKeys.mine,
    enabled,
    staleTime: TIMINGS.supportTicketsStaleMs,
  });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TicketFormInput) => apiRequest<TicketView>('POST', '/api/support-tickets', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.mine }),
  });
}

/** The person answers support under their own ticket (which reopens it if it was resolved or closed). */
export function useReplyToOwnTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketId, body }: { ticketId: number; body: string }) =>
      apiRequest<TicketView>('POST', `/api/support-tickets/${ticketId}/replies`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.mine }),
  });
}
