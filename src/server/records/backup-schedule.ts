import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database, DbOrTx } from '../db/client';
import { appSettings } from '../db/schema';
import { type JobLogger, startPeriodic } from '../periodic';
import type { FileStorage } from '../storage/file-storage';
import { writeBackup } from './backup';

/**
 * The daily backup. Every instance checks hourly; the one that takes the advisory lock (held for its
 * transaction, so a crash releases it) and finds the last backup older than a day writes the next one.
 * The time of the last backup is kept in the database, so every instance sees it. With files on disk,
 * the attachment files go into the backup too (backup.ts).
 */
export const BACKUP_INTERVAL_MS = 24 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 60 * 60 * 1000;
const FIRST_CHECK_AFTER_MS = 60 * 1000;
export const LAST_BACKUP_KEY = 'backup.last_at';
/** An arbitrary constant naming this job's advisory lock ("PARLEYBK"). */
const ADVISORY_LOCK_ID = 0x50415244;

export type BackupLogger = JobLogger;

export type BackupRunOutcome =
  { ran: true; file: string; bytes: number } | { ran: false; reason: 'locked' | 'recent' };

/** One check: writes a backup when due and when this instance holds the lock. */
export async function runDailyBackupIfDue(
  db: Database,
  options: { dir: string; key: Buffer; clock: Clock; storage?: FileStorage },
): Promise<BackupRunOutcome> {
  return db.transaction(
    async (tx) => {
      const [lock] = (
        (await tx.execute(
          sql`SELECT pg_try_advisory_xact_lock(${ADVISORY_LOCK_ID}) AS locked`,
        )) as unknown as {
          rows: Array<{ locked: boolean }>;
        }
      ).rows;
      if (!lock?.locked) return { ran: false, reason: 'locked' } as const;
      const now = options.clock.now();
      const [last] = await tx.select().from(appSettings).where(eq(appSettings.key, LAST_BACKUP_KEY));
      if (last && now.getTime() - new Date(last.value).getTime() < BACKUP_INTERVAL_MS - CHECK_EVERY_MS / 2)
        return { ran: false, reason: 'recent' } as const;
      const written = await writeBackup(db, {
        dir: options.dir,
        key: options.key,
        now,
        tx,
        storage: options.storage,
      });
      await recordBackupTime(tx, now);
      return { ran: true, ...written } as const;
    },
    { isolationLevel: 'repeatable read' },
  );
}

async function recordBackupTime(db: DbOrTx, now: Date): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: LAST_BACKUP_KEY, value: now.toISOString(), updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: now.toISOString(), updatedAt: now } });
}

/** `npm run backup`: one backup now, which counts as the day's, so the daily job does not follow at once. */
export async function writeBackupNow(
  db: Database,
  options: { dir: string; key: Buffer; now: Date; storage?: FileStorage },
): Promise<{ file: string; bytes: number }> {
  const written = await writeBackup(db, options);
  await recordBackupTime(db, options.now);
  return written;
}

export function startBackupSchedule(
  db: Database,
  options: { dir: string; key: Buffer; clock: Clock; logger: BackupLogger; storage?: FileStorage },
): () => void {
  return startPeriodic(
    async () => {
      try {
        const outcome = await runDailyBackupIfDue(db, options);
        if (outcome.ran)
          options.logger.info(
            { event: 'backup.written', file: outcome.file, bytes: outcome.bytes },
            'Daily backup written',
          );
      } catch (error) {
        options.logger.error({ event: 'backup.failed', err: error }, 'Daily backup failed');
      }
    },
    { everyMs: CHECK_EVERY_MS, firstAfterMs: FIRST_CHECK_AFTER_MS },
  );
}
