import type { BrowserContext, Page } from '@playwright/test';
import {
  test as base,
  expect,
  logInViaApi,
  newUser,
  ownContext,
  registerViaApi,
  screenshotForReview,
} from './support/fixtures';
import { seriousViolationsInBothThemes } from './support/axe';
import { THEMES, painted, showTheme } from './support/theme';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/ports';
import {
  SAMPLE_MESSAGE,
  conversationWithMessage,
  settle,
  watchCspViolations,
  webPaths,
} from './support/web-paths';

/**
 * Every page the web app routes, for a visitor, a brand-new person and the administrator: it reports
 * no Content Security Policy violation, and axe finds nothing serious or critical on it in both themes,
 * at desktop and phone width. The pages are read from the router, so a new one is covered without a
 * list here; public-pages.spec.ts checks each public page's content besides.
 *
 * One test a page and role, so the two workers share the sweep. Each page is loaded once: the theme is
 * switched in place the way the app's own toggle does it (the `dark` class on <html> and the stored
 * choice, src/web/lib/theme.ts), and the width by resizing. Each role has one browser per worker, the
 * person and the administrator signed in once: visiting pages changes nothing in their accounts, and
 * every test still loads its page whole in a new tab, with the app's files from the browser's cache
 * instead of fetched and compiled again in a new browser per test.
 */
// Generous: a page is a few seconds, longer when other runs load the machine (a limit, not a measure).
base.describe.configure({ timeout: 120_000 });

type Role = 'a visitor' | 'a brand-new person' | 'the administrator';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const test = base.extend<
  { role: Role; rolePage: Page },
  { browserOf: (role: Role) => Promise<BrowserContext> }
>({
  role: ['a visitor', { option: true }],
  browserOf: [
    async ({ browser }, use) => {
      const contexts = new Map<Role, Promise<BrowserContext>>();
      const open = async (role: Role) => {
        const context = await ownContext(browser);
        if (role === 'the administrator') {
          await logInViaApi(context.request, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
        } else if (role === 'a brand-new person') {
          const person = newUser('axe');
          await registerViaApi(context.request, person);
          await logInViaApi(context.request, person);
        }
        return context;
      };
      await use((role) => {
        if (!contexts.has(role)) contexts.set(role, open(role));
        return contexts.get(role)!;
      });
      for (const context of contexts.values()) await (await context).close();
    },
    { scope: 'worker' },
  ],
  rolePage: async ({ role, browserOf }, use) => {
    const page = await (await browserOf(role)).newPage();
    await use(page);
    await page.close();
  },
});

/**
 * axe on the page as it stands in both themes and at both widths. Each width is a layout of its own
 * (menus fold, tables turn into cards), so each gets every rule; the dark theme only recolours a layout,
 * so it gets the colour rules (seriousViolationsInBothThemes in support/axe.ts).
 */
async function checkEveryLook(page: Page, where: string): Promise<string[]> {
  const failures: string[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await painted(page);
    failures.push(...(await seriousViolationsInBothThemes(page, `${where}, ${size.name}`)));
  }
  await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
  return failures;
}

for (const role of ['a visitor', 'a brand-new person', 'the administrator'] as const) {
  test.describe(`as ${role}`, () => {
    test.use({ role });
    for (const path of webPaths()) {
      test(`${path}: no CSP violation; nothing serious for axe in either theme at either width`, async ({
        rolePage: page,
      }) => {
        const csp = await watchCspViolations(page);
        await page.goto(path);
        await settle(page);
        expect(csp, `${role} on ${path}`).toEqual([]);
        expect(await checkEveryLook(page, `${role}, ${path}`)).toEqual([]);
      });
    }
  });
}

test('a person with a conversation open: no CSP violation; nothing serious for axe in either theme at either width', async ({
  context,
  page,
}) => {
  const person = newUser('axe');
  const friend = newUser('axe-friend');
  await registerViaApi(context.request, friend);
  await registerViaApi(context.request, person);
  await logInViaApi(context.request, person);
  await conversationWithMessage(context.request, friend.email);
  const csp = await watchCspViolations(page);
  await page.goto('/dashboard');
  await settle(page);
  // The chat's own screen, its code and schemas.
  await page.getByText(SAMPLE_MESSAGE).first().click();
  await expect(page.getByTestId('message-text').filter({ hasText: SAMPLE_MESSAGE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(csp, 'a person in a conversation').toEqual([]);
  const failures = await checkEveryLook(page, 'a person, an open conversation');
  for (const theme of THEMES) {
    await showTheme(page, theme);
    await screenshotForReview(page, `axe-conversation-desktop-${theme}`);
  }
  expect(failures).toEqual([]);
});
