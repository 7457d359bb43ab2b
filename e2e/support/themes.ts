import { expect, type Page } from '@playwright/test';

export type ColorScheme = 'light' | 'dark';

export const colorSchemes: readonly ColorScheme[] = ['light', 'dark'];

const darkClass = /(^|\s)dark(\s|$)/;

/**
 * Switches the system colour scheme and returns once the page shows it: the app has followed
 * (the `dark` class on <html>, lib/theme.ts) and the colours have finished easing to it, so an
 * axe scan or a screenshot sees the new theme, not a blend of the two. A theme chosen in the
 * app wins over the system's, so this is for pages where none was. `isAppPage: false` is for
 * pages the app does not draw (the API reference): only their own CSS can follow.
 */
export async function showColorScheme(
  page: Page,
  colorScheme: ColorScheme,
  { isAppPage = true }: { isAppPage?: boolean } = {},
): Promise<void> {
  await page.emulateMedia({ colorScheme });
  if (isAppPage) {
    const root = page.locator('html');
    if (colorScheme === 'dark') await expect(root).toHaveClass(darkClass);
    else await expect(root).not.toHaveClass(darkClass);
  }
  await transitionsFinished(page);
}

/**
 * Resolves when every running CSS transition and finite animation has ended. Reading
 * `document.getAnimations()` brings the style up to date first, so a change just made (a class
 * toggled) has started its transitions by then. Endless ones (spinners) are left running.
 */
export async function transitionsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    // A transition replaced or removed before its end rejects `finished`: it is over too.
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
