import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../db/client';
import { type FileStorage, readAll } from '../storage/file-storage';
import { backupKeyId } from './backup-key';

/**
 * Logical backups of every table, taken in one REPEATABLE READ transaction so they are consistent, as
 * JSON lines (each row as PostgreSQL's own row_to_json, so timestamps keep their microseconds and bytes
 * their exact value), gzipped, then encrypted with AES-256-GCM.
 *
 * File layout: MAGIC (10) | key id (8) | IV (12) | ciphertext | GCM tag (16). The first 30 bytes are
 * authenticated as associated data. The plaintext is a header line (JSON), then for each table a line
 * "@table" followed by one JSON row per line, then (version 2, files on disk) a line FILES_MARKER followed
 * by the attachment files and their previews: one JSON line per piece of a file, { k: storage key,
 * d: base64 bytes }, the last piece of each file also carrying `end: true`. A file is cut in pieces so no
 * line is longer than about 64 KB whatever the file's size.
 */
const MAGIC = Buffer.from('PARLEYBAK1', 'latin1');
const PREAMBLE_LENGTH = MAGIC.length + 8 + 12;
const TAG_LENGTH = 16;
export const BACKUP_EXTENSION = '.parley-backup';
export const BACKUPS_KEPT = 14;
const FETCH_SIZE = 500;
const INSERT_BATCH = 500;
const FILES_MARKER = '@@files';
/** Bytes per line of a file in the backup (base64 makes it a third larger). */
const FILE_PIECE_BYTES = 48 * 1024;

export class BackupError extends Error {}

interface BackupHeader {
  format: 'parley-backup';
  /** 1: tables only (before 2026-11-27); 2: tables, then the attachment files when they are on disk. */
  version: 1 | 2;
  /**
   * Whether the attachment files follow the tables: 'included' (files under DATA_DIR), or 'bucket' (an
   * S3 bucket, backed up by its own means, docs/OPERATIONS.md). Absent in version 1.
   */
  files?: 'included' | 'bucket';
  createdAt: string;
  migrations: number;
  tables: Array<{ name: string; columns: string[]; rows: number }>;
  /**
   * Where each identity sequence stood (absent in backups written before 2026-11-25): a restore
   * continues from there, so an id handed out before (a deleted ticket's "#6") is not handed out again.
   */
  sequences?: Array<{ table: string; column: string; last: number }>;
}

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Base tables of the public schema, parents before children (foreign keys). */
async function tablesInDependencyOrder(db: DbOrTx): Promise<string[]> {
  const tables = (
    await rows<{ name: string }>(
      db,
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).map((t) => t.name);
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
        JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
        JOIN pg_namespace n ON n.oid = k.connamespace
        WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const e of edges) if (e.child === table && e.parent !== table) visit(e.parent);
    visiting.delete(table);
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

async function insertableColumns(db: DbOrTx): Promise<Map<string, string[]>> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND is_generated = 'NEVER' ORDER BY table_name, ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const c of columns) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c.column_name]);
  return byTable;
}

async function migrationCount(db: DbOrTx): Promise<number> {
  const [row] = await rows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`,
  );
  return Number(row.n);
}

async function* backupLines(tx: Tx, createdAt: Date, storage: FileStorage | null): AsyncGenerator<Buffer> {
  const tables = await tablesInDependencyOrder(tx);
  const columns = await insertableColumns(tx);
  const withFiles = storage?.kind === 'disk';
  const header: BackupHeader = {
    format: 'parley-backup',
    version: 2,
    files: withFiles ? 'included' : 'bucket',
    createdAt: createdAt.toISOString(),
    migrations: await migrationCount(tx),
    tables: [],
  };
  for (const name of tables) {
    const [count] = await rows<{ n: number | string }>(
      tx,
      sql`SELECT count(*) AS n FROM ${sql.identifier(name)}`,
    );
    header.tables.push({ name, columns: columns.get(name) ?? [], rows: Number(count.n) });
  }
  header.sequences = await identityPositions(tx);
  yield Buffer.from(`${JSON.stringify(header)}\n`);
  for (const name of tables) {
    yield Buffer.from(`@${name}\n`);
    const cursor = sql.identifier(`backup_${name}`);
    await tx.execute(
      sql`DECLARE ${cursor} NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS line FROM ${sql.identifier(name)} t`,
    );
    for (;;) {
      const batch = await rows<{ line: string }>(
        tx,
        sql`FETCH ${sql.raw(String(FETCH_SIZE))} FROM ${cursor}`,
      );
      if (batch.length === 0) break;
      yield Buffer.from(batch.map((r) => `${r.line}\n`).join(''));
    }
    await tx.execute(sql`CLOSE ${cursor}`);
  }
  if (withFiles) yield* fileLines(tx, storage);
}

/**
 * The files of the attachments the snapshot holds (sent or still waiting to be sent) and their previews.
 * A file already gone from the disk (an upload the hourly cleanup deleted after the snapshot began) is
 * left out: its row is gone too once the cleanup commits.
 */
async function* fileLines(tx: Tx, storage: FileStorage): AsyncGenerator<Buffer> {
  yield Buffer.from(`${FILES_MARKER}\n`);
  const keys = await rows<{ storage_key: string; preview_key: string | null }>(
    tx,
    sql`SELECT storage_key, preview_key FROM attachments ORDER BY id`,
  );
  for (const key of keys.flatMap((k) => [k.storage_key, k.preview_key]).filter((k) => k !== null)) {
    const stream = await storage.read(key);
    if (!stream) continue;
    const bytes = await readAll(stream);
    for (let at = 0; at === 0 || at < bytes.length; at += FILE_PIECE_BYTES) {
      const piece = bytes.subarray(at, at + FILE_PIECE_BYTES);
      const end = at + FILE_PIECE_BYTES >= bytes.length;
      yield Buffer.from(
        `${JSON.stringify({ k: key, d: piece.toString('base64'), ...(end ? { end } : {}) })}\n`,
      );
    }
  }
}

export const backupFileName = (at: Date) =>
  `parley-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}${BACKUP_EXTENSION}`;

/**
 * Writes one encrypted backup into `dir` and keeps the newest BACKUPS_KEPT. `tx` lets the caller run it
 * inside a transaction it already holds (the scheduler's, which also holds the advisory lock). With
 * `storage` on disk, the attachment files go into the backup too; an S3 bucket is not copied.
 */
export async function writeBackup(
  db: Database,
  options: { dir: string; key: Buffer; now: Date; tx?: Tx; storage?: FileStorage | null },
): Promise<{ file: string; bytes: number }> {
  fs.mkdirSync(options.dir, { recursive: true, mode: 0o700 });
  const file = path.join(options.dir, backupFileName(options.now));
  const partial = `${file}.partial`;
  const iv = randomBytes(12);
  const preamble = Buffer.concat([MAGIC, backupKeyId(options.key), iv]);
  const cipher = createCipheriv('aes-256-gcm', options.key, iv);
  cipher.setAAD(preamble);
  const write = async (tx: Tx) => {
    const out = fs.createWriteStream(partial, { mode: 0o600 });
    out.write(preamble);
    await pipeline(
      Readable.from(backupLines(tx, options.now, options.storage ?? null)),
      createGzip(),
      cipher,
      out,
    );
    fs.appendFileSync(partial, cipher.getAuthTag());
  };
  try {
    if (options.tx) await write(options.tx);
    else await db.transaction(write, { isolationLevel: 'repeatable read', accessMode: 'read only' });
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  pruneBackups(options.dir);
  return { file, bytes: fs.statSync(file).size };
}

export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.startsWith('parley-') && f.endsWith(BACKUP_EXTENSION))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Names sort by time, so the oldest are first. */
function pruneBackups(dir: string): void {
  const all = listBackups(dir);
  for (const old of all.slice(0, Math.max(0, all.length - BACKUPS_KEPT))) fs.rmSync(old, { force: true });
}

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

async function identityColumns(db: DbOrTx) {
  return rows<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND is_identity = 'YES'`,
  );
}

const sequenceOf = (table: string, column: string) => sql`pg_get_serial_sequence(${`"${table}"`}, ${column})`;

async function identityPositions(tx: Tx): Promise<NonNullable<BackupHeader['sequences']>> {
  const positions: NonNullable<BackupHeader['sequences']> = [];
  for (const { table_name: table, column_name: column } of await identityColumns(tx)) {
    const [row] = await rows<{ last: string | number | null }>(
      tx,
      sql`SELECT pg_sequence_last_value(${sequenceOf(table, column)}::regclass) AS last`,
    );
    if (row?.last !== null && row?.last !== undefined)
      positions.push({ table, column, last: Number(row.last) });
  }
  return positions;
}

/** Every identity sequence past both the highest restored id and where it stood when backed up. */
async function resetIdentitySequences(
  tx: Tx,
  recorded: NonNullable<BackupHeader['sequences']>,
): Promise<void> {
  for (const { table_name: table, column_name: column } of await identityColumns(tx)) {
    const t = sql.identifier(table);
    const c = sql.identifier(column);
    const stood = recorded.find((r) => r.table === table && r.column === column)?.last ?? null;
    await tx.execute(
      sql`SELECT setval(${sequenceOf(table, column)},
                        COALESCE(GREATEST((SELECT max(${c}) FROM ${t}), ${stood}::bigint), 1),
                        GREATEST((SELECT max(${c}) FROM ${t}), ${stood}::bigint) IS NOT NULL)`,
    );
  }
}
