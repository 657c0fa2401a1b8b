import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestApp } from '../../../test/helpers/app';
import { parentsOfKids, type Parent } from '../../../test/helpers/records';
import type { ExpensesView } from '../../common/schemas/expenses';
import type { ChangeRequestView } from '../../common/schemas/schedule';
import type { MessageView } from '../../common/types';
import { messages } from '../db/schema';

/**
 * A change request or an expense written offline is sent again by the browser until an answer arrives
 * (src/web/lib/record-outbox.ts), with the clientId it was given when written: the server keeps one
 * entry per (person, clientId), so however often, and however concurrently, it arrives, there is one.
 */
let t: TestApp;
let alice: Parent;
let bob: Parent;
let conversationId: string;

beforeAll(async () => ({ t, alice, bob, conversationId } = await parentsOfKids()));
afterAll(() => t.close());

const post = (client: Client, url: string, payload: object) => client({ method: 'POST', url, payload });
const entriesWith = (clientId: string) =>
  t.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.senderId, alice.user.id), eq(messages.clientId, clientId)));

describe('a record write sent twice with the same clientId is stored once', () => {
  it('a schedule change request: the resend answers the stored entry, the other parent sees one', async () => {
    const url = `/api/conversations/${conversationId}/schedule/requests`;
    const body = {
      clientId: randomUUID(),
      change: {
        kind: 'holiday',
        data: {
          title: 'Grandma visits',
          startDate: '2026-03-20',
          endDate: '2026-03-20',
          parentId: bob.user.id,
        },
      },
      note: { content: 'She is only here that day' },
    };
    const first = await post(alice.client, url, body);
    expect(first.statusCode, first.body).toBe(201);
    // The answer was lost; the outbox sends it again, twice at once (two tabs coming back online).
    const again = await Promise.all([post(alice.client, url, body), post(alice.client, url, body)]);
    for (const res of again) {
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(res.json<MessageView>().id).toBe(first.json<MessageView>().id);
    }
    expect(await entriesWith(body.clientId)).toHaveLength(1);
    const view = await bob.client({
      method: 'GET',
      url: `/api/conversations/${conversationId}/schedule?from=2026-03-01&to=2026-03-31`,
    });
    const requests = view.json<{ requests: ChangeRequestView[] }>().requests;
    expect(requests.filter((r) => r.status === 'pending')).toHaveLength(1);
    // A new clientId is a new proposal: the key, not the content, decides.
    const other = await post(alice.client, url, { ...body, clientId: randomUUID() });
    expect(other.statusCode).toBe(201);
    expect(other.json<MessageView>().id).not.toBe(first.json<MessageView>().id);
  });

  it('an expense: logged once, one balance, whatever the number of resends', async () => {
    const url = `/api/conversations/${conversationId}/expenses`;
    const body = {
      clientId: randomUUID(),
      expense: { date: '2026-03-03', amountCents: 3000, category: 'school', note: 'School trip' },
    };
    const sent = await Promise.all([1, 2, 3].map(() => post(alice.client, url, body)));
    const ids = new Set(sent.map((res) => res.json<MessageView>().id));
    expect(sent.map((res) => res.statusCode).every((s) => s < 300)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await entriesWith(body.clientId)).toHaveLength(1);
    const view = (await bob.client({ method: 'GET', url })).json<ExpensesView>();
    expect(view.expenses.filter((e) => e.note === 'School trip')).toHaveLength(1);
  });
});

describe('a clientId reused for a different kind of write is refused, not answered with the earlier entry', () => {
  it("a message's clientId on the expense route is 409 in words, and nothing is logged", async () => {
    const clientId = randomUUID();
    const message = await post(alice.client, '/api/messages', { conversationId, clientId, content: 'Hello' });
    expect(message.statusCode, message.body).toBe(201);
    const url = `/api/conversations/${conversationId}/expenses`;
    const expense = await post(alice.client, url, {
      clientId,
      expense: { date: '2026-03-04', amountCents: 1200, category: 'medical', note: 'Reused id' },
    });
    expect(expense.statusCode, expense.body).toBe(409);
    expect(expense.json<{ message: string }>().message).toMatch(/already used for a different kind of entry/);
    expect(await entriesWith(clientId)).toHaveLength(1);
    const view = (await bob.client({ method: 'GET', url })).json<ExpensesView>();
    expect(view.expenses.filter((e) => e.note === 'Reused id')).toHaveLength(0);
  });

  it("an expense's clientId on the message route is 409 too; the same route's resend still answers 200", async () => {
    const clientId = randomUUID();
    const url = `/api/conversations/${conversationId}/expenses`;
    const body = {
      clientId,
      expense: { date: '2026-03-05', amountCents: 800, category: 'other', note: 'Bus' },
    };
    expect((await post(alice.client, url, body)).statusCode).toBe(201);
    const message = await post(alice.client, '/api/messages', { conversationId, clientId, content: 'Hi' });
    expect(message.statusCode, message.body).toBe(409);
    expect(message.json<{ message: string }>().message).toMatch(/already used for a different kind of entry/);
    expect((await post(alice.client, url, body)).statusCode).toBe(200);
    expect(await entriesWith(clientId)).toHaveLength(1);
  });
});
