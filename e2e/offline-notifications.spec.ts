import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  test,
  expect as baseExpect,
  newUser,
  registerViaApi,
  screenshotForReview,
  type TestUser,
  ownContext,
  logInViaApi,
} from './support/fixtures';
import { E2E_PORT } from './support/ports';
import { showTheme } from './support/theme';

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
// Several people's suites share two cores: allow a slow first paint.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
test.use({ serviceWorkers: 'allow' });
const SHELL_CACHE = 'parley-shell-v2025-01-09-sw-enabled';

interface Person {
  user: TestUser;
  context: BrowserContext;
  page: Page;
}

/** A registered, signed-in person in a browser context of their own. */
async function person(
  browser: Browser,
  firstName: string,
  options: {
    viewport?: { width: number; height: number };
    colorScheme?: 'light' | 'dark';
    /** Without the worker, the page alone sends the queue (its background sync would race the test). */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<Person> {
  const user = { ...newUser(firstName.toLowerCase()), firstName };
  const context = await ownContext(browser, {
    viewport: options.viewport ?? { width: 1280, height: 800 },
    colorScheme: options.colorScheme,
    // These stories are about the worker (offline shell, push, background sync): on unless a test says not.
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  await registerViaApi(context.request, user);
  await logInViaApi(context.request, user);
  return { user, context, page: await context.newPage() };
}

async function conversationBetween(owner: Person, other: Person): Promise<string> {
  const res = await owner.context.request.post('/api/conversations', {
    data: { name: null, participantEmails: [other.user.email] },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { id: string }).id;
}

async function storedTexts(p: Person, conversationId: string): Promise<string[]> {
  const res = await p.context.request.get(`/api/messages/${conversationId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as Array<{ finalContent: string }>).map((m) => m.finalContent);
}

async function waitForServiceWorker(page: Page): Promise<void> {
  // A limit, not a measure: at load average 25-30 the worker took over 15 s to take control.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** Every /assets/ file the page loaded is in the worker's cache (the first visit hands them over). */
async function waitForShellCached(page: Page): Promise<void> {
  await page.waitForFunction(
    async (cacheName) => {
      const loaded = performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.startsWith('/assets/'));
      const cache = await caches.open(cacheName);
      const cached = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
      return cached.has('/') && loaded.every((p) => cached.has(p));
    },
    SHELL_CACHE,
    { timeout: 30_000, polling: 250 },
  );
}

/**
 * Records every toast the page shows: a toast lasts 1 to 1.5 s, which a busy machine can miss between
 * two polls of an assertion.
 */
async function recordToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid="toast"]')) {
        const text = el.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

async function expectToastShown(page: Page, ...parts: string[]): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts.join('\n')))
    .toMatch(new RegExp(parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')));
}

const composer = (page: Page) => page.getByPlaceholder('Type your message...');
const toast = (page: Page) => page.getByTestId('toast');

const shot = screenshotForReview;

test('messages written offline are queued, shown pending, and delivered once each, in order', async ({
  browser,
}) => {
  const alice = await person(browser, 'Alice');
  // Bob only watches: no worker for him (it would fetch and cache the whole app for nothing).
  const bob = await person(browser, 'Bob', { serviceWorkers: 'block' });
  const conversationId = await conversationBetween(alice, bob);

  // A notification click lands on this URL: the conversation opens by itself.
  await alice.page.goto(`/dashboard?conversation=${conversationId}`);
  await bob.page.goto(`/dashboard?conversation=${conversationId}`);
  await expect(composer(alice.page)).toBeVisible();
  await expect(composer(bob.page)).toBeVisible();
  await waitForServiceWorker(alice.page);

  await alice.context.setOffline(true);
  for (const text of ['First, written offline', 'Second, also offline']) {
    // Recorded from before the send: at load ~27 the 1.5 s toast was gone between two polls of it.
    // Each send starts once the last toast has gone, so what is recorded is this send's own.
    await recordToasts(alice.page);
    await composer(alice.page).fill(text);
    await composer(alice.page).press('Enter');
    await expectToastShown(alice.page, 'Message queued', "Your message will be sent when you're back online");
    await expect(composer(alice.page)).toHaveValue('');
    await expect(toast(alice.page)).toBeHidden();
  }
  const pending = alice.page.getByTestId('pending-message');
  await expect(pending).toHaveText([/First, written offline/, /Second, also offline/]);
  await expect(pending.first()).toContainText('Pending');
  await shot(alice.page, 'pending-desktop-light');
  expect(await storedTexts(bob, conversationId)).toEqual([]);

  await alice.context.setOffline(false);
  await expect(pending).toHaveCount(0, { timeout: 15_000 });
  const bobMessages = bob.page.getByTestId('message-text');
  await expect(bobMessages).toHaveText(['First, written offline', 'Second, also offline']);
  await expect(alice.page.getByTestId('message-text')).toHaveText([
    'First, written offline',
    'Second, also offline',
  ]);

  // Stored once each, in order, even though the page and the worker may both have tried.
  await alice.page.waitForTimeout(1000);
  expect(await storedTexts(bob, conversationId)).toEqual(['First, written offline', 'Second, also offline']);
  const queueLeft = await alice.page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('parley-offline', 1);
        open.onsuccess = () => {
          const count = open.result.transaction('queued-messages').objectStore('queued-messages').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
  expect(queueLeft).toBe(0);
  await alice.context.close();
  await bob.context.close();
});

test('a message sent while earlier ones wait for the server goes out after them, at once', async ({
  browser,
}) => {
  const alice = await person(browser, 'Alice', { serviceWorkers: 'block' });
  const bob = await person(browser, 'Bob');
  const conversationId = await conversationBetween(alice, bob);
  // The web sends over its socket when it is open: the outage must close that way in too.
  let down = false;
  const sockets: Array<() => void> = [];
  await alice.context.routeWebSocket(/\/ws$/, (ws) => {
    if (down) return ws.close();
    const server = ws.connectToServer();
    sockets.push(() => {
      void server.close();
      void ws.close();
    });
  });
  await alice.page.goto(`/dashboard?conversation=${conversationId}`);
  await expect(composer(alice.page)).toBeVisible();

  // The server is unreachable while the browser still says it is online: no 'online' event will come.
  down = true;
  sockets.splice(0).forEach((close) => close());
  let refused = 0;
  await alice.page.route('**/api/messages', (route) => {
    refused += 1;
    return route.abort('connectionrefused');
  });
  await composer(alice.page).fill('First, while the server was down');
  await composer(alice.page).press('Enter');
  await expect(alice.page.getByTestId('pending-message')).toHaveCount(1);
  // The send and the queue's own first try both failed: the first message waits (the next try is 30 s
  // away), so the second is sent while it still does.
  await expect.poll(() => refused).toBeGreaterThanOrEqual(2);
  await alice.page.unroute('**/api/messages');

  // The server answers again, but the socket stays closed until the second is queued: a socket that
  // reconnected first would flush the first message before the second is sent, and nothing would wait.
  await composer(alice.page).fill('Second, once it was back');
  await composer(alice.page).press('Enter');
  // Queued behind the first, not for want of a connection: the toast says so.
  await expect(toast(alice.page)).toContainText('Your message will be sent after the ones waiting before it');
  down = false;
  await expect(alice.page.getByTestId('pending-message')).toHaveCount(0, { timeout: 10_000 });
  expect(await storedTexts(bob, conversationId)).toEqual([
    'First, while the server was down',
    'Second, once it was back',
  ]);
  await alice.context.close();
  await bob.context.close();
});

test('offline, a charged message is still reviewed on the device; Send Improved queues it, and it goes out marked improved', async ({
  browser,
}) => {
  const alice = await person(browser, 'Alice');
  const bob = await person(browser, 'Bob');
  const conversationId = await conversationBetween(alice, bob);
  await alice.page.goto(`/dashboard?conversation=${conversationId}`);
  await expect(composer(alice.page)).toBeVisible();
  await waitForServiceWorker(alice.page);
  await waitForShellCached(alice.page);
  // The review's engine is a large chunk: the chat screen does not load it; writing a draft does.
  const engineLoaded = () =>
    alice.page.evaluate(() =>
      performance.getEntriesByType('resource').some((e) => /\/assets\/local-[\w-]+\.js$/.test(e.name)),
    );
  expect(await engineLoaded()).toBe(false);
  await composer(alice.page).fill('Hi');
  await expect.poll(engineLoaded, { timeout: 15_000 }).toBe(true);

  await alice.context.setOffline(true);
  const charged = 'You NEVER send the school forms on time, you idiot!!';
  await composer(alice.page).fill(charged);
  await composer(alice.page).press('Enter');
  const enhance = alice.page.getByRole('dialog', { name: /Message Enhancement/ });
  await expect(enhance).toBeVisible();
  const improved = (await enhance.getByTestId('enhance-improved').innerText()).trim();
  expect(improved).not.toMatch(/idiot|NEVER|!!/);
  await enhance.getByRole('button', { name: 'Send Improved' }).click();
  await expect(toast(alice.page)).toContainText('Message queued');
  expect(await storedTexts(bob, conversationId)).toEqual([]);

  await alice.context.setOffline(false);
  await expect(alice.page.getByTestId('pending-message')).toHaveCount(0, { timeout: 15_000 });
  expect(await storedTexts(bob, conversationId)).toEqual([improved]);
  // The server's own assistant proposed the same words, so the record says the assistant wrote them.
  const mine = await alice.context.request.get(`/api/messages/${conversationId}`);
  expect(await mine.json()).toMatchObject([{ wasRewritten: 'true', originalContent: charged }]);
  await alice.context.close();
  await bob.context.close();
});

test('first visit on a phone, offline seconds after opening the conversation: a charged message is still reviewed', async ({
  browser,
}) => {
  const alice = await person(browser, 'Alice', { viewport: { width: 390, height: 844 } });
  const bob = await person(browser, 'Bob');
  const conversationId = await conversationBetween(alice, bob);
  // The landing page, as a newcomer arrives: the worker installs there, with the review engine among
  // what it keeps, though nothing on the page loads it (it is a chunk other chunks load).
  await alice.page.goto('/');
  await waitForServiceWorker(alice.page);
  await alice.page.goto(`/dashboard?conversation=${conversationId}`);
  await expect(composer(alice.page)).toBeVisible();
  // The signal goes before anything was written, so the page never fetched the engine itself.
  await alice.context.setOffline(true);
  await composer(alice.page).fill('You ALWAYS forget the pickup at 5pm on Friday, this is ridiculous!!');
  await composer(alice.page).press('Enter');
  const enhance = alice.page.getByRole('dialog', { name: /Message Enhancement/ });
  await expect(enhance).toBeVisible();
  await shot(alice.page, 'offline-first-visit-review-phone');
  expect(await storedTexts(bob, conversationId)).toEqual([]);
  await alice.context.close();
  await bob.context.close();
});

test('Logout tapped offline stays in the app and logs out once the connection is back', async ({
  browser,
}) => {
  const alice = await person(browser, 'Alice', { viewport: { width: 390, height: 844 } });
  await alice.page.goto('/dashboard');
  await expect(alice.page.getByTestId('my-name')).toBeVisible();
  await waitForServiceWorker(alice.page);
  await alice.context.setOffline(true);
  await alice.page.getByRole('button', { name: 'Open menu' }).click();
  await alice.page.getByRole('menuitem', { name: 'Logout' }).click();
  // Not the browser's offline error page: the app, saying what will happen.
  await expect(toast(alice.page)).toContainText("You'll be logged out as soon as you're back online");
  await shot(alice.page, 'logout-offline-phone');
  expect(new URL(alice.page.url()).pathname).toBe('/dashboard');
  await expect(alice.page.getByTestId('my-name')).toBeVisible();

  await alice.context.setOffline(false);
  await expect(alice.page).toHaveURL(`${baseURL}/`);
  expect((await alice.context.request.get('/api/auth/user')).status()).toBe(401);
  await alice.context.close();
});

test('a queued message survives a reload and goes out when the page comes back online', async ({
  browser,
}) => {
  const alice = await person(browser, 'Alice');
  const bob = await person(browser, 'Bob');
  const conversationId = await conversationBetween(alice, bob);
  await bob.context.request.post('/api/messages', {
    data: { conversationId, clientId: crypto.randomUUID(), content: 'Seen before the train' },
  });
  await alice.page.goto('/dashboard');
  await waitForServiceWorker(alice.page);
  await waitForShellCached(alice.page);
  // The conversation is opened, then the signal goes and the page reloads within the second the
  // app waits before saving: what it loaded is saved as the page goes.
  await alice.page.getByRole('button', { name: /^Bob/ }).click();
  await expect(alice.page.getByTestId('message-text')).toHaveText(['Seen before the train']);

  await alice.context.setOffline(true);
  await composer(alice.page).fill('Kept in IndexedDB');
  await composer(alice.page).press('Enter');
  await expect(alice.page.getByTestId('pending-message')).toHaveCount(1);
  // Opened again with no signal, the app is still hers: her dashboard, not 'Please Log In', with
  // the conversation as it was (kept on the device) and the message still waiting to go.
  await alice.page.reload();
  await expect(alice.page.getByTestId('my-name')).toBeVisible();
  await expect(alice.page.getByRole('heading', { name: 'Please Log In' })).toHaveCount(0);
  await alice.page.getByRole('button', { name: /^Bob/ }).click();
  await expect(alice.page.getByTestId('message-text')).toHaveText(['Seen before the train']);
  await expect(alice.page.getByTestId('pending-message')).toHaveCount(1);
  // Queued counts as sent: its words are not brought back as a draft to be sent a second time.
  await expect(composer(alice.page)).toHaveValue('');
  await shot(alice.page, 'reopened-offline-desktop');
  await alice.context.setOffline(false);
  await alice.page.reload();
  await alice.page.getByRole('button', { name: /^Bob/ }).click();
  await expect(alice.page.getByTestId('message-text')).toHaveText(
    ['Seen before the train', 'Kept in IndexedDB'],
    { timeout: 15_000 },
  );
  await expect(alice.page.getByTestId('pending-message')).toHaveCount(0);
  expect(await storedTexts(bob, conversationId)).toEqual(['Seen before the train', 'Kept in IndexedDB']);
  await alice.context.close();
  await bob.context.close();
});

test('a conversation list that cannot be loaded says so and loads on Try again', async ({ browser }) => {
  // Not about the worker: without it the page alone asks for the list.
  const alice = await person(browser, 'Alice', { serviceWorkers: 'block' });
  const bob = await person(browser, 'Bob');
  await conversationBetween(alice, bob);
  // Online, but the server cannot be reached for this call.
  await alice.page.route('**/api/conversations', (route) => route.abort('connectionrefused'));
  await alice.page.goto('/dashboard');
  const failure = alice.page.getByRole('alert');
  await expect(failure).toContainText('Your conversations could not be loaded');
  await shot(alice.page, 'list-failed-desktop');
  await expect(alice.page.getByText('No conversations yet')).toHaveCount(0);
  await alice.page.unroute('**/api/conversations');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(alice.page.getByRole('button', { name: /^Bob/ })).toBeVisible();
  await alice.context.close();
  await bob.context.close();
});

test('the app shell opens with the network off after a first visit', async ({ browser }) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /COMMUNICATE WITHOUT CONFLICT/i })).toBeVisible();
  await waitForServiceWorker(page);
  await waitForShellCached(page);
  expect(await page.evaluate(() => localStorage.getItem('parley-cache-version'))).toBe(
    'v2025-01-09-sw-enabled',
  );

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: /COMMUNICATE WITHOUT CONFLICT/i })).toBeVisible();
  // Every route's code was cached too, not just the page visited; the API is never answered from the cache.
  await page.goto('/no/such/place');
  await expect(page.getByText('/no/such/place')).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const api = await page.evaluate(() =>
    fetch('/api/health').then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(api).toBe('failed');
  await context.close();
});

/**
 * The prompt and the menu, not the worker: without it no story here installs the worker, which fetches
 * and caches the whole app first. Push subscribing through the worker is still run by the system
 * notification story below, which has permission granted and the worker on.
 */
test.describe('the Stay Connected prompt', () => {
  const alone = { serviceWorkers: 'block' } as const;
  test("shows while undecided, and 'Not Now' keeps it away", async ({ browser }) => {
    const alice = await person(browser, 'Alice', alone);
    await alice.page.goto('/dashboard');
    const prompt = alice.page.getByRole('region', { name: 'Stay Connected' });
    await expect(prompt).toBeVisible();
    await shot(alice.page, 'prompt-desktop-light');
    await prompt.getByRole('button', { name: 'Not Now' }).click();
    await expect(prompt).toBeHidden();
    expect(await alice.page.evaluate(() => localStorage.getItem('notification-prompt-dismissed'))).toBe(
      'true',
    );
    await alice.page.reload();
    await expect(alice.page.getByTestId('my-name')).toBeVisible();
    await expect(prompt).toBeHidden();
    // Dismissing the prompt does not turn notifications on.
    await alice.page.getByRole('button', { name: 'Open menu' }).click();
    await expect(alice.page.getByRole('menuitem', { name: 'Enable Notifications' })).toBeVisible();
    await alice.context.close();
  });

  test('a refused permission says how to enable it', async ({ browser }) => {
    const alice = await person(browser, 'Alice', alone);
    // The browser's answer, scripted: the person clicks Block.
    await alice.page.addInitScript(() => {
      Notification.requestPermission = () => Promise.resolve('denied');
    });
    await alice.page.goto('/dashboard');
    const prompt = alice.page.getByRole('region', { name: 'Stay Connected' });
    // Every toast recorded: at load ~30 the 1.5 s toast was gone between two polls of it.
    await recordToasts(alice.page);
    await prompt.getByRole('button', { name: 'Enable Notifications' }).click();
    await expectToastShown(
      alice.page,
      'Notifications not enabled',
      'Enable notifications in your browser settings',
    );
    await alice.context.close();
  });

  test('with permission granted there is no prompt, the menu says Notifications On, and it turns them off and on', async ({
    browser,
  }) => {
    const alice = await person(browser, 'Alice', alone);
    await alice.context.grantPermissions(['notifications']);
    await alice.page.goto('/dashboard');
    await expect(alice.page.getByTestId('my-name')).toBeVisible();
    await expect(alice.page.getByRole('region', { name: 'Stay Connected' })).toBeHidden();
    await recordToasts(alice.page);
    await alice.page.getByRole('button', { name: 'Open menu' }).click();
    await expect(alice.page.getByRole('menuitem', { name: 'Notifications On' })).toBeVisible();
    // Turned off on this device from the menu, and back on: the browser's permission stays as it was.
    await alice.page.getByRole('menuitem', { name: 'Notifications On' }).click();
    await expectToastShown(alice.page, 'Notifications off');
    await alice.page.reload();
    await expect(alice.page.getByTestId('my-name')).toBeVisible();
    await expect(alice.page.getByRole('region', { name: 'Stay Connected' })).toBeHidden();
    await recordToasts(alice.page);
    await alice.page.getByRole('button', { name: 'Open menu' }).click();
    await alice.page.getByRole('menuitem', { name: 'Enable Notifications' }).click();
    await expectToastShown(alice.page, 'Notifications enabled');
    await alice.page.getByRole('button', { name: 'Open menu' }).click();
    await expect(alice.page.getByRole('menuitem', { name: 'Notifications On' })).toBeVisible();
    await alice.context.close();
  });

  test('granting from the prompt confirms it and switches the menu', async ({ browser }) => {
    const alice = await person(browser, 'Alice', alone);
    // The browser's answer, scripted: the person clicks Allow.
    await alice.page.addInitScript(() => {
      Notification.requestPermission = () => Promise.resolve('granted');
    });
    await alice.page.goto('/dashboard');
    const prompt = alice.page.getByRole('region', { name: 'Stay Connected' });
    await expect(prompt).toBeVisible();
    await recordToasts(alice.page);
    await prompt.getByRole('button', { name: 'Enable Notifications' }).click();
    await expectToastShown(alice.page, 'Notifications enabled');
    await expect(prompt).toBeHidden();
    await alice.page.getByRole('button', { name: 'Open menu' }).click();
    await expect(alice.page.getByRole('menuitem', { name: 'Notifications On' })).toBeVisible();
    await alice.context.close();
  });
});

test('a message for a conversation that is not open shows a system notification through the worker', async ({
  browser,
}) => {
  const alice = await person(browser, 'Alice');
  const bob = await person(browser, 'Bob');
  // Bob starts it: his online status is shared with the people of conversations he started or wrote in.
  const conversationId = await conversationBetween(bob, alice);
  await alice.context.grantPermissions(['notifications']);
  await alice.page.goto('/dashboard');
  await waitForServiceWorker(alice.page);
  // Bob comes online and Alice sees it: her socket is listening.
  await bob.page.goto('/dashboard');
  await expect(alice.page.getByTestId('online-dot')).toBeVisible();
  // A screen reader hears it too: the row's name says so.
  await expect(alice.page.getByTestId('conversation-row').getByRole('button').first()).toHaveAccessibleName(
    /, online/,
  );

  const res = await bob.context.request.post('/api/messages', {
    data: { conversationId, clientId: crypto.randomUUID(), content: 'Pick-up moved to 5:30' },
  });
  expect(res.status()).toBe(201);
  // The conversation is not open: a screen reader is told, as the page only chimes and counts it.
  await expect(alice.page.getByTestId('announcements')).toHaveText(/^New message from Bob/);
  // Shown by the service worker (Android's Chrome has no `new Notification`), so a click opens the
  // conversation through the worker's handler.
  const shown = () =>
    alice.page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        conversationId: (n.data as { conversationId?: string } | null)?.conversationId,
      })),
    );
  await expect.poll(shown).toEqual([
    {
      title: `${bob.user.firstName} ${bob.user.lastName}`,
      body: 'Pick-up moved to 5:30',
      tag: `conversation-${conversationId}`,
      conversationId,
    },
  ]);
  // Closed after 5 s.
  await expect.poll(shown, { timeout: 15_000 }).toEqual([]);
  await alice.context.close();
  await bob.context.close();
});

/** Replaces the Web Speech API in the page with a scripted one, recording how it was set up. */
function scriptedSpeech({ behaviour }: { behaviour: string }) {
  const w = window as unknown as Record<string, unknown>;
  delete w.webkitSpeechRecognition;
  delete w.SpeechRecognition;
  if (behaviour === 'unsupported') return;
  const log: Array<{ lang: string; continuous: boolean; interimResults: boolean }> = [];
  w.__speechLog = log;
  class ScriptedRecognition {
    lang = '';
    continuous = true;
    interimResults = true;
    maxAlternatives = 5;
    onresult: ((e: unknown) => void) | null = null;
    onerror: ((e: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      log.push({ lang: this.lang, continuous: this.continuous, interimResults: this.interimResults });
      // The test says when the utterance ends, so the listening state can be seen first.
      w.__finishSpeech = () => {
        if (behaviour === 'result') this.onresult?.({ results: [[{ transcript: 'see you at five' }]] });
        else this.onerror?.({ error: 'network' });
        this.onend?.();
      };
    }
    stop() {
      this.onend?.();
    }
    abort() {
      this.onend?.();
    }
  }
  w.webkitSpeechRecognition = ScriptedRecognition;
}

test.describe('voice dictation', () => {
  test('puts one en-US utterance into the dashboard input, showing that it listens', async ({ browser }) => {
    const alice = await person(browser, 'Alice', { serviceWorkers: 'block' });
    const bob = await person(browser, 'Bob', { serviceWorkers: 'block' });
    const conversationId = await conversationBetween(alice, bob);
    await alice.page.addInitScript(scriptedSpeech, { behaviour: 'result' });
    await alice.page.goto(`/dashboard?conversation=${conversationId}`);
    await composer(alice.page).fill('Fine,');
    const mic = alice.page.getByRole('button', { name: 'Start voice input' });
    await mic.click();
    const listening = alice.page.getByRole('button', { name: 'Stop voice input' });
    await expect(listening).toHaveAttribute('aria-pressed', 'true');
    await alice.page.evaluate(() => (window as unknown as { __finishSpeech: () => void }).__finishSpeech());
    await expect(composer(alice.page)).toHaveValue('Fine, see you at five');
    await expect(mic).toHaveAttribute('aria-pressed', 'false');
    expect(
      await alice.page.evaluate(() => (window as unknown as { __speechLog: unknown }).__speechLog),
    ).toEqual([{ lang: 'en-US', continuous: false, interimResults: false }]);
    await alice.context.close();
    await bob.context.close();
  });

  test('an error says to try again or type', async ({ browser }) => {
    const alice = await person(browser, 'Alice', { serviceWorkers: 'block' });
    const bob = await person(browser, 'Bob', { serviceWorkers: 'block' });
    const conversationId = await conversationBetween(alice, bob);
    await alice.page.addInitScript(scriptedSpeech, { behaviour: 'error' });
    await alice.page.goto(`/dashboard?conversation=${conversationId}`);
    await recordToasts(alice.page);
    await alice.page.getByRole('button', { name: 'Start voice input' }).click();
    await alice.page.evaluate(() => (window as unknown as { __finishSpeech: () => void }).__finishSpeech());
    await expectToastShown(alice.page, 'Voice recognition error', 'Please try again or type your message');
    await expect(composer(alice.page)).toHaveValue('');
    await alice.context.close();
    await bob.context.close();
  });

  test('an unsupported browser is told so, on the dashboard and in the demo', async ({ browser }) => {
    const alice = await person(browser, 'Alice', { serviceWorkers: 'block' });
    const bob = await person(browser, 'Bob', { serviceWorkers: 'block' });
    const conversationId = await conversationBetween(alice, bob);
    await alice.page.addInitScript(scriptedSpeech, { behaviour: 'unsupported' });
    await alice.page.goto(`/dashboard?conversation=${conversationId}`);
    await recordToasts(alice.page);
    await alice.page.getByRole('button', { name: 'Start voice input' }).click();
    await expectToastShown(
      alice.page,
      'Voice recognition not supported',
      "Your browser doesn't support voice recognition",
    );

    await alice.page.goto('/demo');
    await alice.page.getByRole('button', { name: 'Start voice input' }).click();
    await expect(toast(alice.page)).toContainText('Voice recognition not supported');
    // 1 s in the demo (the dashboard's toasts last 1.5 s).
    await expect(toast(alice.page)).toBeHidden({ timeout: 1400 });
    await alice.context.close();
    await bob.context.close();
  });

  test('the demo puts the utterance into its input', async ({ page }) => {
    await page.addInitScript(scriptedSpeech, { behaviour: 'result' });
    await page.goto('/demo');
    await page.getByRole('button', { name: 'Start voice input' }).click();
    await page.evaluate(() => (window as unknown as { __finishSpeech: () => void }).__finishSpeech());
    await expect(page.getByPlaceholder('Type your message...')).toHaveValue(/see you at five/);
  });
});

test('the prompt and a pending message on a phone and in dark mode', async ({ browser }) => {
  const looks = [
    ['phone-light', { width: 390, height: 844 }, 'light'],
    ['desktop-dark', { width: 1280, height: 800 }, 'dark'],
    ['phone-dark', { width: 390, height: 844 }, 'dark'],
  ] as const;
  // One browser for the three looks, each set in place (the size, and the theme as the app's toggle
  // sets it): the worker installs once, not once a look.
  const alice = await person(browser, 'Alice', { viewport: looks[0][1] });
  const bob = await person(browser, 'Bob', { serviceWorkers: 'block' });
  const conversationId = await conversationBetween(alice, bob);
  await alice.page.goto('/dashboard');
  const prompt = alice.page.getByRole('region', { name: 'Stay Connected' });
  for (const [label, viewport, theme] of looks) {
    await alice.page.setViewportSize(viewport);
    await showTheme(alice.page, theme);
    await expect(prompt).toBeVisible();
    await shot(alice.page, `prompt-${label}`);
  }
  // The worker installs on this first visit; the next page then loads under it.
  await waitForServiceWorker(alice.page);
  await alice.page.setViewportSize(looks[0][1]);
  await showTheme(alice.page, looks[0][2]);
  await alice.page.goto(`/dashboard?conversation=${conversationId}`);
  // The conversation must have loaded before the network goes: offline, the list waits for it.
  await expect(composer(alice.page)).toBeVisible();
  await waitForServiceWorker(alice.page);
  await alice.context.setOffline(true);
  // Offline all along: each look queues one more message, and shows its own toast.
  for (const [index, [label, viewport, theme]] of looks.entries()) {
    await alice.page.setViewportSize(viewport);
    await showTheme(alice.page, theme);
    await expect(toast(alice.page)).toBeHidden();
    await composer(alice.page).fill(`Written on the train, no signal (${label})`);
    await composer(alice.page).press('Enter');
    await expect(alice.page.getByTestId('pending-message')).toHaveCount(index + 1);
    // A queued message means the conversation is not empty.
    await expect(
      alice.page.getByRole('log', { name: 'Messages' }).getByText('No messages yet', { exact: true }),
    ).toHaveCount(0);
    // The queued toast leaves the composer free to use.
    await expect(toast(alice.page)).toContainText('Message queued');
    const toastBox = (await toast(alice.page).boundingBox())!;
    for (const control of [composer(alice.page), alice.page.getByRole('button', { name: 'Send message' })]) {
      const box = (await control.boundingBox())!;
      const overlaps =
        toastBox.x < box.x + box.width &&
        box.x < toastBox.x + toastBox.width &&
        toastBox.y < box.y + box.height &&
        box.y < toastBox.y + toastBox.height;
      expect(overlaps, `toast ${JSON.stringify(toastBox)} over ${JSON.stringify(box)}`).toBe(false);
    }
    await shot(alice.page, `pending-${label}`);
  }
  await alice.context.setOffline(false);
  await alice.context.close();
  await bob.context.close();
});
