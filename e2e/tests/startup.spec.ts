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

  test('a landing page is readable before any script has run, in the visitor language, and the app takes over', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'ar' });
    const page = await context.newPage();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    // 'commit': load and DOMContentLoaded both wait for the held module scripts.
    await page.goto('/about', { waitUntil: 'commit' });
    // Server-rendered: the page and the start-up status, in Arabic, right to left.
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('#startup-screen h1')).toBeVisible();
    await expect(page.locator('#startup-screen h1')).toHaveText(/[\u0600-\u06FF]/);
    await expect(page.getByRole('status')).toHaveText('جارٍ الاتصال بقاعدة البيانات...');
    // Nothing on it takes input until the app runs.
    await expect(page.locator('#startup-screen [inert][aria-hidden="true"]')).toHaveCount(1);

    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#startup-screen')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'التبديل إلى المظهر الداكن' })).toBeEnabled();
    await context.close();
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
          redis: 'off',
          limits: 'per-node',
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
