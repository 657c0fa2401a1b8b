import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { chatApi } from './chat-api';
import { updateConversation } from './queries';

/**
 * Looking at a conversation marks its last message read (PUT .../read). Each message is
 * marked once; the unread badge clears at once.
 */
export function useMarkRead(myId: string) {
  const queryClient = useQueryClient();
  const marked = useRef(new Map<string, number>());
  return useCallback(
    (conversationId: string, messageId: number) => {
      if ((marked.current.get(conversationId) ?? 0) >= messageId) return;
      marked.current.set(conversationId, messageId);
      updateConversation(queryClient, conversationId, (c) => ({
        ...c,
        unreadCount: 0,
        participants: c.participants.map((p) =>
          p.userId === myId ? { ...p, lastReadMessageId: Math.max(p.lastReadMessageId ?? 0, messageId) } : p,
        ),
      }));
      chatApi.markRead(conversationId, messageId).catch((error: unknown) => {
        marked.current.delete(conversationId);
        console.warn('Marking messages read failed', error);
      });
    },
    [queryClient, myId],
  );
}
