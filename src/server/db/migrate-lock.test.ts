import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createScratchDatabase } from '../../../test/helpers/scratch-database';
import { openDatabase } from './client';

// Instances started together on one server (what an orchestrator does) race to migrate it: a
// PostgreSQL matter, so this runs on the server whichever database the other suites use.
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
beforeAll(async () => {
  scratch = await createScratchDatabase(serverUrl, 'parley_migrate');
});
afterAll(() => scratch.drop());

it('three instances opening an empty PostgreSQL database at once all start, one migration each', async () => {
  const handles = await Promise.all(
    [1, 2, 3].map(() =>
      openDatabase({ kind: 'postgres', url: scratch.url, onIdleConnectionError: () => {} }),
    ),
  );
  try {
    const applied = (await handles[0].db.execute(
      sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
    )) as unknown as { rows: Array<{ count: number }> };
    const files = await import('./migrations/meta/_journal.json', { with: { type: 'json' } });
    expect(applied.rows[0].count).toBe(files.default.entries.length);
  } finally {
    await Promise.all(handles.map((h) => h.close()));
  }
});
