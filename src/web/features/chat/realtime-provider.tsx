import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { realtimeSocket } from '../../lib/socket';
import { usePrefetchSettings } from '../settings/settings-api';
import { applyServerEvent, type RealtimeContext } from './apply-event';
import { catchUpAfterReconnect } from './catch-up';

/** A tab shown again, or the network back, fetches at most this often (switching tabs quickly). */
const REFRESH_AT_MOST_EVERY_MS = 2000;

/**
 * The dashboard's one link to /ws. Every server event goes through applyServerEvent into the query
 * cache. What the socket would have said is fetched again over HTTP (catchUpAfterReconnect), so
 * nothing is missed, whenever it may have been: after a reconnect, when the server says `resync`
 * (its event bus was down), and when the tab becomes visible again or the network returns (a
 * browser may have frozen the page, or the socket may not know yet that it is dead).
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
  // The sound choice (Settings) is read from this query when a message arrives.
  usePrefetchSettings();
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
    let caughtUpAt = 0;
    const catchUp = () => {
      caughtUpAt = Date.now();
      catchUpAfterReconnect(queryClient, ctx.current.openConversationId);
    };
    const offOpen = realtimeSocket.onOpen(({ reconnected }) => {
      const openId = ctx.current.openConversationId;
      realtimeSocket.send({ type: 'authenticate', conversationId: openId ?? undefined });
      if (reconnected) catchUp();
    });
    const offResync = realtimeSocket.onEvent((event) => {
      if (event.type === 'resync') catchUp();
    });
    const catchUpSoon = () => {
      if (Date.now() - caughtUpAt >= REFRESH_AT_MOST_EVERY_MS) catchUp();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') catchUpSoon();
    };
    const onOnline = () => {
      realtimeSocket.retryNow();
      catchUpSoon();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    realtimeSocket.start();
    return () => {
      offEvent();
      offOpen();
      offResync();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
      realtimeSocket.stop();
    };
  }, [queryClient, myId]);

  useEffect(() => {
    if (openConversationId)
      realtimeSocket.send({ type: 'join_conversation', conversationId: openConversationId });
  }, [openConversationId]);

  return <>{children}</>;
}
