import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The AES-256 key backups are encrypted under: BACKUP_KEY, or a key generated once into DATA_DIR. */
export interface BackupKey {
  key: Buffer;
  source: 'env' | 'file';
  /** Where the generated key lives, when it came from a file. */
  file?: string;
  /** True when this call generated the key file. */
  created: boolean;
}

export class BackupKeyError extends Error {}

export const BACKUP_KEY_FILE = 'backup.key';

/** Accepts 32 bytes written as 64 hex digits or as base64. */
export function parseBackupKey(text: string): Buffer {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (key.length === 32) return key;
  }
  throw new BackupKeyError(
    'BACKUP_KEY must be 32 bytes written as 64 hex digits or as base64 (44 characters).',
  );
}

export function resolveBackupKey(config: { BACKUP_KEY?: string; dataDir: string }): BackupKey {
  if (config.BACKUP_KEY) return { key: parseBackupKey(config.BACKUP_KEY), source: 'env', created: false };
  const file = path.join(config.dataDir, BACKUP_KEY_FILE);
  if (fs.existsSync(file))
    return { key: parseBackupKey(fs.readFileSync(file, 'utf8')), source: 'file', file, created: false };
  fs.mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32);
  // 'wx': never overwrite a key another process wrote a moment ago; 0600: readable by this user only.
  try {
    fs.writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return { key: parseBackupKey(fs.readFileSync(file, 'utf8')), source: 'file', file, created: false };
    throw error;
  }
  return { key, source: 'file', file, created: true };
}

/** A short public fingerprint of the key, stored in each backup so a wrong key is named as such. */
export function backupKeyId(key: Buffer): Buffer {
  return createHash('sha256').update('parley-backup-key-id:').update(key).digest().subarray(0, 8);
}

export function backupKeyWarning(k: BackupKey): string | null {
  if (!k.created) return null;
  return (
    `Generated a backup encryption key in ${k.file}. Backups cannot be restored without it: ` +
    'keep a copy somewhere other than this machine (or set BACKUP_KEY).'
  );
}
