import type { SettingsView } from '../../common/schemas/settings';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { UserRow } from './accounts';
import { pendingEmailOf } from './email-change';

/** GET /api/settings, and what `settings_changed` carries to the person's other tabs. */
export async function settingsView(
  db: Database,
  clock: Clock,
  user: Pick<UserRow, 'id' | 'notifyPush' | 'notifySound' | 'defaultCurrency'>,
): Promise<SettingsView> {
  return {
    pendingEmail: await pendingEmailOf(db, clock, user.id),
    notifications: { push: user.notifyPush, sound: user.notifySound },
    defaultCurrency: user.defaultCurrency,
  };
}
