import websocket from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { TIMINGS } from '../../common/constants';
import { hashToken } from '../crypto';
import type { AppDeps } from '../deps';
import { clientMessages } from './client-messages';
import { Hub, type HubClient } from './hub';
import { participantCache } from './participant-cache';
import { OFFLINE_GRACE_MS, presenceAnnouncer } from './presence-announcer';
import { receiptBatcher } from './receipt-batcher';
import { closeEndedSessions } from './session-watch';

export { OFFLINE_GRACE_MS } from './presence-announcer';
export { TYPING_RELAY_EVERY_MS } from './client-messages';

/** Frames above this are refused by ws itself (its default is 100 MiB). */
export const WS_MAX_PAYLOAD = 64 * 1024;
/** Client messages per socket: a burst, refilled per second. Typing is throttled by the web anyway. */
const RATE_BURST = 30;
const RATE_PER_SECOND = 10;
const CLOSE_POLICY = 1008;
/** Sockets one person may hold on one instance: every tab and device, with room to spare. */
export const MAX_SOCKETS_PER_USER = 20;
const CLOSE_GOING_AWAY = 1001;
/** How long shutdown waits for a socket's closing handshake before cutting it off. */
const SHUTDOWN_CLOSE_MS = 1000;

export interface RealtimeOptions {
  /** How often sockets are pinged (and dead ones dropped) and their sessions re-checked. */
  heartbeatMs?: number;
  /** How long a person's last socket must stay closed before they are announced offline. */
  offlineGraceMs?: number;
  /** How often every socket is sent `heartbeat` (the page's sign of life). */
  lifeSignMs?: number;
  /** How often sessions are re-checked while the bus is down. */
  outageSessionCheckMs?: number;
}

/**
 * While the event bus is down, how often every socket's session is checked against the database:
 * a ban or sign-out made on another instance closes sockets here within this (plus one query).
 */
export const OUTAGE_SESSION_CHECK_MS = 2000;

/**
 * Stores a `send_message` frame's `message` (what POST /api/messages takes) for the socket's session (by
 * its token's hash) and returns the answer frame's JSON (http/messages.ts: the route's own code). Never
 * throws.
 */
export type SocketSend = (sessionHash: string, body: unknown, log: FastifyBaseLogger) => Promise<string>;

/** A frame that asks to send a message: counted by the send limit, not the socket's own. */
const isSendFrame = (json: unknown): json is { type: 'send_message'; message?: unknown } =>
  typeof json === 'object' && json !== null && (json as { type?: unknown }).type === 'send_message';

export interface SocketServer {
  /** Takes an upgraded socket of a signed-in user (identity from the session cookie, never the client). */
  accept(socket: WebSocket, userId: string, sessionToken: string): void;
}

/**
 * The WebSocket server: pings so dead sockets go; bounds frame size, rate and sockets per person;
 * closes sockets whose session ended; delivers the bus's events to this instance's sockets; and
 * keeps presence. Registers the websocket plugin on `app`; the /ws route hands it each socket.
 */
export async function socketServer(
  app: FastifyInstance,
  deps: AppDeps,
  options: RealtimeOptions = {},
  send?: SocketSend,
): Promise<SocketServer> {
  const { db, clock, bus, presence } = deps;
  const announcer = presenceAnnouncer(
    { db, bus, presence, log: app.log },
    options.offlineGraceMs ?? OFFLINE_GRACE_MS,
  );
  await app.register(websocket, {
    options: { maxPayload: WS_MAX_PAYLOAD },
    // On shutdown every socket is told "going away" (the plugin's own default closes with no status,
    // 1005): the browser reconnects, to another instance or to this one once it is back.
    preClose(done) {
      announcer.shuttingDown();
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

  const receipts = receiptBatcher(db, clock, (err) => app.log.error({ err, event: 'receipts.failed' }));
  const hub = new Hub((messageId, userId) => receipts.delivered(messageId, userId));
  const participants = participantCache(db, bus);
  const messages = clientMessages({ bus, participants }, hub);
  const checkSessions = (onlyUsers?: Set<string>) =>
    closeEndedSessions({ db, clock }, hub, onlyUsers).catch((err: unknown) =>
      app.log.error({ err, event: 'ws.session_check_failed' }),
    );

  const unsubscribe = bus.subscribe((envelope) => {
    // 'session_revoked' is a request to re-check these users' sockets now: a sign-out closes that
    // session's sockets only, a ban or password reset (every session revoked) closes them all.
    if (envelope.event.type === 'session_revoked') {
      void checkSessions(new Set(envelope.userIds));
      return;
    }
    // A resync follows events that may not have arrived, a sign-out or ban among them.
    if (envelope.event.type === 'resync') void checkSessions(new Set(envelope.userIds));
    hub.deliver(envelope);
  });
  // The bus is back after a gap: whatever was published meanwhile never reached this instance.
  const stopRecovered = bus.onRecovered(() => {
    void checkSessions();
    hub.broadcast({ type: 'resync' });
  });

  // Every socket hears something every few seconds, so a page can tell a silent socket from a dead one;
  // and while the bus is down no sign-out or ban elsewhere can reach this instance, so sessions are
  // re-checked often instead.
  const lifeSigns = setInterval(() => {
    hub.broadcast({ type: 'heartbeat' });
  }, options.lifeSignMs ?? TIMINGS.socketHeartbeatMs);
  lifeSigns.unref();
  const outageWatch = setInterval(() => {
    if (!bus.isHealthy()) void checkSessions();
  }, options.outageSessionCheckMs ?? OUTAGE_SESSION_CHECK_MS);
  outageWatch.unref();

  const heartbeat = setInterval(() => {
    for (const client of hub.clients()) {
      if (!client.alive) {
        client.ws.terminate();
        continue;
      }
      client.alive = false;
      client.ws.ping();
    }
    messages.sweep();
    void checkSessions();
  }, options.heartbeatMs ?? 30_000);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    clearInterval(lifeSigns);
    clearInterval(outageWatch);
    stopRecovered();
    announcer.shuttingDown();
    // preClose has asked every socket to close; one that does not answer within a second is cut off.
    const open = hub.clients().filter((client) => client.ws.readyState !== client.ws.CLOSED);
    const closed = open.map((client) => new Promise((done) => client.ws.once('close', done)));
    const cutOff = setTimeout(() => {
      for (const client of open) client.ws.terminate();
    }, SHUTDOWN_CLOSE_MS);
    await Promise.all(closed);
    clearTimeout(cutOff);
    await announcer.close();
    unsubscribe();
    participants.close();
    await receipts.close();
  });

  return {
    accept(socket, userId, sessionToken) {
      if (hub.countFor(userId) >= MAX_SOCKETS_PER_USER) {
        socket.close(CLOSE_POLICY, 'Too many connections');
        return;
      }
      const client: HubClient = {
        userId,
        sessionHash: hashToken(sessionToken),
        ws: socket,
        alive: true,
        showing: null,
      };
      hub.add(client);
      announcer.connected(userId);
      hub.sendTo(client, { type: 'authenticated', userId });

      const allow = rateLimiter();
      let handling = Promise.resolve();
      socket.on('pong', () => {
        client.alive = true;
      });
      socket.on('message', (data: RawData, isBinary: boolean) => {
        client.alive = true;
        let json: unknown;
        try {
          json = isBinary ? undefined : JSON.parse(data.toString());
        } catch {
          json = undefined; // not JSON: answered frame_error, like any frame the server does not read
        }
        // A send counts against the person's send limit (answered 429, as over HTTP), so an outbox
        // flushing its queue is not cut off; every other frame against this socket's own.
        const sending = send !== undefined && isSendFrame(json) ? send : null;
        if (!sending && !allow()) {
          socket.close(CLOSE_POLICY, 'Too many messages');
          return;
        }
        // One at a time, in the order sent: a join_conversation then a typing, or two joins, or two
        // sends (the second must be stored after the first), must not overtake each other.
        handling = handling
          .then(async () => {
            if (!sending) return messages.handle(client, json);
            const answer = await sending(
              client.sessionHash,
              (json as { message?: unknown }).message,
              app.log,
            );
            if (socket.readyState === socket.OPEN) socket.send(answer);
          })
          .catch((err: unknown) => app.log.warn({ err, event: 'ws.message_failed' }));
      });
      socket.on('close', () => {
        hub.remove(client);
        announcer.disconnected(userId);
      });
    },
  };
}

/** A token bucket per socket: RATE_BURST at once, refilled RATE_PER_SECOND. */
function rateLimiter(): () => boolean {
  let tokens = RATE_BURST;
  let refilledAt = Date.now();
  return () => {
    const now = Date.now();
    tokens = Math.min(RATE_BURST, tokens + ((now - refilledAt) / 1000) * RATE_PER_SECOND);
    refilledAt = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}
