import { and, desc, eq, gt } from 'drizzle-orm';
import type { ConversationLine } from '../../common/assistant/types';
import { fullName } from '../../common/names';
import type { DbOrTx } from '../db/client';
import { messages, users } from '../db/schema';

/**
 * The conversation's last `count` messages, oldest first, as the assistant reads them (sender and text),
 * none from before `startsAfter` (the reader's history start, policies/history-access.ts).
 */
export async function recentLines(
  db: DbOrTx,
  conversationId: string,
  count: number,
  startsAfter = 0,
): Promise<ConversationLine[]> {
  const rows = await db
    .select({ text: messages.finalContent, firstName: users.firstName, lastName: users.lastName })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.conversationId, conversationId), gt(messages.id, startsAfter)))
    .orderBy(desc(messages.id))
    .limit(count);
  return rows.reverse().map((row) => ({ sender: fullName(row), text: row.text }));
}
