import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { realtimeSocket } from '../../lib/socket';
import { applyServerEvent, type RealtimeContext } from './apply-event';
import { catchUpAfterReconnect } from './catch-up';

/**
 * The dashboard's one link to /ws. Every server event goes through applyServerEvent into the query
 * cache. After a reconnect what the socket would have said is fetched again over HTTP
 * (catchUpAfterReconnect), so nothing sent while it was down is missed.
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
      if (reconnected) catchUpAfterReconnect(queryClient, openId);
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
