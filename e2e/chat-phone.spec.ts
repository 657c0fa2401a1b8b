import { test, registerViaApi, screenshotForReview, signedInPage } from './support/fixtures';
import {
  expect,
  named,
  startChat,
  pageOverflow,
  inViewport,
  expectFingerSized,
  startChatByKeyboard,
} from './support/chat';

// Several people in several browsers on a shared machine: give each story room.
test.describe.configure({ timeout: 180_000 });

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
  // Return sends: a phone's keyboard labels that key Send, not a new line that would send
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
