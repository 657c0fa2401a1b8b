import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';

/**
 * The embedded database on disk commits as PostgreSQL does on a server: fsync on, and the WAL opened
 * for synchronous writes, so an acknowledged commit is on the disk (README "Reliability"). Linux
 * shows each open file's flags in /proc, which is where O_SYNC is checked.
 */
const O_SYNC = 0o4010000;
const linux = process.platform === 'linux';

let dir: string;
let handle: DatabaseHandle;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-durable-'));
  handle = await openDatabase({ kind: 'embedded', dir });
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const setting = async (name: string) => {
  const result = (await handle.db.execute(sql.raw(`show ${name}`))) as unknown as {
    rows: Record<string, string>[];
  };
  return Object.values(result.rows[0]!)[0];
};

describe('the embedded database on disk', () => {
  it('runs with fsync on and writes its WAL synchronously', async () => {
    expect(await setting('fsync')).toBe('on');
    expect(await setting('wal_sync_method')).toBe('open_datasync');
    expect(await setting('synchronous_commit')).toBe('on');
  });

  it.runIf(linux)('has the WAL segment open with O_SYNC once a commit wrote to it', async () => {
    await handle.db.execute(sql`create table if not exists durability_probe (n int)`);
    await handle.db.execute(sql`insert into durability_probe values (1)`);
    const walFlags = fs
      .readdirSync('/proc/self/fd')
      .filter((fd) => {
        try {
          return fs
            .readlinkSync(`/proc/self/fd/${fd}`)
            .startsWith(path.join(fs.realpathSync(dir), 'pg_wal', '0'));
        } catch {
          return false; // closed meanwhile
        }
      })
      .map((fd) =>
        parseInt(/flags:\s+(\d+)/.exec(fs.readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8'))![1]!, 8),
      );
    expect(walFlags.length).toBeGreaterThan(0);
    for (const flags of walFlags) expect(flags & O_SYNC).toBe(O_SYNC);
  });
});
