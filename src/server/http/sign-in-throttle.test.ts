import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';
import { decodeMailBody } from '../../../test/helpers/smtp';
import { PASSWORD_GUESSES } from '../throttle';
import { PASSWORD_PAUSED_MESSAGE } from '../throttle/password-guesses';

/**
 * Wrong passwords are counted per account across every client address (OWASP ASVS V2.2.1): a few
 * free, then growing waits, then at most 100 an hour, after which only the mailed link signs in.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let address = 0;
/** Each request from an address of its own, as a botnet would send them. */
const fromNewAddress = () => `198.18.${(++address >> 8) % 250}.${address % 250}`;
const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: fromNewAddress(),
  });
const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));

/** `count` wrong passwords, each once the account's longest wait has passed, so each is checked (401). */
async function fail(email: string, count: number) {
  for (let i = 0; i < count; i++) {
    later(PASSWORD_GUESSES.maxDelayMs);
    const res = await signIn(email, 'not the password');
    expect(res.statusCode, res.body).toBe(401);
  }
}

describe('per-account sign-in throttle', { timeout: 180_000 }, () => {
  it('200 wrong passwords from 200 addresses at once: 5 are checked, the rest wait', async () => {
    const { email } = await buildUser(t);
    const answers = await Promise.all(Array.from({ length: 200 }, () => signIn(email, 'guess')));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PASSWORD_GUESSES.free);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - PASSWORD_GUESSES.free);
    expect(answers.find((a) => a.statusCode === 429)!.json().message).toMatch(
      /^Too many failed attempts for this account\. Please wait 1 second and try again\.$/,
    );
  });

  it('the waits grow, and a right password afterwards signs in and forgets the failures', async () => {
    const { email, password } = await buildUser(t);
    for (let i = 0; i < PASSWORD_GUESSES.free; i++)
      expect((await signIn(email, 'guess')).statusCode).toBe(401);
    // 1 s, 2 s, 4 s: each failure doubles the wait before the next attempt.
    for (const wait of [1000, 2000, 4000]) {
      expect((await signIn(email, password)).statusCode).toBe(429);
      later(wait - 1);
      expect((await signIn(email, 'guess')).statusCode).toBe(429);
      later(1);
      expect((await signIn(email, 'guess')).statusCode).toBe(401);
    }
    later(8000);
    expect((await signIn(email, password)).statusCode).toBe(200);
    // Forgotten: the next few wrong ones are free again.
    for (let i = 0; i < PASSWORD_GUESSES.free; i++)
      expect((await signIn(email, 'guess')).statusCode).toBe(401);
  });

  it('an unknown address is throttled the same way, so the answers tell nobody which addresses exist', async () => {
    const ghost = `ghost-${Date.now()}@example.com`;
    const statuses = [];
    for (let i = 0; i < PASSWORD_GUESSES.free + 1; i++)
      statuses.push((await signIn(ghost, 'guess')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('at 100 failures in an hour the password no longer signs in; the owner is mailed once and the link lets them in', async () => {
    const owner = await buildUser(t, { firstName: 'Olive' });
    t.smtp.mails.length = 0;
    const started = t.clock.now().getTime();
    await fail(owner.email, PASSWORD_GUESSES.hardLimit);
    expect(t.clock.now().getTime() - started).toBeLessThan(PASSWORD_GUESSES.windowMs);

    // Even the right password is refused now, from any address, however long one waits within the hour.
    later(PASSWORD_GUESSES.maxDelayMs);
    const refused = await signIn(owner.email, owner.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_attempts', message: PASSWORD_PAUSED_MESSAGE });

    const mail = decodeMailBody((await t.smtp.waitFor(owner.email)).raw);
    expect(mail).toMatch(/Subject: Signing in to your Parley account is paused/);
    const token = mail.match(/reset-password\?token=([\w-]+)/)?.[1];
    expect(token, mail).toBeDefined();

    // Once the first failures leave the hour, the limit is reached again: no second mail that hour.
    later(11 * 60_000);
    await fail(owner.email, 3);
    expect((await signIn(owner.email, 'not the password')).statusCode).toBe(429);
    await new Promise((r) => setTimeout(r, 300));
    expect(t.smtp.mails.filter((m) => m.to.includes(owner.email))).toHaveLength(1);

    // The mailed way in: a new password through the link, then sign-in works at once.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, newPassword: 'a brand new password' },
      remoteAddress: fromNewAddress(),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(owner.email, 'a brand new password')).statusCode).toBe(200);
  });

  it('a stranger cannot close the mailed way: Forgot password still mails the owner while sign-in is paused', async () => {
    const owner = await buildUser(t);
    await fail(owner.email, PASSWORD_GUESSES.hardLimit);
    await t.smtp.waitFor(owner.email); // the notice that sign-in is paused
    t.smtp.mails.length = 0;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: owner.email },
      remoteAddress: fromNewAddress(),
    });
    expect(asked.statusCode).toBe(200);
    const mail = decodeMailBody((await t.smtp.waitFor(owner.email)).raw);
    expect(mail).toMatch(/Subject: Reset your Parley password/);
    expect(mail).toMatch(/reset-password\?token=/);
  });

  it('an appeal checks the password, so it counts against the same limit', async () => {
    const { email } = await buildUser(t);
    const appeal = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/support/appeal',
        payload: { email, password: 'guess', description: 'Please look at my account again.' },
        remoteAddress: fromNewAddress(),
      });
    for (let i = 0; i < PASSWORD_GUESSES.free; i++) expect((await appeal()).statusCode).toBe(401);
    expect((await appeal()).statusCode).toBe(429);
    expect((await signIn(email, 'guess')).statusCode).toBe(429);
  });
});
