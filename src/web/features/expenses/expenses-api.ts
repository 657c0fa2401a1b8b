import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExpensesView } from '@common/schemas/expenses';
import { apiRequest } from '../../lib/api';

export const expenseKeys = {
  conversation: (conversationId: string) => ['expenses', conversationId] as const,
};

const base = (conversationId: string) => `/api/conversations/${encodeURIComponent(conversationId)}/expenses`;

export function useExpenses(conversationId: string) {
  return useQuery({
    queryKey: expenseKeys.conversation(conversationId),
    queryFn: () => apiRequest<ExpensesView>('GET', base(conversationId)),
  });
}

/** An expense write (`path` under .../expenses); read again once recorded (the socket does it for others). */
export function useExpenseWrite(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body: unknown }) =>
      apiRequest('POST', `${base(conversationId)}${path}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expenseKeys.conversation(conversationId) }),
  });
}

export const reportUrl = (conversationId: string, from: string, to: string, format: 'csv' | 'pdf') =>
  `${base(conversationId)}/report?from=${from}&to=${to}&format=${format}`;
