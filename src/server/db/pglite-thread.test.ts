import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from './pglite-thread';

/** The embedded database's thread must behave as PGlite in-process does: the app relies on it. */
let db: PgliteThread;
beforeAll(async () => {
  db = await PgliteThread.open(undefined, {});
  await db.query('create table t (id int primary key, note text, data bytea, at timestamptz)');
});
afterAll(() => db.close());

const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from t')).rows[0].n;

describe('the embedded database thread', () => {
  it('answers queries with parameters, in object and array rows', async () => {
    await db.query('insert into t (id, note, data) values ($1, $2, $3)', [
      1,
      'one',
      new Uint8Array([0, 255]),
    ]);
    const objects = await db.query<{ id: number; note: string; data: Uint8Array }>(
      'select id, note, data from t where id = $1',
      [1],
    );
    expect(objects.rows).toEqual([{ id: 1, note: 'one', data: new Uint8Array([0, 255]) }]);
    const arrays = await db.query<unknown[]>('select id, note from t where id = 1', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'one']]);
    expect(objects.fields.map((f) => f.name)).toEqual(['id', 'note', 'data']);
  });

  it('keeps timestamps as text when Drizzle asks (its parsers), and parses them otherwise', async () => {
    await db.query(`insert into t (id, at) values (2, '2026-01-02T03:04:05.678Z')`);
    const raw = await db.query<{ at: string }>('select at from t where id = 2', [], { parsers: {} });
    expect(typeof raw.rows[0].at).toBe('string');
    const parsed = await db.query<{ at: Date }>('select at from t where id = 2');
    expect(parsed.rows[0].at).toEqual(new Date('2026-01-02T03:04:05.678Z'));
    // Arrays of them too: PGlite sets its array parsers on the first query, after which Drizzle's go in.
    const arrays = 'select array[at, at] as ats from t where id = 2';
    const rawArray = await db.query<{ ats: unknown }>(arrays, [], { parsers: {} });
    expect(typeof rawArray.rows[0].ats).toBe('string');
    const parsedArray = await db.query<{ ats: Date[] }>(arrays);
    expect(parsedArray.rows[0].ats).toEqual([
      new Date('2026-01-02T03:04:05.678Z'),
      new Date('2026-01-02T03:04:05.678Z'),
    ]);
  });

  it('commits a transaction, and rolls it back when the callback throws', async () => {
    const before = await count();
    await db.transaction(async (tx) => {
      await tx.query('insert into t (id) values (10)');
      await tx.query('insert into t (id) values (11)');
    });
    expect(await count()).toBe(before + 2);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t (id) values (12)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count()).toBe(before + 2);
  });

  it('makes other queries wait while a transaction is open, as PGlite does', async () => {
    let outsideSaw: number | null = null;
    let pending: Promise<void> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('insert into t (id) values (20)');
      const outside = db.query<{ n: number }>('select count(*)::int as n from t where id = 20').then((r) => {
        outsideSaw = r.rows[0].n;
      });
      await new Promise((r) => setTimeout(r, 50));
      // Still open: the outside query has not run inside our transaction.
      expect(outsideSaw).toBeNull();
      pending = outside;
    });
    // Once committed, the outside query runs and sees the row (awaited, not a fixed pause: a busy
    // machine took longer than 20 ms).
    await pending;
    expect(outsideSaw).toBe(1);
  });

  it('hands back database errors with their fields', async () => {
    const error = await db.query('insert into t (id) values (1)').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey' });
    // And the thread carries on.
    expect(await count()).toBeGreaterThan(0);
  });
});

/**
 * Each test here keeps its PGlite starts few (one is 10-25 s at load average ~28, more with initdb).
 * One test that made and opened three folders took 96-120 s at that load against its 120 s limit and
 * timed out; a test past its limit is not stopped, so its threads and half-used folder outlived it
 * while the rest of the run went on in the same Vitest process (isolate: false), and it never
 * removed its folder.
 */
describe('the embedded database in a folder', () => {
  it('is created in a new folder (on a thread of its own, then opened for good), found again, and PGlite opens it', async () => {
    // The thread mounts folders its own way (FolderFS, for a smaller first start): any tool that
    // opens the folder with PGlite must still agree with it.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-pglite-'));
    try {
      const fresh = await PgliteThread.open(path.join(dir, 'db'), {});
      await fresh.query('create table kept (note text)');
      await fresh.query(`insert into kept values ('written on the first start')`);
      await fresh.close();
      expect(fs.existsSync(path.join(dir, 'db', 'PG_VERSION'))).toBe(true);
      const again = await PgliteThread.open(path.join(dir, 'db'), {});
      const rows = await again.query<{ note: string }>('select note from kept');
      await again.close();
      expect(rows.rows).toEqual([{ note: 'written on the first start' }]);
      const byPglite = await PGlite.create(path.join(dir, 'db'));
      const seen = await byPglite.query<{ note: string }>('select note from kept');
      await byPglite.close();
      expect(seen.rows).toEqual([{ note: 'written on the first start' }]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // An initdb and four starts, each flushing to the disk: 49-60 s at load average 27.
  }, 120_000);

  it('opens a folder PGlite made on its own', async () => {
    // Installations created before FolderFS, and any tool that made the folder with PGlite.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-pglite-'));
    try {
      const byPglite = await PGlite.create(path.join(dir, 'stock'));
      await byPglite.exec(`create table kept (note text); insert into kept values ('made by PGlite')`);
      await byPglite.close();
      const opened = await PgliteThread.open(path.join(dir, 'stock'), {});
      const rows = await opened.query('select note from kept');
      await opened.close();
      expect(rows.rows).toEqual([{ note: 'made by PGlite' }]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
