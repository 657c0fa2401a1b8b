import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, newUser, registerViaApi, screenshotForReview } from './support/fixtures';
import { seriousViolations } from './support/axe';
import { THEMES, painted, showTheme, themeShown } from './support/theme';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/ports';
import { webPaths } from './support/web-paths';

/**
 * axe finds nothing serious or critical on any page the web app routes, for a visitor, a person and
 * the administrator, in both themes, at desktop and phone width. The pages are read from the router, so
 * a new one is covered without a list here; public-pages.spec.ts checks each public page's content besides.
 *
 * Each page is loaded once: the theme is switched in place the way the app's own toggle does it (the
 * `dark` class on <html> and the stored choice, src/web/lib/theme.ts), and the width by resizing.
 */
// Generous: a sweep is a few minutes when other runs load the machine (a limit, not a measure).
test.describe.configure({ timeout: 600_000 });

type Role = 'a visitor' | 'a person' | 'the administrator';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Waits until the page has drawn its content: the route's chunk loaded and no spinner left. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toBeEmpty({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0, {
    timeout: 30_000,
  });
}

/**
 * axe on the page as it stands in both themes and at both widths. The administrator's account is shared
 * with specs that change its saved theme, and a refetch can apply that mid-check: a pass is taken only if
 * the theme it ran in is still the one shown afterwards.
 */
async function checkEveryLook(page: Page, where: string): Promise<string[]> {
  const failures: string[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await painted(page);
    for (const theme of THEMES) {
      for (let attempt = 0; ; attempt += 1) {
        await showTheme(page, theme);
        const found = await seriousViolations(page, `${where}, ${theme}, ${size.name}`);
        if ((await themeShown(page)) === theme) {
          failures.push(...found);
          break;
        }
        expect(attempt, `${where} should stay in the ${theme} theme`).toBeLessThan(3);
      }
    }
  }
  await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
  return failures;
}

async function visitAll(page: Page, role: Role): Promise<string[]> {
  const failures: string[] = [];
  for (const path of webPaths()) {
    await page.goto(path);
    await settle(page);
    failures.push(...(await checkEveryLook(page, `${role}, ${path}`)));
  }
  return failures;
}

async function signIn(context: BrowserContext, account: { email: string; password: string }) {
  const login = await context.request.post('/api/login', { data: account });
  expect(login.status(), await login.text()).toBe(200);
}

test('every route as a visitor, both themes and widths: nothing serious for axe', async ({ page }) => {
  expect(await visitAll(page, 'a visitor')).toEqual([]);
});

test('every route as a brand-new person, both themes and widths: nothing serious for axe', async ({
  context,
  page,
}) => {
  const person = newUser('axe');
  await registerViaApi(context.request, person);
  await signIn(context, person);
  // The pages of a brand-new account (the empty dashboard of a first run among them).
  expect(await visitAll(page, 'a person')).toEqual([]);
});

test('a person with a conversation open, both themes and widths: nothing serious for axe', async ({
  context,
  page,
}) => {
  const person = newUser('axe');
  const friend = newUser('axe-friend');
  await registerViaApi(context.request, friend);
  await registerViaApi(context.request, person);
  await signIn(context, person);
  // A conversation with a message, open on the dashboard: the chat's own screen.
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
  await page.goto('/dashboard');
  await settle(page);
  await page.getByText('Pickup at 5 tomorrow?').first().click();
  await expect(page.getByTestId('message-text').filter({ hasText: 'Pickup at 5 tomorrow?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  const failures = await checkEveryLook(page, 'a person, an open conversation');
  for (const theme of THEMES) {
    await showTheme(page, theme);
    await screenshotForReview(page, `axe-conversation-desktop-${theme}`);
  }
  expect(failures).toEqual([]);
});

test('every route as the administrator, both themes and widths: nothing serious for axe', async ({
  context,
  page,
}) => {
  await signIn(context, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  expect(await visitAll(page, 'the administrator')).toEqual([]);
});
