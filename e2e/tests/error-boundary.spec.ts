import { expect, test } from '@playwright/test';

test('a crash shows the generic error fallback with details and a Refresh Page button', async ({
  page,
}) => {
  page.on('pageerror', () => {}); // the crash is the point of this test
  await page.goto('/test-safari?crash=1');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(
    page.getByText('The application encountered an error. Please try refreshing the page.'),
  ).toBeVisible();

  const details = page.locator('details');
  await expect(details).not.toHaveAttribute('open');
  await details.locator('summary').click();
  await expect(details).toHaveAttribute('open');

  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: 'Refresh Page' }).click(),
  ]);
});

test('the crash button on the diagnostic page triggers the same fallback', async ({ page }) => {
  page.on('pageerror', () => {});
  await page.goto('/test-safari');
  await page.getByRole('button', { name: 'Simulate a crash' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
});
