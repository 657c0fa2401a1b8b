import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';
import { startConversation } from '../../../test/helpers/chat';
import {
  browserSubscription,
  decryptPush,
  startFakePushService,
  verifyVapid,
  type FakePushService,
} from '../../../test/helpers/push-service';
import { openSocket, type TestSocket } from '../../../test/helpers/ws';
import { loadConfig } from '../config';
import { appSettings, pushSubscriptions } from '../db/schema';
import { webPushSender } from '../push/sender';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from '../push/subscriptions';
import { resolveVapidKeys } from '../push/vapid';

let t: TestApp;
let base: string;
let pushService: FakePushService;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  pushService = await startFakePushService();
  // The fake push service runs on this machine: it is the one push service these tests allow.
  t = await buildTestApp(
    { PUSH_SERVICE_HOSTS: '127.0.0.1', ADMIN_EMAIL: 'admin@parley.test' },
    { pushSender: webPushSender({ agent: pushService.agent }) },
  );
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
  await pushService.close();
});

let endpointCounter = 0;
const newEndpoint = () => `${pushService.origin}/push/${++endpointCounter}`;
const rowsFor = (endpoint: string) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('VAPID keys', () => {
  it('are generated once, kept in app_settings and served as the public key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/push-notifications/public-key' });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);

    const again = await resolveVapidKeys(t.db, t.deps.config);
    expect(again.publicKey).toBe(publicKey);
    const [row] = await t.db.select().from(appSettings).where(eq(appSettings.key, 'vapid'));
    expect(JSON.parse(row.value).publicKey).toBe(publicKey);
    expect(res.body).not.toContain(again.privateKey);
  });

  it('come from the environment when both are set, and one alone is refused', async () => {
    const config = loadConfig({
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
      VAPID_SUBJECT: 'mailto:ops@x.test',
    });
    expect(await resolveVapidKeys(t.db, config)).toEqual({
      publicKey: 'pub',
      privateKey: 'priv',
      subject: 'mailto:ops@x.test',
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'pub' })).toThrow(/must be set together/);
  });
});

describe('POST /api/push-notifications/subscribe', () => {
  it('requires authentication', async () => {
    const { subscription } = browserSubscription(newEndpoint());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push-notifications/subscribe',
      payload: { subscription },
    });
    expect(res.statusCode).toBe(401);
  });

  it('rejects invalid input with a clear message', async () => {
    const alice = await buildUser(t);
    const { subscription } = browserSubscription(newEndpoint());
    const offCurveKey = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{}, /subscription is required/],
      [{ subscription: { ...subscription, endpoint: 'http://push.example/x' } }, /https URL/],
      [{ subscription: { ...subscription, endpoint: 'not a url' } }, /https URL/],
      // The server would POST there: only push services are accepted, not any https host.
      [
        { subscription: { ...subscription, endpoint: 'https://intranet.example/hook' } },
        /known push service/,
      ],
      [
        { subscription: { ...subscription, endpoint: 'https://127.0.0.1.evil.example/x' } },
        /known push service/,
      ],
      [{ subscription: { endpoint: subscription.endpoint } }, /keys are required/],
      [{ subscription: { ...subscription, keys: { ...subscription.keys, p256dh: 'AAAA' } } }, /P-256/],
      // The right length and prefix, but not a point on the curve: every push to it would fail.
      [{ subscription: { ...subscription, keys: { ...subscription.keys, p256dh: offCurveKey } } }, /P-256/],
      [{ subscription: { ...subscription, keys: { ...subscription.keys, auth: 'AAAA' } } }, /16 bytes/],
      [{ subscription: { ...subscription, keys: { ...subscription.keys, auth: '***' } } }, /16 bytes/],
    ];
    for (const [payload, message] of cases) {
      const res = await alice.client({ method: 'POST', url: '/api/push-notifications/subscribe', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await rowsFor(subscription.endpoint)).toHaveLength(0);
  });

  it('keeps one row per endpoint, moving it to whoever subscribed last', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const browser = browserSubscription(newEndpoint());
    const url = '/api/push-notifications/subscribe';
    const first = await alice.client({
      method: 'POST',
      url,
      payload: { subscription: browser.subscription },
    });
    expect(first.statusCode).toBe(201);
    await alice.client({ method: 'POST', url, payload: { subscription: browser.subscription } });
    expect(await rowsFor(browser.subscription.endpoint)).toMatchObject([{ userId: alice.user.id }]);

    await bob.client({ method: 'POST', url, payload: { subscription: browser.subscription } });
    expect(await rowsFor(browser.subscription.endpoint)).toMatchObject([{ userId: bob.user.id }]);
  });
  it('keeps the newest few per person: a script cannot make each of their messages fan out to thousands', async () => {
    const mallory = await buildUser(t);
    const url = '/api/push-notifications/subscribe';
    const endpoints: string[] = [];
    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS_PER_USER + 5; i++) {
      const browser = browserSubscription(newEndpoint());
      endpoints.push(browser.subscription.endpoint);
      const res = await mallory.client({
        method: 'POST',
        url,
        payload: { subscription: browser.subscription },
      });
      expect(res.statusCode).toBe(201);
    }
    const kept = await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, mallory.user.id));
    expect(kept.map((r) => r.endpoint).sort()).toEqual(endpoints.slice(5).sort());
  });
});

describe('DELETE /api/push-notifications/subscribe', () => {
  it("removes the user's own subscription only", async () => {
    const alice = await buildUser(t);
    const mallory = await buildUser(t);
    const { subscription } = browserSubscription(newEndpoint());
    const url = '/api/push-notifications/subscribe';
    await alice.client({ method: 'POST', url, payload: { subscription } });

    expect(
      (await t.app.inject({ method: 'DELETE', url, payload: { endpoint: subscription.endpoint } }))
        .statusCode,
    ).toBe(401);
    const foreign = await mallory.client({
      method: 'DELETE',
      url,
      payload: { endpoint: subscription.endpoint },
    });
    expect(foreign.statusCode).toBe(204);
    expect(await rowsFor(subscription.endpoint)).toHaveLength(1);

    const own = await alice.client({ method: 'DELETE', url, payload: { endpoint: subscription.endpoint } });
    expect(own.statusCode).toBe(204);
    expect(await rowsFor(subscription.endpoint)).toHaveLength(0);
    const bad = await alice.client({ method: 'DELETE', url, payload: { endpoint: 'ftp://x' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('push for a new message', () => {
  async function subscribedUser(firstName: string, lastName: string) {
    const user = await buildUser(t, { firstName, lastName });
    const browser = browserSubscription(newEndpoint());
    const res = await user.client({
      method: 'POST',
      url: '/api/push-notifications/subscribe',
      payload: { subscription: browser.subscription },
    });
    expect(res.statusCode).toBe(201);
    return { ...user, browser, path: new URL(browser.subscription.endpoint).pathname };
  }

  it('reaches participants without a socket with a payload that decrypts to the sender and text', async () => {
    const before = pushService.received.length;
    const alice = await subscribedUser('Alice', 'Moreau');
    const bob = await subscribedUser('Bob', 'Okafor');
    const carol = await subscribedUser('Carol', 'Ng');
    const conversationId = crypto.randomUUID();

    const report = await t.deps.push.notifyNewMessage({
      conversationId,
      sender: alice.user,
      finalContent: 'Can we talk about the weekend? 🙂',
      participantIds: [alice.user.id, bob.user.id, carol.user.id],
      connectedUserIds: new Set([carol.user.id]),
    });
    expect(report).toEqual({ delivered: 1, gone: 0, failed: 0 });

    const pushes = pushService.received.slice(before);
    expect(pushes.map((p) => p.path)).toEqual([bob.path]);
    const [push] = pushes;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const claims = verifyVapid(String(push.headers.authorization), t.deps.push.publicKey);
    expect(claims.aud).toBe(pushService.origin);
    expect(claims.sub).toBe(t.deps.config.VAPID_SUBJECT);

    expect(JSON.parse(decryptPush(push.body, bob.browser))).toEqual({
      title: 'Alice Moreau',
      body: 'Can we talk about the weekend? 🙂',
      tag: `conversation-${conversationId}`,
      data: { conversationId, url: `/dashboard?conversation=${conversationId}` },
    });
    // Only Bob's keys open it.
    expect(() => decryptPush(push.body, carol.browser)).toThrow();
  });

  it('deletes subscriptions the push service reports gone, and keeps ones that failed for now', async () => {
    const alice = await subscribedUser('Alice', 'Gone');
    const bob = await subscribedUser('Bob', 'Gone');
    const dan = await subscribedUser('Dan', 'Flaky');
    const erin = await subscribedUser('Erin', 'Expired');
    pushService.respondWith(bob.path, 410);
    pushService.respondWith(erin.path, 404);
    pushService.respondWith(dan.path, 503);

    const report = await t.deps.push.notifyNewMessage({
      conversationId: crypto.randomUUID(),
      sender: alice.user,
      finalContent: 'Hello?',
      participantIds: [alice.user.id, bob.user.id, dan.user.id, erin.user.id],
      connectedUserIds: new Set(),
    });
    expect(report).toEqual({ delivered: 0, gone: 2, failed: 1 });
    expect(await rowsFor(bob.browser.subscription.endpoint)).toHaveLength(0);
    expect(await rowsFor(erin.browser.subscription.endpoint)).toHaveLength(0);
    expect(await rowsFor(dan.browser.subscription.endpoint)).toHaveLength(1);
    expect(await rowsFor(alice.browser.subscription.endpoint)).toHaveLength(1);
  });

  it('clips a very long text so the payload stays under the push services’ limit', async () => {
    const before = pushService.received.length;
    const alice = await subscribedUser('Alice', 'Long');
    const bob = await subscribedUser('Bob', 'Long');
    await t.deps.push.notifyNewMessage({
      conversationId: crypto.randomUUID(),
      sender: alice.user,
      finalContent: '😀'.repeat(4000),
      participantIds: [alice.user.id, bob.user.id],
      connectedUserIds: new Set(),
    });
    const [push] = pushService.received.slice(before);
    expect(push.body.length).toBeLessThan(4096);
    expect(JSON.parse(decryptPush(push.body, bob.browser)).body).toMatch(/…$/);
  });
});

describe('POST /api/messages pushes', () => {
  async function subscribed(firstName: string) {
    const user = await buildUser(t, { firstName, lastName: 'Push' });
    const browser = browserSubscription(newEndpoint());
    await user.client({
      method: 'POST',
      url: '/api/push-notifications/subscribe',
      payload: { subscription: browser.subscription },
    });
    return { ...user, browser, path: new URL(browser.subscription.endpoint).pathname };
  }

  it('to the participants with no open socket, once per stored message', async () => {
    const alice = await subscribed('Alice');
    const bob = await subscribed('Bob');
    const carol = await subscribed('Carol');
    const conversation = await startConversation(alice.client, [bob.email, carol.email]);
    // Carol has the app open: her page shows the message, so no push for her.
    const carolSocket = await openSocket(base, carol.cookie);
    sockets.push(carolSocket);
    await carolSocket.waitFor('authenticated');

    const before = pushService.received.length;
    const payload = { conversationId: conversation.id, clientId: crypto.randomUUID(), content: 'On my way' };
    const sent = await alice.client({ method: 'POST', url: '/api/messages', payload });
    expect(sent.statusCode).toBe(201);
    const [push] = (await pushService.waitFor(before + 1)).slice(before);
    expect(push.path).toBe(bob.path);
    expect(JSON.parse(decryptPush(push.body, bob.browser))).toMatchObject({
      title: 'Alice Push',
      body: 'On my way',
      data: { conversationId: conversation.id, url: `/dashboard?conversation=${conversation.id}` },
    });

    // The same clientId again (an offline retry): stored once, so pushed once.
    const retry = await alice.client({ method: 'POST', url: '/api/messages', payload });
    expect(retry.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(pushService.received.slice(before).map((p) => p.path)).toEqual([bob.path]);
  });

  it('stop for someone signed out everywhere: a banned user’s devices get nothing more', async () => {
    const admin = await buildUser(t, { email: 'admin@parley.test' });
    const alice = await subscribed('Alice');
    const bob = await subscribed('Bob');
    const conversation = await startConversation(alice.client, [bob.email]);
    const ban = await admin.client({
      method: 'POST',
      url: `/api/admin/users/${bob.user.id}/ban`,
      payload: { reason: 'Harassment' },
    });
    expect(ban.statusCode).toBe(200);
    expect(await rowsFor(bob.browser.subscription.endpoint)).toEqual([]);

    const before = pushService.received.length;
    const payload = {
      conversationId: conversation.id,
      clientId: crypto.randomUUID(),
      content: 'The school address is 12 Elm St',
    };
    expect((await alice.client({ method: 'POST', url: '/api/messages', payload })).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(pushService.received.slice(before).map((p) => p.path)).not.toContain(bob.path);
    expect(await rowsFor(alice.browser.subscription.endpoint)).toHaveLength(1);
  });
});
