import { createScratchDatabase } from '../test/helpers/scratch-database';

/** Runs `fn` against a new, empty database on the PostgreSQL server at `serverUrl`, dropped afterwards. */
export async function withScratchPostgres<T>(serverUrl: string, fn: (url: string) => Promise<T>): Promise<T> {
  const scratch = await createScratchDatabase(serverUrl, 'parley_bench');
  try {
    return await fn(scratch.url);
  } finally {
    await scratch.drop();
  }
}
