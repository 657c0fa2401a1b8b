import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../common/constants';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';
import { appSettings } from '../db/schema';
import { ensureAdminAccount } from './admin-account';

let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const logIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: `198.30.0.${++ip}`,
  });

describe('the administrator account at start-up', () => {
  it('is created once, with a password only the log holds', async () => {
    const email = `first-admin-${Date.now()}@parley.test`;
    const first = await ensureAdminAccount(t.db, t.clock, email);
    expect(first.kind).toBe('created');
    if (first.kind !== 'created') return;
    expect((await logIn(email, first.password)).statusCode).toBe(200);
    expect(await ensureAdminAccount(t.db, t.clock, email)).toEqual({ kind: 'unchanged' });
    expect((await logIn(email, first.password)).statusCode).toBe(200);
  });

  it('takes a self-registered account named by a changed ADMIN_EMAIL away from whoever registered it', async () => {
    await ensureAdminAccount(t.db, t.clock, `before-${Date.now()}@parley.test`);
    const squatter = await buildUser(t, { email: `owner-${Date.now()}@parley.test` });
    const before = await logIn(squatter.email, squatter.password);
    const cookie = before.cookies.find((c) => c.name === SESSION_COOKIE)?.value;

    const outcome = await ensureAdminAccount(t.db, t.clock, squatter.email);
    expect(outcome.kind).toBe('taken_over');
    if (outcome.kind !== 'taken_over') return;
    expect((await logIn(squatter.email, squatter.password)).statusCode).toBe(401);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
    });
    expect(stale.statusCode).toBe(401);
    expect((await logIn(squatter.email, outcome.password)).statusCode).toBe(200);
    // Decided once: the next start leaves the new password alone.
    expect(await ensureAdminAccount(t.db, t.clock, squatter.email)).toEqual({ kind: 'unchanged' });
  });

  it('on a server from before the record, keeps the administrator it already had', async () => {
    const existing = await buildUser(t, { email: `older-admin-${Date.now()}@parley.test` });
    await t.db.delete(appSettings).where(eq(appSettings.key, 'admin_account_issued_to'));
    expect(await ensureAdminAccount(t.db, t.clock, existing.email)).toEqual({ kind: 'unchanged' });
    expect((await logIn(existing.email, existing.password)).statusCode).toBe(200);
  });

  it('two instances starting together create one account and print one password', async () => {
    const email = `together-${Date.now()}@parley.test`;
    const outcomes = await Promise.all([
      ensureAdminAccount(t.db, t.clock, email),
      ensureAdminAccount(t.db, t.clock, email),
    ]);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['created', 'unchanged']);
  });
});
