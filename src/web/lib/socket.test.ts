import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { unusedPort } from '../../../test/helpers/ports';
import { RealtimeSocket } from './socket';

/**
 * The page's socket against a real WebSocket server on this machine (the `ws` client stands in for
 * the browser's WebSocket, which Node 20 lacks).
 */
const cleanups: Array<() => void> = [];
afterEach(() => {
  cleanups.splice(0).forEach((clean) => clean());
  // This file shares its worker with the server's tests (isolate: false): a `window` left behind makes
  // PGlite in that worker believe it runs in a browser, and its next start fails (errno 44).
  vi.unstubAllGlobals();
});

/** A browser's WebSocket reports a failed connection as an event; `ws` would throw it unheard. */
class BrowserLikeWebSocket extends WebSocket {
  constructor(url: string) {
    super(url);
    this.on('error', () => {});
  }
}

async function pageAt(port: number, silenceMs?: number): Promise<RealtimeSocket> {
  vi.stubGlobal('WebSocket', BrowserLikeWebSocket);
  vi.stubGlobal('window', { location: { protocol: 'http:', host: `127.0.0.1:${port}` } });
  const socket = new RealtimeSocket(silenceMs);
  cleanups.push(() => socket.stop());
  return socket;
}

function serverOn(port: number): WebSocketServer {
  const server = new WebSocketServer({ port, host: '127.0.0.1' });
  cleanups.push(() => server.close());
  return server;
}

describe('RealtimeSocket', () => {
  it('says "reconnected" at the first open that follows a failed attempt: the page may hold data fetched (or kept offline) before it', async () => {
    const port = await unusedPort();
    const socket = await pageAt(port);
    const opens: boolean[] = [];
    socket.onOpen(({ reconnected }) => opens.push(reconnected));
    socket.start(); // nothing listens yet: the first attempt fails
    await new Promise((resolve) => setTimeout(resolve, 100));
    serverOn(port);
    await expect.poll(() => opens, { timeout: 5000 }).toEqual([true]);
  });

  it('does not at a first open that succeeded at once', async () => {
    const port = await unusedPort();
    serverOn(port);
    const socket = await pageAt(port);
    const opens: boolean[] = [];
    socket.onOpen(({ reconnected }) => opens.push(reconnected));
    socket.start();
    await expect.poll(() => opens).toEqual([false]);
  });

  it('gives up on a socket that stops hearing the heartbeat, and says "reconnected" when it reopens', async () => {
    const port = await unusedPort();
    const server = serverOn(port);
    const connections: WebSocket[] = [];
    server.on('connection', (ws) => connections.push(ws));
    const socket = await pageAt(port, 300);
    const opens: boolean[] = [];
    socket.onOpen(({ reconnected }) => opens.push(reconnected));
    socket.start();
    await expect.poll(() => opens).toEqual([false]);
    // A server that never says heartbeat (an older one) is not held to it...
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(connections).toHaveLength(1);
    // ...the server's heartbeat keeps a socket alive well past the bound...
    const beat = setInterval(() => connections[0]?.send(JSON.stringify({ type: 'heartbeat' })), 100);
    await new Promise((resolve) => setTimeout(resolve, 900));
    clearInterval(beat);
    expect(opens).toEqual([false]);
    expect(connections).toHaveLength(1);
    // ...and silence after it (the path died without a close) replaces it, with a catch-up.
    await expect.poll(() => opens, { timeout: 5000 }).toEqual([false, true]);
    expect(connections).toHaveLength(2);
  });

  it('tells onClose listeners when the socket in use drops (a send waiting on it then goes by POST)', async () => {
    const port = await unusedPort();
    const server = serverOn(port);
    const connections: WebSocket[] = [];
    server.on('connection', (ws) => connections.push(ws));
    const socket = await pageAt(port);
    let closes = 0;
    socket.onClose(() => (closes += 1));
    socket.start();
    await expect.poll(() => connections.length).toBe(1);
    connections[0]!.close();
    await expect.poll(() => closes).toBe(1);
  });
});
