import type { QueryClient } from '@tanstack/react-query';
import { authKeys } from '../../lib/auth';
import { conversationKeys, membershipKeys, messageKeys, onlineUserKeys, refreshMessages } from './queries';

/**
 * After the socket was down and is back: every event sent meanwhile was missed, so what the HTTP API
 * holds (the source of truth) is fetched again: the list, who is online, the open conversation (its
 * newest page merged in, so the older pages it shows stay), every timeline of who came and went, and
 * my own account (a change made on another device). The histories of conversations not open are
 * only marked: queries here never go stale by themselves, so without it one opened again would show
 * its cached history without what was sent meanwhile; marked, it is fetched when it is opened.
 */
export function catchUpAfterReconnect(queryClient: QueryClient, openConversationId: string | null): void {
  void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
  void queryClient.invalidateQueries({ queryKey: onlineUserKeys.all });
  void queryClient.invalidateQueries({ queryKey: membershipKeys.all });
  void queryClient.invalidateQueries({ queryKey: authKeys.user });
  void queryClient.invalidateQueries({
    queryKey: messageKeys.all,
    predicate: (query) => query.queryKey[1] !== openConversationId,
    refetchType: 'none',
  });
  if (openConversationId) refreshMessages(queryClient, openConversationId).catch(() => undefined);
}
