import type { Config } from '../src/server/config';
import { configuredDatabase, openDatabase, type Database } from '../src/server/db/client';
import { lockDataDir } from '../src/server/db/data-dir-lock';

/**
 * For the command-line scripts: opens the configured database (the embedded one locked against a
 * running app, which is why the scripts ask for the app to be stopped), runs `use`, then closes it.
 */
export async function withConfiguredDatabase<T>(
  config: Config,
  use: (db: Database) => Promise<T>,
): Promise<T> {
  const release = config.usesEmbeddedDatabase ? lockDataDir(config.dataDir) : () => {};
  try {
    const database = await openDatabase(configuredDatabase(config, { poolSize: 2 }));
    try {
      return await use(database.db);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}
