import { expect, test } from '@playwright/test';
import { createJourney } from '../support/api';
import { signUpAndSignIn, testPassword } from '../support/accounts';
import { waitForAppStart } from '../support/app-start';
import { selectButton } from '../support/controls';

// What a new person meets in their first hour (issue: the first hour).

test('signed in, / is the dashboard rather than the marketing page', async ({ page, baseURL }) => {
  await signUpAndSignIn(page.request, baseURL!, { isOnboarded: true });
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForAppStart(page);
  await expect(page.getByRole('link', { name: 'Start for free' })).toHaveCount(0);
});

test('signing in through the form lands on the dashboard', async ({ browser, baseURL }) => {
  const setup = await browser.newContext();
  const account = await signUpAndSignIn(setup.request, baseURL!, { isOnboarded: true });
  await setup.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await waitForAppStart(page);
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(testPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.close();
});

test('a slow session check keeps a signed-in person on the page they opened', async ({
  page,
  baseURL,
}) => {
  await signUpAndSignIn(page.request, baseURL!, { isOnboarded: true });
  // The first token answer is held past the app's 5 s auth test, which then says "unknown",
  // not "no": the page keeps waiting while a second check answers. The page's clock jumps
  // over those 5 s; the held answer is let through at the end, as a late one would arrive.
  await page.clock.install();
  let isFirstHeld = false;
  let releaseFirst!: () => void;
  const firstReleased = new Promise<void>((resolve) => (releaseFirst = resolve));
  await page.route('**/api/auth/token', async (route) => {
    if (!isFirstHeld) {
      isFirstHeld = true;
      await firstReleased;
    }
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByText('Checking authentication...')).toBeVisible();
  // The check has started (and with it the app's 5 s timer): jump past its limit.
  await expect.poll(() => isFirstHeld).toBe(true);
  await page.clock.fastForward(5_000);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  const lateAnswer = page.waitForResponse('**/api/auth/token');
  releaseFirst();
  await lateAnswer;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('every journey card fills its grid column, cover or not', async ({ page, baseURL }) => {
  await signUpAndSignIn(page.request, baseURL!, { isOnboarded: true });
  for (const title of ['Run', 'Learn Spanish well enough to read a novel']) {
    await createJourney(page.request, { title });
  }
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/journeys');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) {
      const [own, column] = await card.evaluate((element) => [
        element.getBoundingClientRect().width,
        element.parentElement!.getBoundingClientRect().width,
      ]);
      expect(own).toBeCloseTo(column, 0);
    }
  }
});

test('on a phone the journey filters fold away so the list comes first', async ({
  page,
  baseURL,
}) => {
  await signUpAndSignIn(page.request, baseURL!, { isOnboarded: true });
  await createJourney(page.request, { title: 'Run a 10k' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/journeys');
  await expect(page.getByRole('article')).toBeInViewport();
  await expect(selectButton(page, 'Status')).toBeHidden();

  const toggle = page.getByRole('button', { name: 'Filters and sort' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(selectButton(page, 'Status')).toBeVisible();

  // On a wide screen there is nothing to unfold.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(toggle).toBeHidden();
  await expect(selectButton(page, 'Status')).toBeVisible();
});
