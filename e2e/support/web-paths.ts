import fs from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Every path the web app routes, read from src/web/routes.tsx (parameters filled in), plus an
 * unknown one and a reset link: a new page is covered by the specs that visit them all, with no list.
 */
export function webPaths(): string[] {
  const source = fs.readFileSync('src/web/routes.tsx', 'utf8');
  const paths = [...source.matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1]!);
  expect(paths.length, 'routes.tsx should declare its pages as <Route path="...">').toBeGreaterThan(5);
  return [
    ...new Set(paths.map((p) => p.replace(/:[^/]+/g, 'x'))),
    '/no-such-page',
    '/reset-password?token=x',
  ];
}

/** Waits until the page has drawn its content: the route's chunk loaded and no spinner left. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toBeEmpty({ timeout: 30_000 });
  // Lets lazy chunks load and their schemas be built.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0, {
    timeout: 30_000,
  });
}

/**
 * Records every Content Security Policy violation the page reports from now on, from the DOM event
 * and from the console. A violation the page catches (zod's probe for `new Function`, say) still
 * fires `securitypolicyviolation` and would flood any CSP reporting endpoint, so it counts too.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
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

export const SAMPLE_MESSAGE = 'Pickup at 5 tomorrow?';

/**
 * A conversation with `friendEmail` holding one message, SAMPLE_MESSAGE, from the person signed in on
 * `request`: enough for the chat's own screen, code and schemas to run.
 */
export async function conversationWithMessage(request: APIRequestContext, friendEmail: string) {
  const created = await request.post('/api/conversations', { data: { participantEmails: [friendEmail] } });
  expect(created.ok(), await created.text()).toBe(true);
  const conversation = (await created.json()) as { id: string };
  const sent = await request.post('/api/messages', {
    data: { conversationId: conversation.id, content: SAMPLE_MESSAGE, clientId: crypto.randomUUID() },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  return conversation;
}
