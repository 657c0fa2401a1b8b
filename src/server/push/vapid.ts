import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: contact the push services can reach the operator by. */
  subject: string;
}

const SETTING_KEY = 'vapid';

function isKeyPair(value: unknown): value is { publicKey: string; privateKey: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'publicKey' in value &&
    'privateKey' in value &&
    typeof value.publicKey === 'string' &&
    typeof value.privateKey === 'string'
  );
}

/**
 * The VAPID key pair: from the environment when both keys are set, otherwise generated once and kept in
 * app_settings so every instance and every restart signs with the same pair (browsers bind their
 * subscriptions to the public key; changing it would silently orphan them all).
 */
export async function resolveVapidKeys(db: Database, config: Config): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  // One of the two alone never gets here: the configuration check refuses it at start-up.
  const generated = webpush.generateVAPIDKeys();
  // Two instances starting together may both generate: the first insert wins and both read it back.
  await db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value: JSON.stringify(generated) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING_KEY));
  const stored: unknown = row ? JSON.parse(row.value) : null;
  if (!isKeyPair(stored)) throw new Error("The stored VAPID keys (app_settings 'vapid') are unreadable");
  return { ...stored, subject };
}
