import { expect, test, type Page } from '@playwright/test';
import { axeScan } from '../support/axe';
import { ageAccount, setLanguage } from '../support/api';
import { signUpAndSignIn } from '../support/accounts';
import { showColorScheme } from '../support/themes';

/**
 * Issue 4 on the sandbox provider, in Chromium: the grace banner from day 5, the gate after
 * day 7 with its bypass paths, a declined card, then a good card as default and a subscription
 * that opens the app again. The account is aged through the e2e-only test hook.
 */

async function signUpAged(page: Page, baseURL: string, days: number) {
  const account = await signUpAndSignIn(page.request, baseURL, { isOnboarded: true });
  if (days > 0) await ageAccount(page.request, baseURL, days);
  return account;
}

/** Every request body the page sends, to prove no full card number leaves the browser. */
function recordRequestBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    const body = request.postData();
    if (body) bodies.push(body);
  });
  return bodies;
}

async function screenshotBothThemes(page: Page, name: string, fullPage = false) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await showColorScheme(page, colorScheme);
    await page.screenshot({ path: `/tmp/billing-web-${name}-${colorScheme}.png`, fullPage });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function fillCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Cardholder Name').fill('Grace Hopper');
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry date').fill('12 / 34');
  await dialog.getByLabel('Security code (CVC)').fill('123');
}

test('a new account sees no grace banner', async ({ page, baseURL }) => {
  await signUpAged(page, baseURL!, 0);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  await expect(page.getByText(/Your free trial ends in/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Subscription Required' })).toHaveCount(0);
});

test('five days in, the amber banner counts down the last two days', async ({ page, baseURL }) => {
  await signUpAged(page, baseURL!, 5);
  await page.goto('/');
  await expect(page.getByText('Your free trial ends in 2 days')).toBeVisible();
  await screenshotBothThemes(page, 'banner');

  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  const dialog = page.getByRole('dialog', { name: '2 Days Left' });
  await expect(dialog.getByText('Your free trial is ending soon')).toBeVisible();
  await expect(dialog.getByText('Export and backup features')).toBeVisible();
});

test('after day 7 the gate blocks until a card is saved and the plan subscribed', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUpAged(page, baseURL!, 8);
  const bodies = recordRequestBodies(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Subscription Required' })).toBeVisible();
  await expect(page.getByText('Your 7-day free trial has ended.')).toBeVisible();
  await expect(page.getByRole('button', { name: /account menu/i })).toHaveCount(0);
  await screenshotBothThemes(page, 'gate');

  // Billing and pricing stay reachable.
  await page.getByRole('link', { name: 'View Billing Options' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Waymark');
  await expect(page.getByRole('heading', { name: 'Subscription Required' })).toHaveCount(0);

  // No saved card: the modal opens with the add-card form.
  await page.goto('/');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscription Required' });
  await expect(dialog.getByText('Continue accessing all features')).toBeVisible();
  await expect(dialog.getByLabel('Cardholder Name')).toBeVisible();
  // The form makes the modal tall: its main action stays in view at 1280×800 and on a phone.
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await expect(dialog.getByRole('button', { name: 'Subscribe Now - $10/month' })).toBeInViewport({
      ratio: 1,
    });
    await expect(dialog.getByRole('link', { name: 'View Full Billing Options' })).toBeInViewport({
      ratio: 1,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await fillCard(page, '4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Add Payment Method' }).click();
  await expect(
    page.getByText('Failed to add payment method: Your card was declined.').first(),
  ).toBeVisible();
  await screenshotBothThemes(page, 'modal-form');

  await fillCard(page, '4242 4242 4242 4242');
  await dialog.getByLabel('Set as default payment method').check();
  await dialog.getByRole('button', { name: 'Add Payment Method' }).click();
  await expect(page.getByText('Payment method added successfully').first()).toBeVisible();
  await expect(dialog.getByText('Visa ending in 4242')).toBeVisible();
  await expect(dialog.getByText('Default', { exact: true })).toBeVisible();
  await screenshotBothThemes(page, 'modal');

  await dialog.getByRole('button', { name: 'Subscribe Now - $10/month' }).click();
  await expect(page.getByText('Successfully subscribed to Waymark!').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Subscription Required' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();

  // The full numbers never left the browser, spaced or not.
  const sent = bodies.join('\n').replace(/[\s-]/g, '');
  expect(sent).not.toContain('4242424242424242');
  expect(sent).not.toContain('4000000000000002');
  expect(bodies.some((body) => body.includes('"last4":"4242"'))).toBe(true);

  await page.goto('/billing');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await screenshotBothThemes(page, 'billing-page', true);
});

test('when the free days end while a page is open, the refused save opens the way to subscribe', async ({
  page,
  baseURL,
}) => {
  // Day 6: the page opens normally; the account then passes day 7 before the save.
  await signUpAged(page, baseURL!, 6);
  await page.goto('/create-journey');
  await page.getByLabel('Title', { exact: true }).fill('Learn to sail');
  await ageAccount(page.request, baseURL!, 8);

  const refused = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/journeys') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create journey' }).click();
  expect((await refused).status()).toBe(402);
  await expect(page.getByRole('dialog', { name: 'Subscription Required' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Learn to sail' })).toHaveCount(0);
  await screenshotBothThemes(page, 'refused-save');
});

test('the authentication test card asks for approval in the sandbox dialog', async ({
  page,
  baseURL,
}) => {
  await signUpAged(page, baseURL!, 8);
  await page.goto('/billing');
  await page.getByRole('button', { name: 'Add Payment Method' }).click();
  await page.getByLabel('Cardholder Name').fill('Grace Hopper');
  await page.getByLabel('Card number').fill('4000 0025 0000 3155');
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Add Payment Method' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm your card' });
  await expect(confirm.getByText(/ending in 3155/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Payment method added successfully').first()).toBeVisible();
  await expect(page.getByText('Visa ending in 3155')).toBeVisible();
});

async function expectNoAxeViolations(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await showColorScheme(page, colorScheme);
    const results = await axeScan(page);
    expect(
      results.violations.map((v) => `${colorScheme} ${v.id}: ${v.help} (${v.nodes.length})`),
    ).toEqual([]);
  }
}

test('the banner, the gate, the modal, /billing and /pricing have no axe violations', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUpAged(page, baseURL!, 5);
  await page.goto('/');
  await expect(page.getByText('Your free trial ends in 2 days')).toBeVisible();
  // The banner comes before the page under it: scan once the dashboard is there too.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await ageAccount(page.request, baseURL!, 8);
  await page.goto('/journeys');
  await expect(page.getByRole('heading', { name: 'Subscription Required' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page.getByRole('dialog').getByLabel('Cardholder Name')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/pricing');
  await expect(page.getByRole('link', { name: 'Subscribe' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('in Arabic the gate and the modal speak Arabic and keep the card digits left to right', async ({
  page,
  baseURL,
}) => {
  await signUpAged(page, baseURL!, 8);
  await setLanguage(page.request, 'ar');
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الاشتراك مطلوب' })).toBeVisible();
  // Numbers in Arabic texts take the Arabic-Indic digits of the app's times and dates.
  await expect(page.getByText('انتهت فترة تجربتك المجانية البالغة ٧ أيام.')).toBeVisible();
  await page.getByRole('button', { name: 'اشترك الآن' }).click();
  const number = page.getByRole('dialog').getByLabel('رقم البطاقة');
  await expect(number).toBeVisible();
  await expect(number).toHaveCSS('direction', 'ltr');
  await screenshotBothThemes(page, 'modal-arabic');
});
