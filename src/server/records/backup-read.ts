import { createDecipheriv } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { FileStorage } from '../storage/file-storage';
import {
  BackupError,
  FILES_MARKER,
  MAGIC,
  PREAMBLE_LENGTH,
  TAG_LENGTH,
  type BackupHeader,
} from './backup-format';
import { insertableColumns, migrationCount, resetIdentitySequences, rows } from './backup-catalog';
import { backupKeyId } from './backup-key';

/*
 * Reading a backup: checked (its magic, its key, its GCM tag, its header, what it declares against what
 * it holds) while it is restored into an empty database, in one transaction.
 */

const INSERT_BATCH = 500;

/** Decrypts and unzips a backup, yielding its lines; the GCM tag is checked when the stream ends. */
async function* readBackupLines(file: string, key: Buffer): AsyncGenerator<string> {
  const size = fs.statSync(file).size;
  if (size < PREAMBLE_LENGTH + TAG_LENGTH)
    throw new BackupError(`${file} is too short to be a Parley backup.`);
  const fd = fs.openSync(file, 'r');
  const preamble = Buffer.alloc(PREAMBLE_LENGTH);
  const tag = Buffer.alloc(TAG_LENGTH);
  fs.readSync(fd, preamble, 0, PREAMBLE_LENGTH, 0);
  fs.readSync(fd, tag, 0, TAG_LENGTH, size - TAG_LENGTH);
  fs.closeSync(fd);
  if (!preamble.subarray(0, MAGIC.length).equals(MAGIC))
    throw new BackupError(`${file} is not a Parley backup.`);
  if (!preamble.subarray(MAGIC.length, MAGIC.length + 8).equals(backupKeyId(key)))
    throw new BackupError(
      'This backup was encrypted with a different key. Set BACKUP_KEY (or DATA_DIR/backup.key) to the key that was in use when it was made.',
    );
  const decipher = createDecipheriv('aes-256-gcm', key, preamble.subarray(MAGIC.length + 8));
  decipher.setAAD(preamble);
  decipher.setAuthTag(tag);
  const gunzip = createGunzip();
  const flowing = pipeline(
    fs.createReadStream(file, { start: PREAMBLE_LENGTH, end: size - TAG_LENGTH - 1 }),
    decipher,
    gunzip,
  );
  let failure: unknown = null;
  flowing.catch((error: unknown) => {
    failure = error;
  });
  let pending = '';
  try {
    for await (const chunk of gunzip) {
      pending += (chunk as Buffer).toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) yield line;
    }
    await flowing;
  } catch (error) {
    throw new BackupError(
      `The backup is damaged or was altered, so nothing was restored (${failure instanceof Error ? failure.message : error instanceof Error ? error.message : String(error)}).`,
    );
  }
  if (pending) yield pending;
}

export interface RestoreResult {
  createdAt: string;
  tables: Array<{ name: string; rows: number }>;
  /** Files written to the storage; 'bucket' when the backup says they stayed in an S3 bucket. */
  files: number | 'bucket' | 'not in this backup';
}

/**
 * Restores a backup into an empty database (freshly migrated), in one transaction: tables in foreign-key
 * order, then every identity sequence set past the highest restored id. Any failure (a wrong key, a
 * damaged file) leaves the database as empty as it was.
 */
export async function restoreBackup(
  db: Database,
  file: string,
  key: Buffer,
  storage: FileStorage | null = null,
): Promise<RestoreResult> {
  const lines = readBackupLines(file, key);
  const first = await lines.next();
  if (first.done) throw new BackupError('The backup is empty.');
  const header = JSON.parse(first.value) as BackupHeader;
  if (header.format !== 'parley-backup' || (header.version !== 1 && header.version !== 2))
    throw new BackupError('Unknown backup format.');
  if (header.files === 'included' && !storage)
    throw new BackupError(
      'This backup holds attachment files: restore it with a file storage to write them to.',
    );

  const written: string[] = [];
  try {
    return await applyBackup(db, header, lines, storage, written);
  } catch (error) {
    // The database rolled back; files already written for it would be unreachable, so they go too.
    for (const stored of written) await storage?.delete(stored).catch(() => undefined);
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `Restore failed and nothing was restored: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

async function applyBackup(
  db: Database,
  header: BackupHeader,
  lines: AsyncGenerator<string>,
  storage: FileStorage | null,
  written: string[],
): Promise<RestoreResult> {
  return db.transaction(async (tx) => {
    const here = await migrationCount(tx);
    if (header.migrations > here)
      throw new BackupError(
        `This backup comes from a newer Parley (schema version ${header.migrations}; this one has ${here}). Upgrade first.`,
      );
    const targetColumns = await insertableColumns(tx);
    for (const table of header.tables) {
      if (!targetColumns.has(table.name)) throw new BackupError(`This database has no table ${table.name}.`);
      const [count] = await rows<{ n: number | string }>(
        tx,
        sql`SELECT count(*) AS n FROM ${sql.identifier(table.name)}`,
      );
      if (Number(count.n) > 0)
        throw new BackupError(
          `Restore needs an empty database, but ${table.name} already has rows. Use a new DATA_DIR or database.`,
        );
    }
    const restored = new Map<string, number>();
    let current: BackupHeader['tables'][number] | null = null;
    let batch: string[] = [];
    const flush = async () => {
      if (!current || batch.length === 0) return;
      const present = new Set(targetColumns.get(current.name));
      // Only columns both sides have: a backup from an older schema restores, new columns take defaults.
      const cols = sql.join(
        current.columns.filter((c) => present.has(c)).map((c) => sql.identifier(c)),
        sql`, `,
      );
      await tx.execute(
        sql`INSERT INTO ${sql.identifier(current.name)} (${cols}) OVERRIDING SYSTEM VALUE
            SELECT ${cols} FROM json_populate_recordset(NULL::${sql.identifier(current.name)}, ${`[${batch.join(',')}]`}::json)`,
      );
      restored.set(current.name, (restored.get(current.name) ?? 0) + batch.length);
      batch = [];
    };
    let inFiles = false;
    let pieces: Buffer[] = [];
    let pieceKey: string | null = null;
    for await (const line of lines) {
      if (inFiles) {
        const piece = JSON.parse(line) as { k: string; d: string; end?: boolean };
        if (pieceKey !== null && piece.k !== pieceKey)
          throw new BackupError(`The backup's copy of ${pieceKey} is cut short.`);
        pieceKey = piece.k;
        pieces.push(Buffer.from(piece.d, 'base64'));
        if (piece.end) {
          // storage.put refuses any key the server would not have made (no path leaves the folder).
          await storage!.put(piece.k, Buffer.concat(pieces), 'application/octet-stream');
          written.push(piece.k);
          [pieces, pieceKey] = [[], null];
        }
        continue;
      }
      if (line === FILES_MARKER) {
        await flush();
        current = null;
        inFiles = true;
        continue;
      }
      if (line.startsWith('@')) {
        await flush();
        current = header.tables.find((t) => t.name === line.slice(1)) ?? null;
        if (!current) throw new BackupError(`The backup has rows for an undeclared table ${line.slice(1)}.`);
        continue;
      }
      batch.push(line);
      if (batch.length >= INSERT_BATCH) await flush();
    }
    await flush();
    if (pieceKey !== null) throw new BackupError(`The backup's copy of ${pieceKey} is cut short.`);
    for (const table of header.tables) {
      if ((restored.get(table.name) ?? 0) !== table.rows)
        throw new BackupError(
          `The backup declares ${table.rows} rows for ${table.name} but holds ${restored.get(table.name) ?? 0}.`,
        );
    }
    await resetIdentitySequences(tx, header.sequences ?? []);
    return {
      createdAt: header.createdAt,
      tables: header.tables.map((t) => ({ name: t.name, rows: t.rows })),
      files:
        header.files === 'included'
          ? written.length
          : header.files === 'bucket'
            ? 'bucket'
            : 'not in this backup',
    };
  });
}
