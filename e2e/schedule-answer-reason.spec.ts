import type { Page } from '@playwright/test';
import { expect } from './support/chat';
import { test } from './support/co-parents';
import { IN_DIALOG, reviewEveryLook } from './support/review';
import { agreed, custodyOn, day, openSchedule, userId, weekOnWeekOff } from './support/schedule';

test.describe.configure({ timeout: 300_000 });

test('a swap declined with a charged reason: the assistant offers a calm one, it is sent, and the proposer sees the decline with it and nothing changed', async ({
  lily: { m, s, conversationId },
}) => {
  // Already agreed: week on, week off from the 1st, Maya first (so Sam has the 8th to the 14th).
  await agreed(
    m.context,
    s.context,
    conversationId,
    weekOnWeekOff(await userId(m.page), await userId(s.page)),
  );
  for (const p of [m.page, s.page]) {
    await openSchedule(p);
    await expect(custodyOn(p, 14)).toBeVisible();
  }
  const before = async (p: Page) => [
    await custodyOn(p, 14).textContent(),
    await custodyOn(p, 21).textContent(),
  ];
  const [mayaBefore, samBefore] = [await before(m.page), await before(s.page)];
  expect(mayaBefore).toEqual(['With Sam Reed', 'With you']);

  // Maya proposes a swap of the 14th for the 21st.
  await m.page.getByRole('button', { name: 'Propose a swap' }).click();
  await m.page.getByLabel('Swap this day').fill(day(14));
  await m.page.getByLabel('For this day').fill(day(21));
  await m.page.getByRole('button', { name: 'Propose swap' }).click();
  await expect(m.page.getByTestId('change-request')).toContainText('Waiting for an answer');

  // Sam declines with a charged reason; the assistant offers a calmer one before anything is sent.
  const request = s.page.getByTestId('change-request');
  await expect(request).toBeVisible();
  const reason = request.getByRole('textbox', { name: 'Reason (optional)' });
  await reason.fill("No. You always do this, it's ridiculous.");
  await reviewEveryLook(s.page, 'answer-form', () => request, IN_DIALOG);
  await request.getByRole('button', { name: 'Decline' }).click();
  const suggested = request.getByRole('button', { name: 'Send suggested' });
  await expect(suggested).toBeVisible({ timeout: 30_000 });
  await expect(request).toContainText('Declining, with a reason.');
  const calm = ((await request.getByText(/^The assistant suggests: /).textContent()) ?? '')
    .replace(/^The assistant suggests: “/, '')
    .replace(/”$/, '');
  expect(calm.length).toBeGreaterThan(0);
  expect(calm).not.toContain('ridiculous');
  // Still nothing sent: Maya's request is waiting.
  await expect(m.page.getByTestId('change-request')).toContainText('Waiting for an answer');
  await reviewEveryLook(s.page, 'answer-assistant', () => request, IN_DIALOG);
  await suggested.click();
  await expect(request).toHaveCount(0);

  // Maya sees the decline with the reason as sent, and both calendars are as they were.
  await expect(m.page.getByTestId('change-request')).toHaveCount(0);
  expect(await before(m.page)).toEqual(mayaBefore);
  expect(await before(s.page)).toEqual(samBefore);
  await m.page.keyboard.press('Escape');
  const entry = m.page
    .getByTestId('record-sentence')
    .filter({ hasText: /^Sam Reed declined the schedule change: / })
    .locator('..');
  await expect(entry).toContainText(calm);
  await expect(entry).not.toContainText('ridiculous');

  // The record keeps the answer's note with the assistant's proof, as the API stores a message's.
  const view = (await (
    await m.context.request.get(`/api/conversations/${conversationId}/schedule?from=${day(1)}&to=${day(28)}`)
  ).json()) as { requests: Array<{ status: string; answerNote: string }> };
  expect(view.requests.find((r) => r.status === 'declined')?.answerNote).toBe(calm);
});
