import { apiRequest } from '../../lib/api';
import { forgetDevice } from '../../lib/device-memory';
import { loadPage } from '../../lib/navigation';
import { forgetPushSubscription } from '../notifications/push-subscription';

/** SPEC §7: POST /api/logout; if that fails the browser goes to GET /api/logout. Either way it ends at /. */
export async function logOut(): Promise<void> {
  forgetDevice();
  await forgetPushSubscription();
  try {
    await apiRequest('POST', '/api/logout');
    loadPage('/');
  } catch {
    loadPage('/api/logout');
  }
}
