import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../db/client';
import { backupKeyId } from './backup-key';

/**
 * Logical backups of every table, taken in one REPEATABLE READ transaction so they are consistent, as
 * JSON lines (each row as PostgreSQL's own row_to_json, so timestamps keep their microseconds and bytes
 * their exact value), gzipped, then encrypted with AES-256-GCM.
 *
 * File layout: MAGIC (10) | key id (8) | IV (12) | ciphertext | GCM tag (16). The first 30 bytes are
 * authenticated as associated data. The plaintext is a header line (JSON), then for each table a line
 * "@table" followed by one JSON row per line.
 */
const MAGIC = Buffer.from('PARLEYBAK1', 'latin1');
const PREAMBLE_LENGTH = MAGIC.length + 8 + 12;
const TAG_LENGTH = 16;
export const BACKUP_EXTENSION = '.parley-backup';
export const BACKUPS_KEPT = 14;
const FETCH_SIZE = 500;
const INSERT_BATCH = 500;

export class BackupError extends Error {}

interface BackupHeader {
  format: 'parley-backup';
  version: 1;
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

async function* backupLines(tx: Tx, createdAt: Date): AsyncGenerator<Buffer> {
  const tables = await tablesInDependencyOrder(tx);
  const columns = await insertableColumns(tx);
  const header: BackupHeader = {
    format: 'parley-backup',
    version: 1,
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
}

export const backupFileName = (at: Date) =>
  `parley-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}${BACKUP_EXTENSION}`;

/**
 * Writes one encrypted backup into `dir` and keeps the newest BACKUPS_KEPT. `tx` lets the caller run it
 * inside a transaction it already holds (the scheduler's, which also holds the advisory lock).
 */
export async function writeBackup(
  db: Database,
  options: { dir: string; key: Buffer; now: Date; tx?: Tx },
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
    await pipeline(Readable.from(backupLines(tx, options.now)), createGzip(), cipher, out);
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
}

/**
 * Restores a backup into an empty database (freshly migrated), in one transaction: tables in foreign-key
 * order, then every identity sequence set past the highest restored id. Any failure (a wrong key, a
 * damaged file) leaves the database as empty as it was.
 */
export async function restoreBackup(db: Database, file: string, key: Buffer): Promise<RestoreResult> {
  const lines = readBackupLines(file, key);
  const first = await lines.next();
  if (first.done) throw new BackupError('The backup is empty.');
  const header = JSON.parse(first.value) as BackupHeader;
  if (header.format !== 'parley-backup' || header.version !== 1)
    throw new BackupError('Unknown backup format.');

  try {
    return await applyBackup(db, header, lines);
  } catch (error) {
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
    for await (const line of lines) {
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
