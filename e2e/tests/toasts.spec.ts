import { expect, test, type Page } from '@playwright/test';

/**
 * Records, on the page's own clock, when the first toast of a kind opens and when it
 * closes, so durations are measured without the test's round trips in between.
 */
async function recordToastLifetime(page: Page, kind: string) {
  await page.evaluate((type) => {
    const times: { openedAt?: number; closedAt?: number } = {};
    (window as unknown as { toastTimes: typeof times }).toastTimes = times;
    const observer = new MutationObserver(() => {
      const state = document.querySelector(`li[data-type="${type}"]`)?.getAttribute('data-state');
      if (state === 'open' && times.openedAt === undefined) times.openedAt = performance.now();
      if (times.openedAt !== undefined && state !== 'open') {
        times.closedAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
  }, kind);
  return async () => {
    await page.waitForFunction(
      () => (window as unknown as { toastTimes: { closedAt?: number } }).toastTimes.closedAt,
      undefined,
      { timeout: 15_000 },
    );
    return page.evaluate(() => {
      const { openedAt = 0, closedAt = 0 } = (
        window as unknown as { toastTimes: { openedAt?: number; closedAt?: number } }
      ).toastTimes;
      return closedAt - openedAt;
    });
  };
}

test.describe('toasts', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
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
      const lifetime = await recordToastLifetime(page, type);
      await page.getByRole('button', { name: button, exact: true }).click();
      const toast = page.locator(`li[data-type="${type}"]`);
      await expect(toast).toBeVisible();

      const box = await toast.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && box.x + box.width > viewport.width * 0.6).toBe(true);
      expect(box && viewport && box.y < viewport.height * 0.4).toBe(true);

      const milliseconds = await lifetime();
      // Radix starts the timer as it mounts the toast, a frame or two before the toast is
      // portalled into the page; on a loaded machine those frames can take a few hundred ms.
      expect(milliseconds).toBeGreaterThan(duration - 400);
      expect(milliseconds).toBeLessThan(duration + 750);
      await expect(toast).toHaveCount(0);
    });
  }

  test('never shows more than 20 toasts at once', async ({ page }) => {
    const info = page.getByRole('button', { name: 'Info', exact: true });
    // All 25 at once: clicked one by one on a busy machine, the first would expire (5 s)
    // before the last appeared.
    await info.evaluate((button: HTMLButtonElement) => {
      for (let i = 0; i < 25; i++) button.click();
    });
    await expect(page.locator('li[data-type]')).toHaveCount(20);
    // The full stack leaves the header (logo, menu, language) uncovered and usable.
    const header = await page.getByRole('banner').boundingBox();
    const firstToast = await page.locator('li[data-type]').first().boundingBox();
    expect(firstToast!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await expect(
      page.getByRole('banner').getByRole('combobox', { name: 'Language' }),
    ).toBeVisible();
  });

  test('a toast can be dismissed with its close button', async ({ page }) => {
    await page.getByRole('button', { name: 'Info', exact: true }).click();
    const toast = page.locator('li[data-type="info"]');
    await toast.getByRole('button').click();
    await expect(toast).toHaveCount(0);
  });
});
