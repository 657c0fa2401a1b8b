import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs `fn` against a new, empty database on the PostgreSQL server at `serverUrl`, dropped afterwards. */
export async function withScratchPostgres<T>(serverUrl: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `parley_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
}
