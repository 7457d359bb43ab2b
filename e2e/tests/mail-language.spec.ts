import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { newestMailTo } from '../support/outbox';

/**
 * Mail speaks the language the person uses: someone whose browser asks for English switches the
 * interface to Arabic, signs up, and gets the confirmation in Arabic, right to left.
 */
test('a sign-up made in the Arabic interface is confirmed by an Arabic, right-to-left mail', async ({
  page,
}, testInfo) => {
  const suffix = randomUUID().slice(0, 8);
  const email = `amal-${suffix}@example.com`;

  await page.goto('/register');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('input[name="name"]').fill('Amal Haddad');
  await page.locator('input[name="username"]').fill(`amal_${suffix}`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('compiler1952');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/email-confirmation\?email=/);

  const mail = await newestMailTo(email);
  expect(mail.subject).toContain('أكّد عنوان بريدك الإلكتروني');
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  expect(mail.text).toContain(mail.links[0]);

  // How the mail looks, for the reviewer: the HTML part as a mail program would show it.
  const view = await page.context().newPage();
  await view.setViewportSize({ width: 800, height: 500 });
  await view.setContent(mail.html);
  await expect(view.getByRole('link', { name: 'تأكيد عنوان البريد الإلكتروني' })).toBeVisible();
  await view.screenshot({ path: testInfo.outputPath('confirmation-mail-ar.png') });
});
