import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, clientFor, type TestApp } from '../../../test/helpers/app';
import { sendText, startConversation } from '../../../test/helpers/chat';
import { unusedPort } from '../../../test/helpers/ports';
import { openSocket, type TestSocket } from '../../../test/helpers/ws';
import { buildApp } from '../app';
import { messages, users } from '../db/schema';
import { createRealtime, type Realtime } from '../realtime/setup';

/**
 * Redis carries live events, presence and rate-limit counts; the database is the source of truth.
 * A Redis of this test's own, stopped mid-test: a committed change must still answer as a success,
 * at once, and sign-in must not hang; once Redis is back, events flow again by themselves.
 */
const ADMIN_EMAIL = 'admin@parley.test';
let port = 0;
let redis: ChildProcess | undefined;
let t: TestApp;
let realtime: Realtime;
let app: FastifyInstance;
let base = '';
const sockets: TestSocket[] = [];

async function startRedis(): Promise<void> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  redis = child;
  // Ready once it accepts connections.
  const accepts = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
  for (let i = 0; !(await accepts()); i++) {
    if (i > 100) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * What should take milliseconds: waiting on a Redis that is down took 6 to 20 s. The bound is
 * generous (a busy machine), far above a normal answer and below a request left waiting.
 */
async function promptly<T>(request: Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await request;
  expect(Date.now() - started).toBeLessThan(5000);
  return result;
}

async function stopRedis(): Promise<void> {
  const child = redis;
  redis = undefined;
  if (!child || child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });
}

beforeAll(async () => {
  port = await unusedPort();
  await startRedis();
  t = await buildTestApp({ ADMIN_EMAIL });
  realtime = await createRealtime(`redis://127.0.0.1:${port}`);
  app = await buildApp(
    { ...t.deps, bus: realtime.bus, presence: realtime.presence, rateLimitRedis: realtime.rateLimitRedis },
    { logger: false },
  );
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  try {
    for (const s of sockets) s.close();
    await app?.close();
    await realtime?.close();
    await t?.close();
  } finally {
    await stopRedis(); // whatever failed above, no redis-server outlives the test
  }
});

describe('with Redis down', () => {
  it('a committed change answers as a success at once, sign-in does not hang, and events flow again once Redis is back', async () => {
    const admin = await buildUser(t, { email: ADMIN_EMAIL });
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const mallory = await buildUser(t);
    const asAlice = clientFor(app, alice.cookie);
    const c = await startConversation(asAlice, [bob.email]);

    await stopRedis();

    const send = await promptly(
      asAlice({
        method: 'POST',
        url: '/api/messages',
        payload: { conversationId: c.id, clientId: randomUUID(), content: 'while Redis is down' },
      }),
    );
    expect(send.statusCode).toBe(201);
    const [stored] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.id, send.json<{ id: number }>().id));
    expect(stored.finalContent).toBe('while Redis is down');

    const asAdmin = clientFor(app, admin.cookie);
    const ban = await promptly(
      asAdmin({
        method: 'POST',
        url: `/api/admin/users/${mallory.user.id}/ban`,
        payload: { reason: 'Spam' },
      }),
    );
    expect(ban.statusCode).toBe(200);
    const [banned] = await t.db.select().from(users).where(eq(users.id, mallory.user.id));
    expect(banned.isBanned).toBe(true);

    // The rate limit lets requests through while its counts are unreachable, without waiting on them.
    const login = await promptly(
      app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: bob.email, password: bob.password },
        remoteAddress: '198.51.100.7',
      }),
    );
    expect(login.statusCode).toBe(200);
    const register = await promptly(
      app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          firstName: 'Dana',
          lastName: 'Reyes',
          email: `dana-${randomUUID()}@example.com`,
          password: 'secret1',
        },
        remoteAddress: '198.51.100.8',
      }),
    );
    expect(register.statusCode).toBe(201);
    // Presence is advisory: who is online here is still known, and the admin's list still loads.
    expect((await promptly(asAdmin({ method: 'GET', url: '/api/admin/users' }))).statusCode).toBe(200);
    expect((await promptly(asAlice({ method: 'GET', url: '/api/online-users' }))).statusCode).toBe(200);

    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);

    await startRedis();
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/api/ready' })).statusCode, {
        timeout: 8000,
      })
      .toBe(200);
    const bobSocket = await openSocket(base, bob.cookie);
    sockets.push(bobSocket);
    await bobSocket.waitFor('authenticated');
    const sent = await sendText(asAlice, c.id, 'Redis is back');
    const got = await bobSocket.waitFor('new_message', (e) => e.message.id === sent.id, 3000);
    expect(got.message.finalContent).toBe('Redis is back');
  });
});
