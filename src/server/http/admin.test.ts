import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../common/constants';
import type { ActivityView, AdminTicketView, AdminUserView } from '../../common/schemas/admin';
import type { TicketView } from '../../common/schemas/support';
import { buildTestApp, buildUser, clientFor, type Client, type TestApp } from '../../../test/helpers/app';
import {
  activityLog,
  avatars,
  barredAddresses,
  legalHolds,
  messages,
  pushSubscriptions,
  sessions,
  supportTickets,
  users,
} from '../db/schema';
import { BANNED_LOGIN_MESSAGE } from '../domain/accounts';
import { BARRED_ADDRESS_MESSAGE } from '../domain/barred-addresses';
import type { Envelope } from '../realtime/bus';
import { verifyChain } from '../../common/records/chain';
import { sendText, startConversation } from '../../../test/helpers/chat';
import type { ConversationView, MessageView } from '../../common/types';

const ADMIN_EMAIL = 'admin@parley.test';
let t: TestApp;
let admin: Client;
let adminId: string;
let address = 0;
const nextAddress = () => `198.20.${Math.floor(++address / 250)}.${address % 250}`;
const published: Envelope[] = [];

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAIL });
  const a = await buildUser(t, { email: ADMIN_EMAIL, firstName: 'Ada', lastName: 'Admin' });
  admin = a.client;
  adminId = a.user.id;
  t.deps.bus.subscribe((envelope) => published.push(envelope));
});
afterAll(() => t.close());

async function logIn(email: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return { res, client: cookie ? clientFor(t.app, `${SESSION_COOKIE}=${cookie.value}`) : null };
}
const whoAmI = async (client: Client) => (await client({ method: 'GET', url: '/api/auth/user' })).statusCode;
const latestLog = async () =>
  (await admin({ method: 'GET', url: '/api/admin/activity-log' })).json<ActivityView[]>()[0];

describe('ban and unban', () => {
  it('ends the open session at once, closes sockets, refuses login until unbanned, and logs both', async () => {
    const mallory = await buildUser(t, { firstName: 'Mallory', lastName: 'Jones' });
    const phone = await logIn(mallory.email, mallory.password);
    expect(await whoAmI(mallory.client)).toBe(200);
    published.length = 0;

    const ban = await admin({
      method: 'POST',
      url: `/api/admin/users/${mallory.user.id}/ban`,
      payload: { reason: '  Harassment  ' },
    });
    expect(ban.statusCode).toBe(200);
    expect(ban.json().user).toMatchObject({ isBanned: 'true', banReason: 'Harassment' });
    expect(await whoAmI(mallory.client)).toBe(401);
    expect(await whoAmI(phone.client!)).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, mallory.user.id))).toEqual([]);
    expect(published).toContainEqual({ userIds: [mallory.user.id], event: { type: 'session_revoked' } });

    const refused = await logIn(mallory.email, mallory.password);
    expect(refused.res.statusCode).toBe(403);
    expect(refused.res.json().message).toBe(BANNED_LOGIN_MESSAGE);
    expect(await latestLog()).toMatchObject({
      action: 'ban_user',
      adminId,
      targetUserId: mallory.user.id,
      targetUser: { firstName: 'Mallory', lastName: 'Jones' },
      details: 'Banned Mallory Jones. Reason: Harassment',
    });

    const again = await admin({
      method: 'POST',
      url: `/api/admin/users/${mallory.user.id}/ban`,
      payload: { reason: 'x' },
    });
    expect(again.statusCode).toBe(409);

    const unban = await admin({ method: 'POST', url: `/api/admin/users/${mallory.user.id}/unban` });
    expect(unban.statusCode).toBe(200);
    expect(unban.json().user).toMatchObject({ isBanned: 'false', banReason: null });
    expect((await logIn(mallory.email, mallory.password)).res.statusCode).toBe(200);
    expect(await latestLog()).toMatchObject({ action: 'unban_user', targetUserId: mallory.user.id });
    expect(
      (await admin({ method: 'POST', url: `/api/admin/users/${mallory.user.id}/unban` })).statusCode,
    ).toBe(409);
  });

  it('refuses to ban the administrator’s own account', async () => {
    const res = await admin({
      method: 'POST',
      url: `/api/admin/users/${adminId}/ban`,
      payload: { reason: 'oops' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot ban your own account.');
  });

  it('lists users with ban state and last activity, never a hash', async () => {
    const quiet = await buildUser(t, { firstName: 'Quinn' });
    await admin({
      method: 'POST',
      url: `/api/admin/users/${quiet.user.id}/ban`,
      payload: { reason: 'Spam' },
    });
    const res = await admin({ method: 'GET', url: '/api/admin/users' });
    expect(res.statusCode).toBe(200);
    const list = res.json<AdminUserView[]>();
    expect(list.find((u) => u.id === quiet.user.id)).toMatchObject({ isBanned: 'true', banReason: 'Spam' });
    expect(list.find((u) => u.id === adminId)?.lastActiveAt).toBe(t.clock.now().toISOString());
    expect(res.body).not.toMatch(/argon|passwordHash|token/i);
  });
});

describe('admin password reset', () => {
  it('sets the trimmed new password and signs the user out everywhere', async () => {
    const sam = await buildUser(t);
    const laptop = await logIn(sam.email, sam.password);
    published.length = 0;
    const res = await admin({
      method: 'POST',
      url: `/api/admin/users/${sam.user.id}/reset-password`,
      payload: { newPassword: '  x1  ' },
    });
    expect(res.statusCode).toBe(200);
    expect(await whoAmI(sam.client)).toBe(401);
    expect(await whoAmI(laptop.client!)).toBe(401);
    expect(published).toContainEqual({ userIds: [sam.user.id], event: { type: 'session_revoked' } });
    expect((await logIn(sam.email, sam.password)).res.statusCode).toBe(401);
    expect((await logIn(sam.email, 'x1')).res.statusCode).toBe(200);
    expect(await latestLog()).toMatchObject({ action: 'reset_password', targetUserId: sam.user.id });
  });

  it('keeps the administrator’s current session when they reset their own password', async () => {
    const other = await logIn(ADMIN_EMAIL, 'correct horse battery');
    const res = await admin({
      method: 'POST',
      url: `/api/admin/users/${adminId}/reset-password`,
      payload: { newPassword: 'correct horse battery' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password changed; your other sessions have been signed out');
    expect(await whoAmI(admin)).toBe(200);
    expect(await whoAmI(other.client!)).toBe(401);
    expect((await latestLog()).details).toBe(
      'Changed their own password and signed out their other sessions',
    );
    // Other people's passwords have no length rule; the administrator's own has the usual one.
    const short = await admin({
      method: 'POST',
      url: `/api/admin/users/${adminId}/reset-password`,
      payload: { newPassword: 'abc' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Your own password must be at least 8 characters long');
    expect((await logIn(ADMIN_EMAIL, 'correct horse battery')).res.statusCode).toBe(200);
  });
});

describe('support tickets for the administrator', () => {
  it('lists every ticket with its owner, updates status to any value, deletes, and logs each', async () => {
    const owner = await buildUser(t, { firstName: 'Olive', lastName: 'Owner' });
    const created = (
      await owner.client({
        method: 'POST',
        url: '/api/support-tickets',
        payload: { title: 'Billing', description: 'Charged twice', priority: 'high' },
        remoteAddress: nextAddress(),
      })
    ).json<TicketView>();
    const all = (await admin({ method: 'GET', url: '/api/admin/support-tickets' })).json<AdminTicketView[]>();
    expect(all.find((x) => x.id === created.id)).toMatchObject({
      title: 'Billing',
      status: 'open',
      user: { id: owner.user.id, firstName: 'Olive', lastName: 'Owner', email: owner.email },
    });

    for (const status of ['in_progress', 'resolved', 'open', 'closed'] as const) {
      t.clock.set(new Date(t.clock.now().getTime() + 60_000));
      const res = await admin({
        method: 'PUT',
        url: `/api/admin/support-tickets/${created.id}`,
        payload: { status },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status, updatedAt: t.clock.now().toISOString() });
      const seenByOwner = (await owner.client({ method: 'GET', url: '/api/support-tickets' })).json<
        TicketView[]
      >();
      expect(seenByOwner[0].status).toBe(status);
    }
    expect(await latestLog()).toMatchObject({
      action: 'update_ticket',
      targetUserId: owner.user.id,
      details: `Ticket #${created.id} status: Open → Closed`,
    });

    const del = await admin({ method: 'DELETE', url: `/api/admin/support-tickets/${created.id}` });
    expect(del.statusCode).toBe(200);
    expect((await owner.client({ method: 'GET', url: '/api/support-tickets' })).json()).toEqual([]);
    expect(await latestLog()).toMatchObject({
      action: 'delete_ticket',
      details: `Deleted ticket #${created.id}: Billing`,
    });
    expect(
      (await admin({ method: 'DELETE', url: `/api/admin/support-tickets/${created.id}` })).statusCode,
    ).toBe(404);
  });
});

describe('replies to support tickets', () => {
  it('the administrator answers; the owner reads it on /support and gets it by mail; others cannot reply', async () => {
    const owner = await buildUser(t, { firstName: 'Rae', lastName: 'Reader' });
    const ticket = (
      await owner.client({
        method: 'POST',
        url: '/api/support-tickets',
        payload: { title: 'Cannot upload photo', description: 'It says Upload failed' },
        remoteAddress: nextAddress(),
      })
    ).json<TicketView>();
    expect(ticket.replies).toEqual([]);
    const url = `/api/admin/support-tickets/${ticket.id}/replies`;
    const res = await admin({ method: 'POST', url, payload: { body: '  Try a JPEG under 5 MB, please.  ' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<TicketView>().replies).toMatchObject([{ body: 'Try a JPEG under 5 MB, please.' }]);
    const mine = (await owner.client({ method: 'GET', url: '/api/support-tickets' })).json<TicketView[]>();
    expect(mine[0].replies.map((r) => r.body)).toEqual(['Try a JPEG under 5 MB, please.']);
    const mail = (await t.smtp.waitFor(owner.email)).raw;
    expect(mail).toContain(`Reply to your Parley support ticket #${ticket.id}`);
    expect(mail).toContain('Try a JPEG under 5 MB, please.');
    expect(await latestLog()).toMatchObject({ action: 'reply_ticket', targetUserId: owner.user.id });
    // Nobody else may answer, an empty reply is refused, and an unknown ticket is a 404.
    expect((await owner.client({ method: 'POST', url, payload: { body: 'Me too' } })).statusCode).toBe(403);
    for (const body of ['   ', '\u200b\u200b']) {
      expect((await admin({ method: 'POST', url, payload: { body } })).statusCode).toBe(400);
    }
    const missing = await admin({
      method: 'POST',
      url: '/api/admin/support-tickets/999999/replies',
      payload: { body: 'Hello' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

/** A two-person conversation made through the API, as the people themselves would. */
async function conversationBetween(a: { client: Client }, b: { client: Client; email: string }) {
  const conversation = await startConversation(a.client, [b.email]);
  await sendText(a.client, conversation.id, 'Can we talk about the weekend?');
  await sendText(b.client, conversation.id, 'Sure, Saturday works.');
  await sendText(a.client, conversation.id, 'Great, see you then.');
  return conversation.id;
}

describe('delete user', () => {
  it('erases the account’s personal data while the other participant’s conversation stays intact', async () => {
    const leaving = await buildUser(t, { firstName: 'Lee', lastName: 'Leaving' });
    const staying = await buildUser(t, { firstName: 'Stay', lastName: 'Here' });
    const conversationId = await conversationBetween(leaving, staying);
    await t.db.update(users).set({ avatarVersion: 1 }).where(eq(users.id, leaving.user.id));
    await t.db
      .insert(avatars)
      .values({ userId: leaving.user.id, image: Buffer.from('img'), contentType: 'image/webp' });
    await t.db.insert(pushSubscriptions).values({
      userId: leaving.user.id,
      endpoint: `https://push.example/${leaving.user.id}`,
      p256dh: 'k',
      auth: 'a',
    });
    const ticket = (
      await leaving.client({
        method: 'POST',
        url: '/api/support-tickets',
        payload: { title: 'Delete me', description: 'Please' },
        remoteAddress: nextAddress(),
      })
    ).json<TicketView>();
    published.length = 0;

    const res = await admin({ method: 'DELETE', url: `/api/admin/users/${leaving.user.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'deleted' });

    const [row] = await t.db.select().from(users).where(eq(users.id, leaving.user.id));
    expect(row).toMatchObject({
      firstName: 'Deleted',
      lastName: 'User',
      email: `deleted-${leaving.user.id}@deleted.invalid`,
      passwordHash: null,
      avatarVersion: null,
    });
    expect(row.deletedAt).toEqual(t.clock.now());
    expect(await t.db.select().from(avatars).where(eq(avatars.userId, leaving.user.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, leaving.user.id))).toEqual([]);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, leaving.user.id)),
    ).toEqual([]);
    expect(published).toContainEqual({ userIds: [leaving.user.id], event: { type: 'session_revoked' } });
    expect(await whoAmI(leaving.client)).toBe(401);
    expect((await logIn(leaving.email, leaving.password)).res.statusCode).toBe(401);

    // The ticket stays for the record, detached: the Support tab shows 'Unknown User'.
    const tickets = (await admin({ method: 'GET', url: '/api/admin/support-tickets' })).json<
      AdminTicketView[]
    >();
    expect(tickets.find((x) => x.id === ticket.id)).toMatchObject({ userId: null, user: null });
    const [kept] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(kept.title).toBe('Delete me');

    // The other participant's conversation keeps every message, its chain intact, the sender a deleted user.
    const stored = await t.db
      .select({ message: messages, sender: users })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(eq(messages.conversationId, conversationId))
      .orderBy(asc(messages.id));
    expect(stored.map((s) => s.message.finalContent)).toEqual([
      'Can we talk about the weekend?',
      'Sure, Saturday works.',
      'Great, see you then.',
    ]);
    expect(verifyChain(stored.map((s) => s.message)).ok).toBe(true);
    expect(
      stored
        .filter((s) => s.message.senderId === leaving.user.id)
        .map((s) => `${s.sender.firstName} ${s.sender.lastName}`),
    ).toEqual(['Deleted User', 'Deleted User']);
    expect(await whoAmI(staying.client)).toBe(200);
    const read = await staying.client({ method: 'GET', url: `/api/messages/${conversationId}` });
    expect(read.statusCode).toBe(200);
    const shown = read.json<MessageView[]>();
    expect(shown.map((m) => m.finalContent)).toEqual([
      'Can we talk about the weekend?',
      'Sure, Saturday works.',
      'Great, see you then.',
    ]);
    expect(shown[0].sender).toMatchObject({ id: leaving.user.id, firstName: 'Deleted', lastName: 'User' });
    expect(shown[0].sender.profileImageUrl).toBeNull();
    expect(JSON.stringify(shown)).not.toContain(leaving.email);
    const list = await staying.client({ method: 'GET', url: '/api/conversations' });
    expect(list.json<ConversationView[]>().some((c) => c.id === conversationId)).toBe(true);

    const adminList = (await admin({ method: 'GET', url: '/api/admin/users' })).json<AdminUserView[]>();
    expect(adminList.some((u) => u.id === leaving.user.id)).toBe(false);
    const entry = await latestLog();
    expect(entry).toMatchObject({ action: 'delete_user', targetUserId: leaving.user.id });
    expect(JSON.stringify(entry)).not.toContain('Leaving');
    expect((await admin({ method: 'DELETE', url: `/api/admin/users/${leaving.user.id}` })).statusCode).toBe(
      404,
    );
  });

  it('never deletes the administrator’s own account', async () => {
    const res = await admin({ method: 'DELETE', url: `/api/admin/users/${adminId}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot delete your own account.');
    expect(await whoAmI(admin)).toBe(200);
  });

  it('keeps a deleted suspended account’s address from registering again; any other address is freed', async () => {
    const register = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { firstName: 'New', lastName: 'Start', email, password: 'a fresh password 1' },
        remoteAddress: nextAddress(),
      });
    const mallory = await buildUser(t, { firstName: 'Mallory', lastName: 'Again' });
    const quiet = await buildUser(t, { firstName: 'Quinn', lastName: 'Quiet' });
    await admin({
      method: 'POST',
      url: `/api/admin/users/${mallory.user.id}/ban`,
      payload: { reason: 'Threats' },
    });
    for (const person of [mallory, quiet]) {
      expect((await admin({ method: 'DELETE', url: `/api/admin/users/${person.user.id}` })).statusCode).toBe(
        200,
      );
    }
    const log = (await admin({ method: 'GET', url: '/api/admin/activity-log' })).json<ActivityView[]>();
    expect(log.find((e) => e.targetUserId === mallory.user.id)?.details).toContain('cannot register again');
    expect(log.find((e) => e.targetUserId === quiet.user.id)?.details).not.toContain('register');

    const refused = await register(mallory.email.toUpperCase());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(BARRED_ADDRESS_MESSAGE);
    expect(JSON.stringify(await t.db.select().from(barredAddresses))).not.toContain(mallory.email);
    expect((await register(quiet.email)).statusCode).toBe(201);
  });

  it('deactivates instead of erasing a user under an active legal hold', async () => {
    const held = await buildUser(t, { firstName: 'Hal', lastName: 'Held' });
    await t.db.insert(legalHolds).values({ targetType: 'user', targetId: held.user.id, reason: 'Case 42' });
    const res = await admin({ method: 'DELETE', url: `/api/admin/users/${held.user.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'deactivated' });
    expect(res.json().message).toContain('legal hold');
    const [row] = await t.db.select().from(users).where(eq(users.id, held.user.id));
    expect(row).toMatchObject({
      firstName: 'Hal',
      lastName: 'Held',
      email: held.email,
      isBanned: true,
      deletedAt: null,
    });
    expect(await whoAmI(held.client)).toBe(401);
    expect((await logIn(held.email, held.password)).res.statusCode).toBe(403);
    expect(await latestLog()).toMatchObject({ action: 'deactivate_user', targetUserId: held.user.id });
  });

  it('erases normally once the hold is lifted', async () => {
    const lifted = await buildUser(t);
    await t.db
      .insert(legalHolds)
      .values({ targetType: 'user', targetId: lifted.user.id, liftedAt: t.clock.now() });
    const res = await admin({ method: 'DELETE', url: `/api/admin/users/${lifted.user.id}` });
    expect(res.json()).toMatchObject({ outcome: 'deleted' });
  });
});

describe('the activity log', () => {
  it('holds one entry per successful admin action and nothing from failed ones', async () => {
    const before = (await t.db.select().from(activityLog)).length;
    await admin({
      method: 'POST',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/ban',
      payload: { reason: 'x' },
    });
    await admin({ method: 'DELETE', url: `/api/admin/users/${adminId}` });
    expect((await t.db.select().from(activityLog)).length).toBe(before);
  });
});
