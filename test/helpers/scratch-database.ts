import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function runOnServer(serverUrl: string, statement: string, params: unknown[] = []) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await admin.query(statement, params);
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new database on the PostgreSQL server at `serverUrl`, for one test app or bench run: empty, or a
 * copy of `template`; `drop` removes it again, cutting any connection a pool still holds.
 *
 * `unflushedCommits` sets `synchronous_commit = off` for every session on it: a commit answers before
 * its WAL record is flushed to disk. What a commit makes visible, and when, is the same (PostgreSQL's
 * docs: only the last few hundred milliseconds of commits could be lost if the *server* crashed, and the
 * database stays consistent); it saves the wait for a disk flush on each of the many thousand commits of
 * the unit, API and browser suites, whose databases are dropped after the run anyway. Not for the bench,
 * which measures a server as deployed, nor the fault tests.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  options: { template?: string; unflushedCommits?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runOnServer(
    serverUrl,
    `CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`,
  );
  if (options.unflushedCommits) {
    await runOnServer(serverUrl, `ALTER DATABASE ${name} SET synchronous_commit = off`);
  }
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined),
  };
}

/** Any fixed number: test processes take turns to build a missing template. */
const TEMPLATE_LOCK = 7_265_302;

/**
 * A database named `name`, prepared once by `prepare` (given its URL; it must close what it opens, since
 * PostgreSQL copies a template only while nobody is connected to it) and kept for every later run. It
 * is built under another name and renamed when ready, so no process copies half of one.
 */
export async function ensureTemplateDatabase(
  serverUrl: string,
  name: string,
  prepare: (url: string) => Promise<{ close(): Promise<void> }>,
): Promise<string> {
  const exists = async (client: pg.Client) =>
    (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (await exists(admin)) return name;
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    if (!(await exists(admin))) {
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      await (await prepare(databaseUrl(serverUrl, building))).close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    return name;
  } finally {
    await admin.end(); // ends the session, and so its advisory lock
  }
}
