import { expect, test } from '@playwright/test';
import { axeScan } from '../support/axe';
import { signUpAndSignIn, testPassword } from '../support/accounts';
import { totp } from '../support/totp';
import { showColorScheme } from '../support/themes';

/**
 * Settings → Security (issue 3) against the real server: enrolling an authenticator app with
 * codes computed here (RFC 6238), backup codes shown once, the session list, a password
 * change, and deleting the account with a backup code.
 */

const password = testPassword;

test('enrol an authenticator app, keep the backup codes, then delete the account', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { email } = await signUpAndSignIn(page.request, baseURL!);
  await page.goto('/settings/security');

  const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(twoFactor.getByText(/^Off:/)).toBeVisible();
  const sessions = page.getByRole('region', { name: 'Active sessions' });
  await expect(sessions.getByText('This device')).toBeVisible();
  await expect(sessions.getByText(/^Last active/)).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await showColorScheme(page, scheme);
    const { violations } = await axeScan(page, {
      include: '[aria-labelledby="security-settings-title"]',
    });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  }

  await twoFactor.getByRole('button', { name: 'Add authenticator app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add authenticator app' });
  await dialog.getByLabel('Name').fill('Test authenticator');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(
    dialog.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toHaveAttribute('src', /^data:image\/svg\+xml/);
  const secret = (await dialog.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);

  await dialog.getByLabel('6-digit code').fill(totp(secret));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const codes = page.getByRole('list', { name: 'Backup codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const { violations } = await axeScan(page, { include: 'dialog[open]' });
  expect(violations.map((v) => v.id)).toEqual([]);
  const backupCode = (await codes.getByRole('listitem').first().textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(codes).toBeHidden();

  await expect(twoFactor.getByText(/^On:/)).toBeVisible();
  await expect(twoFactor.getByText('Test authenticator')).toBeVisible();
  await expect(twoFactor.getByText('Active')).toBeVisible();
  await expect(twoFactor.getByText('10 backup codes left')).toBeVisible();

  await page.getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await confirm.getByLabel('Password').fill(password);
  await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(confirm.getByText('Enter a code or a backup code.')).toBeVisible();
  await confirm.getByLabel('Two-factor code').fill(backupCode);
  await confirm.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted. Goodbye!').first()).toBeVisible();
  const signInAgain = await page.request.post('/api/auth/sign-in/email', {
    headers: { Origin: baseURL! },
    data: { email, password },
  });
  expect(signInAgain.ok()).toBe(false);
});

test('change the password, with the rule checked first', async ({ page, baseURL, playwright }) => {
  test.setTimeout(60_000);
  const account = await signUpAndSignIn(page.request, baseURL!);
  // The same person signed in on another device: the change must end that session.
  const otherDevice = await playwright.request.newContext({ baseURL: baseURL! });
  const signIn = await otherDevice.post('/api/auth/sign-in/email', {
    headers: { Origin: baseURL! },
    data: { email: account.email, password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  expect((await otherDevice.get('/api/me/profile')).status()).toBe(200);

  await page.goto('/settings/security');
  const form = page.getByRole('region', { name: 'Password' });
  await expect(
    form.getByText('Changing your password signs you out on your other devices.'),
  ).toBeVisible();
  await expect(form.getByRole('checkbox')).toHaveCount(0);
  await form.getByLabel('Current password').fill('not-my-password1');
  await form.getByLabel('New password').fill('short');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(
    form.getByText('Use at least 8 characters with at least one letter and one digit.'),
  ).toBeVisible();

  await form.getByLabel('New password').fill('analytical1842');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your current password is not right.')).toBeVisible();

  await form.getByLabel('Current password').fill(password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.').first()).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');
  expect((await otherDevice.get('/api/me/profile')).status()).toBe(401);
  // This device stays signed in.
  expect((await page.request.get('/api/me/profile')).status()).toBe(200);
  await otherDevice.dispose();
});
