import { expect } from './support/chat';
import { test } from './support/co-parents';
import { custodyOn, day } from './support/schedule';
import { screenshotForReview } from './support/fixtures';
import { seriousViolations } from './support/axe';
import { IN_DIALOG } from './support/review';
import { showTheme, THEMES } from './support/theme';

test.describe.configure({ timeout: 300_000 });

test('a week-on/week-off schedule, a swap proposed by one parent and accepted by the other, on both screens', async ({
  lily: { m, s },
}) => {
  for (const p of [m.page, s.page]) {
    await p.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(p.getByRole('dialog', { name: 'Schedule' })).toBeVisible();
  }

  // Maya proposes week on, week off from the 1st, with her first.
  await m.page.getByRole('button', { name: 'Set custody pattern' }).click();
  await m.page.getByLabel('Pattern', { exact: true }).selectOption({ label: 'Week on, week off' });
  await m.page.getByLabel('Starts on').fill(day(1));
  await m.page.getByLabel('Has the children first').selectOption({ label: 'Maya Lopez' });
  await m.page.getByLabel('Handover place').fill('School gate');
  await m.page.getByRole('button', { name: 'Propose pattern' }).click();
  await expect(m.page.getByTestId('change-request')).toContainText('Waiting for an answer');
  // Nothing changes until Sam accepts.
  await expect(m.page.getByTestId(`day-${day(3)}`)).toContainText('No custody set');

  // Sam sees it live and accepts; both calendars show the weeks.
  const samRequest = s.page.getByTestId('change-request');
  await expect(samRequest).toContainText('week on, week off');
  await samRequest.getByRole('button', { name: 'Accept' }).click();
  await expect(custodyOn(s.page, 14)).toHaveText('With you');
  await expect(custodyOn(s.page, 21)).toHaveText('With Maya Lopez');
  await expect(custodyOn(m.page, 14)).toHaveText('With Sam Reed');
  await expect(custodyOn(m.page, 21)).toHaveText('With you');
  await expect(m.page.getByTestId(`day-${day(8)}`)).toContainText('Handover at 18:00, School gate');

  // Sam asks to swap the 14th for the 21st; Maya accepts on her side.
  await s.page.getByRole('button', { name: 'Propose a swap' }).click();
  await s.page.getByLabel('Swap this day').fill(day(14));
  await s.page.getByLabel('For this day').fill(day(21));
  await s.page.getByLabel('Reason (optional)').fill('Can we swap the 14th for the 21st?');
  await s.page.getByRole('button', { name: 'Propose swap' }).click();
  const mayaRequest = m.page.getByTestId('change-request');
  await expect(mayaRequest).toContainText('Can we swap the 14th for the 21st?');
  expect(await seriousViolations(m.page, 'request')).toEqual([]);
  await mayaRequest.getByRole('button', { name: 'Accept' }).click();
  await expect(m.page.getByTestId('change-request')).toHaveCount(0);
  await expect(custodyOn(m.page, 14)).toHaveText('With you (changed)');
  await expect(custodyOn(m.page, 21)).toHaveText('With Sam Reed (changed)');
  await expect(custodyOn(s.page, 14)).toHaveText('With Maya Lopez (changed)');
  await expect(custodyOn(s.page, 21)).toHaveText('With you (changed)');
  await expect(custodyOn(s.page, 13)).toHaveText('With you');
  // The timeline records it too.
  await s.page.keyboard.press('Escape');
  await expect(s.page.getByText('Maya Lopez accepted the schedule change').first()).toBeVisible();

  // An event for the screens.
  await m.page.getByRole('button', { name: 'Add event' }).click();
  await m.page.getByLabel('Title', { exact: true }).fill('Swimming');
  await m.page.getByLabel('Date', { exact: true }).fill(day(10));
  await m.page.getByLabel('Starts (leave empty for all day)').fill('17:00');
  await m.page.getByLabel('Ends', { exact: true }).fill('18:00');
  await m.page.getByRole('button', { name: 'Add event' }).last().click();
  await expect(m.page.getByTestId(`day-${day(10)}`)).toContainText('17:00 Swimming');

  // The screens for review: phone and desktop, light and dark (switched in place, as the app's toggle
  // does), the dialog opened again each time from that width's own menu.
  const dialog = m.page.getByRole('dialog', { name: 'Schedule' });
  await m.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  for (const theme of THEMES) {
    await showTheme(m.page, theme);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await m.page.setViewportSize(viewport);
      if (viewport.width < 640) {
        await m.page.getByRole('button', { name: 'More actions' }).click();
        await m.page.getByRole('menuitem', { name: 'Schedule' }).click();
      } else {
        await m.page.getByRole('button', { name: 'Schedule', exact: true }).click();
      }
      await expect(custodyOn(m.page, 14)).toHaveText('With you (changed)');
      expect(await seriousViolations(m.page, `schedule ${theme} ${viewport.width}`, IN_DIALOG)).toEqual([]);
      await screenshotForReview(m.page, `schedule-${theme}-${viewport.width}`);
      await m.page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }
});
