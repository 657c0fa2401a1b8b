import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { THEMES, showTheme, themeShown } from './theme';

/**
 * The axe-core build @axe-core/playwright itself would inject (its own dependency, so the same
 * version and rules), read once per worker.
 */
const axeSource = fs.readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/**
 * The rules whose outcome depends on colours alone: contrast of text with its background, and of a
 * link with the text around it. The app's dark theme changes colours and nothing else (every `dark:`
 * variant in src/web sets a text, background, border, divide, ring, gradient or placeholder colour, and
 * switching it in place re-renders nothing: see showTheme in theme.ts), so a second theme on a page
 * already checked in full can only change these.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export interface AxeCheck {
  /** Only inside this CSS selector. */
  include?: string;
  /** Only the rules that read colours (COLOUR_RULES): for a theme of a page already checked in full. */
  coloursOnly?: boolean;
}

/**
 * Waits for running CSS transitions to end, such as the ones a theme switch starts (`transition-colors`
 * fades a link or button to its new colours over 150 ms): axe reading a colour half-way reported
 * contrast failures that were never on screen (on /manage-subscription, on the invitation card after
 * the app's own theme toggle). Only transitions: a spinner's endless animation never finishes.
 */
async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        // A transition cut short by another change rejects: it is over either way.
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe.run in the page itself, injected once per document. @axe-core/playwright's analyze() instead
 * injects axe again on every call and then opens a blank page to merge its partial results (which
 * only matters across iframes, and the app has none): measured at 3-10 s a call on this machine
 * under load against 0.4-2.5 s this way, the same rules and the same findings. Only violations are
 * asked for, so the passes are not serialised back.
 */
async function runAxe(page: Page, check: AxeCheck): Promise<AxeResults> {
  await transitionsDone(page);
  if (!(await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object'))) {
    await page.evaluate(axeSource);
  }
  const options: RunOptions = { resultTypes: ['violations'] };
  if (check.coloursOnly) options.runOnly = { type: 'rule', values: COLOUR_RULES };
  // Serialised by hand: Playwright's argument types recurse too deep over axe's option types.
  const args = JSON.stringify({ include: check.include ?? null, options });
  return (await page.evaluate(async (json: string) => {
    const { include, options } = JSON.parse(json) as { include: string | null; options: unknown };
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => unknown } }).axe;
    return axe.run(include ? { include: [include] } : document, options);
  }, args)) as AxeResults;
}

/**
 * axe's serious and critical findings on the page as it stands (or only inside `include`, a CSS
 * selector), each named with `where`, its rule and its elements. The one copy every spec uses.
 */
export async function seriousViolations(page: Page, where: string, check: AxeCheck = {}): Promise<string[]> {
  const results = await runAxe(page, check);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.help}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails the test with every serious or critical finding (see seriousViolations). */
export async function expectNoSeriousViolations(
  page: Page,
  where: string,
  check: AxeCheck = {},
): Promise<void> {
  expect(await seriousViolations(page, where, check)).toEqual([]);
}

/**
 * axe on the page as it stands, in the light theme with every rule and then in the dark theme with the
 * colour rules (COLOUR_RULES says why that is enough), switched in place as the app's toggle does; the
 * page is left in the theme it showed before. A signed-in page can be switched back meanwhile by a
 * refetch of a saved theme another test changed (the administrator's account is shared): a pass counts
 * only if the theme it ran in is still the one shown afterwards.
 */
export async function seriousViolationsInBothThemes(
  page: Page,
  where: string,
  check: Pick<AxeCheck, 'include'> = {},
): Promise<string[]> {
  const before = await themeShown(page);
  const failures: string[] = [];
  for (const theme of THEMES) {
    for (let attempt = 0; ; attempt += 1) {
      await showTheme(page, theme);
      const found = await seriousViolations(page, `${where}, ${theme}`, {
        ...check,
        coloursOnly: theme !== 'light',
      });
      if ((await themeShown(page)) === theme) {
        failures.push(...found);
        break;
      }
      expect(attempt, `${where} should stay in the ${theme} theme`).toBeLessThan(3);
    }
  }
  await showTheme(page, before);
  return failures;
}
