import { useQueryClient } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { Laptop, LogOut } from 'lucide-react';
import { useState } from 'react';
import type { DeviceView } from '@common/schemas/settings';
import { apiRequest } from '../../lib/api';
import { toast, toastFailure } from '../../lib/toast';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { settingsKeys, useDevices } from './settings-api';

const ago = (iso: string) => formatDistanceToNow(new Date(iso), { addSuffix: true });

/** The browsers this account is signed in on; any but this one can be signed out. */
export function DevicesList() {
  const queryClient = useQueryClient();
  const devices = useDevices();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, method: string, url: string) => {
    setBusy(key);
    try {
      const { message } = await apiRequest<{ message: string }>(method, url);
      toast({ title: message, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: settingsKeys.devices });
    } catch (error) {
      toastFailure('Sign out failed', error);
    } finally {
      setBusy(null);
    }
  };

  if (devices.isLoading) return <Spinner label="Loading devices..." />;
  if (devices.isError || !devices.data) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-red-700 dark:text-red-400">Your devices could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={() => void devices.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const others = devices.data.filter((d) => !d.current);
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200 dark:divide-slate-700" aria-label="Signed-in devices">
        {devices.data.map((device) => (
          <DeviceRow
            key={device.id}
            device={device}
            busy={busy === device.id}
            onSignOut={() => void run(device.id, 'DELETE', `/api/settings/devices/${device.id}`)}
          />
        ))}
      </ul>
      {others.length > 0 && (
        <Button
          variant="outline"
          disabled={busy !== null}
          onClick={() => void run('others', 'POST', '/api/settings/devices/sign-out-others')}
        >
          <LogOut className="h-4 w-4" aria-hidden="true" /> Sign out all other devices
        </Button>
      )}
    </div>
  );
}

function DeviceRow({
  device,
  busy,
  onSignOut,
}: {
  device: DeviceView;
  busy: boolean;
  onSignOut: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Laptop className="h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {device.browser} {device.current && <Badge className="ml-1">This device</Badge>}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Signed in {ago(device.signedInAt)} · last active {ago(device.lastSeenAt)}
        </p>
      </div>
      {!device.current && (
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={onSignOut}
          aria-label={`Sign out ${device.browser}, signed in ${ago(device.signedInAt)}`}
        >
          {busy ? 'Signing out...' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}
