import { expect, test } from '@playwright/test';

test.describe('start-up', () => {
  test("shows 'Connecting to database...' until the health check answers, then the app", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/health', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByText('Connecting to database...')).toBeVisible();
    release();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByText('Connecting to database...')).toBeHidden();
  });

  test('shows the Connection Error panel when health answers 503, and Try Again recovers without a reload', async ({
    page,
  }) => {
    await page.route('**/api/health', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'error',
          db: 'down',
          schema: null,
          version: '0',
          uptime: 1,
        }),
      }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Connection Error' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry Connection' })).toBeVisible();

    // Mark the document: a reload would lose the mark, Try Again must keep it.
    await page.evaluate(() => ((window as unknown as { keep: boolean }).keep = true));
    await page.unroute('**/api/health');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('main')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { keep?: boolean }).keep)).toBe(true);
  });

  test('Retry Connection reloads the page', async ({ page }) => {
    let failures = 1;
    await page.route('**/api/health', (route) =>
      failures-- > 0 ? route.fulfill({ status: 503, body: '{}' }) : route.continue(),
    );
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { keep: boolean }).keep = true));
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Retry Connection' }).click(),
    ]);
    await expect(page.getByRole('main')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { keep?: boolean }).keep),
    ).toBeUndefined();
  });
});
