/**
 * npm run backup — writes one encrypted backup of the whole database, with the attachment files when
 * they are under DATA_DIR (an S3 bucket is backed up by its own means), to BACKUP_DIR (default
 * DATA_DIR/backups) and keeps the newest 14. With the embedded database, stop the app first (only one
 * process may open it); the running app also writes one every day by itself.
 */
import { loadConfig } from '../src/server/config';
import { writeBackupNow } from '../src/server/records/backup-schedule';
import { backupKeyWarning, resolveBackupKey } from '../src/server/records/backup-key';
import { createFileStorage } from '../src/server/storage';
import { withConfiguredDatabase } from './open-database';

async function main(): Promise<void> {
  const config = loadConfig();
  const key = resolveBackupKey(config);
  const warning = backupKeyWarning(key);
  if (warning) console.warn(warning);
  const storage = await createFileStorage(config);
  const { file, bytes } = await withConfiguredDatabase(config, (db) =>
    writeBackupNow(db, { dir: config.backupDir, key: key.key, now: new Date(), storage }),
  );
  console.log(`Backup written: ${file} (${bytes} bytes, AES-256-GCM).`);
  if (storage.kind === 's3')
    console.log(
      'Attachment files are in the S3 bucket and are not in this backup: back the bucket up by its own means.',
    );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
