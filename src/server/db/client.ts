import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the app codes against, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'embedded' | 'postgres';
  close(): Promise<void>;
  /** Embedded only: writes the whole database as a tar file that `startFrom` can open again. */
  dumpTo?(file: string): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /**
       * An idle pooled connection can be cut by the server (a restart, a failover). pg reports that as
       * an 'error' event, which would crash the process if nobody listened: the pool drops the
       * connection and opens a new one when needed, so it is only worth a log line.
       */
      onIdleConnectionError?: (error: Error) => void;
    }
  | {
      kind: 'embedded';
      dir?: string;
      /**
       * A tar of a database (written by `dumpTo`) to start from instead of an empty one. The tests
       * open one migrated copy per test app: PGlite's initdb is most of the cost of a fresh database.
       */
      startFrom?: string;
      /** On disk, each commit reaches the disk before it returns (default); false only to measure that. */
      durable?: boolean;
    };

type PostgresOptions = Omit<Extract<DatabaseTarget, { kind: 'postgres' }>, 'kind' | 'url'>;

/** The database the settings name: DATABASE_URL's PostgreSQL, or else the embedded one in DATA_DIR/db. */
export function configuredDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'dataDir'>,
  postgres: PostgresOptions = {},
): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, ...postgres }
    : { kind: 'embedded', dir: path.join(config.dataDir, 'db') };
}

const kinds = new WeakMap<Database, DatabaseHandle['kind']>();

/** Which database an open handle's `db` talks to (what a caller tunes by, e.g. group commit). */
export function databaseKind(db: Database): DatabaseHandle['kind'] | undefined {
  return kinds.get(db);
}

/** Any fixed number: the advisory lock instances starting together take in turn to migrate. */
const MIGRATION_LOCK = 7_265_301;

/**
 * Several instances started at once on one PostgreSQL server (as an orchestrator does) would each
 * create the same tables, and all but one would fail. One at a time, on one connection holding a
 * session lock, the later ones find nothing left to do.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: connection, schema }), { migrationsFolder });
  } finally {
    // The connection goes back to the pool, so the lock is released here; one that fails is dropped.
    const failed = await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).then(
      () => undefined,
      (error: Error) => error,
    );
    connection.release(failed);
  }
}

/**
 * PGlite's WebAssembly heap holds everything PostgreSQL allocates, and never gives memory back.
 * maintenance_work_mem is what an index build may fill (64 MB by default): building the search index
 * on 300,000 existing messages (migration 0011) grew the heap by 26 MB with the default and not at
 * all with 16 MB, in about the same time.
 */
const EMBEDDED_SETTINGS = ['shared_buffers = 16MB', 'maintenance_work_mem = 16MB'];

/** Opens the database and applies every checked-in migration before anything else touches it. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    // pg closes a connection idle for 10 s by default: under a steady trickle of sends the pool kept
    // reconnecting (8 times in 40 s in the bench, each a new PostgreSQL backend). Five minutes keeps them.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      idleTimeoutMillis: 5 * 60_000,
    });
    pool.on(
      'error',
      target.onIdleConnectionError ?? ((error) => console.warn('database connection lost:', error.message)),
    );
    await migrateUnderLock(pool);
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    kinds.set(db, 'postgres');
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  // No dir = in-memory, which the tests use. PGlite's WASM heap holds PostgreSQL's shared buffers, so
  // their size is most of the server's memory: 16 MB (PostgreSQL's default is 128 MB) keeps a small
  // server small, and pages that do not fit are still in the operating system's file cache.
  // It runs on a thread of its own (pglite-thread.ts), so queries do not stall HTTP and sockets.
  const client = await PgliteThread.open(target.dir, {
    postgresqlconf: EMBEDDED_SETTINGS,
    startFrom: target.startFrom,
    durable: target.durable,
  });
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  await migratePglite(db, { migrationsFolder });
  kinds.set(db as unknown as Database, 'embedded');
  return {
    db: db as unknown as Database,
    kind: 'embedded',
    close: () => client.close(),
    dumpTo: (file) => client.dumpTo(file),
  };
}
