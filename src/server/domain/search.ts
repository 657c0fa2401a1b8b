import { and, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import { MESSAGE_SEARCH_MAX_RESULTS } from '../../common/schemas/messages';
import type { MessageSearchResult, UserSummary } from '../../common/types';
import type { Database } from '../db/client';
import { conversationParticipants, conversations, messages, users } from '../db/schema';
import { presentMessage } from '../presenters/message';
import { presentUserSummary } from '../presenters/user';
import { loadMessageContext } from './messages';

export const USER_SEARCH_MAX_RESULTS = 20;

/** `%q%` for ILIKE with the user's own % and _ taken literally. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Start Chat's lookup (SPEC §5): people whose name or e-mail contains q. Deleted accounts and the
 * caller are left out; the web decides between one match, several and none.
 */
export async function searchUsers(db: Database, callerId: string, q: string): Promise<UserSummary[]> {
  const pattern = containsPattern(q);
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        ne(users.id, callerId),
        or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)),
      ),
    )
    .orderBy(sql`${users.email} = ${q.toLowerCase()} desc`, users.firstName, users.lastName)
    .limit(USER_SEARCH_MAX_RESULTS);
  return rows.map(presentUserSummary);
}

/**
 * The menu's Search Messages, over every live conversation the caller is in. Matches the final text
 * of any message, the sender's name or e-mail, and the original and rewritten text of the caller's
 * own messages only: nobody can find another person's words they were never shown.
 */
export async function searchMessages(
  db: Database,
  callerId: string,
  q: string,
): Promise<MessageSearchResult[]> {
  const pattern = containsPattern(q);
  const rows = await db
    .select({ message: messages, conversationName: conversations.name })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, messages.conversationId),
        eq(conversationParticipants.userId, callerId),
      ),
    )
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(
      and(
        isNull(conversations.deletedAt),
        or(
          ilike(messages.finalContent, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(users.email, pattern),
          and(
            eq(messages.senderId, callerId),
            or(ilike(messages.originalContent, pattern), ilike(messages.rewrittenContent, pattern)),
          ),
        ),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(MESSAGE_SEARCH_MAX_RESULTS);
  const context = await loadMessageContext(
    db,
    rows.map((r) => r.message),
  );
  const needle = q.toLowerCase();
  return rows.map(({ message, conversationName }) => ({
    ...presentMessage(message, callerId, context),
    conversationName,
    highlighted: message.finalContent.toLowerCase().includes(needle),
  }));
}
