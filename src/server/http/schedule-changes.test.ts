import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestApp } from '../../../test/helpers/app';
import { parentsOfKids, type Parent } from '../../../test/helpers/records';
import type { MessageView } from '../../common/types';
import { verifyExportFile } from '../../common/records/verify-file';

/**
 * Ending a custody pattern from a date, cancelling a holiday and moving one: each is a change request
 * the other parent accepts or declines, like a swap; the calendar changes only on acceptance.
 */

let t: TestApp;
let alice: Parent;
let bob: Parent;
let conversationId: string;

const base = () => `/api/conversations/${conversationId}/schedule`;
interface Schedule {
  items: Array<{ id: string; kind: string }>;
  custody: Array<{ date: string; custody: { parentId: string; source: string } | null }>;
}
async function schedule(client: Client): Promise<Schedule> {
  const res = await client({ method: 'GET', url: `${base()}?from=2026-04-01&to=2026-04-30` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Schedule>();
}
const on = (s: Schedule, date: string) => s.custody.find((d) => d.date === date)?.custody ?? null;
const propose = (client: Client, change: unknown, note?: unknown) =>
  client({ method: 'POST', url: `${base()}/requests`, payload: { clientId: randomUUID(), change, note } });
const answer = (client: Client, requestId: string, decision: string) =>
  client({ method: 'POST', url: `${base()}/requests/${requestId}/answer`, payload: { decision } });
const requestIdOf = (res: { json<T>(): T }) =>
  (res.json<MessageView>().payload as { requestId: string }).requestId;

/** Proposed by Alice, accepted by Bob: the id of the item it put on the calendar (the request's). */
async function agreed(change: unknown): Promise<string> {
  const proposed = await propose(alice.client, change);
  expect(proposed.statusCode, proposed.body).toBe(201);
  const id = requestIdOf(proposed);
  expect((await answer(bob.client, id, 'accepted')).statusCode).toBe(201);
  return id;
}

let patternId: string;
let holidayId: string;
const easter = () => ({
  kind: 'holiday',
  data: { title: 'Easter', startDate: '2026-04-03', endDate: '2026-04-06', parentId: bob.user.id },
});

beforeAll(async () => {
  ({ t, alice, bob, conversationId } = await parentsOfKids());
  patternId = await agreed({
    kind: 'pattern',
    data: {
      preset: 'week_on_week_off',
      startDate: '2026-03-30',
      firstParentId: alice.user.id,
      secondParentId: bob.user.id,
      handoverTime: '17:00',
      handoverPlace: 'School gate',
      timeZone: 'Europe/London',
    },
  });
  holidayId = await agreed(easter());
});
afterAll(() => t.close());

describe('ending a custody pattern from a date', () => {
  const endFrom = (fromDate: string, itemId = patternId) => ({ kind: 'cancel', data: { itemId, fromDate } });

  it('a declined end changes nothing', async () => {
    const before = await schedule(bob.client);
    const proposed = await propose(alice.client, endFrom('2026-04-20'), { content: 'Moving house.' });
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(proposed.json<MessageView>().sentence).toContain(
      'proposed a schedule change: from Mon 20 Apr 2026 on, end week on, week off',
    );
    expect((await answer(bob.client, requestIdOf(proposed), 'declined')).statusCode).toBe(201);
    expect((await schedule(alice.client)).custody).toEqual(before.custody);
  });

  it('refuses an end on a holiday, or on or before the pattern starts, with a message', async () => {
    const onHoliday = await propose(alice.client, endFrom('2026-04-05', holidayId));
    expect(onHoliday.statusCode).toBe(400);
    expect(onHoliday.json<{ message: string }>().message).toMatch(/Only a custody pattern ends from a date/);
    const tooEarly = await propose(alice.client, endFrom('2026-03-30'));
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json<{ message: string }>().message).toMatch(/after the pattern starts/);
    const badDate = await propose(alice.client, endFrom('2026-04-31'));
    expect(badDate.statusCode).toBe(400);
  });

  it('once accepted, the days before keep the pattern and the days from the date have none', async () => {
    const proposed = await propose(alice.client, endFrom('2026-04-20'));
    const pending = await schedule(bob.client);
    expect(on(pending, '2026-04-22')?.source).toBe('pattern');
    expect((await answer(bob.client, requestIdOf(proposed), 'accepted')).statusCode).toBe(201);
    for (const client of [alice.client, bob.client]) {
      const s = await schedule(client);
      expect(on(s, '2026-04-13')).toMatchObject({ parentId: alice.user.id, source: 'pattern' });
      expect(on(s, '2026-04-19')).toMatchObject({ parentId: alice.user.id, source: 'pattern' });
      expect(on(s, '2026-04-20')).toBeNull();
      expect(on(s, '2026-04-30')).toBeNull();
    }
  });
});

describe('cancelling and moving a holiday', () => {
  it('a proposed move changes nothing until accepted; then the old days go back to the pattern', async () => {
    const move = {
      kind: 'holiday',
      data: { ...easter().data, startDate: '2026-04-08', endDate: '2026-04-10', replacesId: holidayId },
    };
    const proposed = await propose(bob.client, move);
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(proposed.json<MessageView>().sentence).toContain('move the holiday “Easter”');
    const pending = await schedule(alice.client);
    expect(on(pending, '2026-04-04')?.source).toBe('holiday');
    expect(on(pending, '2026-04-08')?.source).toBe('pattern');
    expect((await answer(alice.client, requestIdOf(proposed), 'accepted')).statusCode).toBe(201);
    const s = await schedule(bob.client);
    // 3–6 April: Alice's week again (the pattern); 8–10 April: Bob's, as the moved holiday says.
    expect(on(s, '2026-04-04')).toMatchObject({ parentId: alice.user.id, source: 'pattern' });
    expect(on(s, '2026-04-09')).toMatchObject({ parentId: bob.user.id, source: 'holiday' });
    holidayId = requestIdOf(proposed);
  });

  it('moving what is not a holiday on the schedule is refused', async () => {
    const res = await propose(bob.client, {
      kind: 'holiday',
      data: { ...easter().data, replacesId: patternId },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Choose a holiday that is on the schedule to move');
  });

  it('a cancelled holiday is gone for both once accepted, not before', async () => {
    const proposed = await propose(alice.client, { kind: 'cancel', data: { itemId: holidayId } });
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(on(await schedule(bob.client), '2026-04-09')?.source).toBe('holiday');
    expect((await answer(bob.client, requestIdOf(proposed), 'accepted')).statusCode).toBe(201);
    for (const client of [alice.client, bob.client])
      expect(on(await schedule(client), '2026-04-09')).toMatchObject({ source: 'pattern' });
  });

  it('every proposal and answer is in an export that verifies', async () => {
    const csv = await alice.client({
      method: 'GET',
      url: `/api/conversations/${conversationId}/export?format=csv`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(
      'Bob Baker accepted the schedule change: from Mon 20 Apr 2026 on, end week on, week off',
    );
    expect(csv.body).toContain('Alice Archer accepted the schedule change: move the holiday “Easter”');
    expect(csv.body).toContain(
      'Bob Baker accepted the schedule change: cancel the holiday “Easter”, Wed 8 Apr 2026',
    );
    const report = verifyExportFile(Buffer.from(csv.rawPayload));
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
