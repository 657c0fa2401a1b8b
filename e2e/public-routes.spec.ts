import { test, expect } from './support/fixtures';

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
