import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../common/constants';
import type { ConversationView } from '../../common/types';
import { buildTestApp, buildUser, clientFor, type TestApp } from '../../../test/helpers/app';
import { decodeMailBody } from '../../../test/helpers/smtp';
import { startLocalTwilio, type LocalTwilio } from '../../../test/helpers/twilio-server';
import { INVITATION_UNUSABLE, SMS_NOT_CONFIGURED } from './invitations';
import { eq, sql } from 'drizzle-orm';
import { conversationParticipants, invitations, users } from '../db/schema';
import { INVITATION_TTL_DAYS } from '../domain/invitations';
import { startConversation } from '../../../test/helpers/chat';

let t: TestApp;
/** Texts go through the twilio SDK to a local server speaking Twilio's REST API. */
let twilioApi: LocalTwilio;
beforeAll(async () => {
  twilioApi = await startLocalTwilio();
  t = await buildTestApp({
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: twilioApi.accountSid,
    TWILIO_AUTH_TOKEN: twilioApi.authToken,
    TWILIO_FROM: '+15550001111',
    TWILIO_API_URL: twilioApi.url,
  });
});
afterAll(async () => {
  await t?.close(); // t is unset when set-up itself failed
  await twilioApi?.close();
});
/** The invitation link in the text Twilio accepted for a number. */
function linkTextedTo(phone: string): URL {
  const text = twilioApi.sent.find((x) => x.to === phone);
  if (!text) throw new Error(`nothing was texted to ${phone}`);
  return new URL(text.body.match(/http:\/\/parley\.test\/register\?\S+/)![0]);
}

describe('POST /api/invite', () => {
  it('mails a register link carrying the token and the address', async () => {
    const alice = await buildUser(t, { firstName: 'Alice', lastName: 'Sender' });
    const address = `friend-${randomUUID().slice(0, 8)}@example.com`;
    const res = await alice.client({
      method: 'POST',
      url: '/api/invite',
      payload: { email: `  ${address.toUpperCase()} ` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Invitation sent', channel: 'email' });
    const mail = decodeMailBody((await t.smtp.waitFor(address)).raw);
    expect(mail).toContain('Alice Sender invited you to Parley');
    const link = new URL(mail.match(/http:\/\/parley\.test\/register\?[^\s"<]+/)![0].replace(/&amp;/g, '&'));
    expect(link.searchParams.get('email')).toBe(address);
    expect(link.searchParams.get('invite')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('texts a phone number through the SMS sender, and registering joins the inviter', async () => {
    const alice = await buildUser(t);
    const res = await alice.client({
      method: 'POST',
      url: '/api/invite',
      payload: { email: '+1 (555) 010-4477' },
    });
    expect(res.json()).toEqual({ message: 'Invitation sent', channel: 'sms' });
    const link = linkTextedTo('+15550104477');
    expect(link.searchParams.get('phone')).toBe('+15550104477');
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        firstName: 'Pat',
        lastName: 'Phone',
        email: `pat-${randomUUID().slice(0, 8)}@example.com`,
        password: 'secret12',
        inviteToken: link.searchParams.get('invite'),
      },
      remoteAddress: '198.51.100.31',
    });
    expect(reg.statusCode).toBe(201);
    const list = (await alice.client({ method: 'GET', url: '/api/conversations' })).json();
    expect(list).toHaveLength(1);
    expect(list[0].participants.map((p: { user: { firstName: string } }) => p.user.firstName)).toContain(
      'Pat',
    );
  });

  it('says which number Twilio refused, with a 400 the dialog shows', async () => {
    const alice = await buildUser(t);
    twilioApi.refuse('+15550107788', 21614, "'To' number is not a valid mobile number");
    const res = await alice.client({
      method: 'POST',
      url: '/api/invite',
      payload: { email: '+1 555 010 7788' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'We could not text +15550107788: it is not a mobile number. Check the number, or invite them by e-mail.',
    );
  });

  it('answers 503, not 500, while Twilio is down', async () => {
    const alice = await buildUser(t);
    twilioApi.breakDown(true);
    try {
      const res = await alice.client({
        method: 'POST',
        url: '/api/invite',
        payload: { email: '+15550107799' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('We could not send the invitation just now. Please try again.');
    } finally {
      twilioApi.breakDown(false);
    }
  });

  it('shares one hourly budget between /api/invite and conversations started with new addresses', async () => {
    const alice = await buildUser(t);
    const addresses = (n: number, tag: string) =>
      Array.from({ length: n }, (_, i) => `${tag}-${i}-${randomUUID().slice(0, 6)}@example.com`);
    const start = (emails: string[]) =>
      alice.client({ method: 'POST', url: '/api/conversations', payload: { participantEmails: emails } });
    expect((await start(addresses(15, 'first'))).statusCode).toBe(201);
    for (const email of addresses(5, 'single')) {
      expect(
        (await alice.client({ method: 'POST', url: '/api/invite', payload: { email } })).statusCode,
      ).toBe(200);
    }
    // The hour's 20 are spent, by either road; nothing is created or mailed for a refused request.
    const overBudget = addresses(2, 'over');
    const refused = await start(overBudget);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('You can invite up to 20 people an hour. Please try again later.');
    const again = await alice.client({
      method: 'POST',
      url: '/api/invite',
      payload: { email: overBudget[0] },
    });
    expect(again.statusCode).toBe(429);
    const listed = await alice.client({ method: 'GET', url: '/api/conversations' });
    expect(listed.json()).toHaveLength(1);
    // Someone else's budget is their own.
    const bob = await buildUser(t);
    const bobs = await bob.client({ method: 'POST', url: '/api/invite', payload: { email: overBudget[1] } });
    expect(bobs.statusCode).toBe(200);
  });

  it('refuses bad values and people who already have an account, with 4xx', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    for (const email of ['', '   ', 'not an address', '12', 'x'.repeat(300), '+1 555 abc']) {
      const res = await alice.client({ method: 'POST', url: '/api/invite', payload: { email } });
      expect(res.statusCode, email).toBe(400);
    }
    const existing = await alice.client({
      method: 'POST',
      url: '/api/invite',
      payload: { email: bob.email },
    });
    expect(existing.statusCode).toBe(409);
    expect(existing.json().message).toContain('already has a Parley account');
  });
});

describe('POST /api/invitations/accept', () => {
  /** Alice invites a new address by mail; returns the link's token. */
  async function mailedToken(alice: Awaited<ReturnType<typeof buildUser>>, address: string) {
    const res = await alice.client({ method: 'POST', url: '/api/invite', payload: { email: address } });
    expect(res.statusCode).toBe(200);
    const mail = decodeMailBody((await t.smtp.waitFor(address)).raw).replace(/&amp;/g, '&');
    return new URL(mail.match(/http:\/\/parley\.test\/register\?[^\s"<]+/)![0]).searchParams.get('invite')!;
  }
  const accept = (client: Awaited<ReturnType<typeof buildUser>>['client'], token: unknown) =>
    client({ method: 'POST', url: '/api/invitations/accept', payload: { token } });

  it('puts someone already signed in, with the invited address, in a conversation with the inviter, once', async () => {
    const alice = await buildUser(t, { firstName: 'Alice' });
    const address = `later-${randomUUID().slice(0, 8)}@example.com`;
    const token = await mailedToken(alice, address);
    // Someone else holding the link (a forwarded mail) cannot use it, and it stays open.
    const mallory = await buildUser(t);
    const refused = await accept(mallory.client, token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(INVITATION_UNUSABLE);
    // The invitee signed up without the link, then found the mail.
    const dan = await buildUser(t, { email: address });
    const res = await accept(dan.client, token);
    expect(res.statusCode, res.body).toBe(200);
    const { conversationId } = res.json();
    for (const who of [alice, dan]) {
      const list = (await who.client({ method: 'GET', url: '/api/conversations' })).json();
      expect(list.map((c: { id: string }) => c.id)).toEqual([conversationId]);
    }
    expect((await accept(dan.client, token)).statusCode).toBe(404);
  });

  it("refuses the inviter's own link, visitors, and malformed tokens, with 4xx", async () => {
    const alice = await buildUser(t);
    const sent = await alice.client({
      method: 'POST',
      url: '/api/invite',
      payload: { email: '+44 20 7946 0018' },
    });
    expect(sent.statusCode).toBe(200);
    const token = linkTextedTo('+442079460018').searchParams.get('invite');
    const own = await accept(alice.client, token);
    expect(own.statusCode).toBe(404);
    expect((await alice.client({ method: 'GET', url: '/api/conversations' })).json()).toEqual([]);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token },
    });
    expect(visitor.statusCode).toBe(401);
    for (const bad of ['', '   ', 'x'.repeat(201), 42, null]) {
      expect((await accept(alice.client, bad)).statusCode, String(bad)).toBe(400);
    }
    // Still usable by the person it was texted to.
    const pat = await buildUser(t);
    expect((await accept(pat.client, token)).statusCode).toBe(200);
  });
});

describe('POST /api/invite to a phone number with no SMS provider', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await buildTestApp(); // SMS_PROVIDER defaults to none
  });
  afterAll(() => bare?.close());

  it('sends nothing, says so, and hands the inviter a working link', async () => {
    const alice = await buildUser(bare, { firstName: 'Alice' });
    const res = await alice.client({
      method: 'POST',
      url: '/api/invite',
      payload: { email: '+1 555 010 2233' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: SMS_NOT_CONFIGURED, channel: 'link' });
    const link = new URL(body.link);
    expect(`${link.origin}${link.pathname}`).toBe('http://parley.test/register');
    expect(link.searchParams.get('phone')).toBe('+15550102233');
    const pat = await buildUser(bare);
    const accepted = await pat.client({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token: link.searchParams.get('invite') },
    });
    expect(accepted.statusCode).toBe(200);
  });
});

describe('an address invited more than once', () => {
  const tokensIn = (address: string) =>
    t.smtp.mails
      .filter((m) => m.to.includes(address))
      .map(
        (m) =>
          decodeMailBody(m.raw)
            .replace(/&amp;/g, '&')
            .match(/invite=([A-Za-z0-9_-]+)/)![1],
      );

  it('lands in every conversation waiting for it with one link, and no extra one-to-one is started', async () => {
    const alice = await buildUser(t, { firstName: 'Alice' });
    const address = `twice-${randomUUID().slice(0, 8)}@example.com`;
    // Invite User, then Start Chat with the same address: two mails, one of them a conversation.
    expect(
      (await alice.client({ method: 'POST', url: '/api/invite', payload: { email: address } })).statusCode,
    ).toBe(200);
    const started = await alice.client({
      method: 'POST',
      url: '/api/conversations',
      payload: { participantEmails: [address] },
    });
    expect(started.statusCode).toBe(201);
    await t.smtp.waitFor(address);
    let tokens: string[] = [];
    await expect.poll(() => (tokens = tokensIn(address)).length).toBe(2);
    // Until then the conversation shows who it waits for.
    const waiting = (await alice.client({ method: 'GET', url: '/api/conversations' })).json();
    expect(waiting.map((c: { invited: string[] }) => c.invited)).toEqual([[address]]);
    // Dan registers from the first mail (the plain invitation).
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        firstName: 'Dan',
        lastName: 'Twice',
        email: address,
        password: 'secret12',
        inviteToken: tokens[0],
      },
      remoteAddress: '198.51.100.77',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const list = (await alice.client({ method: 'GET', url: '/api/conversations' })).json();
    expect(list).toHaveLength(1);
    expect(list[0].id).toBe(started.json().id);
    expect(list[0].participants.map((p: { user: { email: string } }) => p.user.email).sort()).toEqual(
      [alice.email, address].sort(),
    );
    expect(list[0].invited).toEqual([]);
    // The second mail's link has been used with the first.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: address, password: 'secret12' },
      remoteAddress: '198.51.100.78',
    });
    const dan = clientFor(
      t.app,
      `${SESSION_COOKIE}=${login.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`,
    );
    const again = await dan({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token: tokens[1] },
    });
    expect(again.statusCode).toBe(404);
  });

  it('opens the one-to-one the two already have instead of starting another', async () => {
    const alice = await buildUser(t);
    const address = `known-${randomUUID().slice(0, 8)}@example.com`;
    const res = await alice.client({ method: 'POST', url: '/api/invite', payload: { email: address } });
    expect(res.statusCode).toBe(200);
    await t.smtp.waitFor(address);
    const [token] = tokensIn(address);
    const dan = await buildUser(t, { email: address });
    const existing = await alice.client({
      method: 'POST',
      url: '/api/conversations',
      payload: { participantEmails: [address] },
    });
    const accepted = await dan.client({ method: 'POST', url: '/api/invitations/accept', payload: { token } });
    expect(accepted.json()).toEqual({ conversationId: existing.json().id });
    expect((await dan.client({ method: 'GET', url: '/api/conversations' })).json()).toHaveLength(1);
  });
});

describe('an invitation cannot bring back someone who left, or outlive its sender', () => {
  const tokenFor = async (address: string) =>
    decodeMailBody((await t.smtp.waitFor(address)).raw)
      .replace(/&amp;/g, '&')
      .match(/invite=([A-Za-z0-9_-]+)/)![1];
  const participantsOf = async (client: Awaited<ReturnType<typeof buildUser>>['client'], id: string) =>
    (await client({ method: 'GET', url: '/api/conversations' }))
      .json()
      .find((c: { id: string }) => c.id === id)
      .participants.map((p: { user: { email: string } }) => p.user.email);
  const register = (email: string, inviteToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { firstName: 'Sly', lastName: 'Return', email, password: 'secret12', inviteToken },
      remoteAddress: '198.51.100.90',
    });

  it("voids a removed participant's invitations to the group", async () => {
    const alice = await buildUser(t);
    const mal = await buildUser(t);
    const dan = await buildUser(t);
    const c = await startConversation(alice.client, [mal.email, dan.email], 'Secret group');
    const second = `second-${randomUUID().slice(0, 8)}@example.com`;
    const url = `/api/conversations/${c.id}/participants`;
    expect((await mal.client({ method: 'POST', url, payload: { email: second } })).statusCode).toBe(202);
    await alice.client({ method: 'DELETE', url: `${url}/${mal.user.id}` });
    expect((await register(second, await tokenFor(second))).statusCode).toBe(201);
    expect((await participantsOf(alice.client, c.id)).sort()).toEqual([alice.email, dan.email].sort());
  });

  it('voids the invitations waiting for a removed participant, whoever sent them', async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const c = await startConversation(alice.client, [bob.email, (await buildUser(t)).email], 'Family');
    const address = `wendy-${randomUUID().slice(0, 8)}@example.com`;
    const url = `/api/conversations/${c.id}/participants`;
    expect((await alice.client({ method: 'POST', url, payload: { email: address } })).statusCode).toBe(202);
    const token = await tokenFor(address);
    const wendy = await buildUser(t, { email: address });
    expect((await alice.client({ method: 'POST', url, payload: { email: address } })).statusCode).toBe(201);
    // Added directly, she is no longer waited for.
    const listed = (await alice.client({ method: 'GET', url: '/api/conversations' })).json();
    expect(listed.find((x: { id: string }) => x.id === c.id).invited).toEqual([]);
    expect((await alice.client({ method: 'DELETE', url: `${url}/${wendy.user.id}` })).statusCode).toBe(200);
    const back = await wendy.client({ method: 'POST', url: '/api/invitations/accept', payload: { token } });
    expect(back.statusCode).toBe(404);
    expect(await participantsOf(alice.client, c.id)).not.toContain(address);
  });

  it(`is void when its sender is suspended, or after ${INVITATION_TTL_DAYS} days`, async () => {
    const bob = await buildUser(t);
    const banned = `banned-inviter-${randomUUID().slice(0, 8)}@example.com`;
    await bob.client({ method: 'POST', url: '/api/invite', payload: { email: banned } });
    const bannedToken = await tokenFor(banned);
    await t.db.update(users).set({ isBanned: true }).where(eq(users.id, bob.user.id));
    expect((await register(banned, bannedToken)).statusCode).toBe(201);
    const carol = await buildUser(t);
    expect(
      await t.db
        .select()
        .from(conversationParticipants)
        .where(eq(conversationParticipants.userId, bob.user.id)),
    ).toEqual([]);

    const late = `late-${randomUUID().slice(0, 8)}@example.com`;
    await carol.client({ method: 'POST', url: '/api/invite', payload: { email: late } });
    const lateToken = await tokenFor(late);
    await t.db
      .update(invitations)
      .set({ createdAt: sql`now() - make_interval(days => ${INVITATION_TTL_DAYS + 1})` })
      .where(eq(invitations.inviterId, carol.user.id));
    const dan = await buildUser(t, { email: late });
    const accept = await dan.client({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token: lateToken },
    });
    expect(accept.statusCode).toBe(404);
  });
  it(`stops listing an address as invited once its invitation is ${INVITATION_TTL_DAYS} days old, and invites it afresh; nor while its sender is suspended`, async () => {
    const alice = await buildUser(t);
    const bob = await buildUser(t);
    const c = await startConversation(alice.client, [bob.email, (await buildUser(t)).email], 'Family');
    const address = `stale-${randomUUID().slice(0, 8)}@example.com`;
    const url = `/api/conversations/${c.id}/participants`;
    expect((await alice.client({ method: 'POST', url, payload: { email: address } })).statusCode).toBe(202);
    const invitedNow = async () =>
      (await bob.client({ method: 'GET', url: '/api/conversations' }))
        .json<ConversationView[]>()
        .find((x) => x.id === c.id)?.invited;
    expect(await invitedNow()).toEqual([address]);
    await t.db
      .update(invitations)
      .set({ createdAt: sql`now() - make_interval(days => ${INVITATION_TTL_DAYS + 1})` })
      .where(eq(invitations.conversationId, c.id));
    expect(await invitedNow()).toEqual([]);
    // The lapsed invitation no longer stands in the way of a new one.
    expect((await alice.client({ method: 'POST', url, payload: { email: address } })).statusCode).toBe(202);
    expect(await invitedNow()).toEqual([address]);
    // Nor is anyone listed as invited by a suspended sender, while the suspension lasts.
    await t.db.update(users).set({ isBanned: true }).where(eq(users.id, alice.user.id));
    expect(await invitedNow()).toEqual([]);
    // Not listed, and not in the way: Bob can invite the address himself.
    expect((await bob.client({ method: 'POST', url, payload: { email: address } })).statusCode).toBe(202);
    expect(await invitedNow()).toEqual([address]);
    await t.db.update(users).set({ isBanned: false }).where(eq(users.id, alice.user.id));
    expect(await invitedNow()).toEqual([address]);
  });
});

describe('parallel requests (they race on PostgreSQL)', () => {
  it('keep the hourly budget, and invite an address to a conversation once', async () => {
    const alice = await buildUser(t);
    const batch = (tag: string) =>
      Array.from({ length: 5 }, (_, i) => `${tag}-${i}-${randomUUID().slice(0, 6)}@example.com`);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        alice.client({
          method: 'POST',
          url: '/api/conversations',
          payload: { participantEmails: batch(`p${i}`) },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(4);
    const stored = await t.db.select().from(invitations).where(eq(invitations.inviterId, alice.user.id));
    expect(stored).toHaveLength(20);

    const bob = await buildUser(t);
    const c = await startConversation(bob.client, [alice.email, (await buildUser(t)).email], 'Parallel');
    const address = `once-${randomUUID().slice(0, 8)}@example.com`;
    const adds = await Promise.all(
      Array.from({ length: 6 }, () =>
        bob.client({
          method: 'POST',
          url: `/api/conversations/${c.id}/participants`,
          payload: { email: address },
        }),
      ),
    );
    expect(adds.map((a) => a.statusCode).sort()).toEqual([202, 409, 409, 409, 409, 409]);
  });
});
