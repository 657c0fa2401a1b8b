import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, newUser, registerViaApi, screenshotForReview } from './support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/ports';
import { webPaths } from './support/web-paths';

/**
 * axe finds nothing serious or critical on any page the web app routes, for a visitor, a person and
 * the administrator, in both themes. The pages are read from the router, so a new one is covered
 * without a list here; public-pages.spec.ts checks each public page's content besides.
 */
test.describe.configure({ timeout: 600_000 });

type Theme = 'light' | 'dark';
type Role = 'a visitor' | 'a person' | 'the administrator';

const THEME_KEY = 'parley-dark-mode';

async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const themeClass = (theme: Theme) => (theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);

/** Waits until the page has drawn its content: the route's chunk loaded and no spinner left. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toBeEmpty({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0, {
    timeout: 30_000,
  });
}

/**
 * A signed-in person's theme is their saved preference. The administrator's account is shared with
 * other specs that switch it, so the theme is set again whenever a page shows the other one.
 */
async function visitInTheme(page: Page, path: string, theme: Theme, signedIn: boolean): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    await page.goto(path);
    await settle(page);
    const cls = (await page.locator('html').getAttribute('class')) ?? '';
    if (themeClass(theme).test(cls)) return;
    expect(attempt, `${path} should show the ${theme} theme`).toBeLessThan(3);
    if (signedIn) await page.request.post('/api/user/preferences', { data: { darkMode: theme } });
  }
}

async function visitAll(page: Page, role: Role, theme: Theme, signedIn: boolean): Promise<string[]> {
  const failures: string[] = [];
  for (const path of webPaths()) {
    await visitInTheme(page, path, theme, signedIn);
    failures.push(...(await seriousViolations(page, `${role}, ${theme}, ${path}`)));
  }
  return failures;
}

/** The test's own browser in a theme; a signed-in one saves it as that person's preference. */
async function prepare(context: BrowserContext, theme: Theme, account?: { email: string; password: string }) {
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, theme]);
  if (account) {
    const login = await context.request.post('/api/login', { data: account });
    expect(login.status(), await login.text()).toBe(200);
    await context.request.post('/api/user/preferences', { data: { darkMode: theme } });
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`every route as a visitor, ${theme} theme: nothing serious for axe`, async ({ context, page }) => {
    await prepare(context, theme);
    expect(await visitAll(page, 'a visitor', theme, false)).toEqual([]);
  });

  test(`every route as a person, ${theme} theme, with an open conversation: nothing serious for axe`, async ({
    context,
    page,
  }) => {
    const person = newUser(`axe-${theme}`);
    const friend = newUser(`axe-friend-${theme}`);
    await registerViaApi(context.request, friend);
    await registerViaApi(context.request, person);
    await prepare(context, theme, person);
    // First the pages of a brand-new account (the empty dashboard of a first run among them).
    const failures = await visitAll(page, 'a person', theme, true);

    // Then a conversation with a message, open on the dashboard: the chat's own screen.
    const created = await context.request.post('/api/conversations', {
      data: { participantEmails: [friend.email] },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const conversation = (await created.json()) as { id: string };
    const sent = await context.request.post('/api/messages', {
      data: {
        conversationId: conversation.id,
        content: 'Pickup at 5 tomorrow?',
        clientId: crypto.randomUUID(),
      },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await visitInTheme(page, '/dashboard', theme, true);
    await page.getByText('Pickup at 5 tomorrow?').first().click();
    await expect(page.getByTestId('message-text').filter({ hasText: 'Pickup at 5 tomorrow?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
    failures.push(...(await seriousViolations(page, `a person, ${theme}, an open conversation`)));
    await screenshotForReview(page, `axe-conversation-desktop-${theme}`);
    expect(failures).toEqual([]);
  });
}

// The administrator's account is shared: its two themes take turns rather than fight over it.
test.describe.serial('the administrator', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`every route as the administrator, ${theme} theme: nothing serious for axe`, async ({
      context,
      page,
    }) => {
      await prepare(context, theme, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      expect(await visitAll(page, 'the administrator', theme, true)).toEqual([]);
    });
  }
});
