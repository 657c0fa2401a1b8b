import { test, registerViaApi, screenshotForReview, signedInPage } from './support/fixtures';
import {
  expect,
  named,
  openMenuItem,
  startChat,
  rowAction,
  toast,
  watchHighlights,
  recordToasts,
  toastShown,
  messageWith,
  expectShownWhole,
} from './support/chat';
import { expectNoSeriousViolations } from './support/axe';

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
  await expect(a.getByRole('heading', { name: 'Start your first conversation' })).toBeVisible();

  // An unknown name that is not an e-mail address is refused with its message.
  await startChat(a, 'nobody-by-this-name');
  await expect(
    a
      .getByRole('dialog')
      .getByText('No one you talk with is called "nobody-by-this-name".', { exact: false }),
  ).toBeVisible();
  // A second tab of Alice's hears of the conversation she starts too, without a toast: it is hers.
  const a2 = await alice.context.newPage();
  await a2.goto('/dashboard');
  await expect(a2.getByText('No conversations yet')).toBeVisible({ timeout: 60_000 });
  const [alicesToasts, secondTabsToasts] = [await recordToasts(a), await recordToasts(a2)];
  // The new_conversation frames Alice's first tab receives on its socket, counted where they arrive.
  let framesToAlice = 0;
  const alicesSocket = await alice.context.newCDPSession(a);
  alicesSocket.on('Network.webSocketFrameReceived', ({ response }) => {
    if (response.payloadData.includes('"type":"new_conversation"')) framesToAlice += 1;
  });
  await alicesSocket.send('Network.enable');
  /** Two frames drawn: whatever the page does with what it received has rendered. */
  const drawn = (page: typeof a) =>
    page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await a.getByRole('dialog').getByLabel('Name or email').fill(bobUser.email);
  // Toasts last 1.5 s: record the other side's from now on while this side acts.
  const bobHearsOfIt = toastShown(await recordToasts(b), 'New Conversation');
  await a.getByRole('dialog').getByRole('button', { name: 'Start Chat' }).click();
  await expect(toast(a)).toContainText('Conversation created');
  const bobFullName = `${bobUser.firstName} ${bobUser.lastName}`;
  await expect(a.getByTestId('conversation-heading')).toHaveText(bobFullName);
  await expect(a.getByTestId('conversation-status')).toHaveText('No messages yet');
  await expect(a2.getByTestId('conversation-row').filter({ hasText: bobFullName })).toHaveCount(1);
  // Toast limit 1: the creator's 'Conversation created' is not replaced by a 'New Conversation' of
  // her own conversation (the socket tells every tab of hers, the creating one often before the POST answers).
  await expect.poll(() => framesToAlice, { message: "the socket's news of it reached this tab" }).toBe(1);
  await drawn(a);
  expect(await a.getByTestId('conversation-row').filter({ hasText: bobFullName }).count()).toBe(1);
  const seenByAlice = await alicesToasts();
  expect(seenByAlice.at(-1)).toContain('Conversation created');
  expect(seenByAlice.filter((text) => text.includes('New Conversation'))).toEqual([]);
  expect(await secondTabsToasts()).toEqual([]);
  await a2.close();
  // Start Chat with him again opens that same conversation, and does not claim to have created one.
  await expect(toast(a)).toBeHidden();
  const toastsOnReopening = await recordToasts(a);
  const reopened = a.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/conversations',
  );
  await startChat(a, bobUser.email);
  await reopened;
  await expect(a.getByRole('dialog', { name: 'Start Chat' })).toBeHidden();
  await expect(a.getByTestId('conversation-heading')).toHaveText(bobFullName);
  await drawn(a);
  expect(await a.getByTestId('conversation-row').filter({ hasText: bobFullName }).count()).toBe(1);
  expect(await toastsOnReopening()).toEqual([]);

  // Bob learns about it over the socket.
  await bobHearsOfIt;
  const aliceFullName = `${aliceUser.firstName} ${aliceUser.lastName}`;
  const bobsRow = b.getByTestId('conversation-row').filter({ hasText: aliceFullName });
  await expect(bobsRow).toBeVisible();
  // Opening it again told Alice's tab of no conversation over the socket either (checked this late, so
  // a frame sent late would be counted).
  expect(framesToAlice).toBe(1);
  await alicesSocket.detach();

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

  // In-conversation search: content and sender, case-insensitive; closing clears.
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
  const bobSeesRename = toastShown(await recordToasts(b), 'Conversation Renamed');
  await a.getByRole('button', { name: 'Save' }).click();
  await expect(toast(a)).toContainText('Conversation renamed');
  await expect(a.getByTestId('conversation-heading')).toHaveText('Weekend plans');
  await expect(b.getByTestId('conversation-heading')).toHaveText('Weekend plans');
  await bobSeesRename;

  // Adding a third person to the one-to-one starts a new group of the three (the one-to-one stays
  // theirs); then she is removed from the group again.
  await rowAction(a, 'Weekend plans', 'Add User');
  await a.getByLabel('Email of the person to add').fill(carolUser.email);
  await a.getByRole('button', { name: 'Add', exact: true }).click();
  const bobSeesGroup = toastShown(await recordToasts(b), 'New Conversation');
  await a
    .getByRole('dialog', { name: 'Start a new group?' })
    .getByRole('button', { name: 'Start group' })
    .click();
  await expect(toast(a)).toContainText('Conversation created');
  const groupName = 'Alice, Bobby & Carol';
  // The heading shortens a long name on screen and keeps it whole in its title.
  await expect(a.getByTestId('conversation-heading')).toHaveAttribute('title', groupName);
  await expect(a.getByTestId('conversation-status')).toHaveText('No messages yet');
  await bobSeesGroup;
  // A first message, so the timeline (comings and goings among the messages) has a place to show.
  await a.getByPlaceholder('Type your message...').fill('Welcome, Carol');
  await a.getByPlaceholder('Type your message...').press('Enter');
  await expect(a.getByTestId('message-text').filter({ hasText: 'Welcome, Carol' })).toBeVisible();
  await expect(carol.page.getByTestId('conversation-row').filter({ hasText: groupName })).toBeVisible();
  await expect(carol.page.getByTestId('conversation-row').filter({ hasText: 'Weekend plans' })).toHaveCount(
    0,
  );

  const carolFullName = `${carolUser.firstName} ${carolUser.lastName}`;
  await rowAction(a, groupName, 'Remove User');
  await expect(a.getByRole('button', { name: aliceFullName, exact: true })).toHaveCount(0);
  await a.getByRole('button', { name: carolFullName, exact: true }).click();
  const bobSeesRemove = toastShown(await recordToasts(b), 'User Removed');
  await a.getByRole('dialog', { name: 'Remove user?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(toast(a)).toContainText('User removed');
  await expect(a.getByTestId('conversation-status')).not.toHaveText('3 participants');
  await expect(carol.page.getByTestId('conversation-row')).toHaveCount(0);
  await bobSeesRemove;
  // Both timelines say who came and went, and who did it.
  await expect(a.getByTestId('membership-event')).toHaveText([`You removed ${carolFullName}`]);
  await b.getByTestId('conversation-row').filter({ hasText: groupName }).getByRole('button').first().click();
  await expect(b.getByTestId('membership-event')).toHaveText([`${aliceFullName} removed ${carolFullName}`]);
  await screenshotForReview(b, 'membership-timeline');

  // Someone with no account yet: the new group waits for them (an invitation is mailed).
  const newcomer = `grandma-${Date.now()}@example.com`;
  await rowAction(a, 'Weekend plans', 'Add User');
  await a.getByLabel('Email of the person to add').fill(newcomer);
  await a.getByRole('button', { name: 'Add', exact: true }).click();
  await a
    .getByRole('dialog', { name: 'Start a new group?' })
    .getByRole('button', { name: 'Start group' })
    .click();
  await expect(toast(a)).toContainText('Conversation created');
  await expect(a.getByTestId('conversation-heading')).toHaveText('Alice & Bobby');

  // The page is accessible with a conversation open.
  await expectNoSeriousViolations(a, 'a conversation open');

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
