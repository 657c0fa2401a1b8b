import type { Page } from '@playwright/test';
import { INDEXABLE_PAGES } from '../src/common/public-pages';
import { openMenuItem } from './support/chat';
import { test, expect as baseExpect, newUser, screenshotForReview, signedInPage } from './support/fixtures';
import { seriousViolationsInBothThemes } from './support/axe';
import { THEMES, showTheme } from './support/theme';

/** Busy machine: a first paint can take well over the default 10 s. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const VISITOR_PAGES = [...INDEXABLE_PAGES, '/login', '/register', '/forgot-password'];

/**
 * Every request that failed or answered 4xx/5xx, and every console error, from now on, each named
 * with the path `where()` gives when it happened.
 */
function watchProblems(page: Page, where: () => string): string[] {
  const problems: string[] = [];
  page.on('requestfailed', (r) =>
    problems.push(`${where()}: failed: ${r.method()} ${r.url()} (${r.failure()?.errorText})`),
  );
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${where()}: ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${where()}: console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${where()}: page error: ${e.message}`));
  return problems;
}

// One browser opens them all in turn (each a full page load, as from a search engine's link): a
// fresh browser per page added its start-up and nothing the check looks at.
test('a visitor opens each public page with no failed request and no console error', async ({ page }) => {
  let path = '';
  const problems = watchProblems(page, () => path);
  for (path of VISITOR_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test('the landing page loads its own code, compressed, and not the app behind sign-in', async ({ page }) => {
  const scripts: { url: string; bytes: number; encoding?: string; cache?: string }[] = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'script') return;
    const headers = await r.allHeaders();
    const bytes = (await r.body()).length;
    scripts.push({
      url: r.url(),
      bytes,
      encoding: headers['content-encoding'],
      cache: headers['cache-control'],
    });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'COMMUNICATE WITHOUT CONFLICT' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) {
    // Chromium offers brotli over HTTPS only; over this test's plain HTTP it takes gzip. Files under
    // 1 KB are not worth compressing (scripts/compress-web.mjs) and go as they are.
    if (s.bytes >= 1024) expect(['br', 'gzip'], s.url).toContain(s.encoding);
    expect(s.cache, s.url).toBe('public, max-age=31536000, immutable');
  }
  const names = scripts.map((s) => new URL(s.url).pathname.replace(/^\/assets\//, ''));
  for (const appOnly of ['dashboard-', 'admin-', 'settings-']) {
    expect(names.filter((n) => n.startsWith(appOnly))).toEqual([]);
  }
  // What a phone downloads for the page's code: the compressed bytes of every script it ran.
  const transferred = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'))
      .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
  );
  console.log(
    `landing page scripts: ${scripts.length} files, ${Math.round(transferred / 1024)} KB compressed`,
  );
  expect(transferred).toBeLessThan(125 * 1024);
});

test('with no SMS provider, inviting a phone number offers the link to copy instead of "Invitation sent"', async ({
  browser,
}) => {
  // One person, who invites from the desktop layout and then from the phone's; both themes are checked
  // in place on each (seriousViolationsInBothThemes in support/axe.ts).
  const { context, page } = await signedInPage(browser, newUser('inviter'));
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/dashboard');
    await openMenuItem(page, 'Invite User');
    const dialog = page.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByLabel('Email or phone number').fill('+1 555 010 4242');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Text messages are not set up on this server, so nothing was sent. Copy the invitation link and send it to them yourself.',
    );
    const link = dialog.getByLabel('Invitation link');
    await expect(link).toHaveValue(/\/register\?invite=[\w-]{43}&phone=%2B15550104242$/);
    await expect(page.getByText('Invitation sent')).toHaveCount(0);
    expect(
      await seriousViolationsInBothThemes(page, `invite dialog ${device}`, { include: '[role="dialog"]' }),
    ).toEqual([]);
    for (const theme of THEMES) {
      await showTheme(page, theme);
      await screenshotForReview(page, `invite-link-${device}-${theme}`);
    }
    await showTheme(page, 'light');
  }
  await context.close();
});
