import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../common/constants';
import { buildTestApp, buildUser, clientFor, type TestApp } from '../../../test/helpers/app';
import { decodeMailBody } from '../../../test/helpers/smtp';
import { eq } from 'drizzle-orm';
import { passwordResetTokens } from '../db/schema';
import { RESET_MAILS_PER_HOUR } from '../domain/accounts';
import { FORGOT_PASSWORD_ANSWER } from './auth';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const sessionCookie = (res: {
  cookies: Array<{ name: string; value: string; httpOnly?: boolean; sameSite?: string }>;
}) => res.cookies.find((c) => c.name === SESSION_COOKIE);
let ip = 0;
const nextIp = () => `192.0.2.${++ip}`;
/** A signed-out POST from an address of its own (each address has its own rate limits). */
const post = (url: string, payload: string | Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });

/** Asks for a reset link for the address and reads its token from the mail the SMTP listener caught. */
async function mailedResetToken(email: string): Promise<string | undefined> {
  t.smtp.mails.length = 0;
  await post('/api/forgot-password', { email });
  return decodeMailBody((await t.smtp.waitFor(email)).raw).match(/token=([\w-]+)/)?.[1];
}

describe('GET /api/auth/user', () => {
  it('requires authentication', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized');
  });

  it('returns only the signed-in user, never a hash', async () => {
    const alice = await buildUser(t, { firstName: 'Alice' });
    await buildUser(t, { firstName: 'Bob' });
    const res = await alice.client({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: alice.user.id,
      firstName: 'Alice',
      darkMode: 'light',
      isBanned: 'false',
    });
    expect(JSON.stringify(body)).not.toMatch(/argon|passwordHash|token/i);
  });
});

describe('POST /api/register', () => {
  const valid = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com', password: 'secret1' };

  it('rejects invalid input with the catalogue messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, firstName: 'D' }, 'First name must be at least 2 characters'],
      [{ ...valid, lastName: 'R' }, 'Last name must be at least 2 characters'],
      [{ ...valid, email: 'nope' }, 'Please enter a valid email address'],
      [{ ...valid, password: '123' }, 'Password must be at least 6 characters'],
      [{ ...valid, firstName: 'Al\u0001\u001f' }, 'First name cannot contain control characters'],
      [{ ...valid, lastName: 'Bell\u007f' }, 'Last name cannot contain control characters'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload,
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextIp(),
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('creates the account with a trial, and refuses the same address twice', async () => {
    const res = await post('/api/register', valid);
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email: 'dana@example.com', firstName: 'Dana' });
    const again = await post('/api/register', { ...valid, email: 'DANA@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already exists');
  });

  it('is rate limited per address, and a forged X-Forwarded-For does not reset the limit', async () => {
    const address = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { ...valid, email: `rate${i}@example.com` },
        remoteAddress: address,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('POST /api/login and logout', () => {
  it('signs in, rotates the session and sets a safe cookie', async () => {
    const { email, password } = await buildUser(t);
    const first = await post('/api/login', { email, password });
    expect(first.statusCode).toBe(200);
    const cookie = sessionCookie(first)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      headers: { cookie: `${SESSION_COOKIE}=${cookie.value}` },
      remoteAddress: nextIp(),
    });
    const rotated = sessionCookie(second)!;
    expect(rotated.value).not.toBe(cookie.value);
    const old = await clientFor(
      t.app,
      `${SESSION_COOKIE}=${cookie.value}`,
    )({ method: 'GET', url: '/api/auth/user' });
    expect(old.statusCode).toBe(401);
  });

  it('answers the same for an unknown address and a wrong password', async () => {
    const { email } = await buildUser(t);
    const wrong = await post('/api/login', { email, password: 'nope' });
    const unknown = await post('/api/login', { email: 'ghost@example.com', password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('rejects bad input', async () => {
    const res = await post('/api/login', { email: 'x', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email address');
    // Where a schema has no words of its own, the message still names the field.
    const missing = await post('/api/login', { password: 'x' });
    expect(missing.json()).toMatchObject({
      message: 'email is required',
      fields: { email: 'email is required' },
    });
    const wrongType = await post('/api/login', { email: 'a@b.co', password: 42 });
    expect(wrongType.json().message).toBe('password: Invalid input: expected string, received number');
  });

  it('limits attempts per address', async () => {
    const address = nextIp();
    let last = 0;
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'ghost@example.com', password: 'x' },
        remoteAddress: address,
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });

  it('logout revokes the session; GET /api/logout redirects home', async () => {
    const { client, cookie } = await buildUser(t);
    const out = await client({ method: 'POST', url: '/api/logout' });
    expect(out.statusCode).toBe(200);
    expect((await clientFor(t.app, cookie)({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    const other = await buildUser(t);
    const redirect = await other.client({ method: 'GET', url: '/api/logout' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/');
    expect((await other.client({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
  });

  it('refuses a state-changing request from a foreign Origin', async () => {
    const { client } = await buildUser(t);
    const res = await client({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await client({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200);
  });

  it('refuses GET /api/logout from another site: a link elsewhere cannot sign anyone out', async () => {
    const { client } = await buildUser(t);
    // A top-level navigation from another site carries the SameSite=Lax cookie and says where it came from.
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }]) {
      const res = await client({ method: 'GET', url: '/api/logout', headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Cross-site request refused');
      expect((await client({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200);
    }
    const own = await client({
      method: 'GET',
      url: '/api/logout',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(302);
    expect((await client({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the address exists, and mails a single-use link', async () => {
    const { email, client } = await buildUser(t);
    const known = await post('/api/forgot-password', { email });
    const unknown = await post('/api/forgot-password', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const mail = await t.smtp.waitFor(email);
    const token = decodeMailBody(mail.raw).match(
      /http:\/\/parley\.test\/reset-password\?token=([\w-]+)/,
    )?.[1];
    expect(token).toBeTruthy();

    const short = await post('/api/reset-password', { token, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('8 characters');

    const ok = await post('/api/reset-password', { token, newPassword: 'a brand new one' });
    expect(ok.statusCode).toBe(200);
    // Every session of the user is signed out.
    expect((await client({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    const again = await post('/api/reset-password', { token, newPassword: 'another new one' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message.toLowerCase()).toContain('invalid');
    const login = await post('/api/login', { email, password: 'a brand new one' });
    expect(login.statusCode).toBe(200);
  });

  it('mails one address a few links an hour, however many addresses ask for it', async () => {
    const { email, user } = await buildUser(t);
    const asked = [];
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 3; i++)
      asked.push(await post('/api/forgot-password', { email }));
    // The answer never changes, so it tells nobody that the address exists or that the limit was reached.
    for (const res of asked) expect(res.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    const links = () =>
      t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(await links()).toHaveLength(RESET_MAILS_PER_HOUR);
    t.clock.set(new Date(Date.now() + 61 * 60 * 1000));
    await post('/api/forgot-password', { email });
    t.clock.set(new Date());
    expect(await links()).toHaveLength(RESET_MAILS_PER_HOUR + 1);
  });

  it('refuses an expired link', async () => {
    const { email } = await buildUser(t);
    const token = await mailedResetToken(email);
    t.clock.set(new Date(Date.now() + 61 * 60 * 1000));
    const res = await post('/api/reset-password', { token, newPassword: 'a brand new one' });
    t.clock.set(new Date());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('expired');
  });

  it('GET /api/reset-password/valid says only whether a link still works, without spending it', async () => {
    const { email } = await buildUser(t);
    const token = await mailedResetToken(email);
    expect(token).toBeTruthy();
    const check = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/reset-password/valid${query}`,
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json() as unknown;
    };

    expect(await check(`?token=${token}`)).toEqual({ valid: true });
    // Asking twice spends nothing: the link still resets the password.
    expect(await check(`?token=${token}`)).toEqual({ valid: true });
    // Unknown, missing and absurd tokens are simply invalid: the same answer, no details.
    expect(await check('?token=not-a-real-token')).toEqual({ valid: false });
    expect(await check('')).toEqual({ valid: false });
    expect(await check('?token=')).toEqual({ valid: false });
    expect(await check(`?token=${'x'.repeat(500)}`)).toEqual({ valid: false });

    // Expired: invalid, in the same words as a used one.
    t.clock.set(new Date(Date.now() + 61 * 60 * 1000));
    expect(await check(`?token=${token}`)).toEqual({ valid: false });
    t.clock.set(new Date());

    const reset = await post('/api/reset-password', { token, newPassword: 'a brand new one' });
    expect(reset.statusCode).toBe(200);
    // Used: invalid.
    expect(await check(`?token=${token}`)).toEqual({ valid: false });
  });

  it('limits link checks per address', async () => {
    const address = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/reset-password/valid?token=guess-${i}`,
        remoteAddress: address,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('rejects a missing token', async () => {
    const res = await post('/api/reset-password', { newPassword: 'long enough' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message.toLowerCase()).toContain('invalid');
  });
});

describe('security headers', () => {
  it('sends CSP without inline script, nosniff, frame-ancestors and no-referrer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
