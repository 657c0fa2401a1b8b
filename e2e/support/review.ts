import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect } from './chat';
import { screenshotForReview } from './fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * A new screen as people will see it: phone and desktop, light and dark (switched in place), each
 * checked with axe and photographed for review, with `focus` scrolled into view. Leaves the page
 * light, at desktop width.
 */
export async function reviewEveryLook(page: Page, name: string, focus: () => Locator): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await focus().scrollIntoViewIfNeeded();
      expect(await seriousViolations(page, `${name} ${theme} ${viewport.width}`)).toEqual([]);
      await screenshotForReview(page, `${name}-${theme}-${viewport.width}`);
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize(DESKTOP);
}
