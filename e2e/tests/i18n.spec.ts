import { expect, test } from '@playwright/test';
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

  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // It stays: the profile's language follows the choice instead of pulling it back.
  await page.waitForTimeout(1_500);
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
