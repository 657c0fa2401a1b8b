import { apiRequest } from '../../lib/api';
import { forgetDevice } from '../../lib/device-memory';
import { loadPage } from '../../lib/navigation';
import { toast } from '../../lib/toast';
import { forgetPushSubscription } from '../notifications/push-subscription';

let waitingForConnection = false;

/** POST /api/logout; if that fails the browser goes to GET /api/logout. Either way it ends at /. */
export async function logOut(): Promise<void> {
  // Offline, neither request can reach the server (the GET would only show the browser's error page),
  // and only the server can end the session: it ends as soon as the connection is back.
  if (navigator.onLine === false) {
    toast({
      title: "You're offline",
      description: "You'll be logged out as soon as you're back online",
      durationMs: 5000,
    });
    if (!waitingForConnection) {
      waitingForConnection = true;
      window.addEventListener('online', () => void logOut(), { once: true });
    }
    return;
  }
  waitingForConnection = false;
  forgetDevice();
  await forgetPushSubscription();
  try {
    await apiRequest('POST', '/api/logout');
    loadPage('/');
  } catch {
    loadPage('/api/logout');
  }
}
