import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, buildUser } from '../../../test/helpers/app';
import { listeningTestApp } from '../../../test/helpers/ws';
import {
  INVITATION_LINK_TTL_DAYS,
  INVITATION_LINKS_OPEN_MAX,
  type InvitationLinkList,
  type InvitationLinkView,
} from '../../common/schemas/invitation-links';
import type { ConversationView } from '../../common/types';
import { activityLog, invitations } from '../db/schema';

const server = listeningTestApp(() => buildTestApp());
type Person = Awaited<ReturnType<typeof buildUser>>;

const makeLink = async (who: Person) => {
  const res = await who.client({ method: 'POST', url: '/api/invitation-links', payload: {} });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<InvitationLinkView>();
};
const tokenOf = (link: InvitationLinkView) => new URL(link.url!).searchParams.get('invite')!;
const accept = (who: Person, token: string) =>
  who.client({ method: 'POST', url: '/api/invitations/accept', payload: { token } });
const linksOf = async (who: Person) =>
  (await who.client({ method: 'GET', url: '/api/invitation-links' })).json<InvitationLinkList>().links;
const conversationsOf = async (who: Person) =>
  (await who.client({ method: 'GET', url: '/api/conversations' })).json<ConversationView[]>();

let registrations = 0;
const registerWith = (token: string, firstName = 'Newcomer') =>
  server.t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      firstName,
      lastName: 'Linked',
      email: `linked-${randomUUID().slice(0, 8)}@example.com`,
      password: 'secret12',
      inviteToken: token,
    },
    remoteAddress: `10.88.${++registrations % 250}.7`,
  });

describe('open invitation links', () => {
  it('makes a link that names nobody, lists it without its secret, and tells the other tabs', async () => {
    const alice = await buildUser(server.t);
    const otherTab = await server.connected(alice.cookie);
    const link = await makeLink(alice);

    const url = new URL(link.url!);
    expect(`${url.origin}${url.pathname}`).toBe('http://parley.test/register');
    expect([...url.searchParams.keys()]).toEqual(['invite']);
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lifetime = Date.parse(link.expiresAt) - Date.parse(link.createdAt);
    expect(Math.round(lifetime / 86_400_000)).toBe(INVITATION_LINK_TTL_DAYS);
    await otherTab.waitFor('invitation_links_changed');

    expect(await linksOf(alice)).toEqual([{ ...link, url: null }]);
    // Only its hash is stored.
    const [row] = await server.t.db.select().from(invitations).where(eq(invitations.id, link.id));
    expect(row.tokenHash).not.toContain(tokenOf(link));
    // Nobody else sees it.
    expect(await linksOf(await buildUser(server.t))).toEqual([]);
    const audit = await server.t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.adminId, alice.user.id), eq(activityLog.action, 'create_invitation_link')));
    expect(audit).toHaveLength(1);
  });

  it('gives whoever signs up through it a one-to-one with its maker, once', async () => {
    const alice = await buildUser(server.t, { firstName: 'Alice' });
    const token = tokenOf(await makeLink(alice));

    expect((await registerWith(token, 'Nora')).statusCode).toBe(201);
    const [conversation] = await conversationsOf(alice);
    expect(conversation.participants.map((p) => p.user.firstName).sort()).toEqual(['Alice', 'Nora']);
    expect(await linksOf(alice)).toEqual([]);

    // Used twice: a second person signing up gets an account but no conversation with Alice.
    expect((await registerWith(token, 'Second')).statusCode).toBe(201);
    expect(await conversationsOf(alice)).toHaveLength(1);
    const late = await buildUser(server.t);
    const res = await accept(late, token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This invitation has already been used. Ask for a new one.');
    expect(await conversationsOf(late)).toEqual([]);
  });

  it('gives someone signed in who follows it a one-to-one with its maker', async () => {
    const alice = await buildUser(server.t, { firstName: 'Alice' });
    const bob = await buildUser(server.t, { firstName: 'Bob' });
    const alicesTab = await server.connected(alice.cookie);
    const res = await accept(bob, tokenOf(await makeLink(alice)));
    expect(res.statusCode, res.body).toBe(200);
    const { conversationId } = res.json<{ conversationId: string }>();
    await alicesTab.waitFor('new_conversation', (e) => e.conversation.id === conversationId);
    for (const who of [alice, bob]) {
      expect((await conversationsOf(who)).map((c) => c.id)).toEqual([conversationId]);
    }
  });

  it("refuses its maker's own use and leaves it open for someone else", async () => {
    const alice = await buildUser(server.t);
    const link = await makeLink(alice);
    const own = await accept(alice, tokenOf(link));
    expect(own.statusCode).toBe(404);
    expect(own.json().message).toBe(
      'This is your own invitation link. Send it to the person you want to talk with.',
    );
    expect(await conversationsOf(alice)).toEqual([]);
    expect((await linksOf(alice)).map((l) => l.id)).toEqual([link.id]);
  });

  it('stops working when revoked, and only its maker can revoke it', async () => {
    const alice = await buildUser(server.t);
    const mallory = await buildUser(server.t);
    const link = await makeLink(alice);
    const otherTab = await server.connected(alice.cookie);

    const stranger = await mallory.client({ method: 'DELETE', url: `/api/invitation-links/${link.id}` });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Invitation link not found');
    expect(await linksOf(alice)).toHaveLength(1);

    const revoked = await alice.client({ method: 'DELETE', url: `/api/invitation-links/${link.id}` });
    expect(revoked.statusCode).toBe(200);
    await otherTab.waitFor('invitation_links_changed');
    expect(await linksOf(alice)).toEqual([]);
    const res = await accept(await buildUser(server.t), tokenOf(link));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This invitation link was revoked. Ask for a new one.');
    // Signing up with it creates the account and nothing more.
    expect((await registerWith(tokenOf(link))).statusCode).toBe(201);
    expect(await conversationsOf(alice)).toEqual([]);
    const audit = await server.t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.adminId, alice.user.id), eq(activityLog.action, 'revoke_invitation_link')));
    expect(audit).toHaveLength(1);
  });

  it('stops working once expired', async () => {
    const alice = await buildUser(server.t);
    const link = await makeLink(alice);
    await server.t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invitations.id, link.id));
    expect(await linksOf(alice)).toEqual([]);
    const res = await accept(await buildUser(server.t), tokenOf(link));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This invitation has expired. Ask for a new one.');
    expect(await conversationsOf(alice)).toEqual([]);
  });

  it(`keeps at most ${INVITATION_LINKS_OPEN_MAX} links waiting at once`, async () => {
    const alice = await buildUser(server.t);
    const links = [];
    for (let i = 0; i < INVITATION_LINKS_OPEN_MAX; i++) links.push(await makeLink(alice));
    const refused = await alice.client({ method: 'POST', url: '/api/invitation-links', payload: {} });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Revoke one before making another');
    await alice.client({ method: 'DELETE', url: `/api/invitation-links/${links[0].id}` });
    await makeLink(alice);
  });

  it('answers 4xx to visitors, unknown ids and bodies with fields', async () => {
    const alice = await buildUser(server.t);
    const visitor = await server.t.app.inject({ method: 'POST', url: '/api/invitation-links', payload: {} });
    expect(visitor.statusCode).toBe(401);
    expect(
      (await alice.client({ method: 'DELETE', url: `/api/invitation-links/${randomUUID()}` })).statusCode,
    ).toBe(404);
    expect(
      (await alice.client({ method: 'DELETE', url: '/api/invitation-links/not-an-id' })).statusCode,
    ).toBe(400);
    const named = await alice.client({
      method: 'POST',
      url: '/api/invitation-links',
      payload: { email: 'someone@example.com' },
    });
    expect(named.statusCode).toBe(400);
  });
});
