import type { Page } from '@playwright/test';

export type Theme = 'light' | 'dark';
export const THEMES: Theme[] = ['light', 'dark'];

/** Two animation frames: React has re-rendered and the browser has laid out and painted the change. */
export const painted = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/**
 * Switches the loaded page to a theme in place, as the app's toggle does (src/web/lib/theme.ts: the
 * `dark` class on <html> and the stored choice), so one page load is checked in both themes.
 */
export async function showTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(
    ([key, value]) => {
      document.documentElement.classList.toggle('dark', value === 'dark');
      localStorage.setItem(key, value);
    },
    ['parley-dark-mode', theme],
  );
  await painted(page);
}

/** The theme the page shows now. */
export const themeShown = async (page: Page): Promise<Theme> =>
  (await page.locator('html').evaluate((el) => el.classList.contains('dark'))) ? 'dark' : 'light';
