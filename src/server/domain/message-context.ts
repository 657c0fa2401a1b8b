import { asc, inArray, sql } from 'drizzle-orm';
import type { ReactionView } from '../../common/types';
import type { DbOrTx } from '../db/client';
import { attachments, messageReactions, messages, users } from '../db/schema';
import type { MessageContext, MessageRow } from '../presenters/message';
import type { UserRow } from './user-row';

/**
 * What the caller already knows of an entry it has just stored (the batch is that one row): it has no
 * reactions yet, its predecessor came back from the store, and it has files only if it named some.
 */
export interface JustStored {
  previousId: number | null;
  withAttachments: boolean;
}

/**
 * Senders, reply targets, reactions and attachments for a batch of messages: four queries whatever
 * the batch size; for an entry just stored, only what the store did not answer (usually nothing).
 */
export async function loadMessageContext(
  db: DbOrTx,
  rows: MessageRow[],
  options: { knownUsers?: UserRow[]; justStored?: JustStored } = {},
): Promise<MessageContext> {
  const context: MessageContext = {
    users: new Map(),
    replies: new Map(),
    reactions: new Map(),
    attachments: new Map(),
    previousIds: new Map(),
  };
  if (rows.length === 0) return context;
  for (const u of options.knownUsers ?? []) context.users.set(u.id, u);
  const { justStored } = options;
  if (justStored && justStored.previousId !== null)
    context.previousIds.set(rows[0]!.id, justStored.previousId);

  const replyIds = [
    ...new Set(rows.map((r) => r.replyToMessageId).filter((id): id is number => id !== null)),
  ];
  if (replyIds.length > 0) {
    const replies = await db
      .select({ id: messages.id, senderId: messages.senderId, finalContent: messages.finalContent })
      .from(messages)
      .where(inArray(messages.id, replyIds));
    for (const r of replies) context.replies.set(r.id, r);
  }

  const userIds = new Set(rows.map((r) => r.senderId));
  for (const r of context.replies.values()) userIds.add(r.senderId);
  const missing = [...userIds].filter((id) => !context.users.has(id));
  const [senders, reactions, files, previous] = await Promise.all([
    missing.length
      ? db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            avatarVersion: users.avatarVersion,
          })
          .from(users)
          .where(inArray(users.id, missing))
      : Promise.resolve([]),
    justStored
      ? Promise.resolve([])
      : db
          .select({
            messageId: messageReactions.messageId,
            emoji: messageReactions.emoji,
            userId: messageReactions.userId,
          })
          .from(messageReactions)
          .where(
            inArray(
              messageReactions.messageId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(messageReactions.createdAt)),
    justStored && !justStored.withAttachments
      ? Promise.resolve([])
      : db
          .select()
          .from(attachments)
          .where(
            inArray(
              attachments.messageId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(attachments.messageId), asc(attachments.position)),
    justStored ? Promise.resolve([]) : previousInChain(db, rows),
  ]);
  for (const s of senders) context.users.set(s.id, s);
  for (const r of reactions) {
    const list: ReactionView[] = context.reactions.get(r.messageId) ?? [];
    list.push({ emoji: r.emoji, userId: r.userId });
    context.reactions.set(r.messageId, list);
  }
  for (const file of files) {
    if (file.messageId === null) continue;
    const list = context.attachments.get(file.messageId) ?? [];
    list.push(file);
    context.attachments.set(file.messageId, list);
  }
  for (const p of previous) if (p.previousId !== null) context.previousIds.set(p.id, Number(p.previousId));
  return context;
}

/**
 * The message before each in its conversation: ids rise in chain order (they are drawn under the
 * conversation's lock), so it is the greatest smaller id there, one index probe per message.
 */
function previousInChain(db: DbOrTx, rows: MessageRow[]) {
  // Written out: drizzle leaves a column in a select list unqualified, which would name b's.
  const previousId = sql<number | null>`(select max(b.id) from messages b
    where b.conversation_id = "messages"."conversation_id" and b.id < "messages"."id")`;
  return db
    .select({ id: messages.id, previousId })
    .from(messages)
    .where(
      inArray(
        messages.id,
        rows.map((r) => r.id),
      ),
    );
}
