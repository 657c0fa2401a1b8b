/**
 * Sends straight through the domain operation (no HTTP, no socket), for the benches that measure the store alone
 * (sends.ts, store-function.ts, store-and-stamps.ts): each conversation's members in turn, words only.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { systemClock } from '../src/server/clock';
import type { Database } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import type { UserRow } from '../src/server/domain/accounts';
import { sendMessage } from '../src/server/domain/messages';
import type { SeededConversation, SeededUser } from './seed';

/** The seeded members' rows, by id: the sender a domain send needs. */
export async function senderRows(db: Database, conversations: readonly SeededConversation[]) {
  const ids = [...new Set(conversations.flatMap((c) => c.members.map((m) => m.id)))];
  return new Map((await db.select().from(users).where(inArray(users.id, ids))).map((u) => [u.id, u]));
}

/** The n-th send's conversation and sender: every conversation once, then the next member of each. */
export function turnOf(
  conversations: readonly SeededConversation[],
  n: number,
): { conversation: SeededConversation; member: SeededUser } {
  const conversation = conversations[n % conversations.length]!;
  const member = conversation.members[Math.floor(n / conversations.length) % conversation.members.length]!;
  return { conversation, member };
}

/** One words-only message, as the web sends it with no rewrite, reply or file. */
export function sendWords(db: Database, sender: UserRow, conversationId: string, n: number) {
  return sendMessage(db, systemClock, sender, {
    conversationId,
    clientId: randomUUID(),
    content: `bench message ${n}`,
    originalContent: null,
    rewrittenContent: null,
    rewriteProof: null,
    wasRewritten: false,
    replyToMessageId: null,
    attachmentIds: [],
  });
}
