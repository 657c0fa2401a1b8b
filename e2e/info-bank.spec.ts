import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { IN_DIALOG } from './support/review';
import { expect } from './support/chat';
import { test } from './support/co-parents';
import { screenshotForReview } from './support/fixtures';
import { showTheme, THEMES } from './support/theme';

test.describe.configure({ timeout: 300_000 });

async function openInfoBank(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) < 640) {
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Info bank' }).click();
  } else {
    await page.getByRole('button', { name: 'Info bank', exact: true }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Info bank' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a child's card added by one parent and edited by the other, live on both screens, with its history", async ({
  lily: { m, s },
}) => {
  const mayas = await openInfoBank(m.page);
  const sams = await openInfoBank(s.page);
  await expect(sams).toContainText('No cards yet');

  // Maya adds Lily's card.
  await mayas.getByRole('button', { name: 'Add a child' }).click();
  await mayas.getByLabel("Child's name").fill('Lily');
  await mayas.getByLabel('Doctor').fill('Dr Patel, Riverside Surgery, 01632 960 123');
  await mayas.getByLabel('School').fill('Hillside Primary, class 3B');
  await mayas.getByLabel('Allergies').fill('Peanuts');
  await mayas.getByLabel('Sizes').fill('Shoes 13, clothes age 7-8');
  expect(await seriousViolations(m.page, 'card form')).toEqual([]);
  await mayas.getByRole('button', { name: 'Save card' }).click();
  await expect(m.page.getByTestId('announcements')).toHaveText("Lily's card saved");

  // Sam sees it at once and corrects the allergies.
  const samsCard = sams.getByRole('article', { name: 'Lily' });
  await expect(samsCard).toContainText('Peanuts');
  await expect(samsCard).toContainText('Last changed by Maya Lopez');
  await samsCard.getByRole('button', { name: "Edit Lily's card" }).click();
  await sams.getByLabel('Allergies').fill('Peanuts (severe): EpiPen in her school bag');
  await sams.getByRole('button', { name: 'Save card' }).click();

  // Maya's card changes live, and its history says who changed what.
  const mayasCard = mayas.getByRole('article', { name: 'Lily' });
  await expect(mayasCard).toContainText('Peanuts (severe): EpiPen in her school bag');
  await expect(mayasCard).toContainText('Last changed by Sam Reed');
  await mayasCard.getByText('History (2)').click();
  const history = mayasCard.getByRole('list', { name: "Lily's history" }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('Sam Reed changed allergies');
  await expect(history.last()).toContainText('You added the card');

  // The timeline records both saves.
  await m.page.keyboard.press('Escape');
  await expect(m.page.getByText("Sam Reed updated Lily's info card: allergies").first()).toBeVisible();

  // The screens for review: phone and desktop, light and dark (switched in place, as the app's toggle
  // does), the dialog opened each time from that width's own header; the last one stays open.
  let open: Awaited<ReturnType<typeof openInfoBank>> | null = null;
  for (const theme of THEMES) {
    await showTheme(m.page, theme);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      if (open) {
        await m.page.keyboard.press('Escape');
        await expect(open).toBeHidden();
      }
      await m.page.setViewportSize(viewport);
      open = await openInfoBank(m.page);
      await expect(open.getByRole('article', { name: 'Lily' })).toContainText('EpiPen');
      expect(await seriousViolations(m.page, `info bank ${theme} ${viewport.width}`, IN_DIALOG)).toEqual([]);
      await screenshotForReview(m.page, `info-bank-${theme}-${viewport.width}`);
    }
  }
  // The form on a phone, for review.
  await m.page.setViewportSize({ width: 390, height: 844 });
  await m.page.getByRole('button', { name: 'Add a child' }).click();
  await screenshotForReview(m.page, 'info-bank-form-dark-390');
});
