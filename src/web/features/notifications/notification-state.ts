import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@common/constants';
import { toast } from '../../lib/toast';
import { shouldShowPrompt } from './prompt-logic';
import { forgetPushSubscription, subscribeToPush } from './push-subscription';

export type Permission = NotificationPermission | 'unsupported';

interface State {
  permission: Permission;
  dismissed: boolean;
  /** Turned off in the app on this device: no system notifications, no pushes. */
  off: boolean;
}

function readPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function writeFlag(key: string, value: boolean): void {
  try {
    if (value) localStorage.setItem(key, 'true');
    else localStorage.removeItem(key);
  } catch {
    // Storage blocked: the choice still holds for this page.
  }
}

/** One state for the page, so the prompt and the menu entry change together. */
let state: State = {
  permission: readPermission(),
  dismissed: readFlag(STORAGE_KEYS.notificationPromptDismissed),
  off: readFlag(STORAGE_KEYS.notificationsOff),
};
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
  writeFlag(STORAGE_KEYS.notificationPromptDismissed, true);
  setState({ dismissed: true });
}

/** Whether a system notification may be shown now: permitted by the browser and not turned off here. */
export function notificationsAllowed(): boolean {
  return readPermission() === 'granted' && !state.off;
}

/**
 * 'Notifications On' clicked: this device stops showing and receiving them (the browser keeps its
 * permission, which only its own settings can take back), until Enable Notifications is chosen again.
 */
export async function turnOffNotifications(): Promise<void> {
  writeFlag(STORAGE_KEYS.notificationsOff, true);
  setState({ off: true });
  toast({ title: 'Notifications off', description: 'Turn them on again from this menu' });
  await forgetPushSubscription();
}

/** Asks the browser: a toast either way, and push subscribed when granted. */
export async function enableNotifications(): Promise<NotificationPermission> {
  let result: NotificationPermission = 'denied';
  try {
    if (typeof Notification !== 'undefined') result = await Notification.requestPermission();
  } catch (error) {
    console.warn('Asking for notification permission failed', error);
  }
  setState({ permission: result });
  if (result === 'granted') {
    writeFlag(STORAGE_KEYS.notificationsOff, false);
    setState({ off: false });
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
  if (pushSynced || !notificationsAllowed()) return;
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
    enabled: current.permission === 'granted' && !current.off,
    promptVisible: !current.off && shouldShowPrompt(current.permission, current.dismissed),
    enable: enableNotifications,
    turnOff: turnOffNotifications,
    dismissPrompt,
  };
}
