import { apiRequest } from '../../lib/api';
import { rememberSignedInUser } from '../../lib/auth';
import { forgetOfflineCache } from '../../lib/offline-cache';
import { loadPage } from '../../lib/navigation';
import { forgetPushSubscription } from '../notifications/push-subscription';

/** SPEC §7: POST /api/logout; if that fails the browser goes to GET /api/logout. Either way it ends at /. */
export async function logOut(): Promise<void> {
  rememberSignedInUser(null);
  forgetOfflineCache();
  await forgetPushSubscription();
  try {
    await apiRequest('POST', '/api/logout');
    loadPage('/');
  } catch {
    loadPage('/api/logout');
  }
}
