import { randomUUID } from 'node:crypto';
import http from 'node:http';
import WebSocket from 'ws';
import type { SeededConversation, SeededUser } from './seed';

/** How a workload talks to one server: Parley's real API, or the bare broadcast server. */
export interface Target {
  name: string;
  /** Where this user's socket and sends go (with several instances, each user keeps to one). */
  baseUrlOf(user: SeededUser): string;
  socketUrl(conversation: SeededConversation, user: SeededUser): string;
  socketHeaders(user: SeededUser): Record<string, string>;
  sendPath: string;
  sendBody(conversation: SeededConversation, clientId: string, content: string): unknown;
  sendHeaders(user: SeededUser): Record<string, string>;
  /**
   * Sends go as a `send_message` frame on the sender's own socket, answered `message_ack`, as the web
   * sends; otherwise each is a POST to sendPath, as the web sends when its socket is closed.
   */
  overSocket?: boolean;
}

export interface PhaseResult {
  targetRate: number;
  seconds: number;
  sent: number;
  sendErrors: number;
  expected: number;
  delivered: number;
  lost: number;
  deliveredPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  achievedRate: number;
}

interface Pending {
  t0: number;
  expected: number;
  received: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });

/** N real WebSocket clients, one per seeded person, each counting the messages it receives. */
export class Workload {
  private sockets: WebSocket[] = [];
  /** Each person's socket, for sends over it. */
  private socketOf = new Map<string, WebSocket>();
  /** Sends over a socket waiting for their answer, by clientId. */
  private acks = new Map<string, (ok: boolean) => void>();
  private pending = new Map<string, Pending>();
  private latencies: number[] = [];
  private delivered = 0;

  constructor(
    private readonly target: Target,
    private readonly conversations: SeededConversation[],
  ) {}

  async connect(): Promise<void> {
    const jobs: Array<Promise<void>> = [];
    for (const conversation of this.conversations) {
      for (const member of conversation.members) {
        jobs.push(this.openWithRetry(conversation, member));
        if (jobs.length % 50 === 0) await Promise.all(jobs.slice(-50));
      }
    }
    await Promise.all(jobs);
  }

  /** On a busy machine an upgrade can time out; a real client would simply reconnect. */
  private async openWithRetry(conversation: SeededConversation, member: SeededUser): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.open(conversation, member);
      } catch (err) {
        if (attempt >= 5) throw err;
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
  }

  private open(conversation: SeededConversation, member: SeededUser): Promise<void> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(this.target.socketUrl(conversation, member), {
        headers: this.target.socketHeaders(member),
        perMessageDeflate: false,
      });
      ws.on('message', (data) => this.onMessage(data.toString()));
      ws.once('message', () => resolve()); // the first frame is 'authenticated'
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused ${res.statusCode}`)));
      // A socket that closes fails the sends waiting on it (there are none on a healthy run).
      ws.once('close', () => {
        if (this.socketOf.get(member.id) === ws) this.socketOf.delete(member.id);
      });
      this.sockets.push(ws);
      this.socketOf.set(member.id, ws);
    });
  }

  private onMessage(raw: string): void {
    const now = performance.now();
    const event = JSON.parse(raw) as {
      type: string;
      clientId?: string | null;
      message?: { clientId?: string };
    };
    if (event.type === 'message_ack' || event.type === 'message_error') {
      const settle = event.clientId ? this.acks.get(event.clientId) : undefined;
      if (event.clientId) this.acks.delete(event.clientId);
      settle?.(event.type === 'message_ack');
      return;
    }
    if (event.type !== 'new_message' || !event.message?.clientId) return;
    const p = this.pending.get(event.message.clientId);
    if (!p) return;
    p.received += 1;
    this.delivered += 1;
    this.latencies.push(now - p.t0);
  }

  /** Sends at `rate` messages a second for `seconds`, then waits `graceMs` for the stragglers. */
  async run(rate: number, seconds: number, graceMs = 2000): Promise<PhaseResult> {
    this.pending.clear();
    this.latencies = [];
    this.delivered = 0;
    let sent = 0;
    let sendErrors = 0;
    let next = 0;
    const inFlight = new Set<Promise<void>>();
    const started = performance.now();
    const total = Math.round(rate * seconds);
    while (sent < total) {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
      while (sent < due) {
        const conversation = this.conversations[next % this.conversations.length];
        const sender =
          conversation.members[Math.floor(next / this.conversations.length) % conversation.members.length];
        next += 1;
        sent += 1;
        const clientId = randomUUID();
        this.pending.set(clientId, {
          t0: performance.now(),
          expected: conversation.members.length,
          received: 0,
        });
        const job = this.post(conversation, sender, clientId).then((ok) => {
          if (!ok) {
            sendErrors += 1;
            this.pending.delete(clientId);
          }
        });
        inFlight.add(job);
        void job.finally(() => inFlight.delete(job));
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const sendingSeconds = (performance.now() - started) / 1000;
    await Promise.all(inFlight);
    await new Promise((resolve) => setTimeout(resolve, graceMs));
    let expected = 0;
    let received = 0;
    for (const p of this.pending.values()) {
      expected += p.expected;
      received += Math.min(p.received, p.expected);
    }
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const pct = (q: number) =>
      sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
    return {
      targetRate: rate,
      seconds,
      sent,
      sendErrors,
      expected,
      delivered: this.delivered,
      lost: expected - received + sendErrors,
      deliveredPerSecond: this.delivered / sendingSeconds,
      p50: pct(0.5),
      p95: pct(0.95),
      p99: pct(0.99),
      achievedRate: (sent - sendErrors) / sendingSeconds,
    };
  }

  private post(conversation: SeededConversation, sender: SeededUser, clientId: string): Promise<boolean> {
    const message = this.target.sendBody(conversation, clientId, `bench message ${clientId.slice(0, 8)}`);
    if (this.target.overSocket) return this.sendOverSocket(sender, clientId, message);
    const body = JSON.stringify(message);
    const url = new URL(this.target.sendPath, this.target.baseUrlOf(sender));
    return new Promise((resolve) => {
      const req = http.request(
        url,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...this.target.sendHeaders(sender),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve((res.statusCode ?? 500) < 300));
        },
      );
      req.on('error', () => resolve(false));
      req.setTimeout(10_000, () => req.destroy());
      req.end(body);
    });
  }

  /** A `send_message` frame on the sender's socket; true once `message_ack` came (60 s at most: a POST waits in the agent's queue before its 10 s starts; a frame queues at the server, and counts from the start). */
  private sendOverSocket(sender: SeededUser, clientId: string, message: unknown): Promise<boolean> {
    const ws = this.socketOf.get(sender.id);
    if (!ws || ws.readyState !== ws.OPEN) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.acks.delete(clientId);
        resolve(false);
      }, 60_000);
      this.acks.set(clientId, (ok) => {
        clearTimeout(timer);
        resolve(ok);
      });
      ws.send(JSON.stringify({ type: 'send_message', message }));
    });
  }

  close(): void {
    for (const ws of this.sockets) ws.terminate();
    this.sockets = [];
    this.socketOf.clear();
  }
}

/**
 * Parley's real API; with several instances, users are dealt to them in turn as first seen. Sends go
 * over each sender's socket, as the web's do, or with `overSocket: false` as POST /api/messages.
 */
export const parleyTarget = (baseUrls: string[], overSocket = true): Target => {
  const dealt = new Map<string, string>();
  const baseUrlOf = (user: SeededUser) => {
    let url = dealt.get(user.id);
    if (!url) {
      url = baseUrls[dealt.size % baseUrls.length]!;
      dealt.set(user.id, url);
    }
    return url;
  };
  return {
    name: 'Parley',
    overSocket,
    baseUrlOf,
    socketUrl: (_conversation, user) => `${baseUrlOf(user).replace(/^http/, 'ws')}/ws`,
    socketHeaders: (user) => ({ cookie: user.cookie }),
    sendPath: '/api/messages',
    sendBody: (conversation, clientId, content) => ({ conversationId: conversation.id, clientId, content }),
    sendHeaders: (user) => ({ cookie: user.cookie }),
  };
};

export const bareTarget = (baseUrl: string): Target => ({
  name: 'bare ws broadcast',
  baseUrlOf: () => baseUrl,
  socketUrl: (conversation) => `${baseUrl.replace(/^http/, 'ws')}/?room=${conversation.id}`,
  socketHeaders: () => ({}),
  sendPath: '/send',
  sendBody: (conversation, clientId, content) => ({
    room: conversation.id,
    message: { clientId, conversationId: conversation.id, content, finalContent: content },
  }),
  sendHeaders: () => ({}),
});
