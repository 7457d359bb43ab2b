import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeScan } from '../support/axe';
import { ageAccount } from '../support/api';
import { signUpAndSignIn } from '../support/accounts';
import { showColorScheme } from '../support/themes';

/** The sandbox checkout charges a saved card and offers no Pay button without one. */
async function saveTestCard(request: APIRequestContext, baseURL: string) {
  const saved = await request.post('/api/billing/sandbox/payment-methods', {
    headers: { Origin: baseURL },
    data: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, cardholderName: 'Ada' },
  });
  expect(saved.status()).toBe(200);
}

/**
 * The sandbox provider's hosted pages (issue 4, server half): /billing opens the sandbox
 * checkout, paying returns to /billing?checkout=success with an active subscription, and the
 * sandbox portal cancels and resumes it and leads back. Both pages are checked with axe in
 * light and dark.
 */
test('sandbox checkout and portal subscribe, cancel, resume and return to /billing', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page.request, baseURL!, { isOnboarded: true });
  await ageAccount(page.request, baseURL!, 8);
  await saveTestCard(page.request, baseURL!);

  await page.goto('/billing');
  await page.getByRole('button', { name: /^Check out: Monthly/ }).click();
  await expect(page).toHaveURL(/\/billing\/sandbox\/checkout\//);
  await expect(page.getByRole('heading', { name: 'Waymark Pro – Monthly' })).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    // The sandbox's pages are the server's own, following the scheme in their CSS.
    await showColorScheme(page, colorScheme, { isAppPage: false });
    expect((await axeScan(page)).violations).toEqual([]);
    await page.screenshot({ path: `/tmp/billing-server-e2e-checkout-${colorScheme}.png` });
  }
  await page.getByRole('button', { name: 'Pay $10.00' }).click();

  await expect(page).toHaveURL(/\/billing\?checkout=success$/);
  await expect(
    page.getByText('Thank you! Your checkout is complete and your subscription is active.'),
  ).toBeVisible();
  const status: unknown = await (await page.request.get('/api/billing/status')).json();
  expect(status).toMatchObject({ hasAccess: true, isActive: true, needsPayment: false });

  await page.getByRole('button', { name: 'Manage in portal' }).click();
  await expect(page).toHaveURL(/\/billing\/sandbox\/portal\//);
  await expect(page.getByText('Renews on')).toBeVisible();
  expect((await axeScan(page)).violations).toEqual([]);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText('Access until')).toBeVisible();
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByText('Renews on')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Waymark' }).click();
  await expect(page).toHaveURL(/\/billing$/);
});

test('canceling the sandbox checkout returns to /billing?checkout=canceled with nothing charged', async ({
  page,
  baseURL,
}) => {
  await signUpAndSignIn(page.request, baseURL!, { isOnboarded: true });
  await saveTestCard(page.request, baseURL!);
  await page.goto('/billing');
  await page.getByRole('button', { name: /^Check out: Yearly/ }).click();
  await expect(page.getByRole('button', { name: 'Pay $100.00' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/billing\?checkout=canceled$/);
  await expect(page.getByText('Checkout canceled. Nothing was charged.')).toBeVisible();
  const list: unknown = await (await page.request.get('/api/billing/subscriptions')).json();
  expect(list).toEqual({ subscriptions: [] });
});
