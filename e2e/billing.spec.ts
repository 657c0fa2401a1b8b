import type { Page } from '@playwright/test';
import { format } from 'date-fns';
import {
  expect as baseExpect,
  newUser,
  logInViaApi,
  registerViaApi,
  screenshotForReview,
  test,
  type TestUser,
} from './support/fixtures';
import { EXPIRED_EMAIL, EXPIRED_PASSWORD } from './support/ports';
import { seriousViolationsInBothThemes } from './support/axe';
import { THEMES, showTheme } from './support/theme';

// The machine these run on is shared and often busy: give pages and full-page navigations time.
const expect = baseExpect.configure({ timeout: 30_000 });
test.beforeEach(() => test.setTimeout(180_000));

const shot = (page: Page, name: string) => screenshotForReview(page, name, { fullPage: true });

async function signIn(page: Page, user: TestUser): Promise<void> {
  const res = await page.request.post('/api/login', { data: { email: user.email, password: user.password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** During the trial (48 hours or more left) the sandbox only saves the card: its button is 'Subscribe'. */
async function payOnSandbox(page: Page, card: string): Promise<void> {
  await expect(page).toHaveURL(/\/billing\/sandbox\/checkout\//);
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

test('subscribing mid-trial keeps the trial: told before paying, first charge on the trial end date, banner gone', async ({
  page,
  request,
}) => {
  const user = newUser('pro');
  await registerViaApi(request, user);
  await signIn(page, user);
  const { trialEndDate } = (await (await page.request.get('/api/subscription/status')).json()) as {
    trialEndDate: string;
  };
  const trialEnd = format(new Date(trialEndDate), 'MMMM dd, yyyy');
  await page.goto('/dashboard');
  const banner = page.getByRole('region', { name: 'Subscription status' });
  await expect(banner).toContainText('Free Trial Active - 14 days left');
  await banner.getByRole('button', { name: 'Upgrade' }).click();

  const dialog = page.getByRole('dialog', { name: 'Upgrade to Parley Premium' });
  await expect(dialog).toContainText('$4.99');
  await expect(dialog).toContainText('Unlimited AI message rewriting');
  await expect(dialog).toContainText(`You won't be charged until ${trialEnd}, when your trial ends.`);
  await expect(dialog.getByRole('button', { name: 'Maybe Later' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Subscribe Now' }).click();

  await expect(page).toHaveURL(/\/billing\/sandbox\/checkout\//);
  await expect(page.getByRole('note').filter({ hasText: 'Your free trial continues.' })).toContainText(
    `You'll be charged $4.99 on ${trialEnd}, when it ends. Nothing is charged today.`,
  );
  await expect(page.getByRole('button', { name: 'Pay $4.99' })).toHaveCount(0);
  await shot(page, 'checkout-mid-trial-desktop-light');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'checkout-mid-trial-phone-light');
  await page.setViewportSize({ width: 1280, height: 800 });
  await payOnSandbox(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome to Parley Pro')).toBeVisible();
  await expect(page.getByTestId('toast')).toContainText(`Your free trial continues until ${trialEnd}.`);
  // Back from the checkout, focus starts at the page's heading rather than nowhere.
  await expect(page.getByRole('heading', { name: 'Parley dashboard' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Subscription status' })).toHaveCount(0);

  await page.goto('/manage-subscription');
  await expect(page.getByText('Pro', { exact: true })).toBeVisible();
  await expect(page.getByText(`Next billing date: ${trialEnd}`)).toBeVisible();
  await expect(
    page.getByText(
      `Your free trial continues until ${trialEnd}. Your first charge of $4.99 is on that date.`,
    ),
  ).toBeVisible();
  await expect(page.getByText('No billing history available')).toBeVisible();
  await shot(page, 'manage-pro-mid-trial-desktop-light');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'manage-pro-mid-trial-phone-light');
});

/**
 * A zone whose calendar day differs from UTC's for a trial ending now + 14 days at about this hour:
 * UTC+14 from 10:00 UTC on, UTC-11 before (both turn the date over, whatever the minutes).
 */
const FAR_ZONE = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';

test.describe(`a visitor in ${FAR_ZONE}`, () => {
  test.use({ timezoneId: FAR_ZONE });

  test("the checkout page gives the first charge's date in the visitor's time zone, as the app does", async ({
    page,
    request,
  }) => {
    const user = newUser('zone');
    await registerViaApi(request, user);
    await signIn(page, user);
    const { trialEndDate } = (await (await page.request.get('/api/subscription/status')).json()) as {
      trialEndDate: string;
    };
    const longDate = (timeZone: string) =>
      new Intl.DateTimeFormat('en-US', { month: 'long', day: '2-digit', year: 'numeric', timeZone }).format(
        new Date(trialEndDate),
      );
    const local = longDate(FAR_ZONE);
    expect(local, 'the zone should put the trial end on another day than UTC').not.toBe(longDate('UTC'));

    await page.goto('/manage-subscription');
    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`You won't be charged until ${local}, when your trial ends.`);
    await dialog.getByRole('button', { name: 'Subscribe Now' }).click();

    await expect(page).toHaveURL(/\/billing\/sandbox\/checkout\//);
    await expect(page.getByRole('note').filter({ hasText: 'Your free trial continues.' })).toContainText(
      `You'll be charged $4.99 on ${local}, when it ends. Nothing is charged today.`,
    );
    await shot(page, 'checkout-mid-trial-local-date-desktop-light');
    await payOnSandbox(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/manage-subscription/);
    await expect(page.getByText(`Next billing date: ${local}`)).toBeVisible();
  });
});

test('a declined card shows its message and nothing changes', async ({ page, request }) => {
  const user = newUser('declined');
  await registerViaApi(request, user);
  await signIn(page, user);
  await page.goto('/manage-subscription');
  await expect(page.getByText('Free Trial', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Subscribe Now' }).click();

  await payOnSandbox(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText(/Your card was declined\. No payment was taken/);
  // Focus starts on the field to fix (another card), which says why, not at the top of the page.
  const cardNumber = page.getByLabel('Card number');
  await expect(cardNumber).toHaveValue('');
  await expect(cardNumber).toBeFocused();
  await expect(cardNumber).toHaveAccessibleDescription(/Your card was declined\./);
  await page.getByRole('link', { name: 'Cancel and return to Parley' }).click();

  await expect(page).toHaveURL(/\/manage-subscription$/);
  await expect(page.getByText('14 days')).toBeVisible();
  await expect(page.getByText('No billing history available')).toBeVisible();
});

test('cancel on /manage-subscription keeps access until the period ends', async ({ page, request }) => {
  const user = newUser('cancel');
  await registerViaApi(request, user);
  await signIn(page, user);
  await page.goto('/manage-subscription');
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Subscribe Now' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await payOnSandbox(page, '4242424242424242');
  await expect(page).toHaveURL(/\/manage-subscription(\?checkout=success)?$/);
  await expect(page.getByRole('heading', { name: 'Manage Subscription' })).toBeFocused();
  await shot(page, 'manage-pro-checkout-return-phone-focus');
  await page.setViewportSize({ width: 1280, height: 800 });

  await expect(page.getByText('Next billing date:')).toBeVisible();
  await shot(page, 'manage-pro-desktop-light');
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel Subscription?' });
  await expect(confirm).toContainText('until your current billing period ends');
  await shot(page, 'cancel-dialog-desktop-light');
  await confirm.getByRole('button', { name: 'Keep Subscription' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Next billing date:')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
  await expect(page.getByText('Your subscription is cancelled and will not renew.')).toBeVisible();
  await page.reload();
  await expect(page.getByText(/You have access until \w+ \d{2}, \d{4}/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'manage-cancelled-phone-light');
  await page.getByRole('button', { name: 'Resume Subscription' }).click();
  await expect(page.getByText('Next billing date:')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  await expect(page.getByText('Pro', { exact: true })).toBeVisible();
});

/** Both themes in place (seriousViolationsInBothThemes), then a picture of each for review. */
async function checkBothThemes(page: Page, name: string, failures: string[]) {
  failures.push(...(await seriousViolationsInBothThemes(page, name)));
  for (const theme of THEMES) {
    await showTheme(page, theme);
    await shot(page, `${name}-${theme}`);
  }
  await showTheme(page, 'light');
}

// One test per width, each screen loaded once and checked in both themes in place: the app's dark
// theme and the sandbox checkout's (the `dark` class on <html>, sandbox-pages.ts) only recolour.
for (const [device, width, height] of [
  ['desktop', 1280, 800],
  ['phone', 390, 844],
] as const) {
  test(`the billing screens pass axe in both themes: ${device}`, async ({ page, request }) => {
    const user = newUser('a11y');
    await registerViaApi(request, user);
    await signIn(page, user);
    await page.setViewportSize({ width, height });
    const failures: string[] = [];
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Subscription status' })).toBeVisible();
    for (const theme of THEMES) {
      await showTheme(page, theme);
      await shot(page, `banner-${device}-${theme}`);
    }
    await showTheme(page, 'light');
    await page.goto('/manage-subscription');
    await expect(page.getByText('Member since')).toBeVisible();
    await checkBothThemes(page, `manage-trial-${device}`, failures);
    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await checkBothThemes(page, `dialog-${device}`, failures);
    await page.getByRole('dialog').getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(page.getByText('TEST MODE')).toBeVisible();
    await checkBothThemes(page, `checkout-${device}`, failures);
    await page.getByLabel('Card number').fill('4000000000000002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    for (const theme of THEMES) {
      await showTheme(page, theme);
      await shot(page, `checkout-declined-${device}-${theme}`);
    }
    expect(failures).toEqual([]);
  });
}

test('after the trial: a charged message waits behind the upgrade dialog, then goes as written; suggestions ask once', async ({
  page,
  request,
}) => {
  const bob = newUser('bob');
  await registerViaApi(request, bob);
  await signIn(page, {
    firstName: 'Ezra',
    lastName: 'Expired',
    email: EXPIRED_EMAIL,
    password: EXPIRED_PASSWORD,
  });
  const created = await page.request.post('/api/conversations', { data: { participantEmails: [bob.email] } });
  expect(created.status(), await created.text()).toBe(201);
  const conversationId = ((await created.json()) as { id: string }).id;
  const messages = async () =>
    (
      (await (await page.request.get(`/api/messages/${conversationId}`)).json()) as Array<{
        finalContent: string;
      }>
    ).map((m) => m.finalContent);

  await page.goto(`/dashboard?conversation=${conversationId}`);
  await expect(page.getByText('Trial Expired - Subscribe to Continue')).toBeVisible();
  const input = page.getByPlaceholder('Type your message...');
  const charged = 'You are an idiot and you are ALWAYS late for pickup';
  await input.fill(charged);
  await input.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Your Trial Has Expired' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Maybe Later' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Not sent behind the dialog: still in the box, and the page says what happens next.
  await expect(input).toHaveValue(charged);
  await expect(
    page.getByRole('status').filter({ hasText: 'The assistant needs a subscription' }),
  ).toBeVisible();
  expect(await messages()).toEqual([]);
  await shot(page, 'expired-draft-kept');

  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect.poll(messages).toEqual([charged]);
  await expect(dialog).toBeHidden();

  // Bob answers (suggestions reply to the other person's message, never to one's own).
  await logInViaApi(request, bob);
  const answer = 'Sorry, I will be there at 5.';
  const answered = await request.post('/api/messages', {
    data: { conversationId, clientId: crypto.randomUUID(), content: answer },
  });
  expect(answered.status(), await answered.text()).toBe(201);
  await expect(page.getByTestId('message-text').last()).toHaveText(answer);

  // The suggestions panel asks once and folds; closing the dialog closes it.
  const suggestions = page.getByRole('region', { name: 'AI Reply Suggestions' });
  await suggestions.getByRole('button', { name: /AI Reply Suggestions/ }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(1000);
  await expect(dialog).toBeHidden();
  await expect(suggestions.getByRole('button', { name: /AI Reply Suggestions/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});
