import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { NotificationPreferences, SettingsView } from '@common/schemas/settings';
import { apiRequest } from '../../lib/api';
import { toastFailure } from '../../lib/toast';
import { Spinner } from '../../ui/spinner';
import { useNotifications } from '../notifications/notification-state';
import { settingsKeys, useSettings } from './settings-api';

/**
 * Push (to this person's devices when no Parley tab is open) and the new-message sound. Saved as
 * soon as a box changes; the browser's own permission for this device is asked when push turns on.
 */
export function NotificationsForm() {
  const queryClient = useQueryClient();
  const settings = useSettings();
  const device = useNotifications();

  const save = async (next: NotificationPreferences) => {
    const previous = settings.data;
    if (previous)
      queryClient.setQueryData<SettingsView>(settingsKeys.settings, { ...previous, notifications: next });
    try {
      const saved = await apiRequest<SettingsView>('PUT', '/api/settings/notifications', next);
      queryClient.setQueryData(settingsKeys.settings, saved);
      if (next.push && !device.enabled) await device.enable();
    } catch (error) {
      if (previous) queryClient.setQueryData(settingsKeys.settings, previous);
      toastFailure('Notification settings not saved', error);
    }
  };

  if (!settings.data) return <Spinner label="Loading notification settings..." />;
  const prefs = settings.data.notifications;
  return (
    <div className="space-y-3">
      <Toggle
        label="Push notifications"
        hint="New messages on your devices when Parley is not open."
        checked={prefs.push}
        onChange={(push) => void save({ ...prefs, push })}
      />
      <Toggle
        label="Sound"
        hint="A short sound when a new message arrives."
        checked={prefs.sound}
        onChange={(sound) => void save({ ...prefs, sound })}
      />
    </div>
  );
}

function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-hint`}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-1 h-5 w-5 accent-brand-600"
      />
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      </div>
    </div>
  );
}
