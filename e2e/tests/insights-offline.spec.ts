import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ageAccount, completeStep, createJourney, isoDay, setLanguage } from '../support/api';
import { openPerson, testPassword } from '../support/accounts';
import { newestMailTo } from '../support/outbox';
import { waitForAppStart } from '../support/app-start';
import { checkedScreenshots } from '../support/screenshots';

/**
 * Issue 19 in Chromium: a step ticked offline reaching the server once, the "This wasn't me"
 * link of a sign-in alert, and a Pro person's insights (the heatmap, charts with their tables, the
 * forecast in words, the journey panel), the labelled preview for someone without access, in
 * English and Arabic, light and dark. Screenshots go to SCREENSHOT_DIR (or /tmp).
 */

// A step ticked offline syncs through the installable app's worker: it runs here.
test.use({ serviceWorkers: 'allow' });

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/insights-shots';
mkdirSync(shots, { recursive: true });

/** Light and dark, each checked with axe and captured. */
const screenshots = (page: Page, name: string) => checkedScreenshots(page, `${shots}/${name}`);

test('a Pro person reads their insights, as charts or tables, in English and Arabic', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const ada = await openPerson(browser, baseURL!, 'Ada Lovelace');
  const page = ada.page;
  const title = `Walk the Camino ${randomUUID().slice(0, 6)}`;
  const journey = await createJourney(page.request, {
    title,
    category: 'travel',
    targetDate: isoDay(30),
    steps: [{ title: 'Buy boots' }, { title: 'Book the flight' }, { title: 'Walk to Santiago' }],
  });
  await completeStep(page.request, journey.steps[0]!.id);

  await page.goto('/insights');
  await waitForAppStart(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your year' })).toBeVisible();
  await expect(page.getByText('1 step completed on 1 days in the last year.')).toBeVisible();
  const forecasts = page.getByRole('region', { name: 'Journeys and forecasts' });
  await expect(forecasts.getByRole('link', { name: title })).toBeVisible();
  await expect(forecasts.getByTestId('forecast').first()).toContainText('Pace:');
  await expect(page.getByText('Highest completion: Travel at 33%.')).toBeVisible();

  // Every chart has its table: the weekly one, shown on request.
  const weekly = page.getByRole('region', { name: 'Steps per week' });
  await weekly.getByRole('button', { name: 'Show as table' }).click();
  await expect(weekly.getByRole('table')).toBeVisible();
  await expect(weekly.getByRole('columnheader', { name: 'Week of' })).toBeVisible();
  await weekly.getByRole('button', { name: 'Show as chart' }).click();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await screenshots(page, 'insights-en');

  // The journey page has its own panel: the forecast and progress over time.
  await page.goto(`/journeys/${journey.id}`);
  await expect(page.getByTestId('journey-insights')).toBeVisible();
  await expect(page.getByTestId('journey-insights').getByTestId('forecast')).toContainText('Pace:');

  // The dashboard carries the weekly summary card.
  await page.goto('/dashboard');
  await expect(page.getByTestId('weekly-summary')).toBeVisible();

  // Arabic, right to left.
  await setLanguage(page.request, 'ar');
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.goto('/insights');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الإحصاءات' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'سنتك' })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await screenshots(page, 'insights-ar');
  await ada.close();
});

test('without access the page is a labelled preview with the way to subscribe', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const bob = await openPerson(browser, baseURL!, 'Bob Babbage');
  const page = bob.page;
  // Past the free days, without a subscription.
  await ageAccount(page.request, baseURL!, 8);
  // The server refuses the figures themselves.
  expect((await page.request.get('/api/insights')).status()).toBe(402);

  await page.goto('/insights');
  await waitForAppStart(page);
  const preview = page.getByTestId('insights-preview');
  await expect(preview.getByText('Sample data')).toBeVisible();
  await expect(
    preview.getByRole('heading', { name: 'See how your journeys are really going' }),
  ).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
    'href',
    '/billing',
  );
  await screenshots(page, 'insights-preview-en');

  await setLanguage(page.request, 'ar');
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.goto('/insights');
  await expect(page.getByTestId('insights-preview').getByText('بيانات نموذجية')).toBeVisible();
  await screenshots(page, 'insights-preview-ar');
  await bob.close();
});

test('a step ticked offline waits to sync, then reaches the server once', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const cleo = await openPerson(browser, baseURL!, 'Cleo Offline');
  const page = cleo.page;
  const journey = await createJourney(page.request, {
    title: `Offline hike ${randomUUID().slice(0, 6)}`,
    steps: [{ title: 'Pack the bag' }, { title: 'Catch the bus' }],
  });
  await page.goto(`/journeys/${journey.id}`);
  await waitForAppStart(page);
  // The checklist's box (the document below has its own step block).
  const box = page.getByRole('checkbox', { name: 'Step 1: Pack the bag' });
  await expect(box).not.toBeChecked();
  // The page has loaded what it shows (the document's editor is the last lazy part).
  await expect(page.getByRole('checkbox', { name: 'Pack the bag', exact: true })).toBeVisible();

  await page.context().setOffline(true);
  await box.check();
  await expect(box).toBeChecked();
  await expect(page.getByTestId('waiting-to-sync')).toHaveText('Waiting to sync');
  // A step added offline waits too.
  await page.getByLabel('New step').fill('Buy a map');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('waiting-to-sync')).toHaveCount(2);
  await page.screenshot({ path: `${shots}/offline-waiting-en-light.png` });

  // Every write the page sends from now on, to count the replays.
  const completes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/complete')) {
      completes.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  await page.context().setOffline(false);
  await expect(page.getByTestId('waiting-to-sync')).toHaveCount(0);
  await expect(box).toBeChecked();
  const detail = (await (await page.request.get(`/api/journeys/${journey.id}`)).json()) as {
    completedStepCount: number;
    steps: { title: string }[];
  };
  expect(detail.completedStepCount).toBe(1);
  expect(detail.steps.map((step) => step.title)).toEqual([
    'Pack the bag',
    'Catch the bus',
    'Buy a map',
  ]);
  await expect(page.getByRole('checkbox', { name: 'Step 3: Buy a map' })).toBeVisible();
  expect(completes).toHaveLength(1);
  expect(completes[0]).toMatch(/^[0-9a-f-]{36}$/);
  await cleo.close();
});

test('"This wasn\'t me" from a new-device alert ends that session, signed out', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const dana = await openPerson(browser, baseURL!, 'Dana Device');
  // Someone else signs in with Dana's password from a browser the account has not seen.
  const intruder = await browser.newContext({ baseURL });
  const signIn = await intruder.request.post('/api/auth/sign-in/email', {
    headers: { Origin: baseURL! },
    data: { email: dana.account.email, password: testPassword },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  expect((await intruder.request.get('/api/me')).status()).toBe(200);
  const alert = await newestMailTo(dana.account.email);
  expect(alert.subject).toMatch(/^New sign-in/);
  const link = new URL(alert.links[0]!);

  // Opened from the mail in a browser that is signed in nowhere.
  const phone = await browser.newContext({ baseURL });
  const page = await phone.newPage();
  await page.goto(`${link.pathname}${link.search}`);
  await waitForAppStart(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Was this you?' })).toBeVisible();
  await expect(page.getByText('Unknown place').first()).toBeVisible();
  await screenshots(page, 'not-me-en');
  await page.getByRole('button', { name: 'End that session' }).click();
  await expect(page.getByTestId('not-me-done')).toContainText('That session has ended.');
  await expect(page.getByRole('link', { name: 'Change your password' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  expect((await intruder.request.get('/api/me')).status()).toBe(401);
  // Dana's own session goes on.
  expect((await dana.page.request.get('/api/me')).status()).toBe(200);
  await Promise.all([dana.close(), intruder.close(), phone.close()]);
});
