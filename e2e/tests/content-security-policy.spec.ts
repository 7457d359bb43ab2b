import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from '../support/accounts';
import { recordCspViolations } from '../support/csp';

/**
 * The app's policy allows no inline style. A library that writes a <style> element at run time
 * (react-aria's pressable rule did, on every screen with one of its selects) is refused, and
 * the refusal is logged on every visit.
 */
for (const path of ['/create-journey', '/settings/language-region']) {
  test(`${path} runs under the content security policy with no violation`, async ({
    page,
    baseURL,
  }) => {
    await signUpAndSignIn(page.request, baseURL!, { isOnboarded: true });
    const violations = await recordCspViolations(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Its selects are drawn and take a press (react-aria's usePress is what wrote the style).
    const select = page
      .getByRole('button', { expanded: false })
      .and(page.locator('[data-react-aria-pressable]'))
      .first();
    await expect(select).toBeVisible();
    await select.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    // The pressable rule still applies, from the app's own stylesheet (Chromium writes
    // `pan-x pan-y pinch-zoom` as its equal, `manipulation`).
    expect(await select.evaluate((element) => getComputedStyle(element).touchAction)).toBe(
      'manipulation',
    );
    expect(await violations()).toEqual([]);
  });
}
