import { fullName } from '../../common/names';
import type { Database } from '../db/client';
import { deleteSubscriptionById, subscriptionsOf } from './subscriptions';
import type { PushSender } from './sender';
import type { VapidKeys } from './vapid';

/** What the service worker receives (public/sw.js reads exactly these fields). */
export interface PushPayload {
  title: string;
  body: string;
  tag: string;
  data: { conversationId: string; url: string };
}

export interface NewMessagePush {
  conversationId: string;
  sender: { id: string; firstName: string; lastName: string };
  finalContent: string;
  /** Everyone in the conversation; the sender is skipped. */
  participantIds: string[];
  /** Users with a socket open on any instance: the page itself tells them, so no push. */
  connectedUserIds: ReadonlySet<string>;
}

export interface PushReport {
  delivered: number;
  gone: number;
  failed: number;
}

export interface PushService {
  readonly publicKey: string;
  notifyNewMessage(input: NewMessagePush): Promise<PushReport>;
}

interface Logger {
  warn(obj: object, msg?: string): void;
}

/**
 * Push services accept about 4 KB of encrypted payload (RFC 8291 leaves 3,993 bytes of plaintext); a
 * notification shows a few lines anyway. Counted in UTF-8 bytes, since that is what the limit counts.
 */
export const PUSH_BODY_MAX_BYTES = 2000;

/** Clips by code points, so an emoji is never cut in half. */
function clip(text: string): string {
  if (Buffer.byteLength(text) <= PUSH_BODY_MAX_BYTES) return text;
  let bytes = Buffer.byteLength('…');
  let out = '';
  for (const char of text) {
    bytes += Buffer.byteLength(char);
    if (bytes > PUSH_BODY_MAX_BYTES) break;
    out += char;
  }
  return `${out}…`;
}

export function newMessagePayload(
  input: Pick<NewMessagePush, 'conversationId' | 'sender' | 'finalContent'>,
): PushPayload {
  const { conversationId, sender } = input;
  return {
    title: fullName(sender),
    body: clip(input.finalContent),
    // One notification per conversation: a newer message replaces the older one instead of stacking.
    tag: `conversation-${conversationId}`,
    data: { conversationId, url: `/dashboard?conversation=${encodeURIComponent(conversationId)}` },
  };
}

export function createPushService(deps: {
  db: Database;
  vapid: VapidKeys;
  sender: PushSender;
  log?: Logger;
}): PushService {
  const { db, vapid, sender, log } = deps;
  return {
    publicKey: vapid.publicKey,

    async notifyNewMessage(input) {
      const report: PushReport = { delivered: 0, gone: 0, failed: 0 };
      const recipients = [...new Set(input.participantIds)].filter(
        (id) => id !== input.sender.id && !input.connectedUserIds.has(id),
      );
      const targets = await subscriptionsOf(db, recipients);
      if (targets.length === 0) return report;
      const payload = JSON.stringify(newMessagePayload(input));
      await Promise.all(
        targets.map(async (row) => {
          const outcome = await sender.send(
            { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
            payload,
            vapid,
          );
          if (outcome.kind === 'delivered') {
            report.delivered += 1;
          } else if (outcome.kind === 'gone') {
            // The browser unsubscribed or the subscription expired: it will never work again.
            report.gone += 1;
            await deleteSubscriptionById(db, row.id);
          } else {
            report.failed += 1;
            log?.warn({ event: 'push.failed', userId: row.userId, reason: outcome.reason });
          }
        }),
      );
      return report;
    },
  };
}
