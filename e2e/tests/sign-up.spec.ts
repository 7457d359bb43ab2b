import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { newestMailTo } from '../support/outbox';

/**
 * Signing up and in through the screens (issue 3): register, confirm the address with the
 * link from the mail outbox, log in, see oneself in the header, sign out.
 */

test('registers, confirms through the mailed link, logs in, shows the user and signs out', async ({
  page,
}) => {
  const suffix = randomUUID().slice(0, 8);
  const email = `grace-${suffix}@example.com`;
  const username = `grace_${suffix}`;
  const password = 'compiler1952';

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Username').fill(username);
  await expect(page.getByText(`${username} is available`)).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(page.locator('[data-strength]')).not.toHaveAttribute('data-strength', 'weak');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/email-confirmation\?email=/);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // A mail has just gone out: the resend waits for its cooldown.
  await expect(page.getByRole('button', { name: /You can send it again in \d+ s/ })).toBeDisabled();

  const mail = await newestMailTo(email);
  const [link] = mail.links;
  expect(link).toBeTruthy();
  // The link confirms the address, signs the person in and leads on to onboarding.
  await page.goto(link!);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
  const accountMenu = page.getByRole('button', { name: 'GH, Grace Hopper: account menu' });
  await expect(accountMenu).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toHaveCount(0);

  await accountMenu.click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page.getByText('You have signed out.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(accountMenu).toHaveCount(0);

  // The session is gone on the server too.
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(401);
});

test('a wrong password is refused with a clear message, and the pages link to each other', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(`nobody-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('wrong1password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'incorrect' })).toHaveText(
    'The e-mail address or password is incorrect.',
  );

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('E-mail address').fill('someone@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for someone@example.com/)).toBeVisible();
});
