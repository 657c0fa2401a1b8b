import type { Page } from '@playwright/test';
import { expect } from './support/chat';
import { test } from './support/co-parents';
import { logInViaApi, newUser, registerViaApi } from './support/fixtures';

test.describe.configure({ timeout: 300_000 });

/** What a form without a queue says offline (src/web/lib/api.ts OFFLINE_NOT_SENT). */
const OFFLINE = "You're offline, so this was not sent. Try again when you're back online.";

// The dialog opens on the current month (UTC, as the test computes it).
const month = new Date().toISOString().slice(0, 7);
const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;

/**
 * Goes back online and waits until the page has heard so (its 'online' event, where a write held back
 * would be sent again, has run).
 */
async function backOnline(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { heardOnline: Promise<void> }).heardOnline = new Promise<void>((resolve) =>
      window.addEventListener('online', () => setTimeout(resolve, 0), { once: true }),
    );
  });
  await page.context().setOffline(false);
  await page.evaluate(() => (window as unknown as { heardOnline: Promise<void> }).heardOnline);
}

/** Counts the answers the server gave to writes matching `method` and `path` from this page. */
function answersTo(page: Page, method: string, path: RegExp): () => number {
  let count = 0;
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === method && path.test(new URL(request.url()).pathname)) count += 1;
  });
  return () => count;
}

async function openInfoBank(page: Page) {
  await page.getByRole('button', { name: 'Info bank', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Info bank' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('offline, a card and an answer to a change request say they were not sent, send nothing, and go once tried again online', async ({
  lily: { m, s, conversationId },
}) => {
  const api = `/api/conversations/${conversationId}`;
  // Every write that reached the server, counted to the end of the story: nothing is sent behind anyone's
  // back once the connection returns, then or later.
  const cardsSent = answersTo(m.page, 'POST', new RegExp(`^${api}/info/cards$`));
  const answersSent = answersTo(s.page, 'POST', new RegExp(`^${api}/schedule/requests/[^/]+/answer$`));

  // Maya adds a card with no connection: she is told at once, the form keeps what she wrote.
  const bank = await openInfoBank(m.page);
  await bank.getByRole('button', { name: 'Add a child' }).click();
  await bank.getByLabel("Child's name").fill('Lily');
  await bank.getByLabel('Allergies').fill('Peanuts');
  await m.context.setOffline(true);
  await bank.getByRole('button', { name: 'Save card' }).click();
  await expect(bank.getByRole('alert')).toHaveText(OFFLINE);
  await expect(bank.getByRole('button', { name: 'Save card' })).toBeEnabled();
  await backOnline(m.page);
  // Nothing went out behind her back once the connection returned.
  expect(cardsSent()).toBe(0);
  const before = (await (await m.context.request.get(`${api}/info`)).json()) as { cards: unknown[] };
  expect(before.cards).toHaveLength(0);
  await bank.getByRole('button', { name: 'Save card' }).click();
  await expect(bank.getByRole('alert')).toHaveCount(0);
  await expect(bank).toContainText('Peanuts');
  await expect.poll(cardsSent, { message: 'the card the click sent, answered' }).toBe(1);
  const after = (await (await m.context.request.get(`${api}/info`)).json()) as { cards: unknown[] };
  expect(after.cards).toHaveLength(1);

  // Sam answers Maya's swap with no connection: told, nothing recorded; online, Accept goes through.
  const ids = async (p: Page) =>
    ((await (await p.context().request.get('/api/auth/user')).json()) as { id: string }).id;
  const proposed = await m.context.request.post(`${api}/schedule/requests`, {
    data: {
      clientId: crypto.randomUUID(),
      change: { kind: 'days', data: { days: [{ date: day(14), parentId: await ids(s.page) }] } },
    },
  });
  expect(proposed.status(), await proposed.text()).toBe(201);
  await s.page.getByRole('button', { name: 'Schedule', exact: true }).click();
  const request = s.page.getByTestId('change-request');
  await expect(request).toBeVisible();
  await s.context.setOffline(true);
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(request.getByRole('alert')).toHaveText(OFFLINE);
  await backOnline(s.page);
  expect(answersSent()).toBe(0);
  const pending = async () =>
    (
      (await (await m.context.request.get(`${api}/schedule?from=${day(1)}&to=${day(28)}`)).json()) as {
        requests: Array<{ status: string }>;
      }
    ).requests.filter((r) => r.status === 'pending').length;
  expect(await pending()).toBe(1);
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(request).toHaveCount(0);
  await expect.poll(pending).toBe(0);
  // One card and one answer reached the server, each from the click made online.
  expect(cardsSent()).toBe(1);
  expect(answersSent()).toBe(1);
  const cards = (await (await m.context.request.get(`${api}/info`)).json()) as { cards: unknown[] };
  expect(cards.cards).toHaveLength(1);
});

test('offline, a support ticket says it was not sent and is kept to send again', async ({
  page,
  request,
}) => {
  const user = newUser('offline-ticket');
  await registerViaApi(request, user);
  await logInViaApi(page.request, user);
  await page.goto('/support');
  await page.getByRole('button', { name: 'New Ticket' }).click();
  await page.getByLabel('Title').fill('Offline ticket');
  await page.getByLabel('Description').fill('Written on the train.');
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Offline ticket');
  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(page.getByText('Support ticket created successfully')).toBeVisible();
  await expect(page.getByRole('table').getByText('Offline ticket')).toBeVisible();
});
