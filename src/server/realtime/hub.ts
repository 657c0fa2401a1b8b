import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { ServerEvent } from '../../common/events';
import { eventJson, type Envelope } from './bus';

/** One open socket on this instance. */
export interface HubClient {
  userId: string;
  /** SHA-256 of the session token the upgrade carried: the socket lives only as long as that session. */
  sessionHash: string;
  ws: WebSocket;
  alive: boolean;
  /**
   * The conversation this socket has on screen (join_conversation, or authenticate's conversationId),
   * verified as the user's own. Typing is shown only there, so `user_typing` goes to no other socket.
   */
  showing: string | null;
}

/** A client that cannot keep up is dropped rather than buffered without end; it refetches on reconnect. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

export const CLOSE_SESSION_ENDED = 4001;

/**
 * The sockets of each user on this instance. The bus hands it every envelope; it sends each event to
 * the sockets of exactly the users the envelope names, and to no one else.
 */
export class Hub {
  private byUser = new Map<string, Set<HubClient>>();
  /** Streams written to in this tick, corked until its end (hold). */
  private held: Duplex[] = [];

  constructor(private readonly onDelivered: (messageId: number, userId: string) => void = () => {}) {}

  add(client: HubClient): void {
    const set = this.byUser.get(client.userId);
    if (set) set.add(client);
    else this.byUser.set(client.userId, new Set([client]));
  }

  remove(client: HubClient): void {
    const set = this.byUser.get(client.userId);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) this.byUser.delete(client.userId);
  }

  /** How many sockets the user has open here. */
  countFor(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  clients(): HubClient[] {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }

  sendTo(client: HubClient, event: ServerEvent): void {
    this.sendFrame(client, frameOf(JSON.stringify(event)));
  }

  /** The same event to every socket here, serialised once. */
  broadcast(event: ServerEvent): void {
    const frame = frameOf(JSON.stringify(event));
    for (const set of this.byUser.values()) for (const client of set) this.sendFrame(client, frame);
  }

  deliver(envelope: Envelope): void {
    const { event } = envelope;
    const frame = frameOf(eventJson(envelope));
    const wants = (client: HubClient) =>
      event.type !== 'user_typing' || client.showing === event.conversationId;
    for (const userId of envelope.userIds) {
      const set = this.byUser.get(userId);
      if (!set) continue;
      let delivered = false;
      for (const client of [...set])
        if (wants(client)) delivered = this.sendFrame(client, frame) || delivered;
      if (delivered && event.type === 'new_message' && event.message.senderId !== userId) {
        this.onDelivered(event.message.id, userId);
      }
    }
  }

  private sendFrame(client: HubClient, frame: Buffer): boolean {
    if (client.ws.readyState !== client.ws.OPEN) return false;
    if (client.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      client.ws.terminate();
      return false;
    }
    this.hold(client.ws);
    // A text frame of bytes encoded once: given a string, ws would encode it again for every socket.
    client.ws.send(frame, TEXT_FRAME);
    return true;
  }

  /**
   * Corks the socket's stream until the end of this tick (the microtasks included), so that what else
   * is written to it meanwhile goes out in the same system call: above all a sender's `message_ack`,
   * which follows its own copy of `new_message` within the tick (realtime/socket-server.ts). Nothing
   * waits for a later event: the frames leave once this tick's work is done, in the order written.
   */
  private hold(ws: WebSocket): void {
    const stream = streamOf(ws);
    if (!stream || stream.writableCorked > 0) return;
    stream.cork();
    if (this.held.push(stream) === 1) process.nextTick(this.release);
  }

  private release = (): void => {
    const streams = this.held;
    this.held = [];
    for (const stream of streams) stream.uncork();
  };
}

/**
 * The stream ws writes a socket's frames to (ws keeps it as `_socket`; a connection's TCP socket, or
 * a test's in-memory stream). Not a public field of ws: without it, frames are written as ws writes
 * them, each at once.
 */
function streamOf(ws: WebSocket): Duplex | undefined {
  const stream = (ws as unknown as { _socket?: Duplex })._socket;
  return stream && typeof stream.cork === 'function' ? stream : undefined;
}

const TEXT_FRAME = { binary: false } as const;

/** UTF-8 once, for every socket the event goes to. */
const frameOf = (json: string): Buffer => Buffer.from(json);
