import { z } from 'zod';
import type { EventBus } from './bus';
import { publishTyping } from './conversation-events';
import type { Hub, HubClient } from './hub';
import type { ParticipantCache } from './participant-cache';

/**
 * A person's typing is passed on at most this often per conversation, however many sockets send it:
 * the web signals every 800 ms and shows "is typing" for a second after the last, so nothing a person
 * sees changes, but a script cannot flood the others' screens.
 */
export const TYPING_RELAY_EVERY_MS = 500;

const clientEvent = z.discriminatedUnion('type', [
  // Its userId is ignored; a conversationId that is not one is too (the hello is still answered).
  z.object({ type: z.literal('authenticate'), conversationId: z.uuid().optional().catch(undefined) }).loose(),
  z.object({ type: z.literal('join_conversation'), conversationId: z.uuid() }),
  z.object({ type: z.literal('typing'), conversationId: z.uuid() }),
]);

export interface ClientMessages {
  /** A frame already read as JSON (undefined when it was not JSON); a send_message goes elsewhere. */
  handle(client: HubClient, json: unknown): Promise<void>;
  /** Forgets typing relays older than the throttle window (called on each heartbeat). */
  sweep(): void;
}

/**
 * What a socket may say besides a send: hello, which conversation is on screen, and "typing". Anything
 * else is answered `frame_error` and otherwise ignored; the socket stays open.
 */
export function clientMessages(
  deps: { bus: EventBus; participants: ParticipantCache },
  hub: Hub,
): ClientMessages {
  const { bus, participants } = deps;
  /** When each `user conversation` pair's typing was last passed on (this instance). */
  const typingRelayedAt = new Map<string, number>();

  /** The socket now shows this conversation, if it is a live one of the user's (else it shows none). */
  async function show(client: HubClient, conversationId: string): Promise<void> {
    const participantIds = await participants.of(conversationId);
    client.showing = participantIds.includes(client.userId) ? conversationId : null;
  }

  return {
    async handle(client, json) {
      const parsed = clientEvent.safeParse(json);
      if (!parsed.success) {
        hub.sendTo(client, {
          type: 'frame_error',
          error: {
            message:
              'This frame is not one the server reads: authenticate, join_conversation, typing or send_message, as JSON',
            code: 'bad_frame',
          },
        });
        return;
      }
      const message = parsed.data;
      if (message.type === 'authenticate') {
        // Identity came from the cookie at the upgrade; a userId in this message is ignored. Its
        // conversationId is the one on screen (a reconnecting page says it here), as join_conversation.
        if (message.conversationId) await show(client, message.conversationId);
        hub.sendTo(client, { type: 'authenticated', userId: client.userId });
        return;
      }
      if (message.type === 'join_conversation') {
        await show(client, message.conversationId);
        return;
      }
      const key = `${client.userId} ${message.conversationId}`;
      const now = Date.now();
      if (now - (typingRelayedAt.get(key) ?? 0) < TYPING_RELAY_EVERY_MS) return;
      typingRelayedAt.set(key, now);
      // A deleted conversation has no one left to tell.
      const participantIds = await participants.of(message.conversationId);
      if (!participantIds.includes(client.userId)) return; // not theirs: silently nothing, as for a 404
      await publishTyping(bus, message.conversationId, client.userId, participantIds);
    },
    sweep() {
      const stale = Date.now() - TYPING_RELAY_EVERY_MS;
      for (const [key, at] of typingRelayedAt) if (at < stale) typingRelayedAt.delete(key);
    },
  };
}
