import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtimeSocket } from '../../lib/socket';
import { applySettingsEvent } from './settings-api';

/** The settings page's own link to /ws, so a change made in another tab or device shows here at once. */
export function useSettingsSocket(myId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offEvent = realtimeSocket.onEvent((event) => applySettingsEvent(queryClient, event, myId));
    const offOpen = realtimeSocket.onOpen(() => realtimeSocket.send({ type: 'authenticate' }));
    realtimeSocket.start();
    return () => {
      offEvent();
      offOpen();
      realtimeSocket.stop();
    };
  }, [queryClient, myId]);
}
