import { and, eq, exists, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { conversationParticipants, conversations, messages } from '../db/schema';

/**
 * Online status is shared by consent. Anyone who knows an address can start a conversation with its
 * owner; that alone must not let them watch when the owner is online (an ex-partner, say). So a
 * person's presence is shown to the people of a live conversation they started or have written in:
 * answering once is consent. Names and photos still go to everyone they share a conversation with
 * (realtime/notify.ts contactsOf).
 */

const participants = conversationParticipants;

/** Whether `participants.userId` started the conversation or has written in it (messages_conversation_sender_idx). */
function spokeUp(db: Database) {
  return or(
    eq(conversations.createdById, participants.userId),
    exists(
      db
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, participants.conversationId),
            eq(messages.senderId, participants.userId),
          ),
        ),
    ),
  );
}

/** Conversations the user has spoken up in, that are still live. */
function spokenInBy(db: Database, userId: string) {
  return db
    .select({ id: participants.conversationId })
    .from(participants)
    .innerJoin(conversations, eq(conversations.id, participants.conversationId))
    .where(and(eq(participants.userId, userId), isNull(conversations.deletedAt), spokeUp(db)));
}

/** Who is told when the user comes online or goes away. */
export async function presenceAudienceOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: participants.userId })
    .from(participants)
    .where(
      and(inArray(participants.conversationId, spokenInBy(db, userId)), ne(participants.userId, userId)),
    );
  return rows.map((r) => r.userId);
}

/** Whose online status the user may see: people who have spoken up in a live conversation with them. */
export async function presenceVisibleTo(db: Database, viewerId: string): Promise<string[]> {
  const mine = db
    .select({ id: participants.conversationId })
    .from(participants)
    .where(eq(participants.userId, viewerId));
  const rows = await db
    .selectDistinct({ userId: participants.userId })
    .from(participants)
    .innerJoin(conversations, eq(conversations.id, participants.conversationId))
    .where(
      and(
        inArray(participants.conversationId, mine),
        ne(participants.userId, viewerId),
        isNull(conversations.deletedAt),
        spokeUp(db),
      ),
    );
  return rows.map((r) => r.userId);
}
