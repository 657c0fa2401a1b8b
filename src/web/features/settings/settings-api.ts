import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DeviceView, SettingsView } from '@common/schemas/settings';
import type { ServerEvent } from '@common/events';
import { apiRequest } from '../../lib/api';
import { authKeys } from '../../lib/auth';

export const settingsKeys = {
  settings: ['/api/settings'] as const,
  devices: ['/api/settings/devices'] as const,
};

export function useSettings() {
  return useQuery({
    queryKey: settingsKeys.settings,
    queryFn: () => apiRequest<SettingsView>('GET', '/api/settings'),
    staleTime: 30_000,
  });
}

export function useDevices() {
  return useQuery({
    queryKey: settingsKeys.devices,
    queryFn: () => apiRequest<DeviceView[]>('GET', '/api/settings/devices'),
  });
}

/** Whether a new message may play its sound: on unless the person turned it off in Settings. */
export function soundAllowed(queryClient: QueryClient): boolean {
  return queryClient.getQueryData<SettingsView>(settingsKeys.settings)?.notifications.sound !== false;
}

/**
 * What another tab or device changed reaches this one: the settings themselves, the device list,
 * and the person's own name and address.
 */
export function applySettingsEvent(queryClient: QueryClient, event: ServerEvent, myId: string): void {
  if (event.type === 'settings_changed') {
    queryClient.setQueryData(settingsKeys.settings, event.settings);
    void queryClient.invalidateQueries({ queryKey: settingsKeys.devices });
  } else if (event.type === 'user_profile_updated' && event.userId === myId) {
    void queryClient.invalidateQueries({ queryKey: authKeys.user });
  } else if (event.type === 'session_revoked') {
    void queryClient.invalidateQueries({ queryKey: authKeys.user });
  }
}

/** Keeps the settings query warm where the socket runs elsewhere (the dashboard reads the sound choice). */
export function usePrefetchSettings(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery({
      queryKey: settingsKeys.settings,
      queryFn: () => apiRequest<SettingsView>('GET', '/api/settings'),
    });
  }, [queryClient]);
}
