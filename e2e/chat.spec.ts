import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  test,
  expect as baseExpect,
  improvedMessage,
  newUser,
  registerViaApi,
  screenshotForReview,
  tinyPng,
  type TestUser,
  signedInPage,
} from './support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, EXPIRED_EMAIL, EXPIRED_PASSWORD } from './support/ports';

/** The machine is shared with other runs: realtime assertions get a little longer than the default. */
const expect = baseExpect.configure({ timeout: 20_000 });

function named(prefix: string, firstName: string): TestUser {
  return { ...newUser(prefix), firstName };
}

async function openMenuItem(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function startChat(page: Page, target: string): Promise<void> {
  await openMenuItem(page, 'Start Chat');
  const dialog = page.getByRole('dialog', { name: 'Start Chat' });
  await dialog.getByLabel('Name or email').fill(target);
  await dialog.getByRole('button', { name: 'Start Chat' }).click();
}

async function rowAction(page: Page, title: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Options for ${title}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

const toast = (page: Page) => page.getByTestId('toast');

/** How far the document itself scrolls: the dashboard scrolls inside its panes, never as a whole. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollHeight - window.innerHeight);

/** Whether an element lies wholly inside the viewport. */
async function inViewport(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await locator.boundingBox({ timeout: 10_000 });
  const size = page.viewportSize()!;
  return Boolean(
    box && box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width,
  );
}

/** A control big enough for a finger (ours are 40 px where the pointer is coarse). */
async function expectFingerSized(locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  expect(box!.width, 'width').toBeGreaterThanOrEqual(40);
  expect(box!.height, 'height').toBeGreaterThanOrEqual(40);
}

/**
 * The jump highlight lasts 2 s, which a busy machine can miss between two polls: record every
 * message element that gets the highlight class from now on.
 */
async function watchHighlights(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { highlightedIds: string[] }).highlightedIds = seen;
    const note = (node: Node) => {
      if (node instanceof HTMLElement && node.classList.contains('animate-highlight')) seen.push(node.id);
    };
    new MutationObserver((mutations) =>
      mutations.forEach((m) => {
        note(m.target);
        m.addedNodes.forEach(note);
      }),
    ).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { highlightedIds: string[] }).highlightedIds);
}

/** Records the text of every toast the page shows from now on (one lasts 1.5 s, shorter than a busy poll). */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid="toast"]')) {
        const text = el.textContent ?? '';
        if (seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
}

/** A message by its own text (not a quote of it in a reply). */
const messageWith = (page: Page, text: string) =>
  page.getByTestId('message').filter({ has: page.getByTestId('message-text').filter({ hasText: text }) });

// Several people in several browsers on a shared machine: give each story room.
test.describe.configure({ timeout: 180_000 });

test('two people chat in real time: typing, reply, reactions, rename, add and remove, unread and seen', async ({
  browser,
}) => {
  const aliceUser = named('alice', 'Alice');
  const bobUser = named('bob', 'Bobby');
  const carolUser = named('carol', 'Carol');
  const alice = await signedInPage(browser, aliceUser);
  const bob = await signedInPage(browser, bobUser);
  const carol = await signedInPage(browser, carolUser);
  const a = alice.page;
  const b = bob.page;

  await expect(a.getByText('No conversations yet')).toBeVisible();
  await expect(a.getByText('Use the menu to start chatting')).toBeVisible();
  await expect(a.getByRole('heading', { name: 'Select a conversation' })).toBeVisible();

  // SPEC §5: an unknown name that is not an e-mail address is refused with its message.
  await startChat(a, 'nobody-by-this-name');
  await expect(
    a.getByRole('dialog').getByText('User "nobody-by-this-name" not found.', { exact: false }),
  ).toBeVisible();
  // A second tab of Alice's hears of the conversation she starts too, without a toast: it is hers.
  const a2 = await alice.context.newPage();
  await a2.goto('/dashboard');
  await expect(a2.getByText('No conversations yet')).toBeVisible({ timeout: 60_000 });
  const [alicesToasts, secondTabsToasts] = [await recordToasts(a), await recordToasts(a2)];
  await a.getByRole('dialog').getByLabel('Name or email').fill(bobUser.email);
  // Toasts last 1.5 s: watch for the other side's while this side acts.
  const bobHearsOfIt = expect(toast(b)).toContainText('New Conversation');
  await a.getByRole('dialog').getByRole('button', { name: 'Start Chat' }).click();
  await expect(toast(a)).toContainText('Conversation created');
  const bobFullName = `${bobUser.firstName} ${bobUser.lastName}`;
  await expect(a.getByTestId('conversation-heading')).toHaveText(bobFullName);
  await expect(a.getByTestId('conversation-status')).toHaveText('No messages yet');
  await expect(a2.getByTestId('conversation-row').filter({ hasText: bobFullName })).toHaveCount(1);
  // Toast limit 1: the creator's 'Conversation created' is not replaced by a 'New Conversation' of
  // her own conversation (the socket tells every tab of hers, the creating one often before the POST answers).
  await a.waitForTimeout(1_000);
  expect(await a.getByTestId('conversation-row').filter({ hasText: bobFullName }).count()).toBe(1);
  const seenByAlice = await alicesToasts();
  expect(seenByAlice.at(-1)).toContain('Conversation created');
  expect(seenByAlice.filter((text) => text.includes('New Conversation'))).toEqual([]);
  expect(await secondTabsToasts()).toEqual([]);
  await a2.close();
  // Start Chat with him again opens that same conversation, and does not claim to have created one.
  await expect(toast(a)).toBeHidden();
  const toastsOnReopening = await recordToasts(a);
  await startChat(a, bobUser.email);
  await expect(a.getByRole('dialog', { name: 'Start Chat' })).toBeHidden();
  await expect(a.getByTestId('conversation-heading')).toHaveText(bobFullName);
  await a.waitForTimeout(500);
  expect(await a.getByTestId('conversation-row').filter({ hasText: bobFullName }).count()).toBe(1);
  expect(await toastsOnReopening()).toEqual([]);

  // Bob learns about it over the socket.
  await bobHearsOfIt;
  const aliceFullName = `${aliceUser.firstName} ${aliceUser.lastName}`;
  const bobsRow = b.getByTestId('conversation-row').filter({ hasText: aliceFullName });
  await expect(bobsRow).toBeVisible();

  // Typing shows on the other side and clears about a second after the last keystroke.
  const bobsHistoryLength = await b.evaluate(() => window.history.length);
  await bobsRow.getByRole('button').first().click();
  const aliceInput = a.getByPlaceholder('Type your message...');
  const typing = aliceInput.pressSequentially('Hello Bobby, are you free', { delay: 120 });
  await expect(b.getByTestId('typing-indicator')).toHaveText('Alice is typing...');
  await typing;
  await expect(b.getByTestId('typing-indicator')).toHaveText('', { timeout: 3_000 });
  // Shift+Enter makes a new line; Enter sends.
  await aliceInput.press('Shift+Enter');
  await aliceInput.pressSequentially('on Saturday?');
  await expect(aliceInput).toHaveValue('Hello Bobby, are you free\non Saturday?');
  await aliceInput.press('Enter');
  await expect(aliceInput).toHaveValue('');
  await expect(b.getByTestId('message-text')).toHaveText(['Hello Bobby, are you free\non Saturday?']);
  await expect(b.getByTestId('date-separator').first()).toHaveText('Today');
  // A screen reader hears the arrival once, with who wrote it; the history is not read out as it changes.
  await expect(b.getByTestId('announcements')).toHaveText(
    `${aliceUser.firstName} ${aliceUser.lastName}: Hello Bobby, are you free\non Saturday?`,
  );
  await expect(b.getByRole('log', { name: 'Messages' })).toHaveAttribute('aria-live', 'off');
  // Bob has it open, so Alice sees it seen.
  await expect(a.getByTestId('conversation-status')).toHaveText('Seen now');

  // A reload on a desktop reopens the conversation: its id is in the address, which replaced the
  // entry instead of adding one, so Back still leaves the dashboard as before.
  // What he was writing comes back with it (kept per conversation for this tab until it is sent).
  expect(new URL(b.url()).searchParams.get('conversation')).not.toBeNull();
  const bobsDraft = 'Saturday could work,\nlet me check';
  await b.getByPlaceholder('Type your message...').fill(bobsDraft);
  await b.reload();
  await expect(b.getByTestId('conversation-heading')).toHaveText(aliceFullName);
  await expect(b.getByTestId('message-text')).toHaveText(['Hello Bobby, are you free\non Saturday?']);
  await expect(b.getByPlaceholder('Type your message...')).toHaveValue(bobsDraft);
  expect(await b.evaluate(() => window.history.length)).toBe(bobsHistoryLength);

  // Bob goes back to no selection (a fresh visit; another conversation elsewhere would do the same):
  // unread counts up.
  await b.goto('/dashboard');
  await expect(bobsRow).toBeVisible();
  await expect(b.getByRole('heading', { name: 'Select a conversation' })).toBeVisible();
  await aliceInput.fill('One more thing');
  await aliceInput.press('Enter');
  await expect(a.getByTestId('conversation-status')).toHaveText('Not seen yet');
  await expect(bobsRow.getByTestId('unread-badge')).toHaveText('1');
  await expect(bobsRow.getByTestId('conversation-preview')).toHaveText('One more thing');
  await bobsRow.getByRole('button').first().click();
  await expect(bobsRow.getByTestId('unread-badge')).toHaveCount(0);
  await expect(a.getByTestId('conversation-status')).toHaveText('Seen now');

  // Bob replies to the first message; Alice sees the quote and jumping to it highlights it.
  const first = messageWith(b, 'are you free');
  await first.hover();
  await first.getByRole('button', { name: `Reply to ${aliceFullName}` }).click();
  await expect(b.getByTestId('reply-bar')).toContainText(`Replying to ${aliceFullName}`);
  await expect(b.getByPlaceholder('Type your message...')).toHaveAccessibleDescription(
    new RegExp(`^Replying to ${aliceFullName}`),
  );
  // Still there after he left and came back to the conversation.
  await expect(b.getByPlaceholder('Type your message...')).toHaveValue(bobsDraft);
  await b.getByPlaceholder('Type your message...').fill('Yes, Saturday works');
  await b.getByPlaceholder('Type your message...').press('Enter');
  await expect(b.getByTestId('reply-bar')).toHaveCount(0);
  // Sent, so no draft is kept any more.
  await expect(b.getByPlaceholder('Type your message...')).toHaveValue('');
  expect(
    await b.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('parley-draft:'))),
  ).toEqual([]);
  const reply = messageWith(a, 'Yes, Saturday works');
  await expect(reply).toBeVisible();
  // Alice hears Bob's reply; Bob is not told of his own message.
  await expect(a.getByTestId('announcements')).toHaveText(`${bobFullName}: Yes, Saturday works`);
  await expect(b.getByTestId('announcements')).not.toContainText('Yes, Saturday works');
  const aliceHighlights = await watchHighlights(a);
  await reply
    .getByRole('button', { name: `Go to the message from ${aliceFullName} this replies to` })
    .click();
  const firstId = await messageWith(a, 'are you free').getAttribute('id');
  await expect.poll(aliceHighlights).toContain(firstId);

  // Reactions: Alice adds one, Bob sees it; tapping her own removes it.
  await reply.hover();
  await reply.getByRole('button', { name: 'Add reaction' }).click();
  await a.getByRole('menuitem', { name: 'thumbs up' }).click();
  const bobSeesReaction = b
    .getByTestId('message')
    .filter({ hasText: 'Yes, Saturday works' })
    .getByTestId('reaction');
  await expect(bobSeesReaction).toHaveText('👍 1');
  await reply.getByTestId('reaction').click();
  await expect(reply.getByTestId('reaction')).toHaveCount(0);
  await expect(bobSeesReaction).toHaveCount(0);

  // In-conversation search (SPEC §5): content and sender, case-insensitive; closing clears.
  await a.getByRole('button', { name: 'Search', exact: true }).click();
  await a.getByPlaceholder('Search messages...').fill('SATURDAY');
  await expect(a.getByTestId('search-count')).toHaveText('2 results');
  await a.getByPlaceholder('Search messages...').fill('bobby');
  await expect(a.getByTestId('search-count')).toHaveText('2 results');
  await a.getByPlaceholder('Search messages...').fill('one more');
  await expect(a.getByTestId('search-count')).toHaveText('1 result');
  await a.getByRole('button', { name: 'Clear search' }).click();
  await expect(a.getByTestId('message')).toHaveCount(3);

  // Rename, seen by Bob in real time.
  await rowAction(a, bobFullName, 'Rename');
  await a.getByLabel('New conversation name').fill('Weekend plans');
  const bobSeesRename = expect(toast(b)).toContainText('Conversation Renamed');
  await a.getByRole('button', { name: 'Save' }).click();
  await expect(toast(a)).toContainText('Conversation renamed');
  await expect(a.getByTestId('conversation-heading')).toHaveText('Weekend plans');
  await expect(b.getByTestId('conversation-heading')).toHaveText('Weekend plans');
  await bobSeesRename;

  // Add a third person, then remove her again.
  await rowAction(a, 'Weekend plans', 'Add User');
  await a.getByLabel('Email of the person to add').fill(carolUser.email);
  const bobSeesAdd = expect(toast(b)).toContainText('User Added');
  await a.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(a)).toContainText('User added');
  await expect(a.getByTestId('conversation-status')).toHaveText('3 participants');
  await bobSeesAdd;
  await expect(carol.page.getByTestId('conversation-row').filter({ hasText: 'Weekend plans' })).toBeVisible();

  const carolFullName = `${carolUser.firstName} ${carolUser.lastName}`;
  await rowAction(a, 'Weekend plans', 'Remove User');
  await expect(a.getByRole('button', { name: aliceFullName, exact: true })).toHaveCount(0);
  await a.getByRole('button', { name: carolFullName, exact: true }).click();
  const bobSeesRemove = expect(toast(b)).toContainText('User Removed');
  await a.getByRole('dialog', { name: 'Remove user?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(toast(a)).toContainText('User removed');
  await expect(a.getByTestId('conversation-status')).not.toHaveText('3 participants');
  await expect(carol.page.getByTestId('conversation-row')).toHaveCount(0);
  await bobSeesRemove;
  // Both timelines say who came and went, and who did it.
  await expect(a.getByTestId('membership-event')).toHaveText([
    `You added ${carolFullName}`,
    `You removed ${carolFullName}`,
  ]);
  await expect(b.getByTestId('membership-event')).toHaveText([
    `${aliceFullName} added ${carolFullName}`,
    `${aliceFullName} removed ${carolFullName}`,
  ]);
  await screenshotForReview(b, 'membership-timeline');

  // Someone with no account yet is invited to the conversation instead.
  const newcomer = `grandma-${Date.now()}@example.com`;
  await rowAction(a, 'Weekend plans', 'Add User');
  await a.getByLabel('Email of the person to add').fill(newcomer);
  await a.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(a)).toContainText('Invitation sent');
  await expect(toast(a)).toContainText(`${newcomer} joins the conversation when they create an account`);

  // The page is accessible with a conversation open.
  const axe = await new AxeBuilder({ page: a }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  for (const who of [alice, bob, carol]) await who.context.close();
});

test('the menu: invite, server-side message search, leave and delete a conversation', async ({ browser }) => {
  const dana = named('dana', 'Dana');
  const eli = named('eli', 'Eli');
  const d = await signedInPage(browser, dana);
  const e = await signedInPage(browser, eli);

  await openMenuItem(d.page, 'Invite User');
  await d.page.getByLabel('Email or phone number').fill('not an address');
  await d.page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(
    d.page.getByRole('alert').filter({ hasText: 'valid email address or phone number' }),
  ).toBeVisible();
  // Someone who already has an account: the failure toast gives the server's reason.
  await d.page.getByLabel('Email or phone number').fill(eli.email);
  await d.page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(d.page)).toContainText(/Error sending invitation[\s\S]*already has a Parley account/);
  await d.page.getByLabel('Email or phone number').fill(`friend-${Date.now()}@example.com`);
  await d.page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(d.page)).toContainText('Invitation sent');

  await startChat(d.page, eli.email);
  const input = d.page.getByPlaceholder('Type your message...');

  // The assistant's step in the send flow: a charged draft opens the enhancement dialog.
  const charged = 'You never listen to me and this is stupid';
  await input.fill(charged);
  await input.press('Enter');
  const enhance = d.page.getByRole('dialog', { name: /Message Enhancement/ });
  await expect(enhance.getByTestId('enhance-original')).toHaveText(charged);
  await enhance.getByRole('button', { name: 'Edit' }).click();
  await expect(enhance).toBeHidden();
  await expect(input).toHaveValue(charged);
  await expect(input).toBeFocused();
  await input.press('Enter');
  const improvedText = await enhance.getByTestId('enhance-improved').innerText();
  await enhance.getByRole('button', { name: 'Send Improved' }).click();
  await expect(input).toHaveValue('');
  await expect(messageWith(d.page, improvedText.trim())).toContainText('Improved');
  // Eli gets the improved text only.
  await expect(e.page.getByTestId('conversation-preview')).toContainText(improvedText.trim().slice(0, 20));

  await input.fill('The pineapple pizza question');
  await input.press('Enter');
  for (let i = 0; i < 3; i++) {
    await input.fill(`filler ${i}`);
    await input.press('Enter');
  }

  // Dana's own message is found "in" her conversation with Eli, named as her list names it.
  await openMenuItem(d.page, 'Search Messages');
  await d.page.getByPlaceholder('Search messages...').fill('pineapple');
  await expect(d.page.getByRole('dialog').getByRole('button', { name: /pineapple pizza/ })).toContainText(
    / in Eli /,
  );
  await d.page.keyboard.press('Escape');

  // Eli finds it from the menu and lands on the message.
  await openMenuItem(e.page, 'Search Messages');
  await e.page.getByPlaceholder('Search messages...').fill('pineapple');
  await expect(e.page.getByRole('dialog').getByText('1 result')).toBeVisible();
  // Only the count is announced: the results are outside any live region.
  await expect(e.page.getByRole('dialog').getByRole('status')).toHaveText('1 result');
  await screenshotForReview(e.page, 'search-messages-dialog');
  const liveAroundResult = await e.page
    .getByRole('dialog')
    .getByRole('button', { name: /pineapple pizza/ })
    .evaluate((el) => el.closest('[aria-live], [role="status"], [role="log"], [role="alert"]') !== null);
  expect(liveAroundResult).toBe(false);
  await e.page
    .getByRole('dialog')
    .getByRole('button', { name: /pineapple pizza/ })
    .click();
  const found = messageWith(e.page, 'pineapple');
  await expect(found).toHaveClass(/animate-highlight/);

  // Eli leaves (confirmed): the conversation is gone for him only.
  const eliTitle = `${dana.firstName} ${dana.lastName}`;
  await rowAction(e.page, eliTitle, 'Leave Conversation');
  await e.page
    .getByRole('dialog', { name: 'Leave conversation?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(toast(e.page)).toContainText('Left conversation');
  await expect(e.page.getByText('No conversations yet')).toBeVisible();
  await expect(d.page.getByTestId('conversation-row')).toHaveCount(1);

  // Dana deletes it (confirmed).
  const danaTitle = await d.page.getByTestId('conversation-title').first().innerText();
  await rowAction(d.page, danaTitle, 'Delete Conversation');
  await d.page
    .getByRole('dialog', { name: 'Delete conversation?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(d.page)).toContainText('Conversation deleted');
  await expect(d.page.getByText('No conversations yet')).toBeVisible();

  await d.context.close();
  await e.context.close();
});

test('phone width: one pane at a time with a back button', async ({ browser }) => {
  const phone = { width: 390, height: 844 };
  const fay = named('fay', 'Fay');
  const gus = named('gus', 'Gus');
  const f = await signedInPage(browser, fay, { viewport: phone, hasTouch: true });
  const g = await signedInPage(browser, gus, { viewport: phone, hasTouch: true });

  await expect(f.page.getByRole('heading', { name: 'Select a conversation' })).toBeHidden();
  await startChat(f.page, gus.email);
  await expect(f.page.getByTestId('conversation-heading')).toBeVisible();
  await expect(f.page.getByRole('navigation', { name: 'Conversation list' })).toBeHidden();
  await f.page.getByPlaceholder('Type your message...').fill('Hi from a phone');
  await f.page.getByPlaceholder('Type your message...').press('Enter');

  const row = g.page.getByTestId('conversation-row');
  await expect(row.getByTestId('unread-badge')).toHaveText('1');
  await row.getByRole('button').first().click();
  await expect(g.page.getByTestId('message-text')).toHaveText(['Hi from a phone']);
  // A long link wraps inside its bubble: the bubble and its reaction and reply buttons stay on screen.
  const link = `https://calendar.example.com/shared/family-schedule/${'abcdefghij'.repeat(12)}`;
  await g.page.getByPlaceholder('Type your message...').fill(`Here is the calendar: ${link}`);
  await g.page.getByPlaceholder('Type your message...').press('Enter');
  const linkMessage = g.page.getByTestId('message').filter({ hasText: link });
  for (const part of [
    linkMessage.getByTestId('message-text'),
    linkMessage.getByRole('button', { name: 'Add reaction' }),
    linkMessage.getByRole('button', { name: /^Reply to/ }),
  ]) {
    const box = await part.boundingBox();
    expect(box, 'on screen').not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
  }
  // Finger-sized controls on a touch screen.
  await expectFingerSized(linkMessage.getByRole('button', { name: 'Add reaction' }));
  await expectFingerSized(linkMessage.getByRole('button', { name: /^Reply to/ }));
  await linkMessage.getByRole('button', { name: /^Reply to/ }).click();
  await expectFingerSized(g.page.getByRole('button', { name: 'Cancel reply' }));
  await g.page.getByRole('button', { name: 'Cancel reply' }).click();

  // A history longer than the screen scrolls inside its list: the page stays put, so the banner,
  // header and message box never slide away.
  const conversations = await f.context.request.get('/api/conversations');
  const [conversation] = (await conversations.json()) as { id: string }[];
  for (let n = 1; n <= 14; n++) {
    const res = await f.context.request.post('/api/messages', {
      data: {
        conversationId: conversation!.id,
        clientId: crypto.randomUUID(),
        content: `Filler message ${n}`,
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await expect(g.page.getByTestId('message')).toHaveCount(16);
  expect(await pageOverflow(g.page)).toBeLessThanOrEqual(0);

  // The message box is 16 px text (iOS zooms into smaller fields) and grows with what is typed.
  const box = g.page.getByPlaceholder('Type your message...');
  expect(await box.evaluate((el) => getComputedStyle(el).fontSize)).toBe('16px');
  await box.fill('One\nTwo\nThree\nFour');
  const fits = () => box.evaluate((el) => el.scrollHeight <= el.clientHeight + 1);
  expect(await fits(), 'four lines show whole').toBe(true);
  await box.fill('');
  expect((await box.boundingBox())!.height).toBeLessThan(50);

  // At 360 px the name stays readable: the secondary actions fold into one menu, under their names.
  await g.page.setViewportSize({ width: 360, height: 740 });
  const heading = g.page.getByTestId('conversation-heading');
  expect(await heading.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expectFingerSized(g.page.getByRole('button', { name: 'More actions' }));
  await g.page.getByRole('button', { name: 'More actions' }).click();
  await expect(g.page.getByRole('menuitem', { name: 'Conflict coach' })).toBeVisible();
  await expect(g.page.getByRole('menuitem', { name: 'Summarize conversation' })).toBeVisible();
  await expectFingerSized(g.page.getByRole('menuitem', { name: 'Export' }));
  await g.page.getByRole('menuitem', { name: 'Export' }).click();
  const exportDialog = g.page.getByRole('dialog', { name: 'Export Conversation' });
  await expectFingerSized(exportDialog.getByRole('button', { name: 'Close' }));
  await exportDialog.getByRole('button', { name: 'Close' }).click();

  // A short screen (a phone on its side): the suggestions scroll inside themselves and leave the
  // messages and the message box in view.
  await g.page.setViewportSize({ width: 844, height: 390 });
  await g.page.getByRole('button', { name: /AI Reply Suggestions/ }).click();
  await expect(g.page.getByTestId('reply-suggestion').first()).toBeVisible();
  await screenshotForReview(g.page, 'suggestions-landscape-touch');
  expect(await inViewport(g.page, box), 'the message box stays on screen').toBe(true);
  expect((await g.page.getByTestId('message-scroller').boundingBox())!.height).toBeGreaterThanOrEqual(60);
  // The list got shorter under the reader: the latest message is still the one in view.
  await expect(g.page.getByTestId('message-text').last()).toBeInViewport();
  await g.page.getByRole('button', { name: /AI Reply Suggestions/ }).click();

  // At this width a touch screen shows a message's buttons without a hover.
  const lastMessage = g.page.getByTestId('message').last();
  for (const name of ['Add reaction', /^Reply to/]) {
    const button = lastMessage.getByRole('button', { name });
    expect(await button.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe('1');
  }
  // A reaction's count is a button too (tap to add or take back yours): finger-sized on touch.
  await lastMessage.getByRole('button', { name: 'Add reaction' }).click();
  await g.page.getByRole('menuitem', { name: 'thumbs up' }).click();
  await expectFingerSized(lastMessage.getByTestId('reaction'));

  // The phone's Back returns to the list; the sign-in page sends a signed-in person on to the dashboard.
  await g.page.setViewportSize(phone);
  expect(new URL(g.page.url()).searchParams.get('conversation')).toBe(conversation!.id);
  await g.page.goBack();
  await expect(g.page.getByRole('navigation', { name: 'Conversation list' })).toBeVisible();
  await expect(row.getByTestId('unread-badge')).toHaveCount(0);
  await g.page.goto('/login');
  await g.page.waitForURL('**/dashboard', { timeout: 10_000 });
  await expect(g.page.getByTestId('my-name')).toBeVisible();
  await row.getByRole('button').first().click();
  await g.page.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(g.page.getByRole('navigation', { name: 'Conversation list' })).toBeVisible();
  // Opened straight from a notification's link, in a fresh tab: Back still shows the list.
  const fromNotification = await g.context.newPage();
  await fromNotification.goto(`/dashboard?conversation=${conversation!.id}`);
  await expect(fromNotification.getByTestId('conversation-heading')).toBeVisible();
  await fromNotification.goBack();
  await expect(fromNotification.getByRole('navigation', { name: 'Conversation list' })).toBeVisible();
  await fromNotification.close();

  // The enhancement dialog on a short screen keeps its buttons in view; Edit's draft fits the box.
  await f.page.setViewportSize({ width: 390, height: 500 });
  const charged = 'You always forget, this is ridiculous. '.repeat(2).trim();
  await f.page.getByPlaceholder('Type your message...').fill(charged);
  await f.page.getByPlaceholder('Type your message...').press('Enter');
  const enhancement = f.page.getByRole('dialog', { name: /Message Enhancement/ });
  await expect(enhancement).toBeVisible();
  await screenshotForReview(f.page, 'enhancement-short-phone');
  for (const name of ['Send Improved', 'Edit', 'Send Original']) {
    expect(await inViewport(f.page, enhancement.getByRole('button', { name })), name).toBe(true);
  }
  await enhancement.getByRole('button', { name: 'Edit' }).click();
  const fBox = f.page.getByPlaceholder('Type your message...');
  await expect(fBox).toHaveValue(charged);
  expect(await fBox.evaluate((el) => el.scrollHeight <= el.clientHeight + 1), 'the draft shows whole').toBe(
    true,
  );
  await screenshotForReview(f.page, 'edit-draft-short-phone');

  // Side by side on a desktop the page does not scroll either.
  await g.page.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole('button').first().click();
  await expect(g.page.getByTestId('message')).toHaveCount(16);
  expect(await pageOverflow(g.page)).toBeLessThanOrEqual(0);

  await f.context.close();
  await g.context.close();
});

test('older messages load when scrolling up, each exactly once', async ({ browser, request }) => {
  const kim = named('kim', 'Kim');
  const lou = named('lou', 'Lou');
  await registerViaApi(request, lou);
  const k = await signedInPage(browser, kim);
  const created = await k.context.request.post('/api/conversations', {
    data: { participantEmails: [lou.email] },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const total = 60; // more than one page of 50
  for (let i = 1; i <= total; i++) {
    const res = await k.context.request.post('/api/messages', {
      data: { conversationId: id, clientId: crypto.randomUUID(), content: `Numbered message ${i}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await k.page.reload();
  await k.page.getByTestId('conversation-row').getByRole('button').first().click();
  const history = k.page.getByTestId('message-scroller');
  await expect(history.getByText(`Numbered message ${total}`, { exact: true })).toBeVisible();
  await expect(k.page.getByTestId('message')).toHaveCount(50);
  await k.page.getByTestId('message-scroller').evaluate((el) => (el.scrollTop = 0));
  await expect(k.page.getByTestId('message')).toHaveCount(total);
  await expect(history.getByText('Numbered message 1', { exact: true })).toHaveCount(1);
  await k.context.close();
});

test('the Admin Portal entry shows only for the administrator', async ({ browser }) => {
  const admin = await signedInPage(
    browser,
    { firstName: 'Ada', lastName: 'Admin', email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    { register: false },
  );
  await admin.page.getByRole('button', { name: 'Open menu' }).click();
  await expect(admin.page.getByRole('menuitem', { name: 'Admin Portal' })).toBeVisible();
  await admin.context.close();

  const someone = await signedInPage(browser, named('hal', 'Hal'));
  await someone.page.getByRole('button', { name: 'Open menu' }).click();
  await expect(someone.page.getByRole('menuitem', { name: 'Support' })).toBeVisible();
  await expect(someone.page.getByRole('menuitem', { name: 'Admin Portal' })).toHaveCount(0);
  await someone.context.close();
});

test('the dashboard on desktop and phone, light and dark: list, group, enhancement, menu', async ({
  browser,
}) => {
  const ivy = named('ivy', 'Ivy');
  const jon = named('jon', 'Jon');
  const i = await signedInPage(browser, ivy);
  const j = await signedInPage(browser, jon);
  await screenshotForReview(i.page, 'empty-desktop-light');
  await startChat(i.page, jon.email);
  const send = async (page: Page, text: string) => {
    await page.getByPlaceholder('Type your message...').fill(text);
    await page.getByPlaceholder('Type your message...').press('Enter');
    await expect(page.getByTestId('message-text').last()).toHaveText(text);
  };
  await send(i.page, 'Can we talk about the school pickup schedule this week?');
  await j.page.getByTestId('conversation-row').getByRole('button').first().click();
  await send(j.page, 'Sure. Tuesday and Thursday work for me.');
  await send(i.page, 'Great, I will take Monday and Wednesday then. Thank you!');
  // With a mouse the desktop stays compact: a message's buttons wait for a hover, icons stay small.
  await i.page.mouse.move(1, 1);
  const actions = i.page
    .getByTestId('message')
    .last()
    .getByRole('button', { name: /^Reply to/ });
  await expect.poll(() => actions.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe('0');
  expect((await i.page.getByRole('button', { name: 'Conflict coach' }).boundingBox())!.height).toBe(32);
  // A group of three shows overlapping avatars in the list.
  const kit = named('kit', 'Kit');
  await registerViaApi(i.context.request, kit);
  const group = await i.context.request.post('/api/conversations', {
    data: { name: 'Pickup rota', participantEmails: [jon.email, kit.email] },
  });
  expect(group.ok(), await group.text()).toBe(true);
  await expect(j.page.getByTestId('conversation-row').filter({ hasText: 'Pickup rota' })).toBeVisible();
  await screenshotForReview(j.page, 'group-list-desktop-light');
  // On a phone a group's name gets the header's room (its avatar stack shows in the list).
  await j.page.setViewportSize({ width: 390, height: 844 });
  await j.page.getByRole('button', { name: 'Back to conversations' }).click();
  await j.page
    .getByTestId('conversation-row')
    .filter({ hasText: 'Pickup rota' })
    .getByRole('button')
    .first()
    .click();
  await expect(j.page.getByTestId('conversation-heading')).toHaveText('Pickup rota');
  await screenshotForReview(j.page, 'group-phone-light');
  await j.page.getByRole('button', { name: 'Back to conversations' }).click();
  await j.page
    .getByTestId('conversation-row')
    .filter({ hasText: ivy.firstName })
    .getByRole('button')
    .first()
    .click();
  await j.page.setViewportSize({ width: 1280, height: 800 });
  await i.page.getByPlaceholder('Type your message...').fill('You always forget, this is ridiculous');
  await i.page.getByPlaceholder('Type your message...').press('Enter');
  await expect(i.page.getByRole('dialog', { name: /Message Enhancement/ })).toBeVisible();
  await screenshotForReview(i.page, 'enhancement-desktop-light');
  await i.page.keyboard.press('Escape');
  await i.page.getByPlaceholder('Type your message...').fill('');
  await j.page.getByPlaceholder('Type your message...').pressSequentially('Perfect', { delay: 50 });
  for (const [width, height, label] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await i.page.setViewportSize({ width, height });
    for (const theme of ['light', 'dark'] as const) {
      await i.page.evaluate((t) => document.documentElement.classList.toggle('dark', t === 'dark'), theme);
      await screenshotForReview(i.page, `conversation-${label}-${theme}`);
    }
  }
  await i.page.setViewportSize({ width: 390, height: 844 });
  await i.page.getByRole('button', { name: 'Back to conversations' }).click();
  await screenshotForReview(i.page, 'list-phone-dark');
  await i.page.getByRole('button', { name: 'Open menu' }).click();
  await screenshotForReview(i.page, 'menu-phone-dark');
  await i.context.close();
  await j.context.close();
});

test('keyboard: a dialog opened from the menu gives focus back to the menu button when it closes', async ({
  browser,
}) => {
  const k = await signedInPage(browser, named('keys', 'Kim'));
  const menuButton = k.page.getByRole('button', { name: 'Open menu' });
  await menuButton.focus();
  await k.page.keyboard.press('Enter');
  await k.page.getByRole('menuitem', { name: 'Start Chat' }).focus();
  await k.page.keyboard.press('Enter');
  const dialog = k.page.getByRole('dialog', { name: 'Start Chat' });
  await expect(dialog.getByLabel('Name or email')).toBeFocused();
  await k.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
  await k.context.close();
});

/** Start Chat from the menu by keyboard alone: Enter on the menu, Enter on the item, type, Enter. */
/** An element wholly drawn inside the box that clips it (not cut off by an ellipsis or the edge). */
async function expectShownWhole(
  locator: ReturnType<Page['locator']>,
  clip: ReturnType<Page['locator']>,
): Promise<void> {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  const outer = (await clip.boundingBox())!;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  // Its own text fits too: nothing of it is cut by an ellipsis.
  expect(await locator.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 || el.clientWidth === 0)).toBe(
    true,
  );
}

async function startChatByKeyboard(page: Page, target: string): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Start Chat' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Name or email')).toBeFocused();
  await page.keyboard.type(target);
  await page.keyboard.press('Enter');
}

test('keyboard focus at phone width: an opened conversation takes it to its message box, Back gives it to its row', async ({
  browser,
}) => {
  const phone = { width: 390, height: 844 };
  const hal = named('hal', 'Hal');
  const ivy = named('ivy', 'Ivy');
  const h = await signedInPage(browser, hal, { viewport: phone });
  await registerViaApi(h.context.request, ivy);
  const input = h.page.getByPlaceholder('Type your message...');
  const ivyRow = h.page
    .getByTestId('conversation-row')
    .filter({ hasText: `${ivy.firstName} ${ivy.lastName}` })
    .getByRole('button')
    .first();

  await startChatByKeyboard(h.page, ivy.email);
  await expect(h.page.getByTestId('conversation-heading')).toBeVisible();
  await expect(input).toBeFocused();
  // Return sends (SPEC §4): a phone's keyboard labels that key Send, not a new line that would send
  // a half-written message.
  await expect(input).toHaveAttribute('enterkeyhint', 'send');
  // Typing goes straight into it, and the ring shows where that is.
  await h.page.keyboard.type('Hello from the keyboard');
  await expect(input).toHaveValue('Hello from the keyboard');
  await screenshotForReview(h.page, 'conversation-opened-phone-focus');

  await h.page.getByRole('button', { name: 'Back to conversations' }).focus();
  await h.page.keyboard.press('Enter');
  await expect(ivyRow).toBeFocused();
  await screenshotForReview(h.page, 'list-back-phone-focus');
  await h.page.keyboard.press('Enter');
  await expect(input).toBeFocused();
  // The phone's own Back does the same as the button.
  await h.page.goBack();
  await expect(ivyRow).toBeFocused();
  await h.page.goForward();
  await expect(input).toBeFocused();

  // A conversation opened by its link (a notification's) takes focus to its message box too.
  const conversationId = await h.page
    .getByTestId('conversation-row')
    .first()
    .getAttribute('data-conversation-id');
  await h.page.goto(`/dashboard?conversation=${conversationId}`);
  await expect(input).toBeFocused();

  // Something arriving on its own does not move focus: a message from Ivy, a new conversation.
  await h.page.getByRole('button', { name: 'Back to conversations' }).click();
  await ivyRow.focus();
  const i = await signedInPage(browser, ivy, { register: false });
  await i.page.getByTestId('conversation-row').getByRole('button').first().click();
  await i.page.getByPlaceholder('Type your message...').fill('Hi Hal');
  await i.page.getByPlaceholder('Type your message...').press('Enter');
  await expect(h.page.getByTestId('conversation-preview').first()).toHaveText('Hi Hal');
  await expect(ivyRow).toBeFocused();
  await i.context.close();
  await h.context.close();
});

test('a web address in a message is a link the other parent can tap; other text stays text', async ({
  browser,
}) => {
  const phone = { width: 390, height: 844 };
  const kim = named('kim', 'Kim');
  const lee = named('lee', 'Lee');
  const k = await signedInPage(browser, kim, { viewport: phone });
  const l = await signedInPage(browser, lee, { viewport: phone });
  await startChat(k.page, lee.email);
  const calendar = 'https://school.example.org/calendar?child=leo&term=spring';
  const input = k.page.getByPlaceholder('Type your message...');
  await input.fill(`The pickup times are on ${calendar}. See you at 5pm (gate B).`);
  await input.press('Enter');

  await l.page.getByTestId('conversation-row').getByRole('button').first().click();
  const text = l.page.getByTestId('message-text');
  await expect(text).toHaveText(`The pickup times are on ${calendar}. See you at 5pm (gate B).`);
  // The sentence's full stop is not part of the address; it opens apart from Parley.
  const link = text.getByRole('link', { name: calendar, exact: true });
  await expect(link).toHaveAttribute('href', calendar);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(text.getByRole('link')).toHaveCount(1);
  await screenshotForReview(l.page, 'message-link-phone');
  await k.context.close();
  await l.context.close();
});

test('keyboard focus on desktop: Start Chat takes it to the new conversation’s message box', async ({
  browser,
}) => {
  const kai = named('kai', 'Kai');
  const lea = named('lea', 'Lea');
  const k = await signedInPage(browser, kai);
  await registerViaApi(k.context.request, lea);
  await startChatByKeyboard(k.page, lea.email);
  await expect(k.page.getByTestId('conversation-heading')).toHaveText(`${lea.firstName} ${lea.lastName}`);
  const input = k.page.getByPlaceholder('Type your message...');
  await expect(input).toBeFocused();
  await screenshotForReview(k.page, 'conversation-started-desktop-focus');
  await k.context.close();
});

test('screen readers hear who wrote each message in a one-to-one chat, and whose message Add reaction is for; removing the photo asks first', async ({
  browser,
}) => {
  const mia = named('mia', 'Mia');
  const ned = named('ned', 'Ned');
  const m = await signedInPage(browser, mia);
  const n = await signedInPage(browser, ned);
  await startChat(m.page, ned.email);
  await m.page.getByPlaceholder('Type your message...').fill('Are you picking up Sam?');
  await m.page.getByPlaceholder('Type your message...').press('Enter');
  await n.page.getByTestId('conversation-row').getByRole('button').first().click();
  await n.page.getByPlaceholder('Type your message...').fill('Yes, at four');
  await n.page.getByPlaceholder('Type your message...').press('Enter');
  await expect(messageWith(m.page, 'Yes, at four')).toBeVisible();
  await expect(messageWith(m.page, 'Are you picking up Sam?')).toMatchAriaSnapshot(`
    - listitem:
      - paragraph: 'You said:'
      - paragraph: Are you picking up Sam?
  `);
  await expect(messageWith(m.page, 'Yes, at four')).toMatchAriaSnapshot(`
    - listitem:
      - paragraph: '${ned.firstName} ${ned.lastName} said:'
      - paragraph: Yes, at four
  `);
  // Each 'Add reaction' says which message it is for.
  await expect(
    messageWith(m.page, 'Yes, at four').getByRole('button', { name: /^Add reaction/ }),
  ).toHaveAccessibleName(`Add reaction to ${ned.firstName} ${ned.lastName}'s message`);
  await expect(
    messageWith(m.page, 'Are you picking up Sam?').getByRole('button', { name: /^Add reaction/ }),
  ).toHaveAccessibleName('Add reaction to your message');
  // The photo picker behind the camera button is not a second control.
  await expect(m.page.getByRole('button', { name: 'Upload profile photo' })).toBeVisible();
  expect(await m.page.locator('body').ariaSnapshot()).not.toContain('Profile photo file');
  const picker = m.page.waitForEvent('filechooser');
  await m.page.getByRole('button', { name: 'Upload profile photo' }).click();
  await (await picker).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(toast(m.page)).toContainText('Photo updated');

  // Removing the photo (everyone sees it go) asks first; Cancel keeps it and gives focus back.
  const removePhoto = m.page.getByRole('button', { name: 'Remove photo' });
  await removePhoto.click();
  const confirm = m.page.getByRole('dialog', { name: 'Remove your profile photo?' });
  await expect(confirm).toBeVisible();
  const axe = await new AxeBuilder({ page: m.page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await screenshotForReview(m.page, 'remove-photo-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(removePhoto).toBeFocused();
  await expect(m.page.getByRole('button', { name: 'Change profile photo' })).toBeVisible();
  // By keyboard: Enter opens it, focus starts on Cancel, Tab then Enter removes.
  await m.page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await m.page.keyboard.press('Tab');
  await m.page.keyboard.press('Enter');
  await expect(toast(m.page)).toContainText('Photo removed');
  await expect(confirm).toBeHidden();
  await expect(removePhoto).toBeHidden();
  // The button that opened it is gone with the photo: focus lands on the camera button.
  await expect(m.page.getByRole('button', { name: 'Upload profile photo' })).toBeFocused();
  await m.context.close();
  await n.context.close();
});

test('keyboard: Rename (current name selected) and Add User from a row menu put focus in their field; Escape gives it back to ⋮', async ({
  browser,
}) => {
  const ola = named('ola', 'Ola');
  const pip = named('pip', 'Pip');
  const o = await signedInPage(browser, ola);
  await registerViaApi(o.context.request, pip);
  await startChat(o.page, pip.email);
  const pipFullName = `${pip.firstName} ${pip.lastName}`;
  const options = o.page.getByRole('button', { name: `Options for ${pipFullName}` });
  await expect(options).toBeVisible();

  await options.focus();
  await o.page.keyboard.press('Enter');
  await o.page.getByRole('menuitem', { name: 'Rename' }).focus();
  await o.page.keyboard.press('Enter');
  const name = o.page.getByLabel('New conversation name');
  await expect(name).toBeFocused();
  // Typed keys land in the field (Radix used to pull focus back to ⋮ after the field took it).
  await o.page.keyboard.type('Pickups');
  await expect(name).toHaveValue('Pickups');
  await o.page.keyboard.press('Escape');
  await expect(name).toBeHidden();
  await expect(options).toBeFocused();

  // Saved for real: a name pasted past the 25-character limit is stored without the ' -' the cut left.
  await o.page.keyboard.press('Enter');
  await o.page.getByRole('menuitem', { name: 'Rename' }).focus();
  await o.page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await o.page.keyboard.insertText('Kids schedule with Dan - pickups');
  await expect(name).toHaveValue('Kids schedule with Dan - ');
  await o.page.keyboard.press('Enter');
  await expect(o.page.getByTestId('toast')).toContainText('Conversation renamed');
  await expect(o.page.getByTestId('conversation-title')).toHaveAttribute('title', 'Kids schedule with Dan');
  const renamed = o.page.getByRole('button', { name: 'Options for Kids schedule with Dan' });
  await expect(renamed).toBeFocused();

  // Rename again: the current name is there, selected, so typing replaces it.
  await o.page.keyboard.press('Enter');
  await o.page.getByRole('menuitem', { name: 'Rename' }).focus();
  await o.page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('Kids schedule with Dan');
  await screenshotForReview(o.page, 'rename-prefilled');
  await o.page.keyboard.type('Pickups');
  await expect(name).toHaveValue('Pickups');
  await o.page.keyboard.press('Escape');
  await expect(renamed).toBeFocused();

  await o.page.keyboard.press('Enter');
  await o.page.getByRole('menuitem', { name: 'Add User' }).focus();
  await o.page.keyboard.press('Enter');
  await expect(o.page.getByLabel('Email of the person to add')).toBeFocused();
  await o.page.keyboard.press('Escape');
  await expect(renamed).toBeFocused();

  await o.page.keyboard.press('Enter');
  await o.page.getByRole('menuitem', { name: 'Remove User' }).focus();
  await o.page.keyboard.press('Enter');
  await expect(o.page.getByRole('button', { name: pipFullName, exact: true })).toBeFocused();
  await o.context.close();
});

test('keyboard: focus rings stay visible on blue and red: your own bubble and the subscription banner', async ({
  browser,
}) => {
  const rae = named('rae', 'Rae');
  const sid = named('sid', 'Sid');
  const r = await signedInPage(browser, rae);
  await registerViaApi(r.context.request, sid);
  const created = await r.context.request.post('/api/conversations', {
    data: { participantEmails: [sid.email] },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id: conversationId } = (await created.json()) as { id: string };
  const send = async (data: Record<string, unknown>) => {
    const res = await r.context.request.post('/api/messages', {
      data: { conversationId, clientId: crypto.randomUUID(), ...data },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as { id: number };
  };
  const first = await send({ content: 'Pickup is at four' });
  await send({
    ...(await improvedMessage(r.context.request, 'Could we move it to five, you idiot?')),
    replyToMessageId: first.id,
  });
  await r.page.reload();
  await r.page.getByTestId('conversation-row').getByRole('button').first().click();
  const mine = messageWith(r.page, 'Could we move it to five');
  const white = 'rgb(255, 255, 255)';
  /** The outline a keyboard user sees on a control (focus-visible, not a click's focus). */
  const ringOf = async (control: ReturnType<Page['getByRole']>) => {
    await control.focus();
    // Back and forth by Tab: focus then shows as a keyboard user's would.
    await control.press('Shift+Tab');
    await r.page.keyboard.press('Tab');
    await expect(control).toBeFocused();
    expect(await control.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    // Buttons transition their colours, the outline's included: read it once it has settled.
    await expect.poll(() => control.evaluate((el) => getComputedStyle(el).outlineColor)).toBe(white);
    return control.evaluate((el) => getComputedStyle(el).outlineColor);
  };
  const quote = mine.getByRole('button', { name: /Go to the message from/ });
  expect(await ringOf(quote)).toBe(white);
  await screenshotForReview(r.page, 'focus-ring-own-quote');
  expect(await ringOf(mine.getByRole('button', { name: 'Show original' }))).toBe(white);
  await screenshotForReview(r.page, 'focus-ring-own-show-original');

  const banner = r.page.getByRole('region', { name: 'Subscription status' });
  expect(await ringOf(banner.getByRole('button', { name: 'Upgrade' }))).toBe(white);
  await screenshotForReview(r.page, 'focus-ring-trial-banner');

  // The red banner, for someone whose trial is over (seeded before the app started).
  const expired = await signedInPage(
    browser,
    { firstName: 'Ezra', lastName: 'Expired', email: EXPIRED_EMAIL, password: EXPIRED_PASSWORD },
    { register: false },
  );
  await expired.page.goto('/dashboard');
  const redBanner = expired.page.getByRole('region', { name: 'Subscription status' });
  await expect(redBanner).toContainText('Trial Expired - Subscribe to Continue');
  const subscribe = redBanner.getByRole('button', { name: 'Subscribe' });
  await subscribe.focus();
  await expired.page.keyboard.press('Shift+Tab');
  await expired.page.keyboard.press('Tab');
  await expect(subscribe).toBeFocused();
  await expect.poll(() => subscribe.evaluate((el) => getComputedStyle(el).outlineColor)).toBe(white);
  await screenshotForReview(expired.page, 'focus-ring-expired-banner');
  await expired.context.close();
  await r.context.close();
});

test('screen readers hear "is typing" once per typing session, not at every burst', async ({ browser }) => {
  const tia = named('tia', 'Tia');
  const uma = named('uma', 'Uma');
  const t = await signedInPage(browser, tia);
  const u = await signedInPage(browser, uma);
  await startChat(t.page, uma.email);
  await u.page.getByTestId('conversation-row').getByRole('button').first().click();
  const input = t.page.getByPlaceholder('Type your message...');
  const shown = u.page.getByTestId('typing-indicator');
  const heard = u.page.getByTestId('typing-announcement');

  const burst = input.pressSequentially('Running late', { delay: 100 });
  await expect(shown).toHaveText('Tia is typing...');
  await expect(heard).toHaveText('Tia is typing...');
  await burst;
  await expect(shown).toHaveText('', { timeout: 3_000 });
  await expect(heard).toHaveText('');
  // A second burst after a pause to think: shown again, not said again.
  const again = input.pressSequentially(', sorry', { delay: 100 });
  await expect(shown).toHaveText('Tia is typing...');
  await expect(heard).toHaveText('');
  await again;
  // Her message ends the session: the next time she types is said again.
  await input.press('Enter');
  await expect(messageWith(u.page, 'Running late, sorry')).toBeVisible();
  const next = input.pressSequentially('See you soon', { delay: 100 });
  await expect(heard).toHaveText('Tia is typing...');
  await next;
  await t.context.close();
  await u.context.close();
});

test('an invitation shows at once in the inviter’s other tab, and goes when the conversation stops waiting for it', async ({
  browser,
}) => {
  const aliceUser = named('alice', 'Alice');
  const bobUser = named('bob', 'Bobby');
  const alice = await signedInPage(browser, aliceUser);
  const bob = await signedInPage(browser, bobUser);
  const created = await alice.page.request.post('/api/conversations', {
    data: { name: '', participantEmails: [bobUser.email] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const participantsUrl = `/api/conversations/${id}/participants`;
  const aliceId = ((await (await alice.page.request.get('/api/auth/user')).json()) as { id: string }).id;
  const bobId = ((await (await bob.page.request.get('/api/auth/user')).json()) as { id: string }).id;
  expect((await bob.page.request.delete(`${participantsUrl}/${bobId}`)).status()).toBe(200);

  // Alice's second tab shows the conversation with nobody else in it.
  const a2 = await alice.context.newPage();
  await a2.goto(`/dashboard?conversation=${id}`);
  const heading = a2.getByTestId('conversation-heading');
  await expect(heading).toHaveText('Just you', { timeout: 60_000 });

  // The first tab invites an address with no account: the second tab's header names it, unasked.
  const address = `inv-${Date.now().toString(36)}@example.com`;
  const invited = await alice.page.request.post(participantsUrl, { data: { email: address } });
  expect(invited.status(), await invited.text()).toBe(202);
  await expect(heading).toHaveAttribute('title', `${address} (invited)`);
  // The address is cut to fit; '(invited)' after it never is, in the header and in the list's row.
  const row = a2.getByTestId('conversation-row').filter({ hasText: address.slice(0, 10) });
  await expectShownWhole(heading.getByText('(invited)', { exact: true }), heading);
  await expectShownWhole(row.getByText('(invited)', { exact: true }), row.getByTestId('conversation-title'));
  await expect(a2.getByRole('heading', { name: `${address} (invited)`, exact: true })).toBeVisible();
  await screenshotForReview(a2, 'invited-live-desktop');
  await a2.setViewportSize({ width: 390, height: 844 });
  await expectShownWhole(heading.getByText('(invited)', { exact: true }), heading);
  await screenshotForReview(a2, 'invited-live-phone');
  await a2.getByRole('button', { name: 'Back to conversations' }).click();
  await expectShownWhole(row.getByText('(invited)', { exact: true }), row.getByTestId('conversation-title'));
  await screenshotForReview(a2, 'invited-list-phone');

  // Bob is back; Alice leaves, which voids her invitation: alone now, Bob's header must not show the
  // address as still invited.
  expect((await alice.page.request.post(participantsUrl, { data: { email: bobUser.email } })).status()).toBe(
    201,
  );
  await bob.page.goto(`/dashboard?conversation=${id}`);
  const bobsHeading = bob.page.getByTestId('conversation-heading');
  await expect(bobsHeading).toHaveText(`${aliceUser.firstName} ${aliceUser.lastName}`, { timeout: 60_000 });
  expect((await alice.page.request.delete(`${participantsUrl}/${aliceId}`)).status()).toBe(200);
  await expect(bobsHeading).toHaveText('Just you');
  await alice.context.close();
  await bob.context.close();
});

test('a conversation closed by someone else says so and gives focus that was in it to the conversation list, and only then', async ({
  browser,
}) => {
  const aliceUser = named('alice', 'Alice');
  const bobUser = named('bob', 'Bob');
  const alice = await signedInPage(browser, aliceUser);
  const bob = await signedInPage(browser, bobUser);
  const bobId = ((await (await bob.page.request.get('/api/auth/user')).json()) as { id: string }).id;
  const create = async (name: string) => {
    const created = await alice.page.request.post('/api/conversations', {
      data: { name, participantEmails: [bobUser.email] },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { id: string }).id;
  };
  const list = bob.page.getByRole('navigation', { name: 'Conversation list' });
  const heading = bob.page.getByTestId('conversation-heading');
  const messageBox = bob.page.getByPlaceholder('Type your message...');
  /** Alice starts one with Bob, and Bob opens it from his list. */
  const opened = async (name: string) => {
    const id = await create(name);
    await bob.page
      .getByTestId('conversation-row')
      .filter({ hasText: name })
      .getByRole('button')
      .first()
      .click();
    await expect(heading).toHaveText(name);
    return id;
  };

  // Bob is typing in it when Alice deletes it: focus goes to the list, not to the page's start.
  const first = await opened('Deleted one');
  await messageBox.click();
  await expect(messageBox).toBeFocused();
  expect((await alice.page.request.delete(`/api/conversations/${first}`)).status()).toBe(200);
  await expect(heading).toBeHidden();
  await expect(list).toBeFocused();
  // Said, not just gone.
  await expect(toast(bob.page)).toContainText('"Deleted one" was deleted');

  // On a phone, where the list comes back in its place: the same when Alice removes him.
  await bob.page.setViewportSize({ width: 390, height: 844 });
  const second = await opened('Removed one');
  await expect(messageBox).toBeFocused();
  expect(
    (await alice.page.request.delete(`/api/conversations/${second}/participants/${bobId}`)).status(),
  ).toBe(200);
  await expect(toast(bob.page)).toContainText('You are no longer in "Removed one"');
  await expect(list).toBeFocused();
  await expect(list).toBeInViewport();

  // Focus elsewhere (his menu) stays where he put it.
  await bob.page.setViewportSize({ width: 1280, height: 800 });
  const third = await opened('Left alone');
  const menu = bob.page.getByRole('button', { name: 'Open menu' });
  await menu.focus();
  expect((await alice.page.request.delete(`/api/conversations/${third}`)).status()).toBe(200);
  await expect(heading).toBeHidden();
  await expect(menu).toBeFocused();
  await alice.context.close();
  await bob.context.close();
});

test('on a phone, a quoted reply being written survives a reload with its draft, and goes out as a reply', async ({
  browser,
}) => {
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true };
  const alice = await signedInPage(browser, named('quote-a', 'Alice'), phone);
  const bobUser = named('quote-b', 'Bob');
  await registerViaApi(alice.context.request, bobUser);
  const created = await alice.context.request.post('/api/conversations', {
    data: { name: null, participantEmails: [bobUser.email] },
  });
  const { id } = (await created.json()) as { id: string };
  const bob = await signedInPage(browser, bobUser, { ...phone, register: false });
  const asked = await bob.context.request.post('/api/messages', {
    data: {
      conversationId: id,
      clientId: crypto.randomUUID(),
      content: 'Can you take Leo to swimming on Saturday?',
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const a = alice.page;
  await a.goto(`/dashboard?conversation=${id}`);
  const bobFullName = `${bobUser.firstName} ${bobUser.lastName}`;
  await a.getByRole('button', { name: `Reply to ${bobFullName}` }).click();
  await a.getByPlaceholder('Type your message...').fill('Yes, I can.');
  await expect(a.getByTestId('reply-bar')).toContainText(`Replying to ${bobFullName}`);

  await a.reload();
  await expect(a.getByPlaceholder('Type your message...')).toHaveValue('Yes, I can.');
  await expect(a.getByTestId('reply-bar')).toContainText(`Replying to ${bobFullName}`);
  await screenshotForReview(a, 'reply-kept-after-reload-phone');
  await a.getByPlaceholder('Type your message...').press('Enter');
  await expect(a.getByTestId('reply-bar')).toHaveCount(0);
  const answer = a.getByTestId('message').filter({ hasText: 'Yes, I can.' });
  await expect(answer.getByRole('button', { name: /this replies to/ })).toBeVisible();
  expect(
    await a.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('parley-draft:'))),
  ).toEqual([]);
  await alice.context.close();
  await bob.context.close();
});
