import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import type { ServerEvent } from '../../src/common/events';
import type { TestApp } from './app';

export interface TestSocket {
  ws: WebSocket;
  events: ServerEvent[];
  /** Resolves with the first event (already received or still to come) that matches. */
  waitFor<T extends ServerEvent['type']>(
    type: T,
    match?: (e: Extract<ServerEvent, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerEvent, { type: T }>>;
  send(message: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/** A real `ws` client on /ws with the user's session cookie; it records every event it gets. */
export function openSocket(
  baseUrl: string,
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<TestSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, {
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
  const events: ServerEvent[] = [];
  const listeners = new Set<() => void>();
  ws.on('message', (data) => {
    events.push(JSON.parse(data.toString()) as ServerEvent);
    for (const l of [...listeners]) l();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const socket: TestSocket = {
    ws,
    events,
    closed,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    close: () => ws.close(),
    waitFor(type, match = () => true, timeoutMs = 3000) {
      type E = Extract<ServerEvent, { type: typeof type }>;
      const find = () => events.find((e): e is E => e.type === type && match(e as E));
      return new Promise<E>((resolve, reject) => {
        const found = find();
        if (found) return resolve(found);
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(
            new Error(`no ${type} event within ${timeoutMs} ms; got ${events.map((e) => e.type).join(', ')}`),
          );
        }, timeoutMs);
        const check = () => {
          const hit = find();
          if (!hit) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(hit);
        };
        listeners.add(check);
      });
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** Lets in-flight events land, so "nobody else got it" is checked after they would have arrived. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A test app on a real port, for socket tests. Called at the top of a test file, it starts the app
 * before the file's tests and afterwards closes every socket `connected` opened, then the app.
 */
export function listeningTestApp(build: () => Promise<TestApp>) {
  const server = {
    t: undefined as unknown as TestApp,
    base: '',
    sockets: [] as TestSocket[],
    /** A signed-in socket, once the server has authenticated it. */
    async connected(cookie: string): Promise<TestSocket> {
      const socket = await openSocket(server.base, cookie);
      server.sockets.push(socket);
      await socket.waitFor('authenticated');
      return socket;
    },
  };
  beforeAll(async () => {
    server.t = await build();
    server.base = await server.t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of server.sockets) socket.close();
    await server.t?.close();
  });
  return server;
}
