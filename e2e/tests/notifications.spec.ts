import { expect, test, type Page } from '@playwright/test';
import { axeScan } from '../support/axe';
import { follow, setLanguage } from '../support/api';
import { openPerson } from '../support/accounts';
import { waitForAppStart } from '../support/app-start';
import { showColorScheme } from '../support/themes';

/**
 * Notifications in two browsers (issue 16): Bob follows Ada; Ada's header bell counts it, her
 * /notifications page shows it, and opening the page clears the badge. The page has no serious
 * or critical axe findings, in English and Arabic, light and dark.
 */

const shots = '/tmp/shots-notify-wave';

async function expectNoSeriousFindings(page: Page) {
  await waitForAppStart(page);
  const results = await axeScan(page, {
    options: { rules: { 'label-content-name-mismatch': { enabled: true } } },
  });
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

async function screenshots(page: Page, language: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await showColorScheme(page, scheme);
    await expectNoSeriousFindings(page);
    await page.screenshot({ path: `${shots}/notifications-${language}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a new follower rings the bell; opening the notifications clears the badge', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const ada = await openPerson(browser, baseURL!, 'Ada Lovelace');
  const bob = await openPerson(browser, baseURL!, 'Bob Babbage');
  const a = ada.page;

  // Nothing yet: a quiet bell and the empty page.
  await a.goto('/notifications');
  await expect(a.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
  await expect(a.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  // Off the notifications page first: an open page reads what arrives live, which would clear
  // the badge before the bell is looked at.
  await a.goto('about:blank');
  await follow(bob.page.request, ada.account.id);

  // The badge counts it when the window regains focus (or within a minute).
  await a.goto('/');
  const bell = a.getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await expect(a.getByTestId('notification-badge')).toHaveText('1');
  await bell.click();
  await expect(a).toHaveURL(/\/notifications$/);
  const item = a.getByRole('article').filter({ hasText: /Bob Babbage\W* started following you/ });
  await expect(item).toBeVisible();
  await screenshots(a, 'en');

  // Opening the page read what it shows: the bell has nothing left to count.
  await expect(a.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(a.getByTestId('notification-badge')).toHaveCount(0);

  // Arabic, right to left: the same list mirrored.
  await setLanguage(a.request, 'ar');
  await a.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await a.goto('/notifications');
  await expect(a.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(a.getByRole('heading', { level: 1, name: 'الإشعارات' })).toBeVisible();
  await expect(a.getByRole('article')).toHaveCount(1);
  await screenshots(a, 'ar');

  // Deleting it leaves the empty page.
  await a.getByRole('button', { name: 'حذف الإشعار' }).click();
  await expect(a.getByRole('article')).toHaveCount(0);
  await Promise.all([ada.close(), bob.close()]);
});
