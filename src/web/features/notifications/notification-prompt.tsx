import { BellRing } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../ui/button';
import { syncPushOnce, useNotifications } from './notification-state';

/**
 * 'Stay Connected': offered while the browser has not been asked and the person has not said
 * 'Not Now'. Mounted on the dashboard, it also re-registers this browser for push when permission was
 * granted earlier (the signed-in account may have changed since).
 */
export function NotificationPrompt() {
  const { promptVisible, enable, dismissPrompt } = useNotifications();
  useEffect(() => {
    syncPushOnce();
  }, []);
  if (!promptVisible) return null;
  return (
    <section
      aria-labelledby="notification-prompt-title"
      className="m-3 flex items-start gap-3 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <BellRing className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-100" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id="notification-prompt-title" className="font-semibold">
          Stay Connected
        </h2>
        <p className="text-slate-700 dark:text-slate-300">
          Get notified when new messages arrive, even when Parley is in the background.
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void enable()}>
            Enable Notifications
          </Button>
          <Button size="sm" variant="ghost" onClick={dismissPrompt}>
            Not Now
          </Button>
        </div>
      </div>
    </section>
  );
}
