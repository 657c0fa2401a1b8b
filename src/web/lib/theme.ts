import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@common/constants';
import type { PublicUser } from '@common/types';
import { apiRequest } from './api';
import { authKeys, useAuth } from './auth';

export type Theme = 'light' | 'dark';

function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(STORAGE_KEYS.darkMode) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** One theme for the whole page, shared by every component that reads it. */
let current: Theme = readStoredTheme();
const listeners = new Set<() => void>();

function setTheme(theme: Theme): void {
  current = theme;
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem(STORAGE_KEYS.darkMode, theme);
  } catch {
    // Private mode: the theme still applies for this visit.
  }
  listeners.forEach((l) => l());
}

/** Applies the stored theme before React renders, so the page never flashes the wrong one. */
export function applyInitialTheme(): void {
  document.documentElement.classList.toggle('dark', current === 'dark');
}

/** On load the signed-in user's saved preference wins over the local one. */
export function ThemeSync(): null {
  const { user } = useAuth();
  useEffect(() => {
    if (user && user.darkMode !== current) setTheme(user.darkMode);
  }, [user]);
  return null;
}

/** Toggling applies at once, stores locally and saves to the server (a failed save is only logged). */
export function useTheme() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const theme = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
  const toggle = () => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    setTheme(next);
    if (!user) return;
    queryClient.setQueryData<PublicUser | null>(authKeys.user, (u) => (u ? { ...u, darkMode: next } : u));
    apiRequest('POST', '/api/user/preferences', { darkMode: next }).catch((error: unknown) => {
      console.error('Saving the theme failed', error);
    });
  };
  return { theme, toggle };
}
