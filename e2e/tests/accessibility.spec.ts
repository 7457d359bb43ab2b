import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the home page has no axe violations in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}

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
