/** Set-up shared by the schedule stories (e2e/schedule*.spec.ts, offline-records.spec.ts). */
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './chat';

// The dialog opens on the current month (UTC, as the test computes it).
const month = new Date().toISOString().slice(0, 7);
/** The n-th day of the month the Schedule dialog opens on, as YYYY-MM-DD. */
export const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
/** Whose day the n-th is, as the calendar shows it. */
export const custodyOn = (page: Page, n: number) => page.getByTestId(`day-${day(n)}`).getByTestId('custody');

/** The signed-in person's id. */
export async function userId(page: Page): Promise<string> {
  const me = await page.context().request.get('/api/auth/user');
  expect(me.status(), await me.text()).toBe(200);
  return ((await me.json()) as { id: string }).id;
}

/** Week on, week off from the 1st, `first` first, handed over at the school gate. */
export const weekOnWeekOff = (
  firstParentId: string,
  secondParentId: string,
  at: { handoverTime?: string; timeZone?: string } = {},
) => ({
  kind: 'pattern',
  data: {
    preset: 'week_on_week_off',
    startDate: day(1),
    firstParentId,
    secondParentId,
    handoverTime: at.handoverTime ?? '17:00',
    handoverPlace: 'School gate',
    timeZone: at.timeZone ?? 'Europe/London',
  },
});

/**
 * A change already agreed before the story starts: proposed by `proposer` and accepted by `answerer`
 * through the API (the schedule stories test the forms themselves). Returns the request's id.
 */
export async function agreed(
  proposer: BrowserContext,
  answerer: BrowserContext,
  conversationId: string,
  change: unknown,
): Promise<string> {
  const base = `/api/conversations/${conversationId}/schedule/requests`;
  const proposed = await proposer.request.post(base, { data: { clientId: crypto.randomUUID(), change } });
  expect(proposed.status(), await proposed.text()).toBe(201);
  const { requestId } = ((await proposed.json()) as { payload: { requestId: string } }).payload;
  const accepted = await answerer.request.post(`${base}/${requestId}/answer`, {
    data: { decision: 'accepted' },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  return requestId;
}

/** Opens the Schedule dialog from the conversation header. */
export async function openSchedule(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Schedule' })).toBeVisible();
}
