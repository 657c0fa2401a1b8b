import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { VapidKeys } from './vapid';

/** A browser push subscription as the server keeps it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** delivered: accepted by the push service; gone: the subscription no longer exists (404/410). */
export type PushOutcome =
  { kind: 'delivered' } | { kind: 'gone'; statusCode: number } | { kind: 'failed'; reason: string };

export interface PushSender {
  /** Encrypts the payload for the subscription (RFC 8291) and hands it to its push service. */
  send(target: PushTarget, payload: string, vapid: VapidKeys): Promise<PushOutcome>;
}

export interface WebPushSenderOptions {
  /** An HTTPS agent, e.g. one that trusts a private CA in front of a self-hosted push service. */
  agent?: Agent;
  timeoutMs?: number;
  /** How long the push service keeps an undelivered message; a chat message is stale after a day. */
  ttlSeconds?: number;
}

/** The real sender: the web-push library (aes128gcm payload, VAPID-signed request). */
export function webPushSender(options: WebPushSenderOptions = {}): PushSender {
  return {
    async send(target, payload, vapid) {
      try {
        await webpush.sendNotification(target, payload, {
          vapidDetails: vapid,
          TTL: options.ttlSeconds ?? 24 * 60 * 60,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
          timeout: options.timeoutMs ?? 10_000,
          ...(options.agent ? { agent: options.agent } : {}),
        });
        return { kind: 'delivered' };
      } catch (error) {
        if (error instanceof webpush.WebPushError) {
          if (error.statusCode === 404 || error.statusCode === 410) {
            return { kind: 'gone', statusCode: error.statusCode };
          }
          return { kind: 'failed', reason: `push service answered ${error.statusCode}` };
        }
        return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
