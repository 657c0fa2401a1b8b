import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Prepared<Row> = PgPreparedQuery<PreparedQueryConfig & { execute: { rows: Row[] } }>;

/**
 * A statement the send path runs many times a second, built once: its SQL text and parameter list
 * are made from `query` (with `sql.placeholder(name)` where the values go) when the module loads,
 * and each database handle (or transaction) keeps one prepared query object for it. `db.execute`
 * would build the text again and make a new prepared-query object on every call (drizzle's SQL
 * building and, on the embedded database, PGlite's per-query options were a fifth of the embedded
 * server's app thread, bench/RESULTS.md run 13). On PostgreSQL the statement is also a named one:
 * each pooled connection parses it once and then only binds and executes it.
 *
 * The name must be unique in the app and `query` must not change (PostgreSQL refuses a second text
 * under a name a connection already prepared).
 */
export function preparedStatement<Row extends Record<string, unknown>>(name: string, query: SQL) {
  const built = new PgDialect().sqlToQuery(query);
  const byHandle = new WeakMap<DbOrTx, Prepared<Row>>();
  return async (db: DbOrTx, values: Record<string, unknown>): Promise<Row[]> => {
    let prepared = byHandle.get(db);
    if (!prepared) {
      prepared = db._.session.prepareQuery(built, undefined, name, false) as Prepared<Row>;
      byHandle.set(db, prepared);
    }
    return (await prepared.execute(values)).rows;
  };
}
