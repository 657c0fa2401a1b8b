import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_DESCRIPTION_MAX, TICKET_TITLE_MAX } from '../../common/constants';
import type { AdminTicketView } from '../../common/schemas/admin';
import type { TicketView } from '../../common/schemas/support';
import { buildTestApp, buildUser, type Client, type TestApp } from '../../../test/helpers/app';
import { decodeMailBody } from '../../../test/helpers/smtp';
import { eq } from 'drizzle-orm';
import { activityLog, supportTickets, ticketReplies, users } from '../db/schema';
import { listOwnTickets } from '../domain/support';
import { APPEAL_SENT } from './support';

const ADMIN_EMAIL = 'admin@parley.test';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAIL });
});
afterAll(() => t.close());

let address = 0;
const nextAddress = () => `198.19.0.${++address}`;

describe('support tickets', () => {
  it('requires authentication', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/support-tickets' });
    expect(list.statusCode).toBe(401);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/support-tickets',
      payload: { title: 'x', description: 'y' },
    });
    expect(create.statusCode).toBe(401);
  });

  it('creates an open ticket with trimmed text and medium priority by default', async () => {
    const { client, user } = await buildUser(t);
    const res = await client({
      method: 'POST',
      url: '/api/support-tickets',
      payload: {
        title: '  Cannot upload a photo  ',
        description: '\n It spins forever \n',
        status: 'closed',
      },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(201);
    const ticket = res.json<TicketView>();
    expect(ticket).toMatchObject({
      userId: user.id,
      title: 'Cannot upload a photo',
      description: 'It spins forever',
      priority: 'medium',
      status: 'open',
    });
    expect(ticket.createdAt).toBe(t.clock.now().toISOString());
    expect(ticket.updatedAt).toBe(ticket.createdAt);
  });

  it('hides other users’ tickets and lists the user’s own newest first', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    for (const [who, title, priority] of [
      [alice, 'First', 'low'],
      [bob, 'Bob’s', 'high'],
      [alice, 'Second', 'high'],
    ] as const) {
      t.clock.set(new Date(t.clock.now().getTime() + 1000));
      const res = await who.client({
        method: 'POST',
        url: '/api/support-tickets',
        payload: { title, description: 'details', priority },
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode).toBe(201);
    }
    const mine = (await alice.client({ method: 'GET', url: '/api/support-tickets' })).json<TicketView[]>();
    expect(mine.map((ticket) => [ticket.title, ticket.priority])).toEqual([
      ['Second', 'high'],
      ['First', 'low'],
    ]);
    const bobs = (await bob.client({ method: 'GET', url: '/api/support-tickets' })).json<TicketView[]>();
    expect(bobs.map((ticket) => ticket.title)).toEqual(['Bob’s']);
  });

  it('rejects invalid input with clear messages', async () => {
    const { client } = await buildUser(t);
    const cases: Array<[unknown, string]> = [
      [{ title: '   ', description: 'x' }, 'Title is required'],
      [{ description: 'x' }, 'Title is required'],
      [{ title: 'x', description: ' \n ' }, 'Description is required'],
      [{ title: 'x', description: 'x', priority: 'urgent' }, 'Priority must be low, medium or high'],
      [
        { title: 'x'.repeat(TICKET_TITLE_MAX + 1), description: 'x' },
        `Title must be at most ${TICKET_TITLE_MAX} characters`,
      ],
      [
        { title: 'x', description: 'x'.repeat(TICKET_DESCRIPTION_MAX + 1) },
        `Description must be at most ${TICKET_DESCRIPTION_MAX} characters`,
      ],
      // Text that shows as nothing is no ticket.
      [{ title: '\u200b\u200b', description: 'x' }, 'Title is required'],
      [{ title: 'x', description: '\u2060' }, 'Description is required'],
    ];
    for (const [payload, message] of cases) {
      const res = await client({
        method: 'POST',
        url: '/api/support-tickets',
        payload: payload as Record<string, unknown>,
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const garbage = await client({
      method: 'POST',
      url: '/api/support-tickets',
      payload: '{nope',
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextAddress(),
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('keeps a title on one line: line breaks a client sends become spaces', async () => {
    const { client } = await buildUser(t);
    const res = await client({
      method: 'POST',
      url: '/api/support-tickets',
      payload: { title: ' Hi\r\nBcc: everyone@example.com \n', description: 'Line one\nline two' },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<TicketView>()).toMatchObject({
      title: 'Hi Bcc: everyone@example.com',
      description: 'Line one\nline two',
    });
  });

  it('writes nothing to the admin activity log', async () => {
    const { client } = await buildUser(t);
    const before = (await t.db.select().from(activityLog)).length;
    await client({
      method: 'POST',
      url: '/api/support-tickets',
      payload: { title: 'Quiet', description: 'No log' },
      remoteAddress: nextAddress(),
    });
    expect((await t.db.select().from(activityLog)).length).toBe(before);
  });
});

describe('POST /api/support/appeal', () => {
  const appeal = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/support/appeal', payload, remoteAddress: nextAddress() });

  it('lets a suspended person, who cannot sign in, appeal once at a time with their password', async () => {
    const { user, email, password } = await buildUser(t);
    await t.db.update(users).set({ isBanned: true, banReason: 'Spam' }).where(eq(users.id, user.id));
    const description = '  I was reported by mistake: the messages were from my brother.  ';
    const res = await appeal({ email, password, description });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: APPEAL_SENT });
    const tickets = await listOwnTickets(t.db, user.id);
    expect(tickets).toMatchObject([
      { title: 'Suspension appeal', description: description.trim(), priority: 'high', status: 'open' },
    ]);
    const again = await appeal({ email, password, description: 'Please?' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your appeal is already with the administrator.');
    expect(await listOwnTickets(t.db, user.id)).toHaveLength(1);
  });

  it('answers wrong credentials as sign-in does, and sends everyone else to sign in', async () => {
    const { user, email, password } = await buildUser(t);
    for (const wrong of [
      { email, password: 'not the password' },
      { email: 'nobody-here@example.com', password },
    ]) {
      const res = await appeal({ ...wrong, description: 'Let me back in' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid email or password');
    }
    const active = await appeal({ email, password, description: 'Let me back in' });
    expect(active.statusCode).toBe(409);
    expect(active.json().message).toMatch(/not suspended/);
    for (const bad of [
      { email, password, description: '   ' },
      { email: 'x', password, description: 'y' },
      {},
    ]) {
      expect((await appeal(bad)).statusCode).toBe(400);
    }
    expect(await listOwnTickets(t.db, user.id)).toEqual([]);
  });
});

describe('POST /api/support-tickets/:id/replies (the owner answers support)', () => {
  async function fileTicket(client: Client, title = 'Photos will not upload') {
    const res = await client({
      method: 'POST',
      url: '/api/support-tickets',
      payload: { title, description: 'The spinner never stops' },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TicketView>();
  }
  const later = () => t.clock.set(new Date(t.clock.now().getTime() + 60_000));
  const answer = (client: Client, ticketId: number, body: unknown) =>
    client({ method: 'POST', url: `/api/support-tickets/${ticketId}/replies`, payload: { body } });

  it('keeps a two-sided thread the administrator reads in order, and mails the administrator', async () => {
    const admin = await buildUser(t, { email: ADMIN_EMAIL });
    const owner = await buildUser(t);
    const ticket = await fileTicket(owner.client, 'Thread ticket');
    later();
    const support = await admin.client({
      method: 'POST',
      url: `/api/admin/support-tickets/${ticket.id}/replies`,
      payload: { body: 'Which browser?' },
    });
    expect(support.statusCode, support.body).toBe(201);
    later();
    const logBefore = (await t.db.select().from(activityLog)).length;
    const res = await answer(owner.client, ticket.id, '  Firefox on a phone.  ');
    expect(res.statusCode, res.body).toBe(201);
    const answered = res.json<TicketView>();
    expect(answered.replies).toMatchObject([
      { author: 'support', body: 'Which browser?' },
      { author: 'owner', body: 'Firefox on a phone.', createdAt: t.clock.now().toISOString() },
    ]);
    expect(answered.updatedAt).toBe(t.clock.now().toISOString());
    // The person's answer is no administrator's action: the activity log stays as it was.
    expect((await t.db.select().from(activityLog)).length).toBe(logBefore);
    // Who wrote it is stored with it.
    const [stored] = await t.db
      .select()
      .from(ticketReplies)
      .where(eq(ticketReplies.body, 'Firefox on a phone.'));
    expect(stored).toMatchObject({ authorId: owner.user.id, authorRole: 'owner' });

    const all = (await admin.client({ method: 'GET', url: '/api/admin/support-tickets' })).json<
      AdminTicketView[]
    >();
    const seen = all.find((x) => x.id === ticket.id);
    expect(seen?.replies.map((r) => [r.author, r.body])).toEqual([
      ['support', 'Which browser?'],
      ['owner', 'Firefox on a phone.'],
    ]);
    const mail = decodeMailBody((await t.smtp.waitFor(ADMIN_EMAIL)).raw);
    expect(mail).toContain(`New reply on Parley support ticket #${ticket.id}`);
    expect(mail).toContain('"Thread ticket"');
    expect(mail).toContain('http://parley.test/admin');
    expect(mail).not.toContain('Firefox on a phone.');

    // Deleting the ticket deletes its whole thread.
    const removed = await admin.client({ method: 'DELETE', url: `/api/admin/support-tickets/${ticket.id}` });
    expect(removed.statusCode).toBe(200);
    expect(await t.db.select().from(ticketReplies).where(eq(ticketReplies.ticketId, ticket.id))).toEqual([]);
  });

  it('reopens a resolved or closed ticket, and leaves one in progress as it is', async () => {
    const owner = await buildUser(t);
    for (const [before, after] of [
      ['resolved', 'open'],
      ['closed', 'open'],
      ['in_progress', 'in_progress'],
    ] as const) {
      const ticket = await fileTicket(owner.client);
      await t.db.update(supportTickets).set({ status: before }).where(eq(supportTickets.id, ticket.id));
      const res = await answer(owner.client, ticket.id, 'It happened again.');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<TicketView>().status, before).toBe(after);
    }
  });

  it('is the owner’s alone: another person gets 404, a visitor 401, bad text 400', async () => {
    const owner = await buildUser(t);
    const stranger = await buildUser(t);
    const ticket = await fileTicket(owner.client);
    const theirs = await answer(stranger.client, ticket.id, 'Me too');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Ticket not found');
    expect((await answer(owner.client, 999_999, 'Hello')).statusCode).toBe(404);
    expect((await answer(owner.client, 0, 'Hello')).statusCode).toBe(400);
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/support-tickets/${ticket.id}/replies`,
      payload: { body: 'Hello' },
    });
    expect(visitor.statusCode).toBe(401);
    for (const [body, message] of [
      ['   ', 'Please write a reply'],
      ['\u200b\u200b', 'Please write a reply'],
      [undefined, 'Please write a reply'],
      [
        'x'.repeat(TICKET_DESCRIPTION_MAX + 1),
        `A reply must be at most ${TICKET_DESCRIPTION_MAX} characters`,
      ],
    ]) {
      const res = await answer(owner.client, ticket.id, body);
      expect(res.statusCode, String(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const mine = (await owner.client({ method: 'GET', url: '/api/support-tickets' })).json<TicketView[]>();
    expect(mine.find((x) => x.id === ticket.id)?.replies).toEqual([]);
  });

  it('is limited per person: 30 an hour, and one person’s flood leaves the others alone', async () => {
    const flooder = await buildUser(t);
    const other = await buildUser(t);
    const ticket = await fileTicket(flooder.client);
    for (let i = 0; i < 30; i++)
      expect((await answer(flooder.client, ticket.id, `More ${i}`)).statusCode).toBe(201);
    const refused = await answer(flooder.client, ticket.id, 'One more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many requests/);
    const theirs = await fileTicket(other.client);
    expect((await answer(other.client, theirs.id, 'Hello')).statusCode).toBe(201);
  });
});
