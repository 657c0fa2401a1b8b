import { test, expect as baseExpect } from './support/fixtures';

/**
 * Several engineers' builds and browsers share two cores here, so a first paint can take well over
 * the default 10 s; these limits absorb that without hiding a page that never shows.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

test('an unknown path shows the 404 page with that path', async ({ page }) => {
  await page.goto('/no/such/place');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/place')).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the simple test page shows the current location', async ({ page }) => {
  await page.goto('/simple-test');
  await expect(page.getByText('Current location:')).toContainText('/simple-test');
});

test('each page has its own title, and moving to it in the app focuses its main heading', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'COMMUNICATE WITHOUT CONFLICT' })).toBeVisible();
  await expect(page).toHaveTitle('Parley — Communicate without conflict');
  // A full page load leaves focus alone.
  await expect(page.locator('body')).toBeFocused();

  await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveTitle('About · Parley');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveTitle('Sign In · Parley');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeFocused();

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveTitle('Forgot Password · Parley');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeFocused();
});
