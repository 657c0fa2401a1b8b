import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/** Resolves when the database answers a trivial query (readiness). */
export async function databaseAnswers(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
