import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { createScratchDatabase } from './scratch-database';

/**
 * A fresh, migrated database for one test app: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close), so the same suites cover both.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'embedded' });
  const scratch = await createScratchDatabase(serverUrl, 'parley_test');
  // Closing drops the database WITH (FORCE), which cuts connections the pool may still hold.
  const handle = await openDatabase({
    kind: 'postgres',
    url: scratch.url,
    poolSize: 5,
    onIdleConnectionError: () => {},
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}
