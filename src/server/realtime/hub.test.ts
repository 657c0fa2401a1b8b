import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { ServerEvent } from '../../common/events';
import { Hub, type HubClient } from './hub';

const servers: WebSocketServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    for (const client of server.clients) client.terminate();
    await new Promise((done) => server.close(done));
  }
});

/**
 * A real socket pair over TCP: the hub holds the server's end, the test reads the client's. The hub
 * corks a socket it writes to until the end of the tick (hub.ts): nothing may be lost or reordered.
 */
async function pair(perMessageDeflate: boolean) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate });
  servers.push(server);
  await new Promise((ready) => server.once('listening', ready));
  const accepted = new Promise<WebSocket>((resolve) => server.once('connection', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`, {
    perMessageDeflate,
  });
  const received: string[] = [];
  client.on('message', (data, isBinary) => {
    expect(isBinary).toBe(false);
    received.push(String(data));
  });
  await new Promise((open) => client.once('open', open));
  const ws = await accepted;
  const hub = new Hub();
  const hubClient: HubClient = { userId: 'u1', sessionHash: 'h', ws, alive: true, showing: 'c' };
  hub.add(hubClient);
  return { hub, ws, received };
}

const texts = ['short', 'é'.repeat(100), 'x'.repeat(200), '€🙂'.repeat(20_000), 'y'.repeat(70_000)];
const event = (text: string): ServerEvent => ({ type: 'user_typing', conversationId: 'c', userId: text });

describe('hub frames', () => {
  it('delivers each event as a text frame a ws client reads back exactly, at every length encoding', async () => {
    const { hub, received } = await pair(false);
    for (const text of texts) hub.deliver({ userIds: ['u1'], event: event(text) });
    hub.broadcast({ type: 'heartbeat' });
    await expect.poll(() => received.length).toBe(texts.length + 1);
    expect(received).toEqual([
      ...texts.map((text) => JSON.stringify(event(text))),
      JSON.stringify({ type: 'heartbeat' }),
    ]);
  });

  it('keeps the order of what else is written to the socket in the same tick (a send’s answer)', async () => {
    const { hub, ws, received } = await pair(false);
    hub.deliver({ userIds: ['u1'], event: event('first') });
    ws.send('second');
    await Promise.resolve();
    hub.sendTo({ userId: 'u1', sessionHash: 'h', ws, alive: true, showing: null }, { type: 'heartbeat' });
    await expect.poll(() => received.length).toBe(3);
    expect(received).toEqual([JSON.stringify(event('first')), 'second', '{"type":"heartbeat"}']);
  });

  it('delivers the same with compression on', async () => {
    const { hub, ws, received } = await pair(true);
    expect(ws.extensions).not.toBe('');
    for (const text of texts) hub.deliver({ userIds: ['u1'], event: event(text) });
    await expect.poll(() => received.length).toBe(texts.length);
    expect(received).toEqual(texts.map((text) => JSON.stringify(event(text))));
  });
});
