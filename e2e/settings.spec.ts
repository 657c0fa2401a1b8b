import { expect as baseExpect } from '@playwright/test';
import {
  logInViaApi,
  mailsTo,
  newUser,
  ownContext,
  registerViaApi,
  screenshotForReview,
  signedInPage,
  test,
} from './support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/ports';
import { seriousViolations, seriousViolationsInBothThemes } from './support/axe';
import { THEMES, showTheme } from './support/theme';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

test('a new name saved on /settings shows at once in the other person’s window', async ({ browser }) => {
  const ana = newUser('ana');
  const ben = newUser('ben');
  const a = await signedInPage(browser, ana);
  await registerViaApi(a.context.request, ben);
  const created = await a.context.request.post('/api/conversations', {
    data: { participantEmails: [ben.email] },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const b = await signedInPage(browser, ben, { register: false });
  await expect(b.page.getByText(`${ana.firstName} ${ana.lastName}`).first()).toBeVisible();

  await a.page.getByRole('button', { name: 'Open menu' }).click();
  await a.page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(a.page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await a.page.getByLabel('First name').fill('Anabel');
  await a.page.getByRole('button', { name: 'Save name' }).click();
  await expect(a.page.getByTestId('my-name')).toHaveText(`Anabel ${ana.lastName}`);

  // No reload in Ben's window: the socket brings the new name.
  await expect(b.page.getByText(`Anabel ${ana.lastName}`).first()).toBeVisible();
  await expect(b.page.getByText(`${ana.firstName} ${ana.lastName}`)).toHaveCount(0);
  await a.context.close();
  await b.context.close();
});

test('the settings page passes axe in both themes, on a phone and a desktop', async ({ browser }) => {
  const cleo = newUser('cleo');
  const failures: string[] = [];
  // One person and one browser, at each width in turn: a fresh load of the dashboard at that width,
  // then both themes checked in place (seriousViolationsInBothThemes in support/axe.ts).
  const c = await signedInPage(browser, cleo);
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await c.page.setViewportSize(viewport);
    await c.page.goto('/dashboard');
    // Reached from the dashboard's menu, on the phone as on the desktop.
    await c.page.getByRole('button', { name: 'Open menu' }).click();
    await c.page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(c.page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(c.page.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();
    await expect(c.page.getByText('This device')).toBeVisible();
    failures.push(...(await seriousViolationsInBothThemes(c.page, device)));
    for (const theme of THEMES) {
      await showTheme(c.page, theme);
      await screenshotForReview(c.page, `settings-${device}-${theme}`, { fullPage: true });
    }
    await showTheme(c.page, 'light');
  }
  await c.context.close();
  expect(failures).toEqual([]);
});

test('a new e-mail address is used once the link mailed to it is confirmed', async ({ browser }) => {
  const dee = newUser('dee');
  const d = await signedInPage(browser, dee, { open: false });
  const newEmail = `dee-new-${Date.now()}@example.com`;
  await d.page.goto('/settings');
  await d.page.getByLabel('New e-mail address').fill(newEmail);
  await d.page.locator('#settings-email-password').fill(dee.password);
  await d.page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(d.page.getByText(`We sent a confirmation link to ${newEmail}`)).toBeVisible();

  let link = '';
  await expect(async () => {
    link =
      (await mailsTo(newEmail)).join('\n').match(/https?:\/\/\S+\/confirm-email\?token=[\w-]+/)?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass();
  const path = new URL(link).pathname + new URL(link).search;
  const failures: string[] = [];
  // A fresh load at each width, both themes checked in place (seriousViolationsInBothThemes).
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await d.page.setViewportSize(viewport);
    await d.page.goto(path);
    await expect(d.page.getByRole('button', { name: 'Confirm new address' })).toBeVisible();
    failures.push(...(await seriousViolationsInBothThemes(d.page, `confirm ${device}`)));
    for (const theme of THEMES) {
      await showTheme(d.page, theme);
      await screenshotForReview(d.page, `confirm-email-${device}-${theme}`);
    }
    await showTheme(d.page, 'light');
  }
  expect(failures).toEqual([]);
  await d.page.getByRole('button', { name: 'Confirm new address' }).click();
  await expect(d.page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
  await d.page.goto('/settings');
  await expect(d.page.getByText(`Current address: ${newEmail}`)).toBeVisible();
  await d.context.close();
});

test('deleting my account asks for the password, says what happened, and signs me out', async ({
  browser,
}) => {
  const eve = newUser('eve');
  const e = await signedInPage(browser, eve, { viewport: { width: 390, height: 844 }, open: false });
  await e.page.goto('/settings');
  await e.page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = e.page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Your current password is incorrect.')).toBeVisible();
  await screenshotForReview(e.page, 'delete-account-phone-light');

  await dialog.getByLabel('Password', { exact: true }).fill(eve.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(e.page.getByRole('heading', { name: 'Account deleted' })).toBeVisible();
  await expect(e.page.getByText('Your account has been deleted.')).toBeVisible();
  expect(await seriousViolations(e.page, 'account deleted')).toEqual([]);
  await screenshotForReview(e.page, 'account-deleted-phone-light');
  await e.page.getByRole('button', { name: 'Continue' }).click();
  await e.page.waitForURL((url) => url.pathname === '/');
  expect((await e.context.request.get('/api/auth/user')).status()).toBe(401);
  await e.context.close();
});

test('under a legal hold, deleting my account deactivates it and says so', async ({ browser }) => {
  const fay = newUser('fay');
  const f = await signedInPage(browser, fay);
  const me = (await (await f.context.request.get('/api/auth/user')).json()) as { id: string };
  const admin = await ownContext(browser);
  await logInViaApi(admin.request, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const hold = await admin.request.post('/api/admin/legal-holds', {
    data: { targetType: 'user', targetId: me.id, reason: 'Court order' },
  });
  expect(hold.status(), await hold.text()).toBe(201);

  await f.page.goto('/settings');
  await f.page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = f.page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password', { exact: true }).fill(fay.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(f.page.getByRole('heading', { name: 'Account deactivated' })).toBeVisible();
  await expect(f.page.getByText(/under a legal hold/)).toBeVisible();
  await screenshotForReview(f.page, 'account-deactivated-desktop-light');
  expect((await f.context.request.get('/api/auth/user')).status()).toBe(401);
  // The page on a phone, light and dark (signed out now, the page's own switch changes the theme).
  await f.page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(f.page, 'account-deactivated-phone-light');
  await f.page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(f.page.locator('html')).toHaveClass(/dark/);
  expect(await seriousViolations(f.page, 'account deactivated, dark')).toEqual([]);
  await screenshotForReview(f.page, 'account-deactivated-phone-dark');
  await f.page.setViewportSize({ width: 1280, height: 800 });
  await screenshotForReview(f.page, 'account-deactivated-desktop-dark');
  await admin.close();
  await f.context.close();
});
