import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestApp } from '../../../test/helpers/app';
import { parentsOfKids, type Parent } from '../../../test/helpers/records';
import type { ExpensesView } from '../../common/schemas/expenses';
import type { SettingsView } from '../../common/schemas/settings';

/** Each person's default currency for new expenses (Settings); balances stay per currency. */

let t: TestApp;
let alice: Parent;
let bob: Parent;
let conversationId: string;

const setCurrency = (client: Client, currency: unknown) =>
  client({ method: 'PUT', url: '/api/settings/expense-currency', payload: { currency } });
const settings = async (client: Client) =>
  (await client({ method: 'GET', url: '/api/settings' })).json<SettingsView>();
const view = async (client: Client) =>
  (
    await client({ method: 'GET', url: `/api/conversations/${conversationId}/expenses` })
  ).json<ExpensesView>();
const log = (client: Client, amountCents: number) =>
  client({
    method: 'POST',
    url: `/api/conversations/${conversationId}/expenses`,
    payload: { clientId: randomUUID(), expense: { date: '2026-03-03', amountCents, category: 'school' } },
  });

beforeAll(async () => ({ t, alice, bob, conversationId } = await parentsOfKids()));
afterAll(() => t.close());

describe('a default currency per account', () => {
  it('is unset at first, and a bad code is refused with a message', async () => {
    expect((await settings(alice.client)).defaultCurrency).toBeNull();
    const bad = await setCurrency(alice.client, 'pounds');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('A currency is a three-letter code');
    const visitor = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/expense-currency',
      payload: { currency: 'EUR' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('is each person’s own: new entries start in it, and balances are kept per currency', async () => {
    const set = await setCurrency(alice.client, 'gbp');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<SettingsView>().defaultCurrency).toBe('GBP');
    expect((await setCurrency(bob.client, 'EUR')).statusCode).toBe(200);
    expect((await view(alice.client)).defaultCurrency).toBe('GBP');
    expect((await view(bob.client)).defaultCurrency).toBe('EUR');

    expect((await log(alice.client, 1000)).statusCode).toBe(201);
    expect((await log(bob.client, 3000)).statusCode).toBe(201);
    const both = await view(alice.client);
    expect(both.expenses.map((e) => [e.amountCents, e.currency])).toEqual([
      [3000, 'EUR'],
      [1000, 'GBP'],
    ]);
    // Never added together: one balance per currency.
    expect(both.balances.map((b) => b.currency).sort()).toEqual(['EUR', 'GBP']);
    const paid = (currency: string) =>
      both.balances.find((b) => b.currency === currency)!.people.find((p) => p.userId === alice.user.id);
    expect(paid('GBP')).toMatchObject({ paidCents: 1000 });
    expect(paid('EUR')).toMatchObject({ paidCents: 0 });
  });

  it('cleared, the conversation’s last currency is used again', async () => {
    const cleared = await setCurrency(alice.client, null);
    expect(cleared.json<SettingsView>().defaultCurrency).toBeNull();
    expect((await view(alice.client)).defaultCurrency).toBe('EUR');
  });
});
