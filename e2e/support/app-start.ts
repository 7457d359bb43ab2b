import { expect, type Page } from '@playwright/test';

/**
 * Landing pages arrive rendered by the server and stay inert (out of the accessibility tree)
 * until the app has started and removed them: scan or interact with the running app, not that
 * first paint.
 */
export async function waitForAppStart(page: Page): Promise<void> {
  await expect(page.locator('#startup-screen')).toHaveCount(0);
}
