import { and, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { conversationParticipants, conversations } from '../db/schema';

/** A live, unnamed conversation whose only participants are exactly these two people. */
export async function findOneToOne(db: DbOrTx, a: string, b: string): Promise<string | null> {
  const pa = conversationParticipants;
  const [first, second] = [a, b].sort();
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        isNull(conversations.deletedAt),
        isNull(conversations.name),
        sql`(select array_agg(${pa.userId} order by ${pa.userId}) from ${pa} where ${pa.conversationId} = ${conversations.id}) = array[${first}::uuid, ${second}::uuid]`,
      ),
    )
    .limit(1);
  return rows[0]?.id ?? null;
}
