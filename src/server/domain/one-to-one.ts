import { and, desc, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { conversationParticipants, conversations } from '../db/schema';

/**
 * A live conversation whose only participants are exactly these two people: Start Chat with someone
 * opens it (renamed or not: a name does not make it another relationship) rather than a duplicate;
 * of several (started with names of their own), the one most recently used.
 */
export async function findOneToOne(db: DbOrTx, a: string, b: string): Promise<string | null> {
  const pa = conversationParticipants;
  const [first, second] = [a, b].sort();
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        isNull(conversations.deletedAt),
        sql`(select array_agg(${pa.userId} order by ${pa.userId}) from ${pa} where ${pa.conversationId} = ${conversations.id}) = array[${first}::uuid, ${second}::uuid]`,
      ),
    )
    .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`))
    .limit(1);
  return rows[0]?.id ?? null;
}
