import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InfoBankView, InfoCardInput, InfoCardView } from '@common/schemas/info-bank';
import { apiRequest } from '../../lib/api';

export const infoKeys = {
  conversation: (conversationId: string) => ['info-bank', conversationId] as const,
};

const base = (conversationId: string) => `/api/conversations/${encodeURIComponent(conversationId)}/info`;

export function useInfoBank(conversationId: string) {
  return useQuery({
    queryKey: infoKeys.conversation(conversationId),
    queryFn: () => apiRequest<InfoBankView>('GET', base(conversationId)),
  });
}

/** Adds a card (no id) or saves a new version of one; the bank is read again once it is recorded. */
export function useSaveCard(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, baseVersion, card }: { id?: string; baseVersion?: number; card: InfoCardInput }) => {
      const clientId = crypto.randomUUID();
      return id
        ? apiRequest<InfoCardView>('PUT', `${base(conversationId)}/cards/${encodeURIComponent(id)}`, {
            clientId,
            baseVersion,
            card,
          })
        : apiRequest<InfoCardView>('POST', `${base(conversationId)}/cards`, { clientId, card });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: infoKeys.conversation(conversationId) }),
  });
}
