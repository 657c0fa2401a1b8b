import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScheduleRangeView } from '@common/schemas/schedule';
import { apiRequest } from '../../lib/api';

/** Every range of one conversation's calendar shares this prefix, so one entry refreshes them all. */
export const scheduleKeys = {
  conversation: (conversationId: string) => ['schedule', conversationId] as const,
  range: (conversationId: string, from: string, to: string) =>
    ['schedule', conversationId, from, to] as const,
};

/** The person's private calendar feed (one per person, across conversations). */
export const feedKeys = { mine: ['calendar-feed'] as const };

export function useSchedule(conversationId: string, from: string, to: string) {
  return useQuery({
    queryKey: scheduleKeys.range(conversationId, from, to),
    queryFn: () =>
      apiRequest<ScheduleRangeView>(
        'GET',
        `/api/conversations/${encodeURIComponent(conversationId)}/schedule?from=${from}&to=${to}`,
      ),
  });
}

/** A calendar write; the calendar is read again once it is recorded (the socket does it for others). */
export function useScheduleWrite(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body: unknown }) =>
      apiRequest('POST', `/api/conversations/${encodeURIComponent(conversationId)}/schedule/${path}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.conversation(conversationId) }),
  });
}
