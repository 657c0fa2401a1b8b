import type { Page } from '@playwright/test';
import { test, expect, newUser, ownContext, registerViaApi } from './support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/ports';
import { webPaths } from './support/web-paths';

/**
 * No page may trip the Content Security Policy. A violation that the page catches (zod's probe for
 * `new Function`, say) still fires `securitypolicyviolation` and floods any CSP reporting endpoint.
 */
test.describe.configure({ timeout: 180_000 });

/** Records every CSP violation a page reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      void report(`${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) seen.push(`console: ${msg.text()}`);
  });
  return seen;
}

async function visitAll(page: Page, violations: string[], who: string) {
  for (const path of webPaths()) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    // Let lazy chunks load and their schemas be built.
    await page.waitForLoadState('networkidle');
    expect(violations, `${who} on ${path}`).toEqual([]);
  }
}

// Signed out and as the administrator are two stories, so the two workers can take one each.
test('no page reports a Content Security Policy violation to a visitor', async ({ page }) => {
  const anonymous = await watchViolations(page);
  await visitAll(page, anonymous, 'a visitor');
});

test('no page reports a Content Security Policy violation to the administrator, nor a conversation', async ({
  browser,
}) => {
  // The administrator sees every signed-in page and the admin portal too.
  const context = await ownContext(browser);
  const login = await context.request.post('/api/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const friend = newUser('csp-friend');
  await registerViaApi(context.request, friend);
  // A conversation with a message, so the chat's own code and schemas run too.
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

  const adminPage = await context.newPage();
  const asAdmin = await watchViolations(adminPage);
  await visitAll(adminPage, asAdmin, 'the administrator');
  await adminPage.goto('/dashboard');
  await adminPage.getByText('Pickup at 5 tomorrow?').first().click();
  await adminPage.waitForLoadState('networkidle');
  expect(asAdmin, 'the administrator in a conversation').toEqual([]);
  await context.close();
});
