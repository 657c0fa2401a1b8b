import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { test, logInViaApi, newUser, ownContext, registerViaApi } from './support/fixtures';
import { expect, messageWith } from './support/chat';

test.describe.configure({ timeout: 180_000 });

/**
 * The web app never depends on every socket event arriving. Between the page and the server sits a
 * route that can drop new_message frames (as a server whose event bus was down would never send
 * them); the page must still show every message: when the next one does not follow the newest it
 * holds (previousId), when the server says resync, when the network comes back, and when the tab
 * is shown again.
 */
test('a page that missed events catches up: chain gap, resync, network back, tab shown again', async ({
  browser,
}) => {
  const alice = newUser('catchup-alice');
  const bob = newUser('catchup-bob');
  const bobs = await ownContext(browser);
  await registerViaApi(bobs.request, bob);
  await logInViaApi(bobs.request, bob);
  const context = await ownContext(browser);
  await registerViaApi(context.request, alice);
  await logInViaApi(context.request, alice);
  const created = await bobs.request.post('/api/conversations', {
    data: { participantEmails: [alice.email] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const conversationId = ((await created.json()) as { id: string }).id;

  let dropping = false;
  let dropped = 0;
  let toPage: ((frame: string) => void) | null = null;
  await context.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    toPage = (frame) => ws.send(frame);
    server.onMessage((frame) => {
      if (dropping && String(frame).includes('"type":"new_message"')) {
        dropped += 1;
        return;
      }
      ws.send(frame);
    });
  });
  const page = await context.newPage();
  await page.goto(`/?conversation=${conversationId}`);
  await expect(page.getByTestId('conversation-heading')).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => toPage !== null).toBe(true);

  const send = (request: APIRequestContext, content: string) =>
    request.post('/api/messages', { data: { conversationId, clientId: randomUUID(), content } });
  // Sent while the route drops its frame: once the frame has reached the route and gone no further, the
  // page has no way to know of the message but to fetch it.
  const missed = async (content: string) => {
    dropping = true;
    const before = dropped;
    expect((await send(bobs.request, content)).status()).toBe(201);
    await expect.poll(() => dropped, { message: `the frame of "${content}" dropped` }).toBe(before + 1);
    dropping = false;
    await expect(messageWith(page, content)).toHaveCount(0);
  };
  // A signal the page heeds at most every 2 s (REFRESH_AT_MOST_EVERY_MS in realtime-provider.tsx): given
  // again until the page has fetched what it missed. Neither signal does anything else to the page (the
  // socket is open, so 'online' reconnects nothing).
  const signalUntilShown = async (signal: () => Promise<void>, content: string) => {
    await expect(async () => {
      await signal();
      await expect(messageWith(page, content)).toBeVisible({ timeout: 1_000 });
    }).toPass({ intervals: [250] });
  };

  await expect((await send(bobs.request, 'first, heard live')).status()).toBe(201);
  await expect(messageWith(page, 'first, heard live')).toBeVisible();

  // A gap in the chain: the next message names one the page never got, so it fetches the history.
  await missed('second, its frame lost');
  await expect((await send(bobs.request, 'third, heard live')).status()).toBe(201);
  await expect(messageWith(page, 'third, heard live')).toBeVisible();
  await expect(messageWith(page, 'second, its frame lost')).toBeVisible();

  // The server says resync (its event bus came back after a gap).
  await missed('fourth, lost in an outage');
  toPage!(JSON.stringify({ type: 'resync' }));
  await expect(messageWith(page, 'fourth, lost in an outage')).toBeVisible();

  // The network comes back.
  await missed('fifth, sent while offline');
  await signalUntilShown(
    () => page.evaluate(() => void window.dispatchEvent(new Event('online'))),
    'fifth, sent while offline',
  );

  // The tab is shown again.
  await missed('sixth, sent while hidden');
  await signalUntilShown(
    () => page.evaluate(() => void document.dispatchEvent(new Event('visibilitychange'))),
    'sixth, sent while hidden',
  );

  await bobs.close();
  await context.close();
});
