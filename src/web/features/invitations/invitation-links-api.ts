import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationLinkList, InvitationLinkView } from '@common/schemas/invitation-links';
import { apiRequest } from '../../lib/api';

export const invitationLinkKeys = { all: ['invitation-links'] as const };

/** The person's open links (without their addresses, which exist only when a link is made). */
export function useInvitationLinks() {
  return useQuery({
    queryKey: invitationLinkKeys.all,
    queryFn: () => apiRequest<InvitationLinkList>('GET', '/api/invitation-links'),
  });
}

export function useCreateInvitationLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<InvitationLinkView>('POST', '/api/invitation-links', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationLinkKeys.all }),
  });
}

export function useRevokeInvitationLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/invitation-links/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationLinkKeys.all }),
  });
}
