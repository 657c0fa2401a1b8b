import { and, desc, eq, exists, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MESSAGE_SEARCH_MAX_RESULTS } from '../../common/schemas/messages';
import type { MessageSearchResult, UserSummary } from '../../common/types';
import type { Database } from '../db/client';
import { conversationParticipants, conversations, messages, users } from '../db/schema';
import { presentMessage } from '../presenters/message';
import { presentUserSummary } from '../presenters/user';
import { loadMessageContext } from './message-context';
import { withinHistory, withoutHiddenReply } from '../policies/history-access';

export const USER_SEARCH_MAX_RESULTS = 20;

/** `%q%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Start Chat's lookup. People the caller already shares a conversation with are found by
 * any part of their name or e-mail; anyone else only by their exact e-mail address, so the directory
 * of accounts (names and addresses of strangers, "@" matching everyone) cannot be read twenty at a
 * time, and no one can look a person up by name who does not already know how to reach them.
 * Deleted accounts and the caller are left out; the web decides between one match, several and none.
 */
export async function searchUsers(db: Database, callerId: string, q: string): Promise<UserSummary[]> {
  const pattern = containsPattern(q);
  const mine = alias(conversationParticipants, 'mine');
  const theirs = alias(conversationParticipants, 'theirs');
  const isContact = exists(
    db
      .select({ one: sql`1` })
      .from(mine)
      .innerJoin(theirs, eq(theirs.conversationId, mine.conversationId))
      .where(and(eq(mine.userId, callerId), eq(theirs.userId, users.id))),
  );
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        ne(users.id, callerId),
        or(
          eq(users.email, q.toLowerCase()),
          and(
            isContact,
            or(
              ilike(users.email, pattern),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
            ),
          ),
        ),
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
 *
 * The three kinds of match are three searches, each newest-first and limited, merged afterwards. As
 * one OR across messages and users no index could serve any of them, and a word in few or no
 * messages read every message the caller can see; apart, the text match uses the trigram index of
 * migrations 0005 and 0011 (on both databases), the sender match the sender index, and the caller's
 * own drafts the small index of improved messages (migration 0004).
 */
export async function searchMessages(
  db: Database,
  callerId: string,
  q: string,
): Promise<MessageSearchResult[]> {
  const pattern = containsPattern(q);
  const newestVisible = (match: SQL | undefined) =>
    db
      .select({ id: messages.id })
      .from(messages)
      .innerJoin(
        conversationParticipants,
        and(
          eq(conversationParticipants.conversationId, messages.conversationId),
          eq(conversationParticipants.userId, callerId),
          // Nothing from before where the caller's history starts.
          withinHistory(),
        ),
      )
      .innerJoin(
        conversations,
        and(eq(conversations.id, messages.conversationId), isNull(conversations.deletedAt)),
      )
      .where(match)
      .orderBy(desc(messages.id))
      .limit(MESSAGE_SEARCH_MAX_RESULTS);

  const senderMatches = or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(users.email, pattern),
  );
  const matchingSenders = () => db.select({ id: users.id }).from(users).where(senderMatches);
  // Most searches name no one: then the sender search is not run at all.
  const anySender = (await matchingSenders().limit(1)).length > 0;
  const found = await Promise.all([
    newestVisible(ilike(messages.finalContent, pattern)),
    anySender ? newestVisible(inArray(messages.senderId, matchingSenders())) : [],
    newestVisible(
      and(
        eq(messages.senderId, callerId),
        // Spelled as messages_sender_improved_idx's condition, so the planner can use it.
        sql`(${messages.originalContent} is not null or ${messages.rewrittenContent} is not null)`,
        or(ilike(messages.originalContent, pattern), ilike(messages.rewrittenContent, pattern)),
      ),
    ),
  ]);
  const ids = [...new Set(found.flat().map((r) => r.id))]
    .sort((a, b) => b - a)
    .slice(0, MESSAGE_SEARCH_MAX_RESULTS);
  if (ids.length === 0) return [];

  const matched = await db
    .select({
      message: messages,
      conversationName: conversations.name,
      startsAfter: conversationParticipants.historyStartsAfter,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, messages.conversationId),
        eq(conversationParticipants.userId, callerId),
      ),
    )
    .where(inArray(messages.id, ids))
    .orderBy(desc(messages.id));
  const rows = matched.map((r) => ({ ...r, message: withoutHiddenReply(r.message, r.startsAfter ?? 0) }));
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
