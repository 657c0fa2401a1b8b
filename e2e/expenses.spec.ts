import type { Page } from '@playwright/test';
import { expect } from './support/chat';
import { test } from './support/co-parents';
import { screenshotForReview, tinyPng } from './support/fixtures';
import { seriousViolations } from './support/axe';
import { IN_DIALOG } from './support/review';
import { showTheme, THEMES } from './support/theme';

test.describe.configure({ timeout: 300_000 });

async function openExpenses(page: Page, phone = false) {
  if (phone) {
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Expenses' }).click();
  } else {
    await page.getByRole('button', { name: 'Expenses', exact: true }).click();
  }
  await expect(page.getByRole('dialog', { name: 'Expenses' })).toBeVisible();
}

test('an expense with a receipt, a reimbursement request approved on the other side, and both balances', async ({
  lily: { m, s },
}) => {
  for (const p of [m.page, s.page]) {
    await openExpenses(p);
    await expect(p.getByText('No expenses yet.')).toBeVisible();
  }

  // Maya logs school shoes she paid for, with a photo of the receipt.
  await m.page.getByRole('button', { name: 'Log an expense' }).click();
  await m.page.getByLabel('Category', { exact: true }).selectOption({ label: 'Clothing' });
  await m.page.getByLabel('Amount', { exact: true }).fill('45.00');
  await m.page.getByLabel('Note', { exact: true }).fill('School shoes');
  await m.page.getByLabel('Receipt (optional)').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
  expect(await seriousViolations(m.page, 'expense form')).toEqual([]);
  await m.page.getByRole('button', { name: 'Log expense' }).click();
  const mayas = m.page.getByTestId('expense').filter({ hasText: 'School shoes' });
  await expect(mayas).toContainText('USD 45.00 · Clothing');
  await expect(mayas).toContainText('Receipt: receipt.png');
  await expect(mayas).toContainText('Shares: You USD 22.50, Sam Reed USD 22.50');

  // She asks Sam for his share; he sees it live and approves it.
  await mayas.getByRole('button', { name: 'Request reimbursement' }).click();
  await expect(mayas.getByTestId('expense-status')).toContainText('Waiting for an answer');
  const sams = s.page.getByTestId('expense').filter({ hasText: 'School shoes' });
  await expect(sams).toContainText('School shoes');
  await expect(s.page.getByTestId(`balance-${await userId(s.page)}`)).toHaveText('You owe USD 22.50');
  expect(await seriousViolations(s.page, 'request to answer')).toEqual([]);
  await sams.getByRole('button', { name: 'Approve' }).click();

  // Both see it approved and the balances it leaves.
  await expect(sams.getByTestId('expense-status')).toContainText('Approved');
  await expect(mayas.getByTestId('expense-status')).toContainText('Approved');
  await expect(m.page.getByTestId(`balance-${await userId(m.page)}`)).toHaveText('You are owed USD 22.50');
  await expect(m.page.getByTestId(`balance-${await userId(s.page)}`)).toHaveText('Sam Reed owes USD 22.50');
  await expect(sams.getByRole('button', { name: 'Mark paid' })).toBeVisible();

  // Maya logs swimming lessons, corrects the amount and the split, and asks; Sam disputes with a reason.
  await m.page.getByRole('button', { name: 'Log an expense' }).click();
  await m.page.getByLabel('Category', { exact: true }).selectOption({ label: 'Activities' });
  await m.page.getByLabel('Amount', { exact: true }).fill('20');
  await m.page.getByLabel('Note', { exact: true }).fill('Swim lessons');
  await m.page.getByRole('button', { name: 'Log expense' }).click();
  const swim = m.page.getByTestId('expense').filter({ hasText: 'Swim lessons' });
  await swim.getByRole('button', { name: 'Correct' }).click();
  await swim.getByLabel('Amount', { exact: true }).fill('30.00');
  await swim.getByLabel('Split', { exact: true }).selectOption({ label: 'Other shares' });
  await swim.getByLabel('Share for you (%)').fill('60');
  await swim.getByLabel('Share for Sam Reed (%)').fill('40');
  await swim.getByRole('button', { name: 'Save correction' }).click();
  await expect(swim).toContainText('Shares: You USD 18.00, Sam Reed USD 12.00 (corrected)');
  await swim.getByRole('button', { name: 'Request reimbursement' }).click();
  const samsSwim = s.page.getByTestId('expense').filter({ hasText: 'Swim lessons' });
  await samsSwim.getByRole('button', { name: 'Dispute' }).click();
  await samsSwim.getByLabel('Reason for the dispute').fill('The lessons were cancelled in March.');
  await samsSwim.getByRole('button', { name: 'Send dispute' }).click();
  // The assistant may offer a calmer version first; Sam keeps his words.
  const sendMine = samsSwim.getByRole('button', { name: 'Send mine' });
  const disputed = samsSwim.getByTestId('expense-status').filter({ hasText: 'Disputed' });
  await expect(sendMine.or(disputed)).toBeVisible();
  if (await sendMine.isVisible()) await sendMine.click();
  await expect(swim).toContainText('Sam Reed: “The lessons were cancelled in March.”');
  await expect(m.page.getByTestId(`balance-${await userId(m.page)}`)).toHaveText(
    'You are owed USD 22.50 (USD 12.00 disputed)',
  );

  // The timeline records it too.
  await m.page.keyboard.press('Escape');
  await expect(m.page.getByText('Sam Reed approved reimbursing Maya Lopez USD 22.50').first()).toBeVisible();

  // The screens for review: phone and desktop, light and dark (switched in place, as the app's toggle
  // does), the dialog opened each time from that width's own header.
  const dialog = m.page.getByRole('dialog', { name: 'Expenses' });
  for (const theme of THEMES) {
    await showTheme(m.page, theme);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1024, height: 768 },
      { width: 1280, height: 800 },
    ]) {
      await m.page.setViewportSize(viewport);
      // The header with every tool beside the conversation's name, before the dialog covers it.
      await expect(m.page.getByTestId('conversation-heading')).toHaveText('Lily');
      await screenshotForReview(m.page, `header-${theme}-${viewport.width}`);
      await openExpenses(m.page, viewport.width < 640);
      await expect(m.page.getByTestId('expense').filter({ hasText: 'School shoes' })).toContainText(
        'Approved',
      );
      expect(await seriousViolations(m.page, `expenses ${theme} ${viewport.width}`, IN_DIALOG)).toEqual([]);
      await screenshotForReview(m.page, `expenses-${theme}-${viewport.width}`);
      await m.page.getByRole('button', { name: 'Log an expense' }).click();
      expect(await seriousViolations(m.page, `expense form ${theme} ${viewport.width}`, IN_DIALOG)).toEqual(
        [],
      );
      await screenshotForReview(m.page, `expenses-form-${theme}-${viewport.width}`);
      await m.page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }
});

/** The signed-in person's id, as the API says it. */
async function userId(page: Page): Promise<string> {
  const res = await page.context().request.get('/api/auth/user');
  return ((await res.json()) as { id: string }).id;
}
