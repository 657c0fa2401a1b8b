import fs from 'node:fs';
import path from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { E2E_PORT, MAIL_PORT } from './ports';

let userCounter = 0;

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newUser(prefix = 'user'): TestUser {
  userCounter += 1;
  const id = `${Date.now().toString(36)}${userCounter}${Math.floor(Math.random() * 1e4)}`;
  return {
    firstName: 'Casey',
    lastName: `Tester${userCounter}`,
    email: `${prefix}-${id}@example.com`,
    password: 'e2e password 1',
  };
}

/** A random client address per test: the server trusts X-Forwarded-For from loopback in e2e. */
function randomAddress(): string {
  const b = () => Math.floor(Math.random() * 250) + 1;
  return `10.${b()}.${b()}.${b()}`;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': randomAddress() });
  },
});
export { expect };

/** Registers through the API (fast set-up for tests that are not about registration). */
export async function registerViaApi(request: APIRequestContext, user: TestUser): Promise<void> {
  const res = await request.post('/api/register', {
    data: { firstName: user.firstName, lastName: user.lastName, email: user.email, password: user.password },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Signs in through the API (fast set-up): the request context keeps the session cookie. */
export async function logInViaApi(
  request: APIRequestContext,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<void> {
  const res = await request.post('/api/login', { data: { email: user.email, password: user.password } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Another browser of its own: its own cookies, and its own client address for the rate limits. The
 * service worker is blocked unless a test asks for it: registering it makes every new browser fetch and
 * cache the whole app, work only the offline stories need (playwright.config.ts does the same for `page`).
 */
export function ownContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    serviceWorkers: 'block',
    ...options,
    extraHTTPHeaders: { ...options.extraHTTPHeaders, 'X-Forwarded-For': randomAddress() },
  });
}

/**
 * A person signed in on the dashboard in a browser of their own (registered first unless told not
 * to), once their name shows. With `open: false` the page is left blank, for a story that opens its
 * own address first or only uses the person's API session: loading the dashboard it would leave at
 * once is a whole app start for nothing.
 */
export async function signedInPage(
  browser: Browser,
  user: TestUser,
  options: {
    register?: boolean;
    viewport?: { width: number; height: number };
    hasTouch?: boolean;
    serviceWorkers?: 'allow' | 'block';
    open?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await ownContext(browser, {
    serviceWorkers: options.serviceWorkers ?? 'block',
    viewport: options.viewport ?? { width: 1280, height: 800 },
    // A touch screen: the primary pointer is coarse and cannot hover.
    hasTouch: options.hasTouch ?? false,
  });
  if (options.register !== false) await registerViaApi(context.request, user);
  await logInViaApi(context.request, user);
  const page = await context.newPage();
  if (options.open === false) return { context, page };
  await page.goto('/dashboard');
  await expect(page.getByTestId('my-name')).toHaveText(`${user.firstName} ${user.lastName}`, {
    timeout: 60_000,
  });
  return { context, page };
}

/** Signs in through the real login form. */
export async function logInViaUi(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
}

/** The mail the real SMTP listener caught for an address (decoded bodies). */
export async function mailsTo(address: string): Promise<string[]> {
  const res = await fetch(`http://127.0.0.1:${MAIL_PORT}/?to=${encodeURIComponent(address)}`);
  return (await res.json()) as string[];
}

/**
 * A picture for a person to review: written to SHOTS_DIR (e.g. `SHOTS_DIR=screenshots npm run
 * test:e2e`) when it is set, and nothing otherwise, so the suite asserts the same either way.
 */
export async function screenshotForReview(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: options.fullPage ?? false });
}

/**
 * The body of "Send Improved" for `original`, as the web builds it: the assistant's rewrite, asked as
 * `request`'s user, with the proof the server needs to store a rewrite (server/ai/rewrite-proof.ts).
 */
export async function improvedMessage(request: APIRequestContext, original: string) {
  const res = await request.post('/api/messages/rewrite', { data: { message: original } });
  expect(res.ok(), await res.text()).toBe(true);
  const { rewritten, rewriteProof } = (await res.json()) as { rewritten: string; rewriteProof: string };
  expect(rewritten, 'the assistant should propose a change').not.toBe(original);
  return {
    content: rewritten,
    wasRewritten: true,
    originalContent: original,
    rewrittenContent: rewritten,
    rewriteProof,
  };
}

/** A valid 1×1 PNG, for uploading a profile photo (the server re-encodes whatever it gets). */
export function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
}
