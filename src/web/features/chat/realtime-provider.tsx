import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { realtimeSocket } from '../../lib/socket';
import { applyServerEvent, type RealtimeContext } from './apply-event';
import { conversationKeys, onlineUserKeys, refreshMessages } from './queries';

/**
 * The dashboard's one link to /ws. Every server event goes through applyServerEvent into the query
 * cache. After a reconnect the conversations and the open conversation's messages are fetched again
 * over HTTP, so nothing sent while the socket was down is missed.
 */
export function RealtimeProvider({
  myId,
  openConversationId,
  onConversationGone,
  markRead,
  children,
}: {
  myId: string;
  openConversationId: string | null;
  onConversationGone: (conversationId: string) => void;
  markRead: (conversationId: string, messageId: number) => void;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  // The socket's listeners live as long as the page; they read the latest props through this ref.
  const ctx = useRef<RealtimeContext>({
    queryClient,
    myId,
    openConversationId,
    onConversationGone,
    markRead,
  });
  useEffect(() => {
    ctx.current = { queryClient, myId, openConversationId, onConversationGone, markRead };
  });

  useEffect(() => {
    const offEvent = realtimeSocket.onEvent((event) => applyServerEvent(event, ctx.current));
    const offOpen = realtimeSocket.onOpen(({ reconnected }) => {
      const openId = ctx.current.openConversationId;
      realtimeSocket.send({ type: 'authenticate', conversationId: openId ?? undefined });
      if (!reconnected) return;
      void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
      void queryClient.invalidateQueries({ queryKey: onlineUserKeys.all });
      if (openId) refreshMessages(queryClient, openId).catch(() => undefined);
    });
    realtimeSocket.start();
    return () => {
      offEvent();
      offOpen();
      realtimeSocket.stop();
    };
  }, [queryClient, myId]);

  useEffect(() => {
    if (openConversationId)
      realtimeSocket.send({ type: 'join_conversation', conversationId: openConversationId });
  }, [openConversationId]);

  return <>{children}</>;
}
