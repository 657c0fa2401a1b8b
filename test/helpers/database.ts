import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';

/**
 * A fresh, migrated database for one test app: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close), so the same suites cover both.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'embedded' });
  const name = `parley_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Closing drops the database WITH (FORCE), which cuts connections the pool may still hold.
  const handle = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    poolSize: 5,
    onIdleConnectionError: () => {},
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
