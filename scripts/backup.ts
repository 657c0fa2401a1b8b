/**
 * npm run backup — writes one encrypted backup of the whole database to BACKUP_DIR (default
 * DATA_DIR/backups) and keeps the newest 14. With the embedded database, stop the app first (only one
 * process may open it); the running app also writes one every day by itself.
 */
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { lockDataDir } from '../src/server/db/data-dir-lock';
import { writeBackup } from '../src/server/records/backup';
import { backupKeyWarning, resolveBackupKey } from '../src/server/records/backup-key';

async function main(): Promise<void> {
  const config = loadConfig();
  const key = resolveBackupKey(config);
  const warning = backupKeyWarning(key);
  if (warning) console.warn(warning);
  const release = config.usesEmbeddedDatabase ? lockDataDir(config.dataDir) : () => {};
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 2 }
      : { kind: 'embedded', dir: path.join(config.dataDir, 'db') },
  );
  try {
    const { file, bytes } = await writeBackup(database.db, {
      dir: config.backupDir,
      key: key.key,
      now: new Date(),
    });
    console.log(`Backup written: ${file} (${bytes} bytes, AES-256-GCM).`);
  } finally {
    await database.close();
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
