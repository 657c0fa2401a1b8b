import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { MESSAGE_KIND } from '../../common/records/entry-kind';
import type { SendMessageInput } from '../../common/schemas/messages';
import type { MessageView } from '../../common/types';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { messages } from '../db/schema';
import { presentMessage } from '../presenters/message';
import type { UserRow } from './accounts';
import { appendEntry, type SentMessage } from './entries';
import type { Outcome } from './events';
import { storeQueueOf } from './store-queue';
import { loadMessageContext } from './message-context';
import { recordFetchedDeliveries } from './read-markers';
import { requireHistoryStart, withoutHiddenReply } from '../policies/history-access';

export type { SentMessage } from './entries';
export { loadMessageContext } from './message-context';

/**
 * Stores a text message (with any files uploaded for it) once per (sender, clientId), linked into its
 * conversation's hash chain in one statement (store-message.ts), grouped with the sends that arrive
 * meanwhile (store-queue.ts). A retry answers the stored message and tells no one again.
 */
export async function sendMessage(
  db: Database,
  clock: Clock,
  sender: UserRow,
  input: SendMessageInput,
): Promise<Outcome<SentMessage>> {
  const sent = await appendEntry(
    db,
    clock,
    sender,
    {
      conversationId: input.conversationId,
      clientId: input.clientId,
      content: input.content,
      originalContent: input.originalContent,
      rewrittenContent: input.rewrittenContent,
      wasRewritten: input.wasRewritten,
      replyToMessageId: input.replyToMessageId,
      kind: MESSAGE_KIND,
      payload: null,
      attachmentIds: input.attachmentIds,
    },
    storeQueueOf(db),
  );
  return { result: sent, events: sent.created ? [{ type: 'message_sent', sent }] : [] };
}

/**
 * A page of history, ascending: the latest `limit` messages, or the `limit` before message `before`.
 * Fetching counts as delivery to the viewer's device for the messages others sent. Only the viewer's
 * history: nothing from before it started (policies/history-access.ts), not even as a quoted reply.
 */
export async function listMessages(
  db: Database,
  clock: Clock,
  viewer: UserRow,
  conversationId: string,
  page: { before?: number; limit: number },
): Promise<MessageView[]> {
  const startsAfter = await requireHistoryStart(db, viewer.id, conversationId);
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        gt(messages.id, startsAfter),
        page.before ? lt(messages.id, page.before) : undefined,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(page.limit);
  rows.reverse();
  const visible = rows.map((row) => withoutHiddenReply(row, startsAfter));
  const [context] = await Promise.all([
    loadMessageContext(db, visible),
    recordFetchedDeliveries(db, clock, viewer.id, rows),
  ]);
  return visible.map((row) => presentMessage(row, viewer.id, context));
}
