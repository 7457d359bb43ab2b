import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { newestMailTo } from '../support/outbox';
import { authenticator, wrongCode } from '../support/totp';

/**
 * The whole account journey of issue 3, through the screens of two browsers ("devices"):
 * register → confirm through the mailed link → onboarding → sign out → sign in → enrol an
 * authenticator app → sign out → sign in asks for the code → a wrong code is refused → the
 * right one works → the same code again (on the second device) is refused → the sessions list
 * shows both devices → ending the other one makes its cookie stop working.
 */

const password = 'analytical1843';

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function signOut(page: Page, name: string) {
  await page.getByRole('button', { name: `KJ, ${name}: account menu` }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page.getByText('You have signed out.').first()).toBeVisible();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

test('register, confirm, onboard, enrol TOTP, sign in with codes and end the other device', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = randomUUID().slice(0, 8);
  const name = 'Katherine Johnson';
  const email = `katherine-${suffix}@example.com`;

  // Register and confirm the address through the outbox.
  await page.goto('/register');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Username').fill(`katherine_${suffix}`);
  await expect(page.getByText(`katherine_${suffix} is available`)).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  const [confirmLink] = (await newestMailTo(email)).links;
  await page.goto(confirmLink!);

  // The link confirms, signs in and leads on to onboarding, saying so.
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(
    page.getByRole('status').getByText('Your e-mail address is confirmed.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Waymark' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The same link again, in another browser: confirmed already, so log in, address filled in.
  const elsewhere = await browser.newContext();
  const again = await elsewhere.newPage();
  await again.goto(confirmLink!);
  await expect(again).toHaveURL(/\/login\?redirectTo=/);
  await expect(
    again.getByText('Your e-mail address is confirmed. Log in to continue.'),
  ).toBeVisible();
  await expect(again.getByLabel('E-mail address')).toHaveValue(email);
  await elsewhere.close();

  await signOut(page, name);
  await logIn(page, email);
  await expect(page.getByRole('button', { name: `KJ, ${name}: account menu` })).toBeVisible();

  // Enrol an authenticator app; the codes are computed here, as the phone would.
  await page.goto('/settings/security');
  const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
  await twoFactor.getByRole('button', { name: 'Add authenticator app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add authenticator app' });
  await dialog.getByLabel('Name').fill('Phone authenticator');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const secret = (await dialog.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  // Each code is a fresh one the server has not taken yet (see `authenticator`).
  const phone = authenticator(secret);
  await dialog.getByLabel('6-digit code').fill(await phone.nextCode());
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(
    10,
  );
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(twoFactor.getByText(/^On:/)).toBeVisible();

  // Signing in again now asks for a code: a wrong one is refused, the right one works.
  await signOut(page, name);
  await logIn(page, email);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  const code = await phone.nextCode();
  await enterCode(page, wrongCode(code));
  await expect(page.getByText('That code is not correct. Check it and try again.')).toBeVisible();
  await enterCode(page, code);
  await expect(page.getByRole('button', { name: `KJ, ${name}: account menu` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toHaveCount(0);

  // A second device: the code just used is refused there, a fresh one lets it in.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await logIn(other, email);
  await expect(other.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await enterCode(other, code);
  await expect(
    other.getByRole('alert').filter({ hasText: /already used|not correct/ }),
  ).toBeVisible();
  await enterCode(other, await phone.nextCode());
  // The header shows the person from the password step on; the code step leaving is what
  // says the verify answered (and its rotated cookie is in the jar).
  await expect(other.getByRole('heading', { name: 'Two-step verification' })).toHaveCount(0);
  await expect(other.getByRole('button', { name: `KJ, ${name}: account menu` })).toBeVisible();
  expect((await other.request.get('/api/me')).status()).toBe(200);

  // Both devices are listed; ending the other one ends its session on the server.
  await page.goto('/settings/security');
  const sessions = page.getByRole('region', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toHaveCount(1);
  const otherRow = sessions.getByRole('listitem').filter({ hasNotText: 'This device' });
  await otherRow.getByRole('button', { name: /^Sign out/ }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  expect((await other.request.get('/api/me')).status()).toBe(401);
  expect((await page.request.get('/api/me')).status()).toBe(200);
  await otherDevice.close();
});
