import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@common/constants';
import { toast } from '../../lib/toast';
import { shouldShowPrompt } from './prompt-logic';
import { subscribeToPush } from './push-subscription';

export type Permission = NotificationPermission | 'unsupported';

interface State {
  permission: Permission;
  dismissed: boolean;
}

function readPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

function readDismissed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.notificationPromptDismissed) === 'true';
  } catch {
    return false;
  }
}

/** One state for the page, so the prompt and the menu entry change together. */
let state: State = { permission: readPermission(), dismissed: readDismissed() };
const listeners = new Set<() => void>();
function setState(next: Partial<State>): void {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

// A change made in the browser's site settings while the page is open.
if (typeof navigator !== 'undefined' && navigator.permissions) {
  navigator.permissions
    .query({ name: 'notifications' })
    .then((status) => {
      status.onchange = () => setState({ permission: readPermission() });
    })
    .catch(() => undefined);
}

export function dismissPrompt(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.notificationPromptDismissed, 'true');
  } catch {
    // Storage blocked: the prompt still goes away for this page.
  }
  setState({ dismissed: true });
}

/** Asks the browser (SPEC §4, §8): a toast either way, and push subscribed when granted. */
export async function enableNotifications(): Promise<NotificationPermission> {
  let result: NotificationPermission = 'denied';
  try {
    if (typeof Notification !== 'undefined') result = await Notification.requestPermission();
  } catch (error) {
    console.warn('Asking for notification permission failed', error);
  }
  setState({ permission: result });
  if (result === 'granted') {
    toast({ title: 'Notifications enabled', variant: 'success' });
    void subscribeToPush();
  } else {
    toast({
      title: 'Notifications not enabled',
      description: 'Enable notifications in your browser settings',
      variant: 'destructive',
    });
  }
  return result;
}

let pushSynced = false;
/** Once per page load, with permission already granted: (re)register this browser for the signed-in user. */
export function syncPushOnce(): void {
  if (pushSynced || readPermission() !== 'granted') return;
  pushSynced = true;
  void subscribeToPush();
}

export function useNotifications() {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
  return {
    permission: current.permission,
    /** The menu shows 'Notifications On' instead of 'Enable Notifications'. */
    enabled: current.permission === 'granted',
    promptVisible: shouldShowPrompt(current.permission, current.dismissed),
    enable: enableNotifications,
    dismissPrompt,
  };
}
