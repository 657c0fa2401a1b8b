import type { Page } from '@playwright/test';
import { expect } from './support/chat';
import { test } from './support/co-parents';
import { screenshotForReview } from './support/fixtures';
import { seriousViolations } from './support/axe';
import { IN_DIALOG } from './support/review';
import { agreed, custodyOn, day, userId, weekOnWeekOff } from './support/schedule';
import { describeDate } from '../src/common/schedule/dates';

test.describe.configure({ timeout: 300_000 });

async function openTool(page: Page, name: 'Schedule' | 'Expenses', phone = false) {
  if (phone) {
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name }).click();
  } else {
    await page.getByRole('button', { name, exact: true }).click();
  }
  await expect(page.getByRole('dialog', { name })).toBeVisible();
}

test('a swap and an expense written offline wait on the device, then reach the other parent exactly once', async ({
  lily: { m, s, conversationId },
}) => {
  const api = `/api/conversations/${conversationId}`;
  // Week on, week off from the 1st, Maya first, agreed through the API (the schedule story covers the form).
  const ids = [await userId(m.page), await userId(s.page)] as const;
  await agreed(
    m.context,
    s.context,
    conversationId,
    weekOnWeekOff(...ids, { handoverTime: '18:00', timeZone: 'UTC' }),
  );

  // Both have looked at the schedule and the expenses while online (the app keeps them for offline use).
  for (const p of [m.page, s.page]) {
    await openTool(p, 'Expenses');
    await expect(p.getByText('No expenses yet.')).toBeVisible();
    await p.keyboard.press('Escape');
    await openTool(p, 'Schedule');
    await expect(p.getByTestId(`day-${day(14)}`)).toContainText('With');
  }

  // Sam loses the connection and proposes a swap: it waits on his device, Maya sees nothing yet.
  await s.context.setOffline(true);
  await s.page.getByRole('button', { name: 'Propose a swap' }).click();
  await s.page.getByLabel('Swap this day').fill(day(14));
  await s.page.getByLabel('For this day').fill(day(21));
  await s.page.getByLabel('Reason (optional)').fill('Can we swap the 14th for the 21st?');
  await s.page.getByRole('button', { name: 'Propose swap' }).click();
  const waitingSchedule = s.page.getByTestId('pending-records');
  await expect(waitingSchedule).toContainText('Waiting to send');
  await expect(waitingSchedule.getByTestId('pending-record')).toHaveText(
    `Swap ${describeDate(day(14))} and ${describeDate(day(21))}`,
  );
  await expect(s.page.getByTestId('change-request')).toHaveCount(0);
  expect(await seriousViolations(s.page, 'schedule waiting')).toEqual([]);

  // ...and logs an expense (no receipt: that would need the connection).
  await s.page.keyboard.press('Escape');
  await openTool(s.page, 'Expenses');
  await s.page.getByRole('button', { name: 'Log an expense' }).click();
  await s.page.getByLabel('Category', { exact: true }).selectOption({ label: 'Clothing' });
  await s.page.getByLabel('Amount', { exact: true }).fill('30.00');
  await s.page.getByLabel('Note', { exact: true }).fill('Rain boots');
  await s.page.getByRole('button', { name: 'Log expense' }).click();
  const waitingExpenses = s.page.getByTestId('pending-records');
  await expect(waitingExpenses.getByTestId('pending-record')).toHaveText(
    'Expense: Clothing, USD 30.00 (Rain boots)',
  );
  expect(await seriousViolations(s.page, 'expenses waiting')).toEqual([]);

  // Maya's side, open all along, still has neither.
  await expect(m.page.getByTestId('change-request')).toHaveCount(0);

  // The screens for review, while waiting: phone and desktop, light and dark.
  await s.page.keyboard.press('Escape');
  for (const theme of ['light', 'dark'] as const) {
    await s.page.evaluate(
      (dark) => document.documentElement.classList.toggle('dark', dark),
      theme === 'dark',
    );
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const phone = viewport.width < 600;
      await s.page.setViewportSize(viewport);
      for (const tool of ['Schedule', 'Expenses'] as const) {
        await openTool(s.page, tool, phone);
        await expect(s.page.getByTestId('pending-records')).toBeVisible();
        expect(
          await seriousViolations(s.page, `${tool} waiting ${theme} ${viewport.width}`, IN_DIALOG),
        ).toEqual([]);
        await screenshotForReview(s.page, `offline-${tool.toLowerCase()}-waiting-${theme}-${viewport.width}`);
        await s.page.keyboard.press('Escape');
      }
    }
  }
  await s.page.evaluate(() => document.documentElement.classList.remove('dark'));
  await s.page.setViewportSize({ width: 1280, height: 800 });

  // The connection returns: both go out, once each, and the waiting list empties.
  await s.context.setOffline(false);
  await openTool(s.page, 'Expenses');
  await expect(s.page.getByTestId('pending-records')).toHaveCount(0, { timeout: 30_000 });
  await expect(s.page.getByTestId('expense').filter({ hasText: 'Rain boots' })).toHaveCount(1);

  // Maya sees the swap (live, in the schedule she has open) and the expense, exactly once each.
  const mayaRequest = m.page.getByTestId('change-request');
  await expect(mayaRequest).toHaveCount(1);
  await expect(mayaRequest).toContainText('Can we swap the 14th for the 21st?');
  await m.page.keyboard.press('Escape');
  await openTool(m.page, 'Expenses');
  await expect(m.page.getByTestId('expense').filter({ hasText: 'Rain boots' })).toHaveCount(1);

  // Sam coming back again (the socket reopening, another 'online') sends nothing twice.
  await s.context.setOffline(true);
  await s.context.setOffline(false);
  await s.page.reload();
  await expect(s.page.getByTestId('conversation-heading')).toHaveText('Lily');
  const schedule = (await (
    await m.context.request.get(`${api}/schedule?from=${day(1)}&to=${day(28)}`)
  ).json()) as { requests: Array<{ status: string }> };
  expect(schedule.requests.filter((r) => r.status === 'pending')).toHaveLength(1);
  const expenses = (await (await m.context.request.get(`${api}/expenses`)).json()) as {
    expenses: Array<{ note: string }>;
  };
  expect(expenses.expenses.filter((e) => e.note === 'Rain boots')).toHaveLength(1);

  // Maya accepts the swap: it was a real proposal, not a copy.
  await m.page.keyboard.press('Escape');
  await openTool(m.page, 'Schedule');
  await mayaRequest.getByRole('button', { name: 'Accept' }).click();
  await expect(custodyOn(m.page, 14)).toHaveText('With you (changed)');
});
