import { expect, test } from '@playwright/test';

test.describe('toasts', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/test-notifications');
    await expect(page.getByRole('button', { name: 'Success' })).toBeVisible();
  });

  const cases = [
    { button: 'Success', type: 'success', duration: 3000 },
    { button: 'Error', type: 'error', duration: 4000 },
    { button: 'Info', type: 'info', duration: 5000 },
  ] as const;

  for (const { button, type, duration } of cases) {
    test(`${type} toast shows top-right and leaves after ${duration} ms`, async ({ page }) => {
      await page.getByRole('button', { name: button, exact: true }).click();
      const toast = page.locator(`[data-toast-type="${type}"]`);
      await expect(toast).toBeVisible();

      const box = await toast.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && box.x + box.width > viewport.width * 0.6).toBe(true);
      expect(box && viewport && box.y < viewport.height * 0.4).toBe(true);

      await page.clock.runFor(duration - 300);
      await expect(toast).toBeVisible();
      await page.clock.runFor(1_000);
      await expect(toast).toHaveCount(0);
    });
  }

  test('never shows more than 20 toasts at once', async ({ page }) => {
    const info = page.getByRole('button', { name: 'Info', exact: true });
    for (let i = 0; i < 25; i++) await info.click();
    await expect(page.locator('[data-toast-type]')).toHaveCount(20);
  });

  test('a toast can be dismissed with its close button', async ({ page }) => {
    await page.getByRole('button', { name: 'Info', exact: true }).click();
    const toast = page.locator('[data-toast-type="info"]');
    await toast.getByRole('button').click();
    await expect(toast).toHaveCount(0);
  });
});
