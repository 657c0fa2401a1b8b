import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserView } from '../../common/schemas/admin';
import { buildTestApp, buildUser, type Client, type TestApp } from '../../../test/helpers/app';
import { startConversation } from '../../../test/helpers/chat';
import { listeningTestApp, openSocket, settle } from '../../../test/helpers/ws';

/** Admin actions against real sockets on a listening server: what a banned or reset user's browser sees. */
const ADMIN_EMAIL = 'admin@parley.test';
const server = listeningTestApp(() => buildTestApp({ ADMIN_EMAIL }));
const { connected } = server;
let t: TestApp;
let base: string;
let admin: Client;
beforeAll(async () => {
  ({ t, base } = server);
  admin = (await buildUser(t, { email: ADMIN_EMAIL })).client;
});
const onlineOf = async (id: string) =>
  (await admin({ method: 'GET', url: '/api/admin/users' })).json<AdminUserView[]>().find((u) => u.id === id)
    ?.online;

describe('admin actions close the user’s sockets at once', () => {
  it('ban: every socket of the user gets session_revoked and closes; nobody else’s does', async () => {
    const mallory = await buildUser(t);
    const bystander = await buildUser(t);
    const [phone, laptop, other] = [
      await connected(mallory.cookie),
      await connected(mallory.cookie),
      await connected(bystander.cookie),
    ];
    expect(await onlineOf(mallory.user.id)).toBe(true);

    const res = await admin({
      method: 'POST',
      url: `/api/admin/users/${mallory.user.id}/ban`,
      payload: { reason: 'Threats' },
    });
    expect(res.statusCode).toBe(200);
    expect((await phone.closed).code).toBe(4001);
    expect((await laptop.closed).code).toBe(4001);
    expect(phone.events.map((e) => e.type)).toContain('session_revoked');
    await settle();
    expect(other.ws.readyState).toBe(other.ws.OPEN);
    expect(await onlineOf(mallory.user.id)).toBe(false);
    expect(await onlineOf(bystander.user.id)).toBe(true);
    // The old cookie cannot open a new socket either.
    await expect(openSocket(base, mallory.cookie)).rejects.toThrow('upgrade refused: 401');
  });

  it('reset password: the user is signed out everywhere, sockets included', async () => {
    const sam = await buildUser(t);
    const s = await connected(sam.cookie);
    const res = await admin({
      method: 'POST',
      url: `/api/admin/users/${sam.user.id}/reset-password`,
      payload: { newPassword: 'fresh start' },
    });
    expect(res.statusCode).toBe(200);
    expect((await s.closed).code).toBe(4001);
    await expect(openSocket(base, sam.cookie)).rejects.toThrow('upgrade refused: 401');
  });

  it('ban and unban: addresses the person invited stop showing as invited, and come back, at once', async () => {
    const inviter = await buildUser(t);
    const friend = await buildUser(t);
    const c = await startConversation(inviter.client, [friend.email, (await buildUser(t)).email], 'Family');
    const address = `grandpa-${Date.now()}@example.com`;
    const invite = await inviter.client({
      method: 'POST',
      url: `/api/conversations/${c.id}/participants`,
      payload: { email: address },
    });
    expect(invite.statusCode).toBe(202);
    const friends = await connected(friend.cookie);
    const ban = await admin({
      method: 'POST',
      url: `/api/admin/users/${inviter.user.id}/ban`,
      payload: { reason: 'Spam' },
    });
    expect(ban.statusCode).toBe(200);
    expect(await friends.waitFor('invitations_changed')).toMatchObject({ conversationId: c.id, invited: [] });
    await admin({ method: 'POST', url: `/api/admin/users/${inviter.user.id}/unban` });
    expect(await friends.waitFor('invitations_changed', (e) => e.invited.length > 0)).toMatchObject({
      conversationId: c.id,
      invited: [address],
    });
  });

  it('delete user: addresses the deleted account had invited stop showing as invited, at once', async () => {
    const gone = await buildUser(t);
    const friend = await buildUser(t);
    const c = await startConversation(gone.client, [friend.email, (await buildUser(t)).email], 'Family');
    const invite = await gone.client({
      method: 'POST',
      url: `/api/conversations/${c.id}/participants`,
      payload: { email: `grandma-${Date.now()}@example.com` },
    });
    expect(invite.statusCode).toBe(202);
    const friends = await connected(friend.cookie);
    expect((await admin({ method: 'DELETE', url: `/api/admin/users/${gone.user.id}` })).statusCode).toBe(200);
    expect(await friends.waitFor('invitations_changed')).toEqual({
      type: 'invitations_changed',
      conversationId: c.id,
      invited: [],
    });
  });

  it('delete user: the deleted account’s sockets close, and the people they talked with see the name go', async () => {
    const gone = await buildUser(t, { firstName: 'Gina' });
    const friend = await buildUser(t);
    const stranger = await buildUser(t);
    await startConversation(gone.client, [friend.email]);
    const [s, friends, strangers] = [
      await connected(gone.cookie),
      await connected(friend.cookie),
      await connected(stranger.cookie),
    ];
    const res = await admin({ method: 'DELETE', url: `/api/admin/users/${gone.user.id}` });
    expect(res.statusCode).toBe(200);
    expect((await s.closed).code).toBe(4001);
    expect(await friends.waitFor('user_profile_updated')).toMatchObject({
      userId: gone.user.id,
      user: { firstName: 'Deleted', lastName: 'User', profileImageUrl: null },
    });
    await settle();
    expect(strangers.events.map((e) => e.type)).not.toContain('user_profile_updated');
  });
});
