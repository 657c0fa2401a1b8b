import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestApp } from '../../../test/helpers/app';
import { parentsOfKids, type Parent } from '../../../test/helpers/records';
import type { ExpensesView } from '../../common/schemas/expenses';
import type { MessageView } from '../../common/types';

/** The list of earlier reimbursement requests: each with its state, who answered and when. */

let t: TestApp;
let alice: Parent;
let bob: Parent;
let conversationId: string;
const base = () => `/api/conversations/${conversationId}/expenses`;
const post = (client: Client, url: string, payload: Record<string, unknown>) =>
  client({ method: 'POST', url, payload });
const payloadOf = <T>(res: { json<V>(): V }) => res.json<MessageView>().payload as T;
const view = async (client: Client) => (await client({ method: 'GET', url: base() })).json<ExpensesView>();

beforeAll(async () => ({ t, alice, bob, conversationId } = await parentsOfKids()));
afterAll(() => t.close());

describe('earlier reimbursement requests', () => {
  it('a disputed request stays listed, with its reason, after a correction is asked for again and paid', async () => {
    const expense = { date: '2026-03-03', amountCents: 5000, category: 'medical', currency: 'USD' };
    const logged = await post(alice.client, base(), { clientId: randomUUID(), expense });
    const { expenseId } = payloadOf<{ expenseId: string }>(logged);
    const ask = () => post(alice.client, `${base()}/${expenseId}/requests`, { clientId: randomUUID() });
    const first = payloadOf<{ requestId: string }>(await ask()).requestId;
    const disputed = await post(bob.client, `${base()}/${expenseId}/requests/${first}/answer`, {
      decision: 'disputed',
      note: { content: 'The receipt says 40.00' },
    });
    expect(disputed.statusCode, disputed.body).toBe(201);
    const corrected = await post(alice.client, `${base()}/${expenseId}/corrections`, {
      clientId: randomUUID(),
      expense: { ...expense, amountCents: 4000 },
    });
    expect(corrected.statusCode, corrected.body).toBe(201);
    const second = payloadOf<{ requestId: string }>(await ask()).requestId;
    for (const decision of ['approved', 'paid'])
      expect(
        (await post(bob.client, `${base()}/${expenseId}/requests/${second}/answer`, { decision })).statusCode,
      ).toBe(201);

    for (const client of [alice.client, bob.client]) {
      const e = (await view(client)).expenses.find((x) => x.id === expenseId)!;
      expect(e.status).toBe('paid');
      expect(e.requests.map((r) => r.id)).toEqual([first, second]);
      expect(e.requests[0]!.debts).toMatchObject([
        { userId: bob.user.id, cents: 2500, status: 'disputed', note: 'The receipt says 40.00' },
      ]);
      expect(e.requests[0]!.debts[0]!.answeredAt).not.toBeNull();
      expect(e.requests[1]!.debts).toMatchObject([{ userId: bob.user.id, cents: 2000, status: 'paid' }]);
      expect(e.request?.id).toBe(second);
    }
  });
});
