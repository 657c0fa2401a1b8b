import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@common/constants';
import type { TicketFormInput, TicketView } from '@common/schemas/support';
import { apiRequest } from '../../lib/api';

export const ticketKeys = { mine: ['/api/support-tickets'] as const };

/** SPEC §7/§9: the user's own tickets, fetched only when signed in, fresh for 10 s. */
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
