import { expect, test } from '@playwright/test';
import { createJourney, setLanguage } from '../support/api';
import { signUpAndSignIn } from '../support/accounts';
import { waitForAppStart } from '../support/app-start';

test('a stored Arabic choice renders the app right to left, in Arabic', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('main')).toBeVisible();
});

test('the browser language is used when nothing is stored', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await context.close();
});

test('signed in, the header language picker applies the language at once and saves it to the profile', async ({
  page,
  baseURL,
}) => {
  await signUpAndSignIn(page.request, baseURL!, { isOnboarded: true });
  await page.goto('/dashboard');
  await waitForAppStart(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Signed in as far as the page knows: the profile (and its language) has arrived.
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();

  // Saving the choice ends with the page reloading the profile (use-interface-language.ts),
  // whose language the interface then follows (auth-context.tsx).
  const profileReloaded = page.waitForResponse(async (response) => {
    if (new URL(response.url()).pathname !== '/api/me') return false;
    const me = (await response.json().catch(() => null)) as {
      profile?: { language?: string } | null;
    } | null;
    return me?.profile?.language === 'fr';
  });
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // It stays: the profile's language follows the choice instead of pulling it back.
  await profileReloaded;
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/settings')).json()) as { language: string }).language,
    )
    .toBe('fr');

  // Saved to the profile: another browser of the same person opens in French.
  await page.evaluate(() => localStorage.removeItem('i18nextLng'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('in Arabic the dashboard keeps English titles whole, mirrors its charts and writes figures in Arabic-Indic digits', async ({
  page,
  baseURL,
}) => {
  await signUpAndSignIn(page.request, baseURL!, { isOnboarded: true });
  for (const [title, category] of [
    ['From couch to 21.1 km by spring.', 'health'],
    ['تعلّم العزف على العود', 'learning'],
    ['Read 12 books (2026)', 'learning'],
  ] as const) {
    await createJourney(page.request, {
      title,
      category,
      status: 'active',
      steps: [{ title: 'Week 1: 3 × 20 min' }, { title: 'خطوة ثانية' }, { title: 'Race day' }],
    });
  }
  await setLanguage(page.request, 'ar');
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));

  await page.goto('/dashboard');
  await waitForAppStart(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const title = page.getByRole('link', { name: 'From couch to 21.1 km by spring.' });
  await expect(title).toHaveAttribute('dir', 'auto');
  // The stat cards and chart ticks use one digit system: Arabic-Indic, no Western digit.
  await expect(page.locator('dd').first()).toHaveText(/[٠-٩]/);
  await expect(page.locator('.recharts-yAxis-tick-labels text').first()).toBeVisible();
  const ticks = await page.locator('.recharts-cartesian-axis-tick-labels text').allTextContents();
  expect(ticks.join(' ')).not.toMatch(/[0-9]/);
  await page.screenshot({ path: '/tmp/bidi-dashboard-ar.png', fullPage: true });
});
