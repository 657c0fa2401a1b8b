import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import journal from './migrations/meta/_journal.json' with { type: 'json' };

const hasSearchIndex = async (db: Database) =>
  (
    (await db.execute(
      sql`select 1 from pg_indexes where indexname = 'messages_final_content_trgm_idx'`,
    )) as unknown as { rows: unknown[] }
  ).rows.length === 1;

it('an embedded database that ran migration 0005 without pg_trgm gets the search index on its next start', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-search-index-'));
  try {
    // The state of an installation made before PGlite loaded pg_trgm: 0005 left no index and neither
    // 0011 nor anything after it has run. Drizzle runs every migration newer than the newest one it
    // recorded, so all records from 0011 on go; the later migrations then run again on the next
    // start, which is why each of them must be safe to repeat (0012: ADD COLUMN IF NOT EXISTS).
    const migration0011 = journal.entries.find((e) => e.tag.startsWith('0011_'))!;
    const before = await openDatabase({ kind: 'embedded', dir });
    await before.db.execute(sql`drop index messages_final_content_trgm_idx`);
    await before.db.execute(sql`drop extension pg_trgm`);
    await before.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at >= ${migration0011.when}`,
    );
    expect(await hasSearchIndex(before.db)).toBe(false);
    await before.close();

    const after = await openDatabase({ kind: 'embedded', dir });
    try {
      expect(await hasSearchIndex(after.db)).toBe(true);
    } finally {
      await after.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
