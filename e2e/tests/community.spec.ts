import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ageAccount, setLanguage } from '../support/api';
import { openPerson, testPassword } from '../support/accounts';
import { newestMailTo } from '../support/outbox';
import { waitForAppStart } from '../support/app-start';
import { checkedScreenshots } from '../support/screenshots';

/**
 * The members' community (issue 19) in Chromium: a Pro member posts in Introductions and a second
 * member sees it arrive live; that member reports it, and the moderator named in
 * COMMUNITY_MODERATORS (playwright.config.ts) removes it from the queue, which everyone then sees
 * as "Removed by a moderator"; someone without Pro gets the preview with the way to subscribe.
 * English and Arabic, light and dark. Screenshots go to SCREENSHOT_DIR (or /tmp).
 */

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/community-shots';
mkdirSync(shots, { recursive: true });
const moderatorEmail = 'community-moderator@waymark.example';

/** The moderator's account: made on first use in this data directory, signed in after that. */
async function moderator(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const request: APIRequestContext = page.request;
  const headers = { Origin: baseURL };
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers,
    data: {
      name: 'Mo Derator',
      username: `mod_${randomUUID().slice(0, 8)}`,
      email: moderatorEmail,
      password: testPassword,
    },
  });
  if (signUp.ok()) {
    const [link] = (await newestMailTo(moderatorEmail)).links;
    expect((await request.get(link!, { maxRedirects: 0 })).status()).toBe(302);
    expect((await request.patch('/api/me/profile', { data: { onboarded: true } })).ok()).toBe(true);
  } else {
    const signIn = await request.post('/api/auth/sign-in/email', {
      headers,
      data: { email: moderatorEmail, password: testPassword },
    });
    expect(signIn.ok(), await signIn.text()).toBe(true);
  }
  return { page, close: () => context.close() };
}

/** Light and dark, each checked with axe and captured. */
const screenshots = (page: Page, name: string) => checkedScreenshots(page, `${shots}/${name}`);

async function openChannel(page: Page, path: string) {
  await page.goto(path);
  await waitForAppStart(page);
  await expect(page.getByRole('navigation', { name: 'Channels' })).toBeVisible();
}

test('a member posts in Introductions, another sees it live, a moderator removes it after a report', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const ada = await openPerson(browser, baseURL!, 'Ada Lovelace');
  const bob = await openPerson(browser, baseURL!, 'Bob Babbage');
  const text = `Hello, I am Ada and I am learning the violin ${randomUUID().slice(0, 6)}`;

  // Bob is already reading the channel when Ada writes.
  await openChannel(bob.page, '/community/introductions');
  await openChannel(ada.page, '/community');
  await expect(ada.page.getByRole('heading', { name: 'Introductions' })).toBeVisible();
  // The way in is the user menu, not the crowded header.
  await ada.page.getByRole('button', { name: /account menu/ }).click();
  await expect(ada.page.getByRole('link', { name: 'Community' })).toBeVisible();
  await ada.page.keyboard.press('Escape');

  const composer = ada.page.getByRole('textbox', { name: 'Write in Introductions' });
  await composer.fill(text);
  await composer.press('Enter');
  const log = (page: Page) => page.getByRole('log', { name: 'Messages in Introductions' });
  await expect(log(ada.page).getByText(text)).toBeVisible();
  // Live, without a reload.
  const bobsCopy = log(bob.page)
    .getByRole('article', { name: /^Message from Ada Lovelace/ })
    .filter({ hasText: text });
  await expect(bobsCopy).toBeVisible({ timeout: 15_000 });

  // Bob reacts and replies, then reports it.
  await bobsCopy.hover();
  await bobsCopy.getByRole('button', { name: 'Reply' }).click();
  await bob.page.getByRole('textbox', { name: 'Write in Introductions' }).fill('Welcome, Ada!');
  await bob.page.getByRole('button', { name: 'Send' }).click();
  await expect(log(bob.page).getByText('Welcome, Ada!')).toBeVisible();
  await expect(log(ada.page).getByText('Welcome, Ada!')).toBeVisible({ timeout: 15_000 });
  await screenshots(ada.page, 'community-en');

  await bobsCopy.hover();
  await bobsCopy.getByRole('button', { name: 'Report' }).click();
  const dialog = bob.page.getByRole('dialog', { name: 'Report this message' });
  await dialog.getByRole('radio', { name: 'Harassment or bullying' }).check();
  await dialog.getByRole('textbox', { name: /note for the moderators/ }).fill('Testing the queue');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(
    bob.page.getByText('Thank you. The moderators will take a look.').first(),
  ).toBeVisible();
  await expect(bobsCopy.getByRole('button', { name: 'You reported this message' })).toBeDisabled();

  // A member is not a moderator: the queue is refused.
  expect((await bob.page.request.get('/api/community/moderation/reports')).status()).toBe(403);

  const mod = await moderator(browser, baseURL!);
  await mod.page.goto('/community/moderation');
  await waitForAppStart(mod.page);
  const report = mod.page.getByTestId('community-report').filter({ hasText: text });
  await expect(report).toBeVisible();
  await expect(report).toContainText('Harassment or bullying');
  await screenshots(mod.page, 'community-moderation-en');
  await report.getByRole('button', { name: 'Remove message' }).click();
  await mod.page
    .getByRole('dialog', { name: 'Remove this message for everyone?' })
    .getByRole('button', { name: 'Remove message' })
    .click();
  await expect(report).toHaveCount(0);
  await expect(mod.page.getByText(/removed a message by Ada Lovelace/).first()).toBeVisible();

  // Everyone sees the removal, live; the text is gone.
  await expect(log(ada.page).getByText('Removed by a moderator')).toBeVisible({ timeout: 15_000 });
  await expect(log(ada.page).getByText(text)).toHaveCount(0);

  // In Arabic, right to left.
  await setLanguage(ada.page.request, 'ar');
  await ada.page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await ada.page.goto('/community/introductions');
  await expect(ada.page.getByRole('heading', { name: 'التعارف' })).toBeVisible();
  await expect(ada.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await screenshots(ada.page, 'community-ar');
  // On a phone the channels become a row of chips above the channel.
  await ada.page.setViewportSize({ width: 390, height: 844 });
  await expect(ada.page.getByRole('navigation', { name: 'القنوات' })).toBeVisible();
  await ada.page.screenshot({ path: `${shots}/community-ar-phone.png`, fullPage: true });
  await Promise.all([ada.close(), bob.close(), mod.close()]);
});

test('without Pro the community is a labelled preview with the way to subscribe', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const fay = await openPerson(browser, baseURL!, 'Fay Free');
  const page = fay.page;
  // Past the free days, without a subscription.
  await ageAccount(page.request, baseURL!, 8);
  expect((await page.request.get('/api/community')).status()).toBe(402);

  await page.goto('/community');
  await waitForAppStart(page);
  const preview = page.getByTestId('community-preview');
  await expect(preview.getByRole('heading', { name: "Join the members' community" })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
    'href',
    '/billing',
  );
  await screenshots(page, 'community-preview-en');

  await setLanguage(page.request, 'ar');
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.goto('/community');
  await expect(
    page.getByTestId('community-preview').getByRole('heading', { name: 'انضم إلى مجتمع الأعضاء' }),
  ).toBeVisible();
  await screenshots(page, 'community-preview-ar');
  await fay.close();
});
