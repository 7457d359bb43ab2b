import { expect, test, type Page } from '@playwright/test';
import { ageAccount, setLanguage, startConversation, updateSettings } from '../support/api';
import { openPerson, signUpAndSignIn } from '../support/accounts';
import { waitForAppStart } from '../support/app-start';
import { axeScan } from '../support/axe';
import { colorSchemes, showColorScheme } from '../support/themes';

/**
 * Issue 33: acting where one is told. Bob asks to connect with Ada and writes to her; her
 * notifications carry Accept and Decline, opening them clears the bell, and accepting answers
 * the request. A person past the free week finds a way out of the subscription gate: settings,
 * the data export and signing out. Both screens have no serious axe findings, light and dark.
 */

const shots = '/tmp/shots-act-notifications';
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

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

/** Scans light and dark, and keeps a picture of each, on a desktop and a phone. */
async function scanAndShoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const scheme of colorSchemes) {
      await showColorScheme(page, scheme);
      await expectNoSeriousFindings(page);
      await page.screenshot({ path: `${shots}/${name}-${size}-${scheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(desktop);
}

test('Ada accepts a connection request from the notification', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const ada = await openPerson(browser, baseURL!, 'Ada Lovelace');
  const bob = await openPerson(browser, baseURL!, 'Bob Babbage');
  const a = ada.page;

  const asked = await bob.page.request.post(`/api/profiles/${ada.account.id}/connection`, {
    data: { connectionType: 'friend' },
  });
  expect(asked.status(), await asked.text()).toBe(204);
  // A message request too: Ada takes messages from connections only, and Bob writes first.
  await updateSettings(a.request, { whoCanMessage: 'connections' });
  const { id: conversationId } = await startConversation(bob.page.request, {
    kind: 'direct',
    userId: ada.account.id,
  });
  const sent = await bob.page.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { body: 'Hello Ada, shall we walk the coast path?', clientKey: 'e2e_act_message_1' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  await a.goto('/');
  const bell = a.getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(a).toHaveURL(/\/notifications$/);

  const item = a
    .getByRole('article')
    .filter({ hasText: /Bob Babbage\W* asked to connect with you/ });
  await expect(item.getByRole('button', { name: 'Accept' })).toBeVisible();
  const requests = a.getByRole('region', { name: 'Message requests' });
  await expect(requests.getByText(/Bob Babbage\W* wants to send you messages/)).toBeVisible();
  await expect(requests.getByRole('button', { name: 'Accept' })).toBeVisible();
  // Opening the notifications read what they show: the bell has nothing left to count.
  await expect(a.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(a.getByTestId('notification-badge')).toHaveCount(0);
  await scanAndShoot(a, 'notifications-en');

  await item.getByRole('button', { name: 'Accept' }).click();
  await expect(item.getByRole('status')).toHaveText('Accepted');
  const pending = await a.request.get('/api/me/social/requests');
  expect(((await pending.json()) as { connections: unknown[] }).connections).toEqual([]);
  const view = await bob.page.request.get(`/api/profiles/${ada.account.id}/social`);
  expect(JSON.stringify(await view.json())).toContain('"connected"');

  // Answered, the request says so after a reload too, in Arabic, right to left.
  await setLanguage(a.request, 'ar');
  await a.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await a.goto('/notifications');
  await expect(a.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(a.getByText('لم يعد بانتظار ردّك')).toBeVisible();
  await expect(a.getByRole('region', { name: 'طلبات المراسلة' })).toBeVisible();
  await scanAndShoot(a, 'notifications-ar');
  await Promise.all([ada.close(), bob.close()]);
});

test('past the free week, the gate leads to settings, the data export and signing out', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await signUpAndSignIn(page.request, baseURL!, { name: 'Grace Hopper', isOnboarded: true });
  await ageAccount(page.request, baseURL!, 8);

  await page.goto('/journeys');
  await expect(page.getByRole('heading', { name: 'Subscription Required' })).toBeVisible();
  await expect(page.getByText('Your 7-day free trial has ended.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe Now' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Billing Options' })).toBeVisible();
  const wayOut = page.getByRole('navigation', { name: 'Your account' });
  await scanAndShoot(page, 'gate-en');

  // Settings open for a gated person, and saving them works (the server keeps them free).
  await wayOut.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings/);
  await expect(page.getByRole('heading', { name: 'Subscription Required' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const saved = await page.request.patch('/api/settings', {
    headers: { Origin: baseURL! },
    data: { dateFormat: 'yyyy-mm-dd' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // The data export, from the gate too, and the export itself is not paid.
  await page.goto('/dashboard');
  await wayOut.getByRole('link', { name: 'Download your data' }).click();
  await expect(page).toHaveURL(/\/settings\/legal$/);
  await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
  const exported = await page.request.post('/api/export', { headers: { Origin: baseURL! } });
  expect(exported.status(), await exported.text()).toBeLessThan(300);

  // Arabic: the same way out, mirrored.
  await setLanguage(page.request, 'ar');
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'الاشتراك مطلوب' })).toBeVisible();
  await scanAndShoot(page, 'gate-ar');

  await page.getByRole('navigation', { name: 'حسابك' }).getByRole('button').click();
  await expect(page.getByRole('heading', { name: 'الاشتراك مطلوب' })).toHaveCount(0);
  const me = await page.request.get('/api/me/profile');
  expect(me.status()).toBe(401);
});

test('during the free week, Pro features say they are part of the trial, and /billing what stays', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page.request, baseURL!, { name: 'Grace Hopper', isOnboarded: true });
  await ageAccount(page.request, baseURL!, 3);

  await page.goto('/insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByText('Pro · included in your trial')).toBeVisible();
  await page.goto('/settings/security');
  await expect(
    page.getByRole('region', { name: 'Developer' }).getByText('Pro · included in your trial'),
  ).toBeVisible();

  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'What stays and what needs Pro' })).toBeVisible();
  await expect(page.getByText('Downloading all your data')).toBeVisible();
  await expect(page.getByText('Creating and changing journeys and projects')).toBeVisible();
  await scanAndShoot(page, 'billing-trial-en');
});
