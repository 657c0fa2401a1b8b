/**
 * npm run restore <file> — restores a backup into an EMPTY database: a new DATA_DIR for the embedded
 * database, or a new, empty PostgreSQL database in DATABASE_URL. It needs the key the backup was made
 * with (BACKUP_KEY, or DATA_DIR/backup.key copied into the new DATA_DIR). Stop the app first. The
 * attachment files in the backup are written to the configured storage (DATA_DIR/attachments).
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { restoreBackup } from '../src/server/records/backup';
import { BACKUP_KEY_FILE, parseBackupKey } from '../src/server/records/backup-key';
import { createFileStorage } from '../src/server/storage';
import { withConfiguredDatabase } from './open-database';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || !fs.existsSync(file)) {
    console.error('Usage: npm run restore <backup file>   (the file must exist)');
    process.exit(2);
  }
  const config = loadConfig();
  const keyFile = path.join(config.dataDir, BACKUP_KEY_FILE);
  // Restoring never generates a key: a new key could not decrypt anything.
  const keyText = config.BACKUP_KEY ?? (fs.existsSync(keyFile) ? fs.readFileSync(keyFile, 'utf8') : null);
  if (!keyText) {
    console.error(
      `No backup key: set BACKUP_KEY, or put the key file the backup was made with at ${keyFile}.`,
    );
    process.exit(2);
  }
  const storage = await createFileStorage(config);
  const result = await withConfiguredDatabase(config, (db) =>
    restoreBackup(db, path.resolve(file), parseBackupKey(keyText), storage),
  );
  const total = result.tables.reduce((n, t) => n + t.rows, 0);
  console.log(`Restored the backup of ${result.createdAt}: ${total} rows in ${result.tables.length} tables.`);
  for (const t of result.tables) if (t.rows) console.log(`  ${t.name}: ${t.rows}`);
  if (typeof result.files === 'number') console.log(`Attachment files restored: ${result.files}.`);
  else if (result.files === 'bucket')
    console.log(
      'Attachment files were in an S3 bucket when this backup was made: restore the bucket by its own means.',
    );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
