import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import type { BackupHeader } from './backup-format';

/*
 * What a backup asks PostgreSQL's catalog, when writing and when restoring: the tables in foreign-key
 * order, their columns, the schema version, and where each identity sequence stands.
 */

export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Base tables of the public schema, parents before children (foreign keys). */
export async function tablesInDependencyOrder(db: DbOrTx): Promise<string[]> {
  const tables = (
    await rows<{ name: string }>(
      db,
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).map((t) => t.name);
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
        JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
        JOIN pg_namespace n ON n.oid = k.connamespace
        WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const e of edges) if (e.child === table && e.parent !== table) visit(e.parent);
    visiting.delete(table);
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

export async function insertableColumns(db: DbOrTx): Promise<Map<string, string[]>> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND is_generated = 'NEVER' ORDER BY table_name, ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const c of columns) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c.column_name]);
  return byTable;
}

export async function migrationCount(db: DbOrTx): Promise<number> {
  const [row] = await rows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`,
  );
  return Number(row.n);
}

async function identityColumns(db: DbOrTx) {
  return rows<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND is_identity = 'YES'`,
  );
}

const sequenceOf = (table: string, column: string) => sql`pg_get_serial_sequence(${`"${table}"`}, ${column})`;

export async function identityPositions(tx: Tx): Promise<NonNullable<BackupHeader['sequences']>> {
  const positions: NonNullable<BackupHeader['sequences']> = [];
  for (const { table_name: table, column_name: column } of await identityColumns(tx)) {
    const [row] = await rows<{ last: string | number | null }>(
      tx,
      sql`SELECT pg_sequence_last_value(${sequenceOf(table, column)}::regclass) AS last`,
    );
    if (row?.last !== null && row?.last !== undefined)
      positions.push({ table, column, last: Number(row.last) });
  }
  return positions;
}

/** Every identity sequence past both the highest restored id and where it stood when backed up. */
export async function resetIdentitySequences(
  tx: Tx,
  recorded: NonNullable<BackupHeader['sequences']>,
): Promise<void> {
  for (const { table_name: table, column_name: column } of await identityColumns(tx)) {
    const t = sql.identifier(table);
    const c = sql.identifier(column);
    const stood = recorded.find((r) => r.table === table && r.column === column)?.last ?? null;
    await tx.execute(
      sql`SELECT setval(${sequenceOf(table, column)},
                        COALESCE(GREATEST((SELECT max(${c}) FROM ${t}), ${stood}::bigint), 1),
                        GREATEST((SELECT max(${c}) FROM ${t}), ${stood}::bigint) IS NOT NULL)`,
    );
  }
}
