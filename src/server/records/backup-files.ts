import fs from 'node:fs';
import path from 'node:path';

/* The backup files in their folder: named by the time they were taken, the newest BACKUPS_KEPT kept. */

export const BACKUP_EXTENSION = '.parley-backup';
export const BACKUPS_KEPT = 14;

export const backupFileName = (at: Date) =>
  `parley-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}${BACKUP_EXTENSION}`;

export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.startsWith('parley-') && f.endsWith(BACKUP_EXTENSION))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Names sort by time, so the oldest are first. */
export function pruneBackups(dir: string): void {
  const all = listBackups(dir);
  for (const old of all.slice(0, Math.max(0, all.length - BACKUPS_KEPT))) fs.rmSync(old, { force: true });
}
