import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import {
  conversationParticipants,
  conversations,
  messageReceipts,
  messages,
} from '../../src/server/db/schema';
import { messageHash } from '../../src/common/records/chain';
import { buildTestApp, buildUser, type TestApp } from './app';
import { startConversation } from './chat';

export interface SeedMessage {
  senderId: string;
  finalContent: string;
  originalContent?: string | null;
  rewrittenContent?: string | null;
  wasRewritten?: boolean;
  createdAt: Date;
  /** Receipts for recipients: userId → delivered/seen times. */
  receipts?: Array<{ userId: string; deliveredAt: Date | null; seenAt: Date | null }>;
}

let clientCounter = 0;

/**
 * Writes a conversation and its chained messages straight into the database, the way the send path
 * stores them (id drawn first, hash over the previous head), so records tests do not depend on the
 * messaging API and can also write rows the API never would (tampered ones).
 */
export async function seedConversation(
  db: Database,
  input: { name?: string | null; participantIds: string[]; messages: SeedMessage[] },
): Promise<{ conversationId: string; messageIds: number[] }> {
  const [conversation] = await db
    .insert(conversations)
    .values({ name: input.name ?? null, createdById: input.participantIds[0] })
    .returning();
  await db
    .insert(conversationParticipants)
    .values(input.participantIds.map((userId) => ({ conversationId: conversation.id, userId })));
  let head: string | null = null;
  const messageIds: number[] = [];
  for (const m of input.messages) {
    const [inserted] = await db
      .insert(messages)
      .values({
        conversationId: conversation.id,
        senderId: m.senderId,
        clientId: `seed-${++clientCounter}`,
        content: m.finalContent,
        finalContent: m.finalContent,
        originalContent: m.originalContent ?? null,
        rewrittenContent: m.rewrittenContent ?? null,
        wasRewritten: m.wasRewritten ?? false,
        prevHash: head,
        hash: 'pending',
        createdAt: m.createdAt,
      })
      .returning({ id: messages.id });
    const hash = messageHash(head, {
      id: inserted.id,
      conversationId: conversation.id,
      senderId: m.senderId,
      createdAt: m.createdAt,
      finalContent: m.finalContent,
      originalContent: m.originalContent ?? null,
      rewrittenContent: m.rewrittenContent ?? null,
    });
    await db.update(messages).set({ hash }).where(eq(messages.id, inserted.id));
    if (m.receipts?.length)
      await db.insert(messageReceipts).values(m.receipts.map((r) => ({ messageId: inserted.id, ...r })));
    head = hash;
    messageIds.push(inserted.id);
  }
  await db
    .update(conversations)
    .set({ chainHead: head, lastMessageAt: input.messages.at(-1)?.createdAt ?? null })
    .where(eq(conversations.id, conversation.id));
  return { conversationId: conversation.id, messageIds };
}

export type Parent = Awaited<ReturnType<typeof buildUser>>;

/**
 * A test app with Alice Archer and Bob Baker, the two parents the records tests (expenses, schedule
 * requests) work with, already in the conversation "Kids" that Alice started. The caller closes `t`.
 */
export async function parentsOfKids(): Promise<{
  t: TestApp;
  alice: Parent;
  bob: Parent;
  conversationId: string;
}> {
  const t = await buildTestApp();
  const alice = await buildUser(t, { firstName: 'Alice', lastName: 'Archer' });
  const bob = await buildUser(t, { firstName: 'Bob', lastName: 'Baker' });
  const conversationId = (await startConversation(alice.client, [bob.email], 'Kids')).id;
  return { t, alice, bob, conversationId };
}
