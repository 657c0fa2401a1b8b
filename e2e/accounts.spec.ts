import {
  test,
  expect as baseExpect,
  newUser,
  registerViaApi,
  logInViaApi,
  logInViaUi,
  mailsTo,
  screenshotForReview,
  type TestUser,
} from './support/fixtures';
import type { Page } from '@playwright/test';

/**
 * Several engineers' builds and browsers share two cores here, so a first paint can take well over
 * the default 10 s; these limits absorb that without hiding a page that never shows.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

async function fillRegisterForm(page: Page, user: TestUser, confirm = user.password) {
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(confirm);
}

async function signedInUser(page: Page): Promise<number> {
  return page.evaluate(async () => (await fetch('/api/auth/user', { credentials: 'include' })).status);
}

test('register, log in, reach the dashboard, log out and land on the home page', async ({ page }) => {
  const user = newUser('journey');
  await page.goto('/register');
  await fillRegisterForm(page, user);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByTestId('toast')).toContainText('Account created');
  await page.waitForURL(/\/login/);

  // The address just registered is filled in and the password waits: nothing to type twice.
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // A first sign-in is a welcome, not a welcome back.
  await expect(page.getByTestId('toast')).toContainText('Welcome to Parley!');
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { name: 'Please Log In' })).toHaveCount(0);
  expect(await signedInUser(page)).toBe(200);
  // Remembered for opening the app offline...
  const remembered = () => page.evaluate(() => localStorage.getItem('parley-signed-in-user'));
  const keptForOffline = () => page.evaluate(() => localStorage.getItem('parley-offline-cache'));
  expect(await remembered()).toContain(user.email);
  await expect.poll(keptForOffline).toContain('/api/conversations');

  // POST /api/logout from the page, then the app ends at /.
  const status = await page.evaluate(
    async () => (await fetch('/api/logout', { method: 'POST', credentials: 'include' })).status,
  );
  expect(status).toBe(200);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'COMMUNICATE WITHOUT CONFLICT' })).toBeVisible();
  expect(await signedInUser(page)).toBe(401);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Please Log In' })).toBeVisible();
  // ...and forgotten once the server says the session is over.
  expect(await remembered()).toBeNull();
  expect(await keptForOffline()).toBeNull();
});

test('the GET /api/logout fallback signs out and redirects to /', async ({ page, request }) => {
  const user = newUser('fallback');
  await registerViaApi(request, user);
  await logInViaApi(page.request, user);
  expect(await page.request.get('/api/auth/user').then((r) => r.status())).toBe(200);
  await page.goto('/api/logout');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'COMMUNICATE WITHOUT CONFLICT' })).toBeVisible();
  expect(await signedInUser(page)).toBe(401);
});

test('forgot password: the mailed link resets the password once, and only once', async ({
  page,
  request,
}) => {
  const user = newUser('reset');
  await registerViaApi(request, user);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  // The mail went through the real SMTP listener.
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await mailsTo(user.email)).join('\n');
      link = /https?:\/\/[^\s"<]+\/reset-password\?token=[^\s"<&]+/.exec(mail)?.[0] ?? '';
      return link;
    })
    .not.toBe('');

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('different');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  const newPassword = 'a brand new password';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Complete' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Login' }).click();
  await page.waitForURL('**/login');

  // The old password no longer works: the sentence for a wrong password.
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The email or password you entered is incorrect. Please check and try again.',
  );

  await logInViaUi(page, { email: user.email, password: newPassword });

  // The same link is refused the second time, as soon as it opens: no form to fill in first.
  await page.goto(link);
  const invalid = page.getByRole('heading', { name: 'Invalid Link' });
  await expect(invalid).toBeVisible();
  await expect(invalid).toBeFocused();
  await expect(page.getByText('Invalid reset link. Please request a new password reset.')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await screenshotForReview(page, 'reset-password-used-link');
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await page.waitForURL('**/forgot-password');
});

test('reset-password without a token shows Invalid Link with a way back to login', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await page.waitForURL('**/login');
});

test('an invitation link pre-fills the email, shows the banner and sends the token', async ({ page }) => {
  const user = newUser('invited');
  await page.goto(
    `/register?invite=not-a-real-token&email=${encodeURIComponent(user.email)}&phone=${encodeURIComponent('+1 555 0100')}`,
  );
  await expect(page.getByText("You've been invited to Parley")).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  // The conversation waits for the invited address only: another one is told so before registering.
  const otherAddress = `personal.${user.email}`;
  const notForThisAddress = page.getByText(
    `The invitation is for ${user.email}: with another address the conversation will not be waiting for you.`,
  );
  await expect(notForThisAddress).toHaveCount(0);
  await page.getByLabel('Email').fill(otherAddress);
  await expect(notForThisAddress).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/not be waiting for you/);
  await page.getByLabel('Email').fill(user.email.toUpperCase());
  await expect(notForThisAddress).toHaveCount(0);

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/register') && r.method() === 'POST');
  await fillRegisterForm(page, user);
  await page.getByRole('button', { name: 'Create Account' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ email: user.email, inviteToken: 'not-a-real-token' });
});

test('an invitation mailed to someone who already has an account: Sign in from the link opens the conversation', async ({
  page,
  request,
}) => {
  const alice = newUser('inviter');
  const dan = newUser('invitee');
  await registerViaApi(request, alice);
  await logInViaApi(request, alice);
  expect((await request.post('/api/invite', { data: { email: dan.email } })).status()).toBe(200);
  // Dan made his account before he saw the mail.
  await registerViaApi(request, dan);
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await mailsTo(dan.email)).join('\n').replace(/&amp;/g, '&');
      link = /https?:\/\/[^\s"<]+\/register\?invite=[^\s"<]+/.exec(mail)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const path = new URL(link).pathname + new URL(link).search;

  await page.goto(path);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByText('Sign in and the conversation you were invited to will open.')).toBeVisible();
  await page.getByLabel('Email').fill(dan.email);
  await page.getByLabel('Password', { exact: true }).fill(dan.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard\?conversation=/);
  await expect(page.getByTestId('conversation-heading')).toHaveText(`${alice.firstName} ${alice.lastName}`);
  await screenshotForReview(page, 'invitation-signed-in');

  // The link again, signed in: it has been used, and the dashboard says so.
  await page.goto(path);
  await page.waitForURL(/\/dashboard$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Invitation not used' })).toContainText(
    'already been used',
  );
});

test('register validates on the page and explains a taken address', async ({ page, request }) => {
  const taken = newUser('taken');
  await registerViaApi(request, taken);

  await page.goto('/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await fillRegisterForm(page, { ...taken, password: 'secret12' }, 'secret13');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  await page.getByLabel('Confirm password').fill('secret12');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'An account with this email already exists. Please try signing in instead.',
  );
  await expect(page).toHaveURL(/\/register$/);
});

test('login: show/hide password, and the links it offers', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('hunter22');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  for (const href of ['/forgot-password', '/register', '/demo', '/']) {
    await expect(page.locator(`main a[href="${href}"], header a[href="${href}"]`).first()).toBeVisible();
  }

  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The email or password you entered is incorrect. Please check and try again.',
  );
});

test('forgot password catalogue: an invalid address is stopped on the page', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toHaveCount(0);
});

test('dark mode switched on one device follows on another that is open', async ({
  browser,
  baseURL,
  request,
}) => {
  const user = newUser('theme');
  await registerViaApi(request, user);
  const devices = [await browser.newContext({ baseURL }), await browser.newContext({ baseURL })];
  const [phone, laptop] = await Promise.all(devices.map((d) => d.newPage()));
  for (const page of [phone, laptop]) {
    await logInViaApi(page.request, user);
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
  }
  await phone.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(phone.locator('html')).toHaveClass(/dark/);
  // The laptop was not touched: the server tells it over its socket.
  await expect(laptop.locator('html')).toHaveClass(/dark/);
  await expect(laptop.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await Promise.all(devices.map((d) => d.close()));
});

test('keyboard: a form keeps focus while it is sent, and a failure takes focus', async ({ page }) => {
  let logins = 0;
  await page.route('**/api/login', async (route) => {
    logins += 1;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  const submit = page.getByRole('button', { name: 'Sign In' });
  await submit.focus();
  await page.keyboard.press('Enter');
  const sending = page.getByRole('button', { name: 'Signing In...' });
  await expect(sending).toBeFocused();
  await expect(sending).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('fieldset')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByLabel('Email')).not.toBeEditable();
  // A second Enter while the first is on its way sends nothing more.
  await page.keyboard.press('Enter');
  const failure = page.getByRole('alert');
  await expect(failure).toHaveText(
    'The email or password you entered is incorrect. Please check and try again.',
  );
  await expect(failure).toBeFocused();
  await screenshotForReview(page, 'login-failure-focused');
  await expect(page.getByLabel('Email')).toBeEditable();
  expect(logins).toBe(1);
});

test('keyboard: a sent reset link takes focus to Check Your Email', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByLabel('Email').press('Enter');
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeFocused();
});
