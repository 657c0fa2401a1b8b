import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { createScratchDatabase, ensureTemplateDatabase } from './scratch-database';

const migrationsFolder = path.resolve('src/server/db/migrations');

/**
 * What the migrations are, as a short name: a template made from other migrations (another checkout,
 * an older commit) is never used, and a change to any migration makes a new one.
 */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

let embeddedTemplate: Promise<string> | null = null;

/**
 * A migrated embedded database as a tar in the system's temporary folder, made once and shared by
 * every test process: each test app then starts from it instead of running PGlite's initdb and every
 * migration again (about 3 s each on a quiet machine, tens of seconds on a busy one).
 */
function migratedEmbeddedTemplate(): Promise<string> {
  embeddedTemplate ??= (async () => {
    const file = path.join(os.tmpdir(), `parley-test-db-${migrationsFingerprint()}.tar`);
    if (!fs.existsSync(file)) {
      const fresh = await openDatabase({ kind: 'embedded' });
      await fresh.dumpTo!(file);
      await fresh.close();
    }
    return file;
  })();
  return embeddedTemplate;
}

/**
 * A fresh, migrated database for one test app: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close), so the same suites cover both.
 * Both start from a copy of one migrated database; opening still runs the migrations, which find
 * nothing left to do.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'embedded', startFrom: await migratedEmbeddedTemplate() });
  const template = await ensureTemplateDatabase(serverUrl, `parley_tpl_${migrationsFingerprint()}`, (url) =>
    openDatabase({ kind: 'postgres', url, poolSize: 1 }),
  );
  const scratch = await createScratchDatabase(serverUrl, 'parley_test', {
    template,
    unflushedCommits: true,
  });
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
