import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type Client, type TestApp } from '../../../test/helpers/app';
import { proposalDrafts, startConversation } from '../../../test/helpers/chat';
import { multipart } from '../../../test/helpers/uploads';
import type { ExpensesView, ExpenseView } from '../../common/schemas/expenses';
import { verifyExportFile } from '../../common/records/verify-file';
import type { MessageView } from '../../common/types';
import { legalHolds, messages } from '../db/schema';

let t: TestApp;
let alice: Awaited<ReturnType<typeof buildUser>>;
let bob: Awaited<ReturnType<typeof buildUser>>;
let mallory: Awaited<ReturnType<typeof buildUser>>;
let conversationId: string;

const base = (id = conversationId) => `/api/conversations/${id}/expenses`;
type Res = Awaited<ReturnType<Client>>;

async function expenses(client: Client, id = conversationId): Promise<ExpensesView> {
  const res = await client({ method: 'GET', url: base(id) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ExpensesView>();
}
const expenseIdOf = (res: Res) => (res.json<MessageView>().payload as { expenseId: string }).expenseId;
const requestIdOf = (res: Res) => (res.json<MessageView>().payload as { requestId: string }).requestId;
const find = async (client: Client, id: string): Promise<ExpenseView> =>
  (await expenses(client)).expenses.find((e) => e.id === id)!;
const balanceOf = (view: ExpensesView, userId: string, currency = 'USD') =>
  view.balances.find((b) => b.currency === currency)?.people.find((p) => p.userId === userId);

const school = (amountCents: number, extra: Record<string, unknown> = {}) => ({
  date: '2026-03-03',
  amountCents,
  category: 'school',
  note: 'School trip',
  ...extra,
});
const log = (client: Client, expense: unknown, id = conversationId) =>
  client({ method: 'POST', url: base(id), payload: { clientId: randomUUID(), expense } });
const ask = (client: Client, expenseId: string, note?: unknown) =>
  client({
    method: 'POST',
    url: `${base()}/${expenseId}/requests`,
    payload: { clientId: randomUUID(), note },
  });
const answer = (client: Client, expenseId: string, requestId: string, decision: string, note?: unknown) =>
  client({
    method: 'POST',
    url: `${base()}/${expenseId}/requests/${requestId}/answer`,
    payload: { decision, note },
  });

/** A 2x2 PNG, as a phone's photo of a receipt would be (re-encoded on upload). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWMwTjtjnHaGAUIBACS2BZUFBQd/AAAAAElFTkSuQmCC',
  'base64',
);
async function uploadReceipt(client: Client, to = conversationId): Promise<string> {
  const res = await client({
    method: 'POST',
    url: `/api/conversations/${to}/attachments`,
    ...multipart('receipt.png', 'image/png', TINY_PNG),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

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

describe('splits and balances, in integer cents', () => {
  it('50/50 by default; the odd cent stays with the person who paid', async () => {
    const res = await log(alice.client, school(1001));
    expect(res.statusCode, res.body).toBe(201);
    const entry = res.json<MessageView>();
    expect(entry.kind).toBe('expense.logged');
    expect(entry.sentence).toBe(
      'Alice Archer logged an expense: USD 10.01 for school on Tue 3 Mar 2026 (“School trip”), paid by Alice Archer; shares: Alice Archer USD 5.01, Bob Baker USD 5.00',
    );
    const e = await find(bob.client, expenseIdOf(res));
    expect(e).toMatchObject({ currency: 'USD', status: 'logged', paidById: alice.user.id });
    expect(e.shares.map((s) => [s.userId, s.cents])).toEqual([
      [alice.user.id, 501],
      [bob.user.id, 500],
    ]);
  });

  it('any share: 60/40, and thirds of 10.00 are 3.33 each with 3.34 for the payer', async () => {
    const res = await log(
      bob.client,
      school(2500, {
        split: [
          { userId: alice.user.id, parts: 60 },
          { userId: bob.user.id, parts: 40 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const e = await find(alice.client, expenseIdOf(res));
    expect(e.shares.find((s) => s.userId === alice.user.id)?.cents).toBe(1500);
    expect(e.shares.find((s) => s.userId === bob.user.id)?.cents).toBe(1000);

    const carol = await buildUser(t, { firstName: 'Carol', lastName: 'Cole' });
    const group = await startConversation(alice.client, [bob.email, carol.email], 'Three');
    const thirds = await log(carol.client, school(1000), group.id);
    expect(thirds.statusCode, thirds.body).toBe(201);
    const shares = (await expenses(alice.client, group.id)).expenses[0]!.shares;
    expect(Object.fromEntries(shares.map((s) => [s.name, s.cents]))).toEqual({
      'Alice Archer': 333,
      'Bob Baker': 333,
      'Carol Cole': 334,
    });
  });

  it('the currency defaults to the one last used here, else USD; refuses bad amounts with a message', async () => {
    const other = await startConversation(alice.client, [bob.email], 'Currencies');
    expect((await expenses(bob.client, other.id)).defaultCurrency).toBe('USD');
    expect((await log(alice.client, school(3000, { currency: 'eur' }), other.id)).statusCode).toBe(201);
    expect((await expenses(bob.client, other.id)).defaultCurrency).toBe('EUR');
    const next = await log(bob.client, school(999), other.id);
    expect(next.statusCode, next.body).toBe(201);
    expect((await expenses(bob.client, other.id)).expenses[0]).toMatchObject({
      currency: 'EUR',
      amountCents: 999,
    });
    for (const [bad, message] of [
      [school(10.5), 'The amount is a whole number of cents'],
      [school(0), 'The amount must be more than zero'],
      [school(100, { currency: 'DOLLARS' }), 'A currency is a three-letter code'],
      [school(100, { category: 'holiday' }), 'Choose a category'],
      [
        school(100, { split: [{ userId: mallory.user.id, parts: 1 }] }),
        'Choose people who are in this conversation',
      ],
    ] as const) {
      const res = await log(alice.client, bad, other.id);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
  });
});

describe('reimbursement', () => {
  let expenseId: string;
  let requestId: string;

  it('a request asks the other parent for their share, and both balances show it', async () => {
    const logged = await log(alice.client, school(4500, { category: 'clothing', note: 'School shoes' }));
    expenseId = expenseIdOf(logged);
    const before = await expenses(bob.client);
    const res = await ask(alice.client, expenseId, { content: 'Shoes for the new term' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<MessageView>().sentence).toBe(
      'Alice Archer asked to be reimbursed for USD 45.00 for clothing on Tue 3 Mar 2026 (“School shoes”): Bob Baker USD 22.50',
    );
    requestId = requestIdOf(res);
    const after = await expenses(bob.client);
    expect(balanceOf(after, bob.user.id)!.owesCents - balanceOf(before, bob.user.id)!.owesCents).toBe(2250);
    expect(balanceOf(after, alice.user.id)!.owedCents - balanceOf(before, alice.user.id)!.owedCents).toBe(
      2250,
    );
    const e = after.expenses.find((x) => x.id === expenseId)!;
    expect(e.status).toBe('requested');
    expect(e.request).toMatchObject({
      note: 'Shoes for the new term',
      debts: [{ userId: bob.user.id, cents: 2250 }],
    });
    expect((await ask(alice.client, expenseId)).statusCode).toBe(409);
    expect((await ask(bob.client, expenseId)).statusCode).toBe(403);
  });

  it('only the other party may answer; outsiders get 404', async () => {
    const own = await answer(alice.client, expenseId, requestId, 'approved');
    expect(own.statusCode).toBe(403);
    expect(own.json<{ message: string }>().message).toBe(
      'The other parent answers your reimbursement request',
    );
    expect((await answer(mallory.client, expenseId, requestId, 'approved')).statusCode).toBe(404);
    expect((await answer(bob.client, expenseId, randomUUID(), 'approved')).statusCode).toBe(404);
    expect((await answer(bob.client, randomUUID(), requestId, 'approved')).statusCode).toBe(404);
    expect((await mallory.client({ method: 'GET', url: base() })).statusCode).toBe(404);
  });

  it('approved once; then only paid, once; the balance settles', async () => {
    const approved = await answer(bob.client, expenseId, requestId, 'approved');
    expect(approved.statusCode, approved.body).toBe(201);
    expect(approved.json<MessageView>().sentence).toContain(
      'Bob Baker approved reimbursing Alice Archer USD 22.50',
    );
    expect((await find(alice.client, expenseId)).status).toBe('approved');
    for (const again of ['approved', 'disputed']) {
      const res = await answer(bob.client, expenseId, requestId, again, { content: 'Changed my mind' });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(
        'This reimbursement request has already been answered',
      );
    }
    const before = await expenses(alice.client);
    const paid = await answer(bob.client, expenseId, requestId, 'paid');
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json<MessageView>().sentence).toContain(
      'Bob Baker marked as paid USD 22.50 from Bob Baker to Alice Archer',
    );
    const after = await expenses(alice.client);
    expect(after.expenses.find((e) => e.id === expenseId)?.status).toBe('paid');
    expect(balanceOf(before, alice.user.id)!.netCents - balanceOf(after, alice.user.id)!.netCents).toBe(2250);
    expect(balanceOf(after, bob.user.id)!.netCents - balanceOf(before, bob.user.id)!.netCents).toBe(2250);
    expect((await answer(bob.client, expenseId, requestId, 'paid')).statusCode).toBe(409);
    // Settled: the payer can no longer change it.
    const correction = await alice.client({
      method: 'POST',
      url: `${base()}/${expenseId}/corrections`,
      payload: { clientId: randomUUID(), expense: school(100) },
    });
    expect(correction.statusCode).toBe(409);
  });

  it('a dispute needs a reason; it takes the amount out of the balances until corrected and asked again', async () => {
    const id = expenseIdOf(await log(alice.client, school(2000, { category: 'activities' })));
    const request = requestIdOf(await ask(alice.client, id));
    const noReason = await answer(bob.client, id, request, 'disputed');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ message: string }>().message).toBe('Say why you dispute this expense');
    const before = await expenses(bob.client);
    const disputed = await answer(bob.client, id, request, 'disputed', { content: 'We agreed on 15.00' });
    expect(disputed.statusCode, disputed.body).toBe(201);
    expect(disputed.json<MessageView>().content).toBe('We agreed on 15.00');
    const after = await expenses(alice.client);
    const e = after.expenses.find((x) => x.id === id)!;
    expect(e.status).toBe('disputed');
    expect(e.request?.debts[0]).toMatchObject({ status: 'disputed', note: 'We agreed on 15.00' });
    expect(balanceOf(before, bob.user.id)!.owesCents - balanceOf(after, bob.user.id)!.owesCents).toBe(1000);
    expect(balanceOf(after, bob.user.id)!.disputedCents - balanceOf(before, bob.user.id)!.disputedCents).toBe(
      1000,
    );
    expect((await answer(bob.client, id, request, 'paid')).statusCode).toBe(409);

    const corrected = await alice.client({
      method: 'POST',
      url: `${base()}/${id}/corrections`,
      payload: { clientId: randomUUID(), expense: school(1500, { category: 'activities' }) },
    });
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(corrected.json<MessageView>().sentence).toContain(
      'Alice Archer corrected an expense, now: USD 15.00',
    );
    const again = await ask(alice.client, id);
    expect(again.statusCode, again.body).toBe(201);
    expect((await find(bob.client, id)).request?.debts[0]).toMatchObject({ cents: 750, status: 'pending' });
    expect((await answer(bob.client, id, request, 'approved')).statusCode).toBe(404); // the old request is closed
    expect((await answer(bob.client, id, requestIdOf(again), 'approved')).statusCode).toBe(201);
  });

  it('the reason goes through the assistant as a message does: its version needs its proof', async () => {
    const id = expenseIdOf(await log(alice.client, school(800, { category: 'medical' })));
    const request = requestIdOf(await ask(alice.client, id));
    const forged = await answer(bob.client, id, request, 'disputed', {
      content: 'I do not think this was agreed.',
      wasRewritten: true,
      originalContent: 'no way, you never asked',
      rewrittenContent: 'I do not think this was agreed.',
      rewriteProof: 'forged',
    });
    expect(forged.statusCode).toBe(400);
    const drafts = await proposalDrafts(
      t.db,
      bob.user.id,
      'no way, you never asked',
      'I do not think this was agreed.',
    );
    const calm = await answer(bob.client, id, request, 'disputed', {
      content: 'I do not think this was agreed.',
      ...drafts,
    });
    expect(calm.statusCode, calm.body).toBe(201);
    expect(calm.json<MessageView>().wasRewritten).toBe('true');
  });

  it('someone in the group with no share cannot answer', async () => {
    const dan = await buildUser(t, { firstName: 'Dan', lastName: 'Dale' });
    const group = await startConversation(alice.client, [bob.email, dan.email], 'Grandad too');
    const url = `/api/conversations/${group.id}/expenses`;
    const logged = await log(
      alice.client,
      school(1000, {
        split: [
          { userId: alice.user.id, parts: 1 },
          { userId: bob.user.id, parts: 1 },
        ],
      }),
      group.id,
    );
    const id = expenseIdOf(logged);
    const asked = await alice.client({
      method: 'POST',
      url: `${url}/${id}/requests`,
      payload: { clientId: randomUUID() },
    });
    const answerUrl = `${url}/${id}/requests/${requestIdOf(asked)}/answer`;
    const byDan = await dan.client({ method: 'POST', url: answerUrl, payload: { decision: 'approved' } });
    expect(byDan.statusCode).toBe(403);
    expect(byDan.json<{ message: string }>().message).toBe(
      'Only the people asked to reimburse this expense can answer the request',
    );
    expect(
      (await bob.client({ method: 'POST', url: answerUrl, payload: { decision: 'approved' } })).statusCode,
    ).toBe(201);
  });
});

describe('history', () => {
  it('someone added to a group from now on sees the expenses, not the notes written before', async () => {
    const carol = await buildUser(t, { firstName: 'Carol', lastName: 'Cole' });
    const group = await startConversation(alice.client, [bob.email, mallory.email], 'Family');
    const url = `/api/conversations/${group.id}/expenses`;
    const id = expenseIdOf(await log(alice.client, school(900), group.id));
    const asked = await alice.client({
      method: 'POST',
      url: `${url}/${id}/requests`,
      payload: { clientId: randomUUID(), note: { content: 'Private reason from before Carol joined' } },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const added = await alice.client({
      method: 'POST',
      url: `/api/conversations/${group.id}/participants`,
      payload: { email: carol.email, history: 'from-now' },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const seen = await expenses(carol.client, group.id);
    expect(seen.expenses[0]).toMatchObject({ id, amountCents: 900, status: 'requested' });
    expect(seen.expenses[0]?.request?.note).toBe('');
    expect((await expenses(bob.client, group.id)).expenses[0]?.request?.note).toBe(
      'Private reason from before Carol joined',
    );
  });
});

describe('receipts', () => {
  it('a receipt is the expense’s attachment: the participants read it, nobody else', async () => {
    const receiptId = await uploadReceipt(alice.client);
    const res = await log(alice.client, school(1299, { receiptId }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<MessageView>().attachments.map((a) => a.id)).toEqual([receiptId]);
    const e = await find(bob.client, expenseIdOf(res));
    expect(e.receipt).toMatchObject({ id: receiptId, contentType: 'image/png' });
    expect((await bob.client({ method: 'GET', url: `/api/attachments/${receiptId}` })).statusCode).toBe(200);
    expect((await mallory.client({ method: 'GET', url: `/api/attachments/${receiptId}` })).statusCode).toBe(
      404,
    );
  });

  it('another conversation’s upload or expense does not exist here', async () => {
    const elsewhere = await startConversation(alice.client, [mallory.email], 'Elsewhere');
    const foreignReceipt = await uploadReceipt(alice.client, elsewhere.id);
    const res = await log(alice.client, school(500, { receiptId: foreignReceipt }));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('An attachment was not found');
    const bobsReceipt = await uploadReceipt(bob.client);
    expect((await log(alice.client, school(500, { receiptId: bobsReceipt }))).statusCode).toBe(400);
    const foreign = expenseIdOf(await log(mallory.client, school(700), elsewhere.id));
    const withdraw = await alice.client({
      method: 'POST',
      url: `${base()}/${foreign}/withdraw`,
      payload: { clientId: randomUUID() },
    });
    expect(withdraw.statusCode).toBe(404);
    expect(withdraw.json<{ message: string }>().message).toBe('Expense not found');
  });
});

describe('the record', () => {
  it('under a legal hold a correction and a withdrawal are new entries; nothing stored changes', async () => {
    const held = await startConversation(alice.client, [bob.email], 'Held');
    await t.db.insert(legalHolds).values({ targetType: 'conversation', targetId: held.id, reason: 'court' });
    const url = `/api/conversations/${held.id}/expenses`;
    const id = expenseIdOf(await log(alice.client, school(6000, { category: 'childcare' }), held.id));
    const entries = () =>
      t.db
        .select({ id: messages.id, kind: messages.kind, hash: messages.hash, payload: messages.payload })
        .from(messages)
        .where(and(eq(messages.conversationId, held.id), like(messages.kind, 'expense.%')))
        .orderBy(messages.id);
    const before = await entries();
    const corrected = await alice.client({
      method: 'POST',
      url: `${url}/${id}/corrections`,
      payload: { clientId: randomUUID(), expense: school(5000, { category: 'childcare' }) },
    });
    expect(corrected.statusCode, corrected.body).toBe(201);
    const withdrawn = await alice.client({
      method: 'POST',
      url: `${url}/${id}/withdraw`,
      payload: { clientId: randomUUID() },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);
    const after = await entries();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.map((e) => e.kind)).toEqual(['expense.logged', 'expense.corrected', 'expense.withdrawn']);
    const view = await expenses(bob.client, held.id);
    expect(view.expenses[0]).toMatchObject({ status: 'withdrawn', amountCents: 5000, corrected: true });
    expect(balanceOf(view, alice.user.id)).toMatchObject({ paidCents: 0, netCents: 0 });
    expect(
      (
        await alice.client({
          method: 'POST',
          url: `${url}/${id}/withdraw`,
          payload: { clientId: randomUUID() },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('a retry with the same clientId records once', async () => {
    const clientId = randomUUID();
    const payload = { clientId, expense: school(333) };
    const first = await alice.client({ method: 'POST', url: base(), payload });
    const retry = await alice.client({ method: 'POST', url: base(), payload });
    expect([first.statusCode, retry.statusCode]).toEqual([201, 200]);
    expect(retry.json<MessageView>().id).toBe(first.json<MessageView>().id);
  });

  it('every state change is in the timeline and in an export that verifies', async () => {
    const timeline = await bob.client({ method: 'GET', url: `/api/messages/${conversationId}?limit=100` });
    const kinds = timeline.json<MessageView[]>().map((m) => m.kind);
    for (const kind of [
      'expense.logged',
      'expense.corrected',
      'expense.reimbursement_requested',
      'expense.reimbursement_answered',
    ])
      expect(kinds).toContain(kind);
    const csv = await alice.client({
      method: 'GET',
      url: `/api/conversations/${conversationId}/export?format=csv`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Bob Baker approved reimbursing Alice Archer USD 22.50');
    const report = verifyExportFile(Buffer.from(csv.rawPayload));
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    // The zip: the PDF with the record inside, and the receipts, each checked against its entry's hash.
    const zip = await bob.client({
      method: 'GET',
      url: `/api/conversations/${conversationId}/export?format=zip`,
    });
    expect(zip.statusCode).toBe(200);
    const archive = verifyExportFile(zip.rawPayload);
    expect(archive.problems).toEqual([]);
    expect(archive.ok).toBe(true);
  });
});

describe('the expense report', () => {
  const report = (client: Client, query: string) =>
    client({ method: 'GET', url: `${base()}/report?${query}` });

  it('CSV: the period’s expenses with amounts, shares, status and receipt, totals and balances', async () => {
    const res = await report(bob.client, 'from=2026-03-01&to=2026-03-31&format=csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('"Parley expense report"');
    expect(lines).toContain('Period,2026-03-01,2026-03-31');
    expect(res.body).toContain(
      '2026-03-03,"Clothing","School shoes",USD,"45.00","Alice Archer","Alice Archer: 22.50; Bob Baker: 22.50","Paid","",',
    );
    expect(res.body).toContain('"receipt.png"');
    expect(res.body).toMatch(/"Alice Archer",USD,"[\d,.]+","[\d,.]+"/);
    const none = await report(bob.client, 'from=2025-01-01&to=2025-12-31&format=csv');
    expect(none.body).not.toContain('School shoes');
  });

  it('PDF, for participants only, and a bad period is a 400', async () => {
    const pdf = await report(alice.client, 'from=2026-01-01&to=2026-12-31&format=pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await report(mallory.client, 'from=2026-01-01&to=2026-12-31&format=csv')).statusCode).toBe(404);
    const backwards = await report(alice.client, 'from=2026-12-01&to=2026-01-01&format=csv');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ message: string }>().message).toContain('The end must be after the start');
    expect((await report(alice.client, 'from=2026-01-01&to=2026-12-31&format=xls')).statusCode).toBe(400);
  });
});
