import { expect, test } from '@playwright/test';

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
