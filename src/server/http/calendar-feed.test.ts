import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, buildUser } from '../../../test/helpers/app';
import { startConversation } from '../../../test/helpers/chat';
import { listeningTestApp } from '../../../test/helpers/ws';
import { addDays } from '../../common/schedule/dates';
import type { FeedView } from '../../common/schemas/schedule';
import type { MessageView } from '../../common/types';
import { activityLog, calendarFeeds, users } from '../db/schema';

const server = listeningTestApp(() => buildTestApp());
type Person = Awaited<ReturnType<typeof buildUser>>;

const makeFeed = async (who: Person) => {
  const res = await who.client({ method: 'POST', url: '/api/calendar-feed' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<FeedView>();
};
/** What a calendar app gets: no cookie, only the address. */
const fetchFeed = (url: string) => server.t.app.inject({ method: 'GET', url: new URL(url).pathname });
const today = () => server.t.clock.now().toISOString().slice(0, 10);

async function addEvent(who: Person, conversationId: string, title: string, date: string) {
  const res = await who.client({
    method: 'POST',
    url: `/api/conversations/${conversationId}/schedule/events`,
    payload: {
      clientId: randomUUID(),
      event: {
        title,
        allDay: false,
        startDate: date,
        startTime: '18:00',
        endDate: date,
        endTime: '19:30',
        timeZone: 'Europe/London',
        location: 'Town hall',
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** Alice proposes week on/week off from today, handing over at the school gate; Bob accepts. */
async function agreeWeekOnWeekOff(alice: Person, bob: Person, conversationId: string) {
  const base = `/api/conversations/${conversationId}/schedule/requests`;
  const proposed = await alice.client({
    method: 'POST',
    url: base,
    payload: {
      clientId: randomUUID(),
      change: {
        kind: 'pattern',
        data: {
          preset: 'week_on_week_off',
          startDate: today(),
          firstParentId: alice.user.id,
          secondParentId: bob.user.id,
          handoverTime: '18:00',
          handoverPlace: 'School gate',
          timeZone: 'Europe/London',
        },
      },
    },
  });
  const { requestId } = proposed.json<MessageView>().payload as { requestId: string };
  const accepted = await bob.client({
    method: 'POST',
    url: `${base}/${requestId}/answer`,
    payload: { decision: 'accepted' },
  });
  expect(accepted.statusCode, accepted.body).toBe(201);
}

describe('the private calendar feed', () => {
  it('serves the calendars of the conversations its owner is in, as text/calendar, with no session', async () => {
    const alice = await buildUser(server.t, { firstName: 'Alice', lastName: 'Archer' });
    const bob = await buildUser(server.t, { firstName: 'Bob', lastName: 'Baker' });
    const carol = await buildUser(server.t, { firstName: 'Carol', lastName: 'Cole' });
    const kids = (await startConversation(alice.client, [bob.email], 'Kids')).id;
    const other = (await startConversation(alice.client, [carol.email])).id;
    await addEvent(alice, kids, 'School play', addDays(today(), 10));
    await agreeWeekOnWeekOff(alice, bob, kids);
    await addEvent(carol, other, 'Book club', addDays(today(), 3));

    const feed = await makeFeed(bob);
    expect(feed.active).toBe(true);
    expect(feed.url).toMatch(/^http:\/\/parley\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const res = await fetchFeed(feed.url!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = res.body.replace(/\r\n[ \t]/g, ''); // unfold long lines
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('SUMMARY:School play (Kids)');
    expect(ics).toContain('LOCATION:Town hall');
    expect(ics).toContain('SUMMARY:With Alice Archer (Kids)');
    expect(ics).toContain('SUMMARY:With Bob Baker (Kids)');
    expect(ics).toContain('SUMMARY:Handover: Alice Archer to Bob Baker (Kids)');
    // Bob is not in Alice and Carol's conversation.
    expect(ics).not.toContain('Book club');
    // Alice's own feed has both of hers; the conversation without a name is called by the other's name.
    const alices = (await fetchFeed((await makeFeed(alice)).url!)).body;
    expect(alices).toContain('SUMMARY:Book club (Carol Cole)');
    expect(alices).toContain('SUMMARY:School play (Kids)');
  });

  it('keeps only the hash of its secret, and says on GET whether there is one, without the address', async () => {
    const ana = await buildUser(server.t);
    expect((await ana.client({ method: 'GET', url: '/api/calendar-feed' })).json()).toEqual({
      active: false,
      createdAt: null,
      url: null,
    });
    const feed = await makeFeed(ana);
    const token = new URL(feed.url!).pathname
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    const [row] = await server.t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, ana.user.id));
    expect(row.tokenHash).not.toContain(token);
    const shown = (await ana.client({ method: 'GET', url: '/api/calendar-feed' })).json<FeedView>();
    expect(shown).toEqual({ active: true, createdAt: feed.createdAt, url: null });
  });

  it('answers 404 once revoked or replaced, and for an unknown secret; the other tabs hear of it', async () => {
    const ana = await buildUser(server.t);
    const otherTab = await server.connected(ana.cookie);
    const first = await makeFeed(ana);
    await otherTab.waitFor('calendar_feed_changed');
    const second = await makeFeed(ana);
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url!)).statusCode).toBe(404);
    expect((await fetchFeed(second.url!)).statusCode).toBe(200);

    const revoked = await ana.client({ method: 'DELETE', url: '/api/calendar-feed' });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe('Calendar feed revoked');
    const gone = await fetchFeed(second.url!);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Calendar feed not found');
    expect((await ana.client({ method: 'GET', url: '/api/calendar-feed' })).json().active).toBe(false);

    const unknown = `/api/calendar/${'A'.repeat(43)}.ics`;
    expect((await server.t.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
    expect((await server.t.app.inject({ method: 'GET', url: '/api/calendar/short.ics' })).statusCode).toBe(
      400,
    );
    const audit = await server.t.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.adminId, ana.user.id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'create_calendar_feed',
      'create_calendar_feed',
      'revoke_calendar_feed',
    ]);
  });

  it("serves only its owner's calendars, whoever asks with it, and nothing once the owner is suspended", async () => {
    const alice = await buildUser(server.t, { firstName: 'Alice' });
    const bob = await buildUser(server.t, { firstName: 'Bob' });
    const mallory = await buildUser(server.t, { firstName: 'Mallory' });
    const kids = (await startConversation(alice.client, [bob.email], 'Private plans')).id;
    await addEvent(alice, kids, 'Dentist', addDays(today(), 2));
    const mallorysFeed = await makeFeed(mallory);
    // Mallory's own address never shows Alice's calendar, signed in as anyone.
    const asAlice = await alice.client({ method: 'GET', url: new URL(mallorysFeed.url!).pathname });
    expect(asAlice.statusCode).toBe(200);
    expect(asAlice.body).not.toContain('Dentist');

    const bobsFeed = await makeFeed(bob);
    expect((await fetchFeed(bobsFeed.url!)).body).toContain('Dentist');
    await server.t.db
      .update(users)
      .set({ isBanned: true })
      .where(and(eq(users.id, bob.user.id)));
    expect((await fetchFeed(bobsFeed.url!)).statusCode).toBe(404);
  });
});
