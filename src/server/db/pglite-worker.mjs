// The embedded database's own thread (see pglite-thread.ts). PGlite runs PostgreSQL compiled to
// WebAssembly synchronously on whatever thread calls it; here, that is this worker, so the app's
// thread keeps serving HTTP and sockets while a query runs, and a 2-core machine uses both cores.
// Plain JavaScript so it loads the same way under tsx, Vitest and a built server.
import { fsyncSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { Blob, Buffer } from 'node:buffer';
import { MemoryFS, PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * A folder on disk, as PGlite's own NodeFS mounts it, but declared a MemoryFS. That type is what
 * PGlite checks when it creates a new database: for a MemoryFS its initdb writes straight into the
 * folder, while for NodeFS it builds the database in a second in-memory file system, packs it into a
 * tar and unpacks that into the folder, all held at once with two PostgreSQL heaps. A first start
 * peaked at ~790 MB that way and ~540 MB this way (bench/RESULTS.md). Opening an existing folder
 * is the same either way, so folders made before or after open with both.
 */
class FolderFS extends MemoryFS {
  constructor(dir, durable) {
    super();
    this.rootDir = path.resolve(dir);
    this.durable = durable;
    mkdirSync(this.rootDir, { recursive: true });
  }

  async init(pg, emscriptenOptions) {
    this.pg = pg;
    const mountFolder = (mod) => {
      mod.FS.mkdirTree(PGlite.paths.PGDATA);
      mod.FS.mount(mod.NODEFS, { root: this.rootDir }, PGlite.paths.PGDATA);
      // Emscripten's folder mount has no fsync: PostgreSQL's fsync() of a data file, of pg_control
      // or of a folder (at each checkpoint, and for every file after a crash) returned at once with
      // nothing on disk. This makes it a real one, so a checkpoint never points past what is stored.
      if (this.durable) {
        const { NODEFS } = mod;
        NODEFS.stream_ops.fsync = (stream) => NODEFS.tryFSOperation(() => (fsyncSync(stream.nfd), 0));
      }
    };
    return {
      emscriptenOpts: {
        ...emscriptenOptions,
        preRun: [...(emscriptenOptions.preRun ?? []), mountFolder],
      },
    };
  }
}

// With no folder (in memory, as the tests run) the options must be the only argument: after an
// undefined folder PGlite ignores them. pg_trgm is for message search's trigram index (migrations
// 0005 and 0011): without it a word in few or no messages read every message the person can see.
const { startFrom, durable: durableWanted, ...pgliteOptions } = workerData.options;
const options = {
  ...pgliteOptions,
  extensions: { pg_trgm },
  // A database dumped earlier (see 'dumpTo'): opening it skips initdb, most of a new database's cost.
  ...(startFrom ? { loadDataDir: new Blob([readFileSync(startFrom)]) } : {}),
};

/**
 * On disk, a commit is on the disk before it is acknowledged, as on a PostgreSQL server. PGlite
 * starts PostgreSQL with fsync off (-F), and Emscripten's fdatasync, which PostgreSQL's default
 * wal_sync_method calls, does nothing. With fsync on and wal_sync_method=open_datasync the WAL is
 * opened O_DSYNC, which Emscripten passes to Node as O_SYNC: each WAL write returns once the disk
 * has it. README "Reliability" says what this survives and what it costs.
 */
const DURABLE_START = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=open_datasync',
];
const durable = Boolean(workerData.dir) && durableWanted !== false;
const db = new PGlite(
  workerData.dir
    ? {
        ...options,
        fs: new FolderFS(workerData.dir, durable),
        ...(durable ? { startParams: DURABLE_START } : {}),
      }
    : options,
);

// Drizzle asks for dates and intervals as PostgreSQL's text (it maps them itself); its parsers are
// functions, which cannot cross threads, so the same ones live here. Passed with each query, PGlite
// would merge them into its ~300 stock parsers on every call (0.09 ms, a fifth of a send's store
// call), so the instance holds them instead, and a query that does not ask for them gets the stock
// ones back per call (only tests do that).
const asText = (value) => value;
/** The array types Drizzle keeps as text, and their element types. */
const ARRAY_OF = {
  1231: types.NUMERIC,
  1115: types.TIMESTAMP,
  1185: types.TIMESTAMPTZ,
  1187: types.INTERVAL,
  1182: types.DATE,
};
const DRIZZLE_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  ...Object.keys(ARRAY_OF).map(Number),
];
const DRIZZLE_PARSERS = Object.fromEntries(DRIZZLE_TYPES.map((t) => [t, asText]));
let stockParsers = {};

const ready = (async () => {
  await db.waitReady;
  // The first query sets PGlite's array parsers (into db.parsers); ours go in after it.
  await db.query('select 1');
  const stock = { ...db.parsers };
  // PGlite's array parsers look their element parser up on the instance, which will hold Drizzle's.
  for (const [array, element] of Object.entries(ARRAY_OF)) {
    stock[array] = (value) => types.arrayParser(value, stock[element], Number(array));
  }
  stockParsers = Object.fromEntries(DRIZZLE_TYPES.map((t) => [t, stock[t]]));
  Object.assign(db.parsers, DRIZZLE_PARSERS);
})();
// Reported to whoever asks first (the 'ready' request), not as an unhandled rejection.
ready.catch(() => {});

/** Open transactions by id: their handle, and how to end them when the app's callback settles. */
const transactions = new Map();

function errorFields(error) {
  const fields = { message: error?.message ?? String(error), name: error?.name ?? 'Error' };
  for (const [key, value] of Object.entries(error ?? {})) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

function queryOptions(request) {
  return {
    rowMode: request.rowMode,
    ...(request.drizzleParsers ? {} : { parsers: stockParsers }),
  };
}

async function handle(request) {
  await ready;
  switch (request.op) {
    case 'ready':
      return null;
    case 'query': {
      const target = request.txId ? transactions.get(request.txId)?.tx : db;
      if (!target) throw new Error('Transaction is closed');
      const result = await target.query(request.text, request.params, queryOptions(request));
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'begin':
      // Resolves once the transaction is open; it stays open until 'end' settles it.
      return new Promise((begun, failed) => {
        let opened = false;
        db.transaction(
          (tx) =>
            new Promise((commit, rollback) => {
              opened = true;
              transactions.set(request.txId, { tx, commit, rollback });
              begun(null);
            }),
        )
          .then(
            () => transactions.get(request.txId)?.settled?.resolve(null),
            (error) => {
              if (!opened)
                failed(error); // BEGIN itself failed
              else transactions.get(request.txId)?.settled?.reject(error);
            },
          )
          .finally(() => transactions.delete(request.txId));
      });
    case 'end': {
      const open = transactions.get(request.txId);
      if (!open) throw new Error('Transaction is closed');
      return new Promise((resolve, reject) => {
        open.settled = { resolve, reject };
        if (request.commit) open.commit();
        else open.rollback(new Error('rolled back'));
      }).catch((error) => {
        // A rollback the app asked for is the expected outcome, not a failure to report.
        if (!request.commit) return null;
        throw error;
      });
    }
    case 'dumpTo': {
      const tar = await db.dumpDataDir('none');
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${request.file}.${process.pid}-${threadId}.partial`;
      writeFileSync(partial, Buffer.from(await tar.arrayBuffer()));
      renameSync(partial, request.file);
      return null;
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown request ${request.op}`);
  }
}

parentPort.on('message', (request) => {
  handle(request).then(
    (result) => parentPort.postMessage({ id: request.id, result }),
    (error) => parentPort.postMessage({ id: request.id, error: errorFields(error) }),
  );
});
