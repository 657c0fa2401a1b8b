import { expect } from './support/chat';
import { test } from './support/co-parents';
import { IN_DIALOG, reviewEveryLook } from './support/review';
import { agreed, custodyOn, day, openSchedule, userId, weekOnWeekOff } from './support/schedule';

test.describe.configure({ timeout: 300_000 });

test('a custody pattern ended from a date and a holiday moved, each by a change request the other accepts; a cancellation declined changes nothing', async ({
  lily: { m, s, conversationId },
}) => {
  const [mayaId, samId] = [await userId(m.page), await userId(s.page)];
  // Already agreed: week on, week off from the 1st (Maya first), and Grandma's visit on the 20th with Sam.
  await agreed(m.context, s.context, conversationId, weekOnWeekOff(mayaId, samId));
  await agreed(m.context, s.context, conversationId, {
    kind: 'holiday',
    data: { title: 'Grandma visits', startDate: day(20), endDate: day(20), parentId: samId },
  });
  for (const p of [m.page, s.page]) {
    await openSchedule(p);
    await expect(custodyOn(p, 16)).toBeVisible();
  }

  // Maya proposes to end the pattern from the 15th, with a sharp reason the assistant offers to calm.
  const pattern = m.page.getByTestId('schedule-item').filter({ hasText: 'week on, week off' });
  await pattern.getByRole('button', { name: /^End from a date/ }).click();
  await pattern.getByLabel('No longer in force from').fill(day(15));
  await pattern.getByLabel('Reason (optional)').fill('I am moving away, obviously you never listen.');
  await pattern.getByRole('button', { name: 'Propose the end' }).click();
  const suggested = pattern.getByRole('button', { name: 'Send suggested' });
  const request = s.page.getByTestId('change-request');
  // The assistant may offer a calmer version first; else the request is sent (Maya sees it waiting).
  await expect(suggested.or(m.page.getByTestId('change-request'))).toBeVisible();
  if (await suggested.isVisible()) {
    await expect(pattern).toContainText('The assistant suggests');
    await reviewEveryLook(m.page, 'end-pattern-assistant', () => pattern, IN_DIALOG);
    await suggested.click();
  }
  await expect(request).toContainText('end week on, week off');
  // Nothing changes until Sam answers.
  await expect(custodyOn(m.page, 16)).toBeVisible();
  await reviewEveryLook(s.page, 'end-pattern-request', () => request, IN_DIALOG);
  await request.getByRole('button', { name: 'Accept' }).click();
  for (const p of [m.page, s.page]) {
    await expect(p.getByTestId(`day-${day(16)}`)).toContainText('No custody set');
    await expect(custodyOn(p, 14)).toBeVisible();
  }

  // Sam moves Grandma's visit to the 22nd and 23rd; Maya accepts.
  const holiday = s.page.getByTestId('schedule-item').filter({ hasText: 'Grandma visits' });
  await holiday.getByRole('button', { name: /^Move/ }).click();
  await holiday.getByLabel('New first day').fill(day(22));
  await holiday.getByLabel('New last day').fill(day(23));
  await reviewEveryLook(s.page, 'move-holiday-form', () => holiday, IN_DIALOG);
  await holiday.getByRole('button', { name: 'Propose the move' }).click();
  const move = m.page.getByTestId('change-request').filter({ hasText: 'move the holiday' });
  await expect(move).toBeVisible();
  await move.getByRole('button', { name: 'Accept' }).click();
  for (const p of [m.page, s.page]) {
    await expect(p.getByTestId(`day-${day(20)}`)).toContainText('No custody set');
    await expect(custodyOn(p, 22)).toContainText('(Grandma visits)');
    await expect(custodyOn(p, 23)).toContainText('(Grandma visits)');
  }

  // Maya proposes cancelling it; Sam declines, and the visit stays.
  const moved = m.page.getByTestId('schedule-item').filter({ hasText: 'Grandma visits' });
  await moved.getByRole('button', { name: /^Propose cancelling/ }).click();
  await moved.getByRole('button', { name: 'Propose cancelling' }).last().click();
  const cancel = s.page.getByTestId('change-request').filter({ hasText: 'cancel the holiday' });
  await cancel.getByRole('button', { name: 'Decline' }).click();
  await expect(cancel).toBeHidden();
  for (const p of [m.page, s.page]) await expect(custodyOn(p, 22)).toContainText('(Grandma visits)');

  // Each proposal and answer is in the timeline.
  await m.page.keyboard.press('Escape');
  await expect(m.page.getByText(/declined the schedule change: cancel the holiday/)).toBeVisible();
});
