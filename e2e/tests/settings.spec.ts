import { expect, test, type Page } from '@playwright/test';
import { axeScan } from '../support/axe';
import { signUpAndSignIn } from '../support/accounts';
import { chooseOption, pickOption } from '../support/controls';

/**
 * Settings (issue 8): a real account, signed up through the API and confirmed through the mail
 * outbox, changes its language and region and finds them saved after a reload.
 */

const html = (page: Page) => page.locator('html');

/** axe's findings on the page as it stands, by rule and element, for a readable failure. */
async function axeViolations(page: Page) {
  const results = await axeScan(page);
  return results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

test('language and region: Arabic switches the interface at once and survives a reload', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page.request, baseURL!, { isOnboarded: true });

  await page.goto('/settings/language-region');
  await expect(page.getByRole('heading', { level: 2, name: 'Language and region' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('settings-light.png'), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  await chooseOption(page, 'Time zone', 'kathmandu', 'Asia/Kathmandu');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Kathmandu');
  await chooseOption(page, 'Currency', 'nepal', /\(NPR\)$/);
  await pickOption(page, 'Date format', 'D MMM YYYY');
  await expect(page.getByText(/Preview: 26 Dec 2026, 12:15 AM/)).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your settings have been saved.').first()).toBeVisible();

  const languageSaved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/settings') && response.request().method() === 'PATCH',
  );
  await pickOption(page, 'Interface language', 'العربية');
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeVisible();
  expect((await languageSaved).ok()).toBe(true);

  await page.reload();
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: 'اللغة والمنطقة' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'المنطقة الزمنية' })).toHaveValue(
    'Asia/Kathmandu',
  );
  await expect(page.getByRole('combobox', { name: 'العملة' })).toHaveValue(/\(NPR\)/);
  await page.screenshot({ path: testInfo.outputPath('settings-arabic.png'), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  const saved = (await (await page.request.get('/api/settings')).json()) as Record<string, unknown>;
  expect(saved).toMatchObject({ language: 'ar', timeZone: 'Asia/Kathmandu', currency: 'NPR' });
});

test('every section opens by its own address; a visitor is asked to sign in', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/settings/notifications');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsettings%2Fnotifications$/);

  await signUpAndSignIn(page.request, baseURL!, { isOnboarded: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/settings/notifications');
  await expect(html(page)).toHaveClass(/\bdark\b/);
  const likesByMail = page.getByRole('checkbox', { name: 'Likes: by e-mail' });
  await likesByMail.check();
  // The section has two forms (kinds × channels, and delivery): save the one changed.
  await page
    .locator('form')
    .filter({ has: likesByMail })
    .getByRole('button', { name: 'Save changes' })
    .click();
  await expect(page.getByText('Your settings have been saved.').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('settings-dark.png'), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  for (const section of ['privacy', 'content', 'communication', 'payment', 'legal', 'support']) {
    await page.goto(`/settings/${section}`);
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    expect(await axeViolations(page), section).toEqual([]);
  }

  await page.getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/settings\/support$/);
  await expect(page.getByText(/App version \d+\.\d+\.\d+/)).toBeVisible();
  await page.goto('/settings/not-a-section');
  await expect(page.getByText('Error 404')).toBeVisible();
});
