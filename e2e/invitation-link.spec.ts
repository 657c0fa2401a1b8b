import { seriousViolations } from './support/axe';
import { expect } from './support/chat';
import { newUser, ownContext, screenshotForReview, signedInPage, test } from './support/fixtures';

test.describe.configure({ timeout: 240_000 });

test('an invitation link copied from the empty dashboard brings someone into a one-to-one, once', async ({
  browser,
}) => {
  const alice = { ...newUser('linker'), firstName: 'Alice', lastName: 'Ames' };
  const a = await signedInPage(browser, alice);
  await a.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const list = a.page.getByRole('navigation', { name: 'Conversation list' });
  const card = list.getByRole('region', { name: 'Invite someone' });
  await card.getByRole('button', { name: 'Make an invitation link' }).click();
  const field = card.getByLabel('Invitation link');
  await expect(field).toHaveValue(/\/register\?invite=[\w-]{43}$/);
  const link = await field.inputValue();
  await expect(card).toContainText('It works once, until');

  // Copy: the clipboard holds the link, the button and screen readers say "Copied".
  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(a.page.getByTestId('announcements')).toHaveText('Copied');
  expect(await a.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(await seriousViolations(a.page, 'invitation link')).toEqual([]);
  await screenshotForReview(a.page, 'invitation-link-desktop-light');

  // Nora has no account: she signs up through the link, signs in, and is talking with Alice.
  const nora = { ...newUser('nora'), firstName: 'Nora', lastName: 'North' };
  const n = await ownContext(browser);
  const noraPage = await n.newPage();
  const { pathname, search } = new URL(link);
  await noraPage.goto(pathname + search);
  await expect(noraPage.getByText("You've been invited to Parley")).toBeVisible();
  await noraPage.getByLabel('First name').fill(nora.firstName);
  await noraPage.getByLabel('Last name').fill(nora.lastName);
  await noraPage.getByLabel('Email').fill(nora.email);
  await noraPage.getByLabel('Password', { exact: true }).fill(nora.password);
  await noraPage.getByLabel('Confirm password').fill(nora.password);
  await noraPage.getByRole('button', { name: 'Create Account' }).click();
  await noraPage.waitForURL(/\/login/);
  await noraPage.getByLabel('Password', { exact: true }).fill(nora.password);
  if (!(await noraPage.getByLabel('Email').inputValue())) await noraPage.getByLabel('Email').fill(nora.email);
  await noraPage.getByRole('button', { name: 'Sign In' }).click();
  await noraPage.waitForURL(/\/dashboard/);
  const norasList = noraPage.getByRole('navigation', { name: 'Conversation list' });
  await expect(norasList.getByText('Alice Ames')).toBeVisible();
  // Alice's window lists Nora at once, and the used link is gone from her card.
  await expect(list.getByText('Nora North')).toBeVisible();

  // Ben, signed in elsewhere, follows the same link: it has been used.
  const ben = { ...newUser('ben'), firstName: 'Ben', lastName: 'Bell' };
  const b = await signedInPage(browser, ben, { open: false });
  await b.page.goto(pathname + search);
  await b.page.waitForURL(/\/dashboard$/);
  await expect(
    b.page
      .getByRole('alert')
      .filter({ hasText: 'This invitation has already been used. Ask for a new one.' }),
  ).toBeVisible();
  await expect(
    b.page.getByRole('navigation', { name: 'Conversation list' }).getByText('Alice Ames'),
  ).toHaveCount(0);

  // A second link, revoked before anyone uses it, says so to whoever tries.
  const carol = { ...newUser('carol'), firstName: 'Carol', lastName: 'Cole' };
  const c = await signedInPage(browser, carol);
  const carolsCard = c.page.getByRole('region', { name: 'Invite someone' });
  await carolsCard.getByRole('button', { name: 'Make an invitation link' }).click();
  const revokedLink = new URL(await carolsCard.getByLabel('Invitation link').inputValue());
  for (const theme of ['light', 'dark'] as const) {
    await c.page.setViewportSize({ width: 390, height: 844 });
    if (theme === 'dark') await c.page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(carolsCard.getByLabel('Invitation link')).toBeVisible();
    expect(await seriousViolations(c.page, `invitation link phone ${theme}`)).toEqual([]);
    await screenshotForReview(c.page, `invitation-link-phone-${theme}`);
  }
  await c.page.setViewportSize({ width: 1280, height: 800 });
  await screenshotForReview(c.page, 'invitation-link-desktop-dark');
  await carolsCard.getByRole('button', { name: 'Revoke link' }).click();
  await expect(carolsCard.getByRole('button', { name: 'Make an invitation link' })).toBeVisible();
  await b.page.goto(revokedLink.pathname + revokedLink.search);
  await expect(
    b.page.getByRole('alert').filter({ hasText: 'This invitation link was revoked. Ask for a new one.' }),
  ).toBeVisible();

  for (const context of [a.context, n, b.context, c.context]) await context.close();
});
