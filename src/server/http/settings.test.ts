import { createECDH } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, signIn, type Client } from '../../../test/helpers/app';
import { startConversation } from '../../../test/helpers/chat';
import { decodeMailBody } from '../../../test/helpers/smtp';
import { listeningTestApp, openSocket, settle } from '../../../test/helpers/ws';
import { SESSION_COOKIE } from '../../common/constants';
import type { DeviceView, SettingsView } from '../../common/schemas/settings';
import { activityLog, users } from '../db/schema';
import { saveSubscription, subscriptionsOf } from '../push/subscriptions';

/** /settings against a listening server: real sockets, real SMTP, the real throttle. */
const ADMIN_EMAIL = 'admin@parley.test';
const server = listeningTestApp(() => buildTestApp({ ADMIN_EMAIL }));
const { connected } = server;

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A second browser of the same person, with its own User-Agent and address. */
async function secondDevice(u: { email: string; password: string }, userAgent = FIREFOX) {
  const res = await server.t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: u.email, password: u.password },
    headers: { 'user-agent': userAgent },
    remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  const cookie = res.headers['set-cookie']?.toString().split(';')[0];
  if (res.statusCode !== 200 || !cookie) throw new Error(res.body);
  return {
    cookie,
    client: ((o) => server.t.app.inject({ ...o, headers: { cookie, ...o.headers } })) as Client,
  };
}

const whoAmI = async (client: Client) => (await client({ method: 'GET', url: '/api/auth/user' })).statusCode;

async function lastAudit(userId: string) {
  const [entry] = await server.t.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.adminId, userId), eq(activityLog.targetUserId, userId)))
    .orderBy(desc(activityLog.id))
    .limit(1);
  return entry;
}

describe('settings: who may ask', () => {
  it('requires a session for every operation but the mailed confirmation link', async () => {
    const { t } = server;
    const pw = { currentPassword: 'x', newPassword: 'long enough' };
    for (const [method, url, payload] of [
      ['GET', '/api/settings', undefined],
      ['PUT', '/api/settings/name', { firstName: 'Ana', lastName: 'Lima' }],
      ['PUT', '/api/settings/notifications', { push: true, sound: true }],
      ['POST', '/api/settings/email', { newEmail: 'a@example.com', currentPassword: 'x' }],
      ['POST', '/api/settings/password', pw],
      ['GET', '/api/settings/devices', undefined],
      ['DELETE', `/api/settings/devices/${crypto.randomUUID()}`, undefined],
      ['POST', '/api/settings/devices/sign-out-others', undefined],
      ['POST', '/api/settings/delete-account', { password: 'x' }],
    ] as const) {
      const res = await t.app.inject({ method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('name', () => {
  it('changes the name, tells the person’s other tabs and their contacts live, and is audited', async () => {
    const ana = await buildUser(server.t, { firstName: 'Ana', lastName: 'Lima' });
    const ben = await buildUser(server.t);
    await startConversation(ana.client, [ben.email]);
    const [anaTab, benTab] = [await connected(ana.cookie), await connected(ben.cookie)];

    const res = await ana.client({
      method: 'PUT',
      url: '/api/settings/name',
      payload: { firstName: '  Anabel ', lastName: 'Lima-Soto' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Anabel', lastName: 'Lima-Soto' });
    const seen = (e: { userId: string; user: { firstName: string } }) =>
      e.userId === ana.user.id && e.user.firstName === 'Anabel';
    await benTab.waitFor('user_profile_updated', seen);
    await anaTab.waitFor('user_profile_updated', seen);
    expect((await lastAudit(ana.user.id))?.action).toBe('change_name');
  });

  it('rejects a name that is too short, with the register form’s words', async () => {
    const ana = await buildUser(server.t);
    const res = await ana.client({
      method: 'PUT',
      url: '/api/settings/name',
      payload: { firstName: 'A', lastName: 'Lima' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('First name must be at least 2 characters');
  });
});

describe('password', () => {
  it('refuses a wrong current password with a clear 400, and changes nothing', async () => {
    const ana = await buildUser(server.t);
    const res = await ana.client({
      method: 'POST',
      url: '/api/settings/password',
      payload: { currentPassword: 'not my password', newPassword: 'a brand new one' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Your current password is incorrect.',
      fields: { currentPassword: 'Your current password is incorrect.' },
    });
    await signIn(server.t, ana); // the old password still works
  });

  it('signs out every other session and closes its sockets; this browser stays signed in', async () => {
    const ana = await buildUser(server.t);
    const laptop = await secondDevice(ana);
    const [here, there] = [await connected(ana.cookie), await connected(laptop.cookie)];

    const res = await ana.client({
      method: 'POST',
      url: '/api/settings/password',
      payload: { currentPassword: ana.password, newPassword: 'a brand new one' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password changed. 1 other device was signed out.');
    expect((await there.closed).code).toBe(4001);
    expect(await whoAmI(laptop.client)).toBe(401);
    await settle();
    expect(here.ws.readyState).toBe(here.ws.OPEN);
    expect(await whoAmI(ana.client)).toBe(200);
    await expect(signIn(server.t, ana)).rejects.toThrow('Invalid email or password');
    await signIn(server.t, { email: ana.email, password: 'a brand new one' });
    expect((await lastAudit(ana.user.id))?.action).toBe('change_password');
  });

  it('counts wrong current passwords with sign-in’s per-account throttle, across every settings form', async () => {
    const ana = await buildUser(server.t);
    const wrong = (i: number) =>
      [
        {
          url: '/api/settings/password',
          payload: { currentPassword: `wrong ${i}`, newPassword: 'a brand new one' },
        },
        {
          url: '/api/settings/email',
          payload: { newEmail: `x${i}-${Date.now()}@example.com`, currentPassword: `wrong ${i}` },
        },
        { url: '/api/settings/delete-account', payload: { password: `wrong ${i}` } },
      ][i % 3]!;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await ana.client({ method: 'POST', ...wrong(i) });
      statuses.push(res.statusCode);
    }
    // 5 free failures (2 password, 2 e-mail, 1 deletion), then a wait before the next.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // The same counter: signing in with the right password must wait too.
    const login = await server.t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ana.email, password: ana.password },
      remoteAddress: '10.88.0.1',
    });
    expect(login.statusCode).toBe(429);
  });
});

describe('e-mail address', () => {
  const ask = (client: Client, newEmail: string, currentPassword: string) =>
    client({ method: 'POST', url: '/api/settings/email', payload: { newEmail, currentPassword } });
  const confirm = (token: string) =>
    server.t.app.inject({
      method: 'POST',
      url: '/api/settings/email/confirm',
      payload: { token },
      remoteAddress: `10.66.${Math.floor(Math.random() * 250)}.1`,
    });
  const tokenMailedTo = async (email: string) =>
    decodeMailBody((await server.t.smtp.waitFor(email)).raw).match(/token=([\w-]+)/)?.[1];

  it('refuses a wrong current password and an address already taken', async () => {
    const ana = await buildUser(server.t);
    const ben = await buildUser(server.t);
    const wrong = await ask(ana.client, `new-${Date.now()}@example.com`, 'nope');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is incorrect.');
    const taken = await ask(ana.client, ben.email.toUpperCase(), ana.password);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('already exists');
  });

  it('changes only when the link mailed to the new address is opened, once; the old address is told', async () => {
    const ana = await buildUser(server.t, { firstName: 'Ana' });
    const otherTab = await connected((await secondDevice(ana)).cookie);
    const newEmail = `ana-new-${Date.now()}@example.com`;

    const res = await ask(ana.client, newEmail, ana.password);
    expect(res.statusCode).toBe(200);
    const token = await tokenMailedTo(newEmail);
    expect(token).toBeTruthy();
    const notice = decodeMailBody((await server.t.smtp.waitFor(ana.email)).raw);
    expect(notice).toContain(newEmail);
    await otherTab.waitFor('settings_changed', (e) => e.settings.pendingEmail === newEmail);
    const pending = (await ana.client({ method: 'GET', url: '/api/settings' })).json<SettingsView>();
    expect(pending.pendingEmail).toBe(newEmail);
    // Not changed yet.
    expect((await ana.client({ method: 'GET', url: '/api/auth/user' })).json().email).toBe(ana.email);

    const first = await confirm(token!);
    expect(first.statusCode).toBe(200);
    expect((await ana.client({ method: 'GET', url: '/api/auth/user' })).json().email).toBe(newEmail);
    await otherTab.waitFor('user_profile_updated', (e) => e.user.email === newEmail);
    await signIn(server.t, { email: newEmail, password: ana.password });
    await expect(signIn(server.t, ana)).rejects.toThrow();
    expect((await lastAudit(ana.user.id))?.action).toBe('change_email');

    const again = await confirm(token!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This confirmation link has already been used.');
    // The notice to the old address goes out after the answer: wait for it.
    const toldOldAddress = () =>
      server.t.smtp.mails
        .filter((m) => m.to.includes(ana.email))
        .some((m) => decodeMailBody(m.raw).includes('now uses'));
    await expect.poll(toldOldAddress, { timeout: 10_000 }).toBe(true);
  });

  it('an unknown or expired link changes nothing', async () => {
    const ana = await buildUser(server.t);
    expect((await confirm('no-such-token')).statusCode).toBe(400);
    const newEmail = `late-${Date.now()}@example.com`;
    expect((await ask(ana.client, newEmail, ana.password)).statusCode).toBe(200);
    const token = await tokenMailedTo(newEmail);
    server.t.clock.advanceDays(25 / 24);
    try {
      const res = await confirm(token!);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('expired');
    } finally {
      server.t.clock.advanceDays(-25 / 24);
    }
  });
});

describe('devices', () => {
  it('lists each signed-in browser, this one marked, and signs one out with its sockets', async () => {
    const ana = await buildUser(server.t);
    const laptop = await secondDevice(ana);
    const there = await connected(laptop.cookie);
    const devices = (await ana.client({ method: 'GET', url: '/api/settings/devices' })).json<DeviceView[]>();
    expect(devices).toHaveLength(2);
    expect(devices.filter((d) => d.current)).toHaveLength(1);
    const firefox = devices.find((d) => d.browser === 'Firefox on Windows');
    expect(firefox?.current).toBe(false);
    expect(JSON.stringify(devices)).not.toMatch(/token|hash/i);

    const current = devices.find((d) => d.current)!;
    const self = await ana.client({ method: 'DELETE', url: `/api/settings/devices/${current.id}` });
    expect(self.statusCode).toBe(400);

    const res = await ana.client({ method: 'DELETE', url: `/api/settings/devices/${firefox!.id}` });
    expect(res.statusCode).toBe(200);
    expect((await there.closed).code).toBe(4001);
    expect(await whoAmI(laptop.client)).toBe(401);
    expect(await whoAmI(ana.client)).toBe(200);
    expect((await lastAudit(ana.user.id))?.action).toBe('sign_out_device');
  });

  it('another person’s device is not found', async () => {
    const ana = await buildUser(server.t);
    const ben = await buildUser(server.t);
    const [bens] = (await ben.client({ method: 'GET', url: '/api/settings/devices' })).json<DeviceView[]>();
    const res = await ana.client({ method: 'DELETE', url: `/api/settings/devices/${bens!.id}` });
    expect(res.statusCode).toBe(404);
    expect(await whoAmI(ben.client)).toBe(200);
  });

  it('sign out all others really ends the other sessions and closes their sockets', async () => {
    const ana = await buildUser(server.t);
    const [phone, laptop] = [
      await secondDevice(ana),
      await secondDevice(ana, 'Mozilla/5.0 (iPhone) Safari/604.1'),
    ];
    const [here, s1, s2] = [
      await connected(ana.cookie),
      await connected(phone.cookie),
      await connected(laptop.cookie),
    ];
    const res = await ana.client({ method: 'POST', url: '/api/settings/devices/sign-out-others' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('2 other devices were signed out.');
    expect((await s1.closed).code).toBe(4001);
    expect((await s2.closed).code).toBe(4001);
    expect(await whoAmI(phone.client)).toBe(401);
    expect(await whoAmI(laptop.client)).toBe(401);
    await expect(openSocket(server.base, phone.cookie)).rejects.toThrow('upgrade refused: 401');
    await here.waitFor('settings_changed');
    expect(here.ws.readyState).toBe(here.ws.OPEN);
    const left = (await ana.client({ method: 'GET', url: '/api/settings/devices' })).json<DeviceView[]>();
    expect(left.map((d) => d.current)).toEqual([true]);
  });
});

describe('push follows the session that subscribed', () => {
  const subscription = () => ({
    endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
    keys: {
      p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: Buffer.alloc(16, 9).toString('base64url'),
    },
  });
  const subscribe = async (client: Client) => {
    const s = subscription();
    const res = await client({
      method: 'POST',
      url: '/api/push-notifications/subscribe',
      payload: { subscription: s },
    });
    expect(res.statusCode).toBe(201);
    return s.endpoint;
  };

  it('a device signed out from Settings gets no more pushes; this one still does', async () => {
    const ana = await buildUser(server.t);
    const laptop = await secondDevice(ana);
    const here = await subscribe(ana.client);
    await subscribe(laptop.client);
    expect(await subscriptionsOf(server.t.db, [ana.user.id])).toHaveLength(2);

    expect(
      (await ana.client({ method: 'POST', url: '/api/settings/devices/sign-out-others' })).statusCode,
    ).toBe(200);
    const left = await subscriptionsOf(server.t.db, [ana.user.id]);
    expect(left.map((s) => s.endpoint)).toEqual([here]);
  });
});

describe('notifications', () => {
  it('saves push and sound, tells the other tabs, and push then skips the person’s devices', async () => {
    const ana = await buildUser(server.t);
    const otherTab = await connected((await secondDevice(ana)).cookie);
    await saveSubscription(server.t.db, ana.user.id, {
      endpoint: `https://push.example/${crypto.randomUUID()}`,
      keys: { p256dh: 'p', auth: 'a' },
    });
    expect(await subscriptionsOf(server.t.db, [ana.user.id])).toHaveLength(1);

    const res = await ana.client({
      method: 'PUT',
      url: '/api/settings/notifications',
      payload: { push: false, sound: false },
    });
    expect(res.statusCode).toBe(200);
    await otherTab.waitFor(
      'settings_changed',
      (e) => !e.settings.notifications.push && !e.settings.notifications.sound,
    );
    expect(
      (await ana.client({ method: 'GET', url: '/api/settings' })).json<SettingsView>().notifications,
    ).toEqual({
      push: false,
      sound: false,
    });
    expect(await subscriptionsOf(server.t.db, [ana.user.id])).toHaveLength(0);
    const bad = await ana.client({
      method: 'PUT',
      url: '/api/settings/notifications',
      payload: { push: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('deleting my account', () => {
  const remove = (client: Client, password: string) =>
    client({ method: 'POST', url: '/api/settings/delete-account', payload: { password } });

  it('asks for the password, then erases the account, signs it out and clears the cookie', async () => {
    const ana = await buildUser(server.t, { firstName: 'Ana' });
    const ben = await buildUser(server.t);
    await startConversation(ana.client, [ben.email]);
    const benTab = await connected(ben.cookie);
    const anaTab = await connected(ana.cookie);

    const wrong = await remove(ana.client, 'not it');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ password: 'Your current password is incorrect.' });

    const res = await remove(ana.client, ana.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('deleted');
    expect(res.headers['set-cookie']?.toString()).toContain(`${SESSION_COOKIE}=;`);
    expect((await anaTab.closed).code).toBe(4001);
    await benTab.waitFor(
      'user_profile_updated',
      (e) => e.userId === ana.user.id && e.user.firstName === 'Deleted',
    );
    expect(await whoAmI(ana.client)).toBe(401);
    await expect(signIn(server.t, ana)).rejects.toThrow();
    const [row] = await server.t.db.select().from(users).where(eq(users.id, ana.user.id));
    expect(row).toMatchObject({ firstName: 'Deleted', passwordHash: null });
    expect(row!.deletedAt).not.toBeNull();
    expect((await lastAudit(ana.user.id))?.action).toBe('close_own_account');
  });

  it('under a legal hold the account is deactivated, not erased, and the person is told so', async () => {
    const admin = await buildUser(server.t, { email: ADMIN_EMAIL });
    const ana = await buildUser(server.t, { firstName: 'Held' });
    const hold = await admin.client({
      method: 'POST',
      url: '/api/admin/legal-holds',
      payload: { targetType: 'user', targetId: ana.user.id, reason: 'Court order 12' },
    });
    expect(hold.statusCode).toBe(201);

    const res = await remove(ana.client, ana.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'deactivated' });
    expect(res.json().message).toContain('legal hold');
    expect(await whoAmI(ana.client)).toBe(401);
    const [row] = await server.t.db.select().from(users).where(eq(users.id, ana.user.id));
    expect(row).toMatchObject({ firstName: 'Held', email: ana.email, isBanned: true, deletedAt: null });
    expect(row!.passwordHash).not.toBeNull();
    expect((await lastAudit(ana.user.id))?.action).toBe('deactivate_own_account');
  });

  it('the administrator’s account cannot be deleted or re-addressed here', async () => {
    const admin = await signIn(server.t, { email: ADMIN_EMAIL, password: 'correct horse battery' }).catch(
      async () => (await buildUser(server.t, { email: ADMIN_EMAIL })).client,
    );
    const res = await remove(admin, 'correct horse battery');
    expect(res.statusCode).toBe(400);
    const email = await admin({
      method: 'POST',
      url: '/api/settings/email',
      payload: { newEmail: 'elsewhere@example.com', currentPassword: 'correct horse battery' },
    });
    expect(email.statusCode).toBe(400);
  });
});
