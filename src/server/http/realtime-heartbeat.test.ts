import type { Socket } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';
import { startConversation } from '../../../test/helpers/chat';
import { listeningTestApp, settle, type TestSocket } from '../../../test/helpers/ws';

const HEARTBEAT_MS = 100;

const server = listeningTestApp(() =>
  buildTestApp({}, { realtime: { heartbeatMs: HEARTBEAT_MS, offlineGraceMs: HEARTBEAT_MS } }),
);
const { connected } = server;
let t: TestApp;
beforeAll(() => {
  ({ t } = server);
});

/** The client's TCP socket under `ws` (not public API): pausing it means pings are never read, so never answered. */
const tcpOf = (s: TestSocket) => (s.ws as unknown as { _socket: Socket })._socket;

describe('/ws heartbeat', () => {
  it('drops a socket that stops answering pings (its user goes offline) and keeps a healthy one', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    await startConversation(alice.client, [bob.email]);
    const bs = await connected(bob.cookie);
    const as = await connected(alice.cookie);
    await bs.waitFor('presence', (e) => e.userId === alice.user.id && e.online);
    const online = async () =>
      (await bob.client({ method: 'GET', url: '/api/online-users' })).json<string[]>();
    expect((await online()).sort()).toEqual([alice.user.id, bob.user.id].sort());

    // Alice's connection goes dead without closing: nothing she is sent is read, no pong goes back.
    tcpOf(as).pause();
    const offline = await bs.waitFor(
      'presence',
      (e) => e.userId === alice.user.id && !e.online,
      20 * HEARTBEAT_MS,
    );
    expect(offline).toEqual({ type: 'presence', userId: alice.user.id, online: false });
    expect(await online()).toEqual([bob.user.id]);

    // The server really closed it: once Alice's side reads again it finds the connection gone
    // without a close frame (terminate, not a polite close).
    tcpOf(as).resume();
    expect((await as.closed).code).toBe(1006);

    // Bob answers every ping: still connected several heartbeats later, and still hearing events.
    await settle(5 * HEARTBEAT_MS);
    expect(bs.ws.readyState).toBe(bs.ws.OPEN);
    const seen = bs.events.length;
    const again = await connected(alice.cookie);
    await bs.waitFor(
      'presence',
      (e) => e.userId === alice.user.id && e.online && bs.events.indexOf(e) >= seen,
    );
    expect(bs.events.filter((e) => e.type === 'presence' && e.userId === alice.user.id)).toHaveLength(3);
    await settle(5 * HEARTBEAT_MS);
    expect(again.ws.readyState).toBe(again.ws.OPEN);
    expect((await online()).sort()).toEqual([alice.user.id, bob.user.id].sort());
  });
});
