import { expect, test, type Page } from '@playwright/test';
import { axeScan } from '../support/axe';
import { setLanguage } from '../support/api';
import { signUpAndSignIn } from '../support/accounts';
import { waitForAppStart } from '../support/app-start';

/** Every screen a signed-out visitor can reach. */
const publicPaths = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/email-confirmation?email=ada%40example.com',
  '/about',
  '/faq',
  '/pricing',
  '/blog',
  '/privacy',
  '/terms',
  '/cookies',
  '/impressum',
  '/test-safari',
  '/test-notifications',
  '/no-such-page',
];

async function expectNoViolations(page: Page) {
  await waitForAppStart(page);
  // WCAG 2.5.3 (label in name): axe 4.14 runs it by default (4.10 had it experimental and off);
  // named here so it stays on whatever the version.
  const results = await axeScan(page, {
    options: { rules: { 'label-content-name-mismatch': { enabled: true } } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`every public screen has no axe violations in the ${colorScheme} theme`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    for (const path of publicPaths) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectNoViolations(page);
      });
    }
  });
}

test('screens read right to left in Arabic without axe violations', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  for (const path of ['/', '/login', '/register', '/pricing']) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoViolations(page);
    });
  }
});

test('the skip link comes first and moves keyboard focus to the main content', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const firstTabbable = await page.evaluate(
    () =>
      Array.from(
        document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea'),
      ).find((element) => element.tabIndex >= 0)?.textContent,
  );
  expect(firstTabbable).toBe('Skip to main content');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await skip.focus();
  // Hidden until focused, then shown for sighted keyboard users.
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('the diagnostic page reports the browser and its capabilities', async ({ page }) => {
  await page.goto('/test-safari');
  await expect(page.getByRole('heading', { level: 1, name: 'Browser diagnostics' })).toBeVisible();
  await expect(page.getByText(/HeadlessChrome/)).toBeVisible();
  const checks = page.getByRole('region', { name: 'Feature checks' }).getByRole('listitem');
  await expect(checks).toHaveCount(8);
  for (const name of ['Cookies', 'Local storage', 'WebSocket', 'IndexedDB database']) {
    await expect(checks.filter({ hasText: name })).toContainText('Pass');
  }
});

/** The screens a signed-in person works in (issue: the first hour, accessibility). */
const signedInPaths = [
  '/dashboard',
  '/journeys',
  '/create-journey',
  '/projects',
  '/projects/workspace',
  '/insights',
  '/timeline',
  '/discover',
  '/leaderboard',
  '/notifications',
  '/chat',
  '/community',
  '/billing',
  '/edit-profile',
  ...[
    'profile',
    'language-region',
    'notifications',
    'privacy',
    'security',
    'content',
    'communication',
    'payment',
    'legal',
    'support',
  ].map((section) => `/settings/${section}`),
];

for (const language of ['en', 'ar'] as const) {
  test(`every signed-in screen has no axe violations in ${language}, light and dark`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(360_000);
    const me = await signUpAndSignIn(page.request, baseURL!, { isOnboarded: true });
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
    if (language === 'ar') {
      await setLanguage(page.request, 'ar');
    }
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      for (const path of [...signedInPaths, `/profile/${me.id}`]) {
        await test.step(`${colorScheme} ${path}`, async () => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expectNoViolations(page);
        });
      }
    }
  });
}
