import websocket from '@fastify/websocket';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RawData } from 'ws';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { hashToken } from '../crypto';
import { sessions, users } from '../db/schema';
import { liveParticipantIdsOf } from '../domain/conversations';
import { isForeignOrigin } from '../plugins/security';
import { publishTyping } from '../realtime/conversation-events';
import { presenceAudienceOf } from '../realtime/presence-audience';
import { CLOSE_SESSION_ENDED, Hub, type HubClient } from '../realtime/hub';
import { receiptBatcher } from '../realtime/receipt-batcher';

/** Frames above this are refused by ws itself (its default is 100 MiB). */
export const WS_MAX_PAYLOAD = 64 * 1024;
/** Client messages per socket: a burst, refilled per second. Typing is throttled by the web anyway. */
const RATE_BURST = 30;
const RATE_PER_SECOND = 10;
const CLOSE_POLICY = 1008;
/** Sockets one person may hold on one instance: every tab and device, with room to spare. */
export const MAX_SOCKETS_PER_USER = 20;
/**
 * A person's typing is passed on at most this often per conversation, however many sockets send it:
 * the web signals every 800 ms and shows "is typing" for a second after the last, so nothing a person
 * sees changes, but a script cannot flood the others' screens (or the database, which each relay asks).
 */
export const TYPING_RELAY_EVERY_MS = 500;
const CLOSE_GOING_AWAY = 1001;
/** How long shutdown waits for a socket's closing handshake before cutting it off. */
const SHUTDOWN_CLOSE_MS = 1000;

export interface RealtimeOptions {
  /** How often sockets are pinged (and dead ones dropped) and their sessions re-checked. */
  heartbeatMs?: number;
  /** How long a person's last socket must stay closed before they are announced offline. */
  offlineGraceMs?: number;
}

/**
 * A reload, or a phone moving from Wi-Fi to mobile data, closes the last socket and opens the next
 * within a second or two: announced at once, every contact would see the person go offline and
 * come back. Waited out, nothing is announced (the announcement re-checks as it publishes).
 */
export const OFFLINE_GRACE_MS = 3000;

const clientEvent = z.discriminatedUnion('type', [
  // Its userId is ignored; a conversationId that is not one is too (the hello is still answered).
  z.object({ type: z.literal('authenticate'), conversationId: z.uuid().optional().catch(undefined) }).loose(),
  z.object({ type: z.literal('join_conversation'), conversationId: z.uuid() }),
  z.object({ type: z.literal('typing'), conversationId: z.uuid() }),
]);

/**
 * /ws: authenticated by the session cookie at the upgrade (never by anything the client sends);
 * refused for a foreign Origin; pinged so dead sockets go; bounded in frame size and rate; closed
 * when the session ends. Server events arrive through the bus, so every instance delivers to its
 * own sockets.
 */
export async function realtimeRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: RealtimeOptions = {},
): Promise<void> {
  const { db, clock, config, bus, presence } = deps;
  /** Shutting down: the people whose last socket closes now are gone until another instance has them. */
  let closing = false;
  await app.register(websocket, {
    options: { maxPayload: WS_MAX_PAYLOAD },
    // On shutdown every socket is told "going away" (the plugin's own default closes with no status,
    // 1005): the browser reconnects, to another instance or to this one once it is back.
    preClose(done) {
      closing = true;
      for (const client of this.websocketServer.clients)
        client.close(CLOSE_GOING_AWAY, 'Server shutting down');
      done();
    },
    // A client that breaks the protocol (an unmasked or oversized frame, bad UTF-8, a reserved close
    // code) is the client's problem: ws has already closed it with the right code, so it is a debug
    // line, not an error any client could write into the log at will. Our own failures stay errors.
    errorHandler: (error: Error & { code?: string }, socket, request) => {
      if (error.code?.startsWith('WS_ERR_'))
        request.log.debug({ code: error.code, event: 'ws.protocol_error' }, error.message);
      else request.log.error({ err: error, event: 'ws.failed' }, 'websocket handler failed');
      socket.terminate();
    },
  });

  /** When each `user conversation` pair's typing was last passed on (this instance). */
  const typingRelayedAt = new Map<string, number>();

  const receipts = receiptBatcher(db, clock, (err) => app.log.error({ err, event: 'receipts.failed' }));
  const hub = new Hub((messageId, userId) => receipts.delivered(messageId, userId));
  const unsubscribe = bus.subscribe((envelope) => {
    // 'session_revoked' is a request to re-check these users' sockets now: a sign-out closes that
    // session's sockets only, a ban or password reset (every session revoked) closes them all.
    if (envelope.event.type === 'session_revoked') {
      closeEndedSessions(new Set(envelope.userIds)).catch((err: unknown) =>
        app.log.error({ err, event: 'ws.session_check_failed' }),
      );
      return;
    }
    hub.deliver(envelope);
  });

  const heartbeat = setInterval(() => {
    for (const client of hub.clients()) {
      if (!client.alive) {
        client.ws.terminate();
        continue;
      }
      client.alive = false;
      client.ws.ping();
    }
    const stale = Date.now() - TYPING_RELAY_EVERY_MS;
    for (const [key, at] of typingRelayedAt) if (at < stale) typingRelayedAt.delete(key);
    closeEndedSessions().catch((err: unknown) => app.log.error({ err, event: 'ws.session_check_failed' }));
  }, options.heartbeatMs ?? 30_000);
  heartbeat.unref();

  /** One query for every socket here (or these users'): sockets whose session was signed out, expired or banned close. */
  async function closeEndedSessions(onlyUsers?: Set<string>): Promise<void> {
    const clients = hub.clients().filter((c) => !onlyUsers || onlyUsers.has(c.userId));
    if (clients.length === 0) return;
    const hashes = [...new Set(clients.map((c) => c.sessionHash))];
    const live = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.tokenHash, hashes),
          gt(sessions.expiresAt, clock.now()),
          eq(users.isBanned, false),
          isNull(users.deletedAt),
        ),
      );
    const liveSet = new Set(live.map((s) => s.tokenHash));
    for (const client of clients) {
      if (!liveSet.has(client.sessionHash)) {
        hub.sendTo(client, { type: 'session_revoked' });
        client.ws.close(CLOSE_SESSION_ENDED, 'Session ended');
      }
    }
  }

  /** Presence work a closing socket started: shutdown waits for it, since the database closes next. */
  const presenceWork = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    presenceWork.add(work);
    void work.finally(() => presenceWork.delete(work));
  };

  const graceMs = options.offlineGraceMs ?? OFFLINE_GRACE_MS;
  /** Offline announcements waiting out the grace, by user: each one's way to go now or never. */
  const goingAway = new Map<string, { now(): void; never(): void }>();

  /** Announces the user offline after the grace, unless they come back here first (or at once on shutdown). */
  function offlineAfterGrace(userId: string): Promise<void> {
    goingAway.get(userId)?.never();
    return new Promise<void>((resolve) => {
      const settle = () => {
        clearTimeout(timer);
        if (goingAway.get(userId) === pending) goingAway.delete(userId);
      };
      const pending = {
        now() {
          settle();
          announcePresence(userId, false)
            .catch((err: unknown) => app.log.warn({ err, event: 'presence.failed' }))
            .finally(resolve);
        },
        never() {
          settle();
          resolve();
        },
      };
      const timer = setTimeout(() => pending.now(), closing ? 0 : graceMs);
      goingAway.set(userId, pending);
    });
  }

  // An instance that crashed took its users' sockets with it, and no 'close' here will say so.
  const stopLapses = presence.onLapse((userId, online) =>
    track(
      announcePresence(userId, online).catch((err: unknown) =>
        app.log.warn({ err, event: 'presence.failed' }),
      ),
    ),
  );

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    closing = true;
    // preClose has asked every socket to close; one that does not answer within a second is cut off.
    const open = hub.clients().filter((client) => client.ws.readyState !== client.ws.CLOSED);
    const closed = open.map((client) => new Promise((done) => client.ws.once('close', done)));
    const cutOff = setTimeout(() => {
      for (const client of open) client.ws.terminate();
    }, SHUTDOWN_CLOSE_MS);
    await Promise.all(closed);
    clearTimeout(cutOff);
    for (const pending of [...goingAway.values()]) pending.now(); // said at once, not after the grace
    stopLapses();
    await Promise.all(presenceWork);
    unsubscribe();
    await receipts.close();
  });

  app.get(
    '/ws',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        if (isForeignOrigin(request, config)) {
          return reply.code(403).send({ message: 'Cross-site WebSocket refused', code: 'forbidden' });
        }
        if (!request.user || !request.sessionToken) {
          return reply.code(401).send({ message: 'Unauthorized', code: 'unauthorized' });
        }
      },
    },
    (socket, request) => {
      const user = request.user;
      const token = request.sessionToken;
      if (!user || !token) {
        socket.close(CLOSE_SESSION_ENDED, 'Unauthorized');
        return;
      }
      if (hub.countFor(user.id) >= MAX_SOCKETS_PER_USER) {
        socket.close(CLOSE_POLICY, 'Too many connections');
        return;
      }
      const client: HubClient = {
        userId: user.id,
        sessionHash: hashToken(token),
        ws: socket,
        alive: true,
        showing: null,
      };
      hub.add(client);
      presence
        .connect(user.id)
        .then((first) => {
          // Back within the grace: nobody is told they went. "Back" is still said when it is their
          // first socket anywhere: it costs nothing to those who see them online already, and their
          // audience may have grown meanwhile (someone they just answered).
          goingAway.get(user.id)?.never();
          return first ? announcePresence(user.id, true) : undefined;
        })
        .catch((err: unknown) => app.log.warn({ err, event: 'presence.failed' }));
      hub.sendTo(client, { type: 'authenticated', userId: user.id });

      let tokens = RATE_BURST;
      let refilledAt = Date.now();
      const allow = () => {
        const now = Date.now();
        tokens = Math.min(RATE_BURST, tokens + ((now - refilledAt) / 1000) * RATE_PER_SECOND);
        refilledAt = now;
        if (tokens < 1) return false;
        tokens -= 1;
        return true;
      };

      let handling = Promise.resolve();
      socket.on('pong', () => {
        client.alive = true;
      });
      socket.on('message', (data: RawData, isBinary: boolean) => {
        client.alive = true;
        if (!allow()) {
          socket.close(CLOSE_POLICY, 'Too many messages');
          return;
        }
        if (isBinary) return;
        // One at a time, in the order sent: a join_conversation then a typing, or two joins, must not
        // overtake each other while each waits on the database.
        handling = handling
          .then(() => handleClientMessage(client, data.toString()))
          .catch((err: unknown) => app.log.warn({ err, event: 'ws.message_failed' }));
      });
      socket.on('close', () => {
        hub.remove(client);
        track(
          presence
            .disconnect(user.id)
            // Still online elsewhere (another tab, another instance) means no change to announce.
            .then((last) => (last ? offlineAfterGrace(user.id) : undefined))
            .catch((err: unknown) => app.log.warn({ err, event: 'presence.failed' })),
        );
      });
    },
  );

  /**
   * Tells the people who may see it (realtime/presence-audience.ts) that the user came online or went
   * away, if that is still true once they are known (presence.announce checks as it publishes).
   */
  async function announcePresence(userId: string, online: boolean): Promise<void> {
    const contacts = await presenceAudienceOf(db, userId);
    if (contacts.length === 0) return;
    await presence.announce(userId, online, contacts, bus);
  }

  async function handleClientMessage(client: HubClient, raw: string): Promise<void> {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return; // not JSON: ignored, like any message the server does not understand
    }
    const parsed = clientEvent.safeParse(json);
    if (!parsed.success) return;
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
    if (message.type === 'typing') {
      const key = `${client.userId} ${message.conversationId}`;
      const now = Date.now();
      if (now - (typingRelayedAt.get(key) ?? 0) < TYPING_RELAY_EVERY_MS) return;
      typingRelayedAt.set(key, now);
    }
    // A deleted conversation has no one left to tell.
    const participantIds = await liveParticipantIdsOf(db, message.conversationId);
    if (!participantIds.includes(client.userId)) return; // not theirs: silently nothing, as for a 404
    await publishTyping(bus, message.conversationId, client.userId, participantIds);
  }

  /** The socket now shows this conversation, if it is a live one of the user's (else it shows none). */
  async function show(client: HubClient, conversationId: string): Promise<void> {
    const participantIds = await liveParticipantIdsOf(db, conversationId);
    client.showing = participantIds.includes(client.userId) ? conversationId : null;
  }
}
