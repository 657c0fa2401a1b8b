import { expect } from './support/chat';
import { test } from './support/co-parents';
import { IN_DIALOG, reviewEveryLook } from './support/review';

test.describe.configure({ timeout: 300_000 });

test('a default currency chosen on Settings starts new expenses, balances stay per currency, and earlier reimbursement requests are listed with their answers', async ({
  lily: { m, s, conversationId },
}) => {
  // Maya chooses pounds on Settings.
  await m.page.goto('/settings');
  const section = m.page.getByRole('region', { name: 'Expenses' });
  await section.getByLabel('Default currency').fill('gbp');
  await section.getByRole('button', { name: 'Save currency' }).click();
  await expect(m.page.getByTestId('announcements')).toHaveText('New expenses start in GBP');
  await reviewEveryLook(m.page, 'settings-currency', () => section);

  // Her new expense starts in GBP.
  await m.page.goto(`/dashboard?conversation=${conversationId}`);
  await m.page.getByRole('button', { name: 'Expenses', exact: true }).click();
  await m.page.getByRole('button', { name: 'Log an expense' }).click();
  await expect(m.page.getByLabel('Currency', { exact: true })).toHaveValue('GBP');
  await m.page.getByLabel('Amount', { exact: true }).fill('50.00');
  await m.page.getByLabel('Note', { exact: true }).fill('Dentist');
  await m.page.getByRole('button', { name: 'Log expense' }).click();
  const dentist = m.page.getByTestId('expense').filter({ hasText: 'Dentist' });
  await expect(dentist).toContainText('GBP 50.00');

  // Sam logs one in euros (over the API); the balances show each currency apart.
  const base = `/api/conversations/${conversationId}/expenses`;
  const logged = await s.context.request.post(base, {
    data: {
      clientId: crypto.randomUUID(),
      expense: { date: '2026-03-03', amountCents: 3000, currency: 'EUR', category: 'activities' },
    },
  });
  expect(logged.status()).toBe(201);
  await expect(m.page.getByTestId('balance-currency-EUR')).toBeVisible();
  await expect(m.page.getByTestId('balance-currency-GBP')).toBeVisible();

  // Maya asks; Sam disputes with a reason; she corrects it and asks again; he approves.
  await dentist.getByRole('button', { name: 'Request reimbursement' }).click();
  const samsDentist = s.page.getByTestId('expense').filter({ hasText: 'Dentist' });
  await s.page.getByRole('button', { name: 'Expenses', exact: true }).click();
  await samsDentist.getByRole('button', { name: 'Dispute' }).click();
  await samsDentist.getByLabel('Reason for the dispute').fill('The bill says 40.00');
  await samsDentist.getByRole('button', { name: 'Send dispute' }).click();
  const sendMine = samsDentist.getByRole('button', { name: 'Send mine' });
  const disputed = samsDentist.getByTestId('expense-status').filter({ hasText: 'Disputed' });
  await expect(sendMine.or(disputed)).toBeVisible();
  if (await sendMine.isVisible()) await sendMine.click();
  await expect(disputed).toBeVisible();
  await dentist.getByRole('button', { name: 'Correct' }).click();
  await dentist.getByLabel('Amount', { exact: true }).fill('40.00');
  await dentist.getByRole('button', { name: 'Save correction' }).click();
  await dentist.getByRole('button', { name: 'Request reimbursement' }).click();
  await samsDentist.getByRole('button', { name: 'Approve' }).click();
  await expect(samsDentist.getByTestId('expense-status')).toContainText('Approved');

  // Both requests are listed for Maya: the approved one and the earlier disputed one with its reason.
  const history = m.page.getByRole('region', { name: 'Reimbursement requests' });
  const rows = history.getByTestId('reimbursement-request');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Sam Reed: GBP 20.00, approved on');
  await expect(rows.nth(1)).toContainText('Sam Reed: GBP 25.00, disputed on');
  await expect(rows.nth(1)).toContainText('“The bill says 40.00”');
  await expect(rows.nth(1)).toContainText('(an earlier request, before a correction)');
  await reviewEveryLook(m.page, 'reimbursement-history', () => history, IN_DIALOG);
});
