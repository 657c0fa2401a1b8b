import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type Client, type TestApp } from '../../../test/helpers/app';
import { proposalDrafts, startConversation } from '../../../test/helpers/chat';
import type { MessageView } from '../../common/types';
import type { ChangeRequestView } from '../../common/schemas/schedule';
import { verifyExportFile } from '../../common/records/verify-file';
import { legalHolds, messages } from '../db/schema';

let t: TestApp;
let alice: Awaited<ReturnType<typeof buildUser>>;
let bob: Awaited<ReturnType<typeof buildUser>>;
let mallory: Awaited<ReturnType<typeof buildUser>>;
let conversationId: string;

const base = () => `/api/conversations/${conversationId}/schedule`;
interface CustodyDay {
  date: string;
  custody: { parentId: string; source: string } | null;
}
interface Schedule {
  items: Array<{ id: string; kind: string }>;
  requests: ChangeRequestView[];
  occurrences: Array<{ eventId: string; title: string; startDate: string; startTime: string | null }>;
  custody: CustodyDay[];
  handovers: Array<{ date: string; toId: string; place: string }>;
}

async function schedule(client: Client, from = '2026-03-01', to = '2026-03-31'): Promise<Schedule> {
  const res = await client({ method: 'GET', url: `${base()}?from=${from}&to=${to}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Schedule>();
}
const parentOn = (s: Schedule, date: string) => s.custody.find((d) => d.date === date)?.custody?.parentId;

const propose = (client: Client, change: unknown, note?: unknown) =>
  client({ method: 'POST', url: `${base()}/requests`, payload: { clientId: randomUUID(), change, note } });
const answer = (client: Client, requestId: string, decision: string, note?: unknown) =>
  client({ method: 'POST', url: `${base()}/requests/${requestId}/answer`, payload: { decision, note } });

/** The request a proposal's entry recorded. */
const requestIdOf = (res: { json<T>(): T }) =>
  (res.json<MessageView>().payload as { requestId: string }).requestId;

const weekOnWeekOff = () => ({
  kind: 'pattern',
  data: {
    preset: 'week_on_week_off',
    startDate: '2026-03-02',
    firstParentId: alice.user.id,
    secondParentId: bob.user.id,
    handoverTime: '18:00',
    handoverPlace: 'School gate',
    timeZone: 'Europe/London',
  },
});

beforeAll(async () => {
  t = await buildTestApp();
  alice = await buildUser(t, { firstName: 'Alice', lastName: 'Archer' });
  bob = await buildUser(t, { firstName: 'Bob', lastName: 'Baker' });
  mallory = await buildUser(t, { firstName: 'Mallory', lastName: 'Mole' });
  conversationId = (await startConversation(alice.client, [bob.email], 'Kids')).id;
});
afterAll(async () => {
  await t.close();
});

describe('change requests', () => {
  let patternRequest: string;

  it('a proposed pattern changes nothing until someone else accepts it', async () => {
    const res = await propose(alice.client, weekOnWeekOff());
    expect(res.statusCode, res.body).toBe(201);
    const entry = res.json<MessageView>();
    expect(entry.kind).toBe('schedule.change_proposed');
    expect(entry.sentence).toContain('Alice Archer proposed a schedule change: week on, week off');
    patternRequest = requestIdOf(res);

    const before = await schedule(bob.client);
    expect(before.requests).toMatchObject([{ id: patternRequest, status: 'pending' }]);
    expect(before.custody.every((d) => d.custody === null)).toBe(true);
  });

  it('the proposer cannot answer their own request, and an outsider does not see it', async () => {
    const own = await answer(alice.client, patternRequest, 'accepted');
    expect(own.statusCode).toBe(403);
    expect(own.json<{ message: string }>().message).toMatch(/Someone else/);
    expect((await answer(mallory.client, patternRequest, 'accepted')).statusCode).toBe(404);
    expect((await answer(bob.client, randomUUID(), 'accepted')).statusCode).toBe(404);
    expect(parentOn(await schedule(alice.client), '2026-03-03')).toBeUndefined();
  });

  it('on acceptance both see the pattern: week on, week off, handovers at its time and place', async () => {
    const res = await answer(bob.client, patternRequest, 'accepted');
    expect(res.statusCode, res.body).toBe(201);
    for (const client of [alice.client, bob.client]) {
      const s = await schedule(client);
      expect(parentOn(s, '2026-03-02')).toBe(alice.user.id);
      expect(parentOn(s, '2026-03-09')).toBe(bob.user.id);
      expect(parentOn(s, '2026-03-14')).toBe(bob.user.id);
      expect(parentOn(s, '2026-03-21')).toBe(alice.user.id);
      expect(s.handovers.map((h) => h.date)).toEqual([
        '2026-03-09',
        '2026-03-16',
        '2026-03-23',
        '2026-03-30',
      ]);
      expect(s.handovers[0]).toMatchObject({ toId: bob.user.id, place: 'School gate' });
      expect(s.requests[0]).toMatchObject({ status: 'accepted', answeredById: bob.user.id });
    }
  });

  it('an answered request cannot be answered again, either way', async () => {
    const again = await answer(bob.client, patternRequest, 'declined');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('This change request has already been answered');
  });

  const swap = () => ({
    kind: 'days',
    data: {
      days: [
        { date: '2026-03-14', parentId: alice.user.id },
        { date: '2026-03-21', parentId: bob.user.id },
      ],
    },
  });

  it('a declined swap changes nothing', async () => {
    const proposed = await propose(bob.client, swap(), { content: 'Can we swap the 14th for the 21st?' });
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(proposed.json<MessageView>().content).toBe('Can we swap the 14th for the 21st?');
    const before = await schedule(alice.client);
    const declined = await answer(alice.client, requestIdOf(proposed), 'declined', {
      content: 'That weekend does not work for me.',
    });
    expect(declined.statusCode, declined.body).toBe(201);
    expect(declined.json<MessageView>().sentence).toContain('Alice Archer declined the schedule change');
    const after = await schedule(bob.client);
    expect(after.custody).toEqual(before.custody);
    expect(after.items).toEqual(before.items);
    expect(after.requests.at(-1)).toMatchObject({
      status: 'declined',
      answerNote: 'That weekend does not work for me.',
    });
    expect((await answer(bob.client, requestIdOf(proposed), 'accepted')).statusCode).toBe(403);
    expect((await answer(alice.client, requestIdOf(proposed), 'accepted')).statusCode).toBe(409);
  });

  it('an accepted swap gives each the other’s day, for both of them', async () => {
    const drafts = await proposalDrafts(
      t.db,
      bob.user.id,
      'swap the 14th for the 21st, obviously',
      'Could we swap the 14th for the 21st?',
    );
    const proposed = await propose(bob.client, swap(), {
      content: 'Could we swap the 14th for the 21st?',
      ...drafts,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(proposed.json<MessageView>().wasRewritten).toBe('true');
    expect((await answer(alice.client, requestIdOf(proposed), 'accepted')).statusCode).toBe(201);
    for (const client of [alice.client, bob.client]) {
      const s = await schedule(client);
      expect(parentOn(s, '2026-03-14')).toBe(alice.user.id);
      expect(parentOn(s, '2026-03-21')).toBe(bob.user.id);
      expect(parentOn(s, '2026-03-13')).toBe(bob.user.id);
    }
  });

  it('a note claiming the assistant’s words without its proof is refused', async () => {
    const res = await propose(alice.client, swap(), {
      content: 'Could we swap?',
      wasRewritten: true,
      originalContent: 'swap now',
      rewrittenContent: 'Could we swap?',
      rewriteProof: 'forged',
    });
    expect(res.statusCode).toBe(400);
  });

  it('names only people in the conversation, and refuses a malformed change with a message', async () => {
    const stranger = await propose(alice.client, {
      kind: 'days',
      data: { days: [{ date: '2026-03-05', parentId: mallory.user.id }] },
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json<{ message: string }>().message).toBe('Choose people who are in this conversation');
    const badDate = await propose(alice.client, {
      kind: 'days',
      data: { days: [{ date: '2026-02-30', parentId: bob.user.id }] },
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.body).toContain('This date does not exist');
    expect((await propose(mallory.client, swap())).statusCode).toBe(404);
  });
});

describe('history', () => {
  it('someone added to a group from now on sees the calendar, not the notes written before', async () => {
    const carol = await buildUser(t, { firstName: 'Carol', lastName: 'Cole' });
    const group = await startConversation(alice.client, [bob.email, mallory.email], 'Family');
    const proposed = await alice.client({
      method: 'POST',
      url: `/api/conversations/${group.id}/schedule/requests`,
      payload: {
        clientId: randomUUID(),
        change: { kind: 'days', data: { days: [{ date: '2026-03-05', parentId: bob.user.id }] } },
        note: { content: 'Private reason from before Carol joined' },
      },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const added = await alice.client({
      method: 'POST',
      url: `/api/conversations/${group.id}/participants`,
      payload: { email: carol.email, history: 'from-now' },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const url = `/api/conversations/${group.id}/schedule?from=2026-03-01&to=2026-03-31`;
    const seen = (await carol.client({ method: 'GET', url })).json<Schedule>();
    expect(seen.requests).toMatchObject([{ status: 'pending', note: '' }]);
    const bobs = (await bob.client({ method: 'GET', url })).json<Schedule>();
    expect(bobs.requests[0]?.note).toBe('Private reason from before Carol joined');
  });
});

describe('events', () => {
  const swimming = {
    title: 'Swimming',
    allDay: false,
    startDate: '2026-03-04',
    startTime: '17:00',
    endDate: '2026-03-04',
    endTime: '18:00',
    timeZone: 'Europe/London',
    rrule: 'FREQ=WEEKLY;BYDAY=WE',
    location: 'Leisure centre',
  };
  const add = (client: Client, event: unknown) =>
    client({ method: 'POST', url: `${base()}/events`, payload: { clientId: randomUUID(), event } });

  it('a repeating event is listed once per occurrence in the range, for both', async () => {
    const res = await add(alice.client, swimming);
    expect(res.statusCode, res.body).toBe(201);
    const s = await schedule(bob.client);
    const dates = s.occurrences.filter((o) => o.title === 'Swimming').map((o) => o.startDate);
    expect(dates).toEqual(['2026-03-04', '2026-03-11', '2026-03-18', '2026-03-25']);
  });

  it('refuses bad events with a message, and outsiders with 404', async () => {
    const backwards = await add(alice.client, { ...swimming, endTime: '16:00' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('The end must be after the start');
    const zone = await add(alice.client, { ...swimming, timeZone: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(400);
    expect(zone.body).toContain('This time zone is not known');
    expect((await add(mallory.client, swimming)).statusCode).toBe(404);
    const read = await mallory.client({ method: 'GET', url: `${base()}?from=2026-03-01&to=2026-03-31` });
    expect(read.statusCode).toBe(404);
    const range = await alice.client({ method: 'GET', url: `${base()}?from=2026-03-01&to=2028-03-31` });
    expect(range.statusCode).toBe(400);
  });

  it('cancelling under a legal hold is a new entry; the event’s entry stays in the chain', async () => {
    await t.db
      .insert(legalHolds)
      .values({ targetType: 'conversation', targetId: conversationId, reason: 'court' });
    const added = await add(bob.client, {
      ...swimming,
      title: 'Dentist',
      rrule: null,
      startDate: '2026-03-10',
      endDate: '2026-03-10',
    });
    const itemId = (added.json<MessageView>().payload as { itemId: string }).itemId;
    expect((await schedule(alice.client)).occurrences.some((o) => o.title === 'Dentist')).toBe(true);
    const cancelled = await alice.client({
      method: 'POST',
      url: `${base()}/events/${itemId}/cancel`,
      payload: { clientId: randomUUID() },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(201);
    expect(cancelled.json<MessageView>().sentence).toContain('Alice Archer cancelled “Dentist”');
    expect((await schedule(bob.client)).occurrences.some((o) => o.title === 'Dentist')).toBe(false);
    const again = await alice.client({
      method: 'POST',
      url: `${base()}/events/${itemId}/cancel`,
      payload: { clientId: randomUUID() },
    });
    expect(again.statusCode).toBe(404);
    const entries = await t.db
      .select({ kind: messages.kind })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), like(messages.kind, 'schedule.event%')))
      .orderBy(messages.id);
    expect(entries.map((e) => e.kind)).toEqual([
      'schedule.event_added',
      'schedule.event_added',
      'schedule.event_cancelled',
    ]);
  });
});

describe('the record', () => {
  it('every proposal, answer and change is in the timeline and in an export that verifies', async () => {
    const timeline = await bob.client({ method: 'GET', url: `/api/messages/${conversationId}?limit=100` });
    const kinds = timeline.json<MessageView[]>().map((m) => m.kind);
    // The pattern, the declined swap and the accepted one: each proposed and answered.
    expect(kinds.filter((k) => k === 'schedule.change_proposed')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'schedule.change_answered')).toHaveLength(3);
    const csv = await alice.client({
      method: 'GET',
      url: `/api/conversations/${conversationId}/export?format=csv`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Bob Baker accepted the schedule change: week on, week off');
    expect(csv.body).toContain('Alice Archer declined the schedule change');
    const report = verifyExportFile(Buffer.from(csv.rawPayload));
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
