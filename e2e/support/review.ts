import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect } from './chat';
import { screenshotForReview } from './fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * What the repeated looks at an open dialog check with axe: the dialog itself. The page behind it, in
 * both themes at both widths, is axe-routes.spec.ts's sweep of every route, and each story checks the
 * whole page once where it first shows the dialog; checking it again at every look of every dialog
 * made axe most of these stories' time.
 */
export const IN_DIALOG = { include: '[role="dialog"]' };

/**
 * A new screen as people will see it: phone and desktop, light and dark (switched in place), each
 * checked with axe (the whole page at the first look, then only inside `within`'s selector when
 * given, see IN_DIALOG) and photographed for review, with `focus` scrolled into view. Leaves the
 * page light, at desktop width.
 */
export async function reviewEveryLook(
  page: Page,
  name: string,
  focus: () => Locator,
  within: { include?: string } = {},
): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await focus().scrollIntoViewIfNeeded();
      // The whole page at the first look, then `within` only.
      const where = theme === 'light' && viewport === PHONE ? {} : within;
      expect(await seriousViolations(page, `${name} ${theme} ${viewport.width}`, where)).toEqual([]);
      await screenshotForReview(page, `${name}-${theme}-${viewport.width}`);
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize(DESKTOP);
}
