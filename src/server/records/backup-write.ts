import { createCipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { type FileStorage, readAll } from '../storage/file-storage';
import { backupFileName, pruneBackups } from './backup-files';
import { FILE_PIECE_BYTES, FILES_MARKER, MAGIC, type BackupHeader } from './backup-format';
import {
  identityPositions,
  insertableColumns,
  migrationCount,
  rows,
  tablesInDependencyOrder,
} from './backup-catalog';
import { backupKeyId } from './backup-key';

/* Writing a backup: the snapshot's lines (header, tables, files), gzipped and encrypted into a file. */

const FETCH_SIZE = 500;

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
