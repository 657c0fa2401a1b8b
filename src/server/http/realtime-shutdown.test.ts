import { expect, it } from 'vitest';
import type { Envelope } from '../realtime/bus';
import { buildTestApp, buildUser } from '../../../test/helpers/app';
import { startConversation } from '../../../test/helpers/chat';
import { openSocket } from '../../../test/helpers/ws';

it('on shutdown, the sockets close and their people are announced offline before the app has closed', async () => {
  const t = await buildTestApp();
  try {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    await startConversation(alice.client, [bob.email]);
    const socket = await openSocket(base, alice.cookie);
    await socket.waitFor('authenticated');
    const published: Envelope[] = [];
    t.deps.bus.subscribe((envelope) => published.push(envelope));

    // The database closes right after the app (main.ts): the work the closing sockets start must be done.
    await t.app.close();
    expect(published.map((e) => e.event)).toContainEqual({
      type: 'presence',
      userId: alice.user.id,
      online: false,
    });
    // "Going away", so the browser knows to reconnect (it read 1005, no status, when cut off).
    expect(await socket.closed).toMatchObject({ code: 1001 });
  } finally {
    await t.close();
  }
});
