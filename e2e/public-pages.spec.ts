import type { Page } from '@playwright/test';
import { test, expect as baseExpect } from './support/fixtures';
import { seriousViolationsInBothThemes } from './support/axe';
import { TIMINGS } from '../src/common/constants';

/**
 * Several engineers' builds and browsers share two cores here, so a first paint can take well over
 * the default 10 s; these limits absorb that without hiding a page that never shows.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * Stops the page's clock, once installed (page.clock.install() before the page loads, so its timers run
 * on it) and the page has loaded (stopped from the start, it held the page's own loading back): from
 * here its timers (the slide show's, the demo's scripted reply) fire only when the test moves time on
 * with page.clock.runFor, so "not yet" and "never" are checked without waiting them out in real time.
 */
async function stopTheClock(page: Page) {
  // A moment ahead of the page's own time: pausing cannot go back in time. At load average ~25 the
  // page's time passed that moment before the pause arrived ('Cannot fast-forward to the past', four
  // stories at once): then again, a little further ahead.
  for (let ahead = 200; ; ahead *= 2) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead);
      return;
    } catch (error) {
      if (ahead >= 3200 || !String(error).includes('to the past')) throw error;
    }
  }
}

/** Each public route and what must be on it. */
const publicRoutes: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: 'COMMUNICATE WITHOUT CONFLICT' },
  { path: '/login', heading: 'Welcome back' },
  { path: '/register', heading: 'Create your account' },
  { path: '/register?invite=abc&email=sam%40example.com', heading: 'Create your account' },
  { path: '/forgot-password', heading: 'Forgot your password?' },
  { path: '/reset-password', heading: 'Invalid Link' },
  // The form a valid link opens (the server's link check is answered 'valid' below).
  { path: '/reset-password?token=abc', heading: 'Choose a new password' },
  { path: '/features', heading: 'Everything you need for calmer conversations' },
  { path: '/about', heading: 'Helping people talk without fighting' },
  { path: '/terms', heading: 'Terms of Service and Privacy Policy' },
  { path: '/demo', heading: 'See Parley calm a conversation' },
  { path: '/simple-test', heading: 'Simple Test Page' },
  { path: '/verify', heading: 'Check a Parley record' },
  { path: '/technology', heading: 'How Parley works, in detail' },
  { path: '/no/such/page', heading: 'Page not found' },
];

/**
 * Each route's own heading, all in one browser: what shows, not how it looks, so no fresh browser is
 * needed per route. axe-routes.spec.ts checks every one of these routes with axe, for a visitor, in
 * both themes at desktop and phone width (it reads them from the router); the two states of a route
 * that sweep does not reach, and the demo with its preview open, are checked with axe below.
 */
test('each public route shows its own main heading', async ({ page }) => {
  await page.route('**/api/reset-password/valid?*', (r) => r.fulfill({ json: { valid: true } }));
  for (const route of publicRoutes) {
    await page.goto(route.path);
    // Generous: the first paint waits for the session check and the route's chunk on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: route.heading }), route.path).toBeVisible({
      timeout: 30_000,
    });
  }
});

/** axe in both themes (seriousViolationsInBothThemes in support/axe.ts). */
async function checkBothThemes(page: Page, where: string) {
  expect(await seriousViolationsInBothThemes(page, where)).toEqual([]);
}

test.describe('axe, both themes, states the route sweep does not reach', () => {
  test('/register from an invitation (its banner) has no serious or critical violation', async ({ page }) => {
    await page.goto('/register?invite=abc&email=sam%40example.com');
    await expect(page.getByText("You've been invited to Parley")).toBeVisible({ timeout: 30_000 });
    await checkBothThemes(page, '/register with an invitation');
  });
  test('/reset-password with a valid link (its form) has no serious or critical violation', async ({
    page,
  }) => {
    // The form a valid link opens (the server's link check is answered 'valid').
    await page.route('**/api/reset-password/valid?*', (r) => r.fulfill({ json: { valid: true } }));
    await page.goto('/reset-password?token=abc');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible({
      timeout: 30_000,
    });
    await checkBothThemes(page, '/reset-password with a valid link');
  });
  test('the demo with its rewrite preview open has no serious or critical violation', async ({ page }) => {
    await page.goto('/demo');
    await page.getByRole('textbox', { name: 'Message' }).fill('This is ridiculous!');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Parley suggests a calmer version' })).toBeVisible();
    await checkBothThemes(page, '/demo with the rewrite preview');
  });
});

test('the landing page: headline, tagline, calls to action, header and footer links', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByText('Keep conversations calm and productive, even when emotions run high.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started Free' }).first()).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(page.getByRole('link', { name: 'Try Demo' }).first()).toHaveAttribute('href', '/demo');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  // Pricing lives on /about: the header's link lands on it.
  await header.getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { name: 'Simple pricing' })).toBeInViewport();
  await page.goto('/');

  const footer = page.getByRole('contentinfo');
  const product = footer.getByRole('navigation', { name: 'Product' });
  for (const [name, href] of [
    ['Features', '/features'],
    ['Try Demo', '/demo'],
    ['About', '/about'],
    ['Get Started', '/register'],
  ]) {
    await expect(product.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  const legal = footer.getByRole('navigation', { name: 'Legal' });
  await expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/terms');
  await expect(footer.getByRole('note', { name: 'Court-friendly compliance notice' })).toContainText(
    'not court-approved in every jurisdiction',
  );
  await expect(footer).toContainText('© 2025 Parley');
});

test.describe('without the service worker', () => {
  // Once the worker controls the page it fetches the image itself, past page.route: on a slow machine
  // it took over before the image was asked for, and the image loaded.
  test.use({ serviceWorkers: 'block' });
  test('the hero image disappears when it cannot load', async ({ page }) => {
    await page.route('**/images/hero-chat.svg', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'COMMUNICATE WITHOUT CONFLICT' })).toBeVisible();
    await expect(page.locator('img[src="/images/hero-chat.svg"]')).toHaveCount(0);
  });
});

test('features: eleven groups, one open at a time', async ({ page }) => {
  await page.goto('/features');
  const triggers = page.getByRole('main').getByRole('button');
  const open = page.getByRole('main').getByRole('button', { expanded: true });
  await expect(triggers).toHaveText([
    'Core communication',
    'Real-time messaging',
    'Conversation management',
    'User and contact management',
    'AI tools and coaching',
    'Messaging interactions',
    'Design and accessibility',
    'Authentication and privacy',
    'Support centre',
    'Tech stack',
    'Best for',
  ]);
  await expect(open).toHaveText(['Core communication']);

  await page.getByRole('button', { name: 'Tech stack' }).click();
  await expect(open).toHaveText(['Tech stack']);
  await expect(page.getByText('Records sealed with standard cryptographic hashes')).toBeVisible();
  await expect(page.getByText('An assistant that helps you say what you mean')).toBeHidden();
  await expect(page.getByRole('link', { name: 'The technical details' })).toHaveAttribute(
    'href',
    '/technology',
  );

  // Collapsible, and keyboard operable.
  await page.getByRole('button', { name: 'Tech stack' }).focus();
  await page.keyboard.press('Enter');
  await expect(open).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(open).toHaveText(['Best for']);
});

test('consumer pages promise only what Parley does, and keep technical details on /technology', async ({
  page,
}) => {
  for (const path of ['/', '/features', '/about', '/demo']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    let text = await page.locator('body').innerText();
    // Each group of the accordion in turn (one is open at a time).
    if (path === '/features')
      for (const trigger of await page.getByRole('main').getByRole('button').all()) {
        await trigger.click();
        text += await page.getByRole('main').innerText();
      }
    expect(text, path).not.toMatch(/schedules|expenses|Argon2|TypeScript|Fastify|PostgreSQL/i);
  }
  await page.goto('/technology');
  await expect(page.getByRole('heading', { level: 1, name: 'How Parley works, in detail' })).toBeVisible();
  await expect(page.getByText('Stored only as Argon2id hashes, never as written.')).toBeVisible();
});

test('about: mission, six reasons, pricing and links', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByText('Our mission is')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  for (const reason of [
    'Reduce conflict',
    'Build trust',
    'Save time',
    'Secure',
    'Professional',
    'Legal compliance',
  ]) {
    await expect(page.getByRole('heading', { name: reason, exact: true })).toBeVisible();
  }
  await expect(page.getByText('$4.99')).toBeVisible();
  await expect(page.getByText('After your 14-day free trial. Cancel anytime.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Try Demo' })).toHaveAttribute(
    'href',
    '/demo',
  );
});

test('about: the carousel advances every 4 s, pauses on hover and has working controls', async ({ page }) => {
  await page.clock.install();
  await page.goto('/about');
  const carousel = page.getByRole('region', { name: 'Parley screenshots' });
  const current = carousel.locator('[aria-current="true"]');
  await expect(carousel.getByRole('group')).toHaveCount(3);
  await stopTheClock(page);
  await expect(current).toHaveAccessibleName(/Show slide 1/);
  await expect(carousel).toHaveAttribute('data-rotating', 'true');
  await page.clock.runFor(TIMINGS.carouselMs);
  await expect(current).toHaveAccessibleName(/Show slide 2/);

  await carousel.hover();
  await expect(carousel).toHaveAttribute('data-rotating', 'false');
  await page.clock.runFor(TIMINGS.carouselMs + 500);
  await expect(current).toHaveAccessibleName(/Show slide 2/);

  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(current).toHaveAccessibleName(/Show slide 3/);
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(current).toHaveAccessibleName(/Show slide 1/);
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(current).toHaveAccessibleName(/Show slide 3/);
  await carousel.getByRole('button', { name: /Show slide 2/ }).click();
  await expect(current).toHaveAccessibleName(/Show slide 2/);
  await expect(carousel.getByRole('button', { name: 'Stop automatic slide show' })).toBeVisible();
});

test('about: with reduced motion asked for, the carousel stands still until its play button', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/about');
  const carousel = page.getByRole('region', { name: 'Parley screenshots' });
  const current = carousel.locator('[aria-current="true"]');
  await expect(carousel).toHaveAttribute('data-rotating', 'false');
  await stopTheClock(page);
  await page.clock.runFor(TIMINGS.carouselMs + 500);
  await expect(current).toHaveAccessibleName(/Show slide 1/);
  await carousel.getByRole('button', { name: 'Start automatic slide show' }).click();
  await page.mouse.move(0, 0);
  await carousel.getByRole('button', { name: 'Stop automatic slide show' }).blur();
  await expect(carousel).toHaveAttribute('data-rotating', 'true');
});

test('terms: ten sections, the date, and what Parley does not promise', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByText('Last updated January 10, 2025')).toBeVisible();
  const sections = page.getByRole('main').getByRole('heading', { level: 2, name: /^\d+\. / });
  await expect(sections).toHaveCount(10);
  await expect(sections.first()).toHaveText('1. Acceptance of terms');
  await expect(sections.last()).toHaveText('10. Contact');
  const main = page.getByRole('main');
  await expect(main).toContainText('not legal advice');
  await expect(main).toContainText('not court-approved in every jurisdiction');
  await expect(main).toContainText('not end-to-end encrypted');
});

test('the theme survives a reload', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
});

test.describe('demo', () => {
  const input = (page: Page) => page.getByRole('textbox', { name: 'Message' });
  const log = (page: Page) => page.getByRole('log', { name: 'Demo conversation' });
  const preview = (page: Page) => page.getByRole('region', { name: 'Parley suggests a calmer version' });

  test('opens with a sample contact, three messages, a 300px area, voice and send buttons, footer links', async ({
    page,
  }) => {
    await page.goto('/demo');
    await expect(page.getByRole('heading', { name: 'Alex Morgan' })).toBeVisible();
    await expect(log(page).locator(':scope > div')).toHaveCount(3);
    expect((await log(page).boundingBox())?.height).toBe(300);
    await expect(page.getByRole('button', { name: 'Start voice input' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
    const footer = page.getByRole('contentinfo');
    for (const href of ['/features', '/demo', '/about', '/register', '/terms']) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
  });

  test('a calm message is sent directly; blank and Shift+Enter send nothing', async ({ page }) => {
    await page.clock.install();
    await page.goto('/demo');
    await expect(log(page)).toBeVisible();
    await stopTheClock(page);
    await input(page).fill('   ');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await input(page).fill('Can we talk on Friday?');
    await input(page).press('Shift+Enter');
    await expect(log(page).locator(':scope > div')).toHaveCount(3);
    await input(page).press('Enter');
    await expect(log(page)).toContainText('Can we talk on Friday?');
    await expect(log(page).locator(':scope > div')).toHaveCount(4);
    // A phone's keyboard labels that key Send, as the dashboard's does.
    await expect(input(page)).toHaveAttribute('enterkeyhint', 'send');
    await expect(input(page)).toHaveValue('');
    await expect(preview(page)).toHaveCount(0);
    // The list was not empty, so no scripted reply comes.
    await page.clock.runFor(TIMINGS.demoReplyMs + 500);
    await expect(log(page).locator(':scope > div')).toHaveCount(4);
  });

  test('a harsh message opens the preview: Send Improved, Send Original, Edit and Cancel', async ({
    page,
  }) => {
    await page.goto('/demo');
    await input(page).fill('You never listen, this is ridiculous!');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(preview(page)).toBeVisible();
    await expect(preview(page)).toContainText('You never listen, this is ridiculous!');
    await expect(log(page).locator(':scope > div')).toHaveCount(3);

    await preview(page).getByRole('button', { name: 'Send Improved' }).click();
    await expect(preview(page)).toHaveCount(0);
    const last = log(page).locator(':scope > div').last();
    await expect(last).toContainText('Improved');
    await expect(last).not.toContainText('never');

    await input(page).fill('I hate this.');
    await input(page).press('Enter');
    await preview(page).getByRole('button', { name: 'Send Original' }).click();
    await expect(log(page).locator(':scope > div').last()).toContainText('I hate this.');

    await input(page).fill('That is stupid');
    await input(page).press('Enter');
    const rewritten = await preview(page).locator('dd').nth(1).innerText();
    await preview(page).getByRole('button', { name: 'Edit' }).click();
    await expect(preview(page)).toHaveCount(0);
    await expect(input(page)).toHaveValue(rewritten);
    await expect(input(page)).toBeFocused();

    await input(page).fill('Always the same awful excuse');
    await input(page).press('Enter');
    await preview(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(preview(page)).toHaveCount(0);
    await expect(input(page)).toHaveValue('Always the same awful excuse');
    await expect(log(page).locator(':scope > div')).toHaveCount(5);
  });

  test('the scripted reply arrives after 1.5 s, only when the list was empty', async ({ page }) => {
    await page.clock.install();
    await page.goto('/demo');
    await expect(log(page)).toBeVisible();
    await stopTheClock(page);
    await page.getByRole('button', { name: 'Clear conversation' }).click();
    await expect(log(page)).toContainText('No messages yet');
    await input(page).fill('Hello there');
    await input(page).press('Enter');
    await expect(log(page).locator(':scope > div')).toHaveCount(1);
    await page.clock.runFor(TIMINGS.demoReplyMs);
    await expect(log(page).locator(':scope > div')).toHaveCount(2);
    await expect(log(page).locator(':scope > div').last()).toContainText('Thanks for putting it that way');
    await input(page).fill('Great');
    await input(page).press('Enter');
    await expect(log(page).locator(':scope > div')).toHaveCount(3);
    await page.clock.runFor(TIMINGS.demoReplyMs + 500);
    await expect(log(page).locator(':scope > div')).toHaveCount(3);
  });

  test('voice input in a browser without speech recognition explains why', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      delete w.SpeechRecognition;
      delete w.webkitSpeechRecognition;
    });
    await page.goto('/demo');
    await page.getByRole('button', { name: 'Start voice input' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Voice recognition not supported');
    await expect(toast).toContainText("Your browser doesn't support voice recognition");
    await expect(toast).toHaveCount(0, { timeout: 2_500 });
  });
});
