import { useState } from 'react';
import { toast } from '../../lib/toast';

function currentPermission(): NotificationPermission {
  return typeof Notification === 'undefined' ? 'denied' : Notification.permission;
}

/** The menu's Enable Notifications entry: asks the browser once and says how it went (SPEC §8). */
export function useNotificationPermission() {
  const [permission, setPermission] = useState<NotificationPermission>(currentPermission);
  const enable = async () => {
    let result: NotificationPermission = 'denied';
    try {
      result = typeof Notification === 'undefined' ? 'denied' : await Notification.requestPermission();
    } catch (error) {
      console.warn('Asking for notification permission failed', error);
    }
    setPermission(result);
    if (result === 'granted') {
      toast({ title: 'Notifications enabled', variant: 'success' });
    } else {
      toast({
        title: 'Notifications not enabled',
        description: 'Enable notifications in your browser settings',
        variant: 'destructive',
      });
    }
  };
  return { enabled: permission === 'granted', enable };
}
