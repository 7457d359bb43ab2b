import { expect, type Page } from '@playwright/test';
import { axeScan } from './axe';
import { showColorScheme } from './themes';

/**
 * The page as it is now, light and dark: each checked with axe (no serious or critical
 * violation) and captured to `<pathPrefix>-<scheme>.png`; the page is left light.
 */
export async function checkedScreenshots(
  page: Page,
  pathPrefix: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await showColorScheme(page, scheme);
    const results = await axeScan(page);
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    await page.screenshot({ path: `${pathPrefix}-${scheme}.png`, fullPage });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
