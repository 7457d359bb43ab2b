import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openPerson } from '../support/accounts';
import { createJourney, isoDay, setLanguage } from '../support/api';
import { dateField, fillDate } from '../support/controls';
import { checkedScreenshots } from '../support/screenshots';

/**
 * Issue 34, journeys that fit a life, as a person goes through them: a 100 km journey made in
 * the form, amounts logged moving the bar and the forecast; a daily habit paused for a week
 * that keeps its streak. Screenshots (light and dark, English and Arabic, desktop and phone)
 * go to /tmp/journeys-fit-a-life/.
 */

const shots = '/tmp/journeys-fit-a-life';

async function expectOk(request: Promise<{ ok: () => boolean; text: () => Promise<string> }>) {
  const response = await request;
  expect(response.ok(), await response.text()).toBe(true);
}

/** A daily habit on `journeyId`'s step, checked in on each of `days` (days from today). */
async function dailyHabitWithHistory(
  request: APIRequestContext,
  journeyId: string,
  stepId: string,
  days: number[],
) {
  await expectOk(
    request.patch(`/api/steps/${stepId}`, { data: { schedule: { times: 1, per: 'day' } } }),
  );
  for (const day of days) {
    await expectOk(
      request.post(`/api/journeys/${journeyId}/steps/${stepId}/checkins`, {
        data: { occurredOn: isoDay(day) },
      }),
    );
  }
}

const phone = { width: 390, height: 844 };

async function shoot(page: Page, name: string) {
  await checkedScreenshots(page, `${shots}/${name}`);
}

test('a 100 km journey: made in the form, entries move the bar and the forecast', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const ada = await openPerson(browser, baseURL!, 'Ada Runner');
  const { page } = ada;
  await page.goto('/create-journey');
  await page.getByLabel('Title', { exact: true }).fill('Run 100 km');
  await fillDate(dateField(page, 'Target date'), isoDay(60));
  await page.getByLabel('Amount to reach').fill('100');
  await page.getByLabel('Unit', { exact: true }).fill('km');
  await page.getByRole('button', { name: 'Create journey' }).click();
  await expect(page).toHaveURL(/\/journeys\/[0-9a-f-]{36}$/);

  const bar = page.getByRole('progressbar', { name: 'Progress of Run 100 km toward its target' });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('0 / 100 km')).toBeVisible();
  await expect(page.getByText('Nothing logged yet.')).toBeVisible();

  // A bad amount is refused in place, nothing is sent.
  const log = page.getByRole('form', { name: 'Log progress' });
  await log.getByLabel('Amount (km)').fill('-3');
  await log.getByRole('button', { name: 'Log progress' }).click();
  await expect(log.getByText('Enter an amount above 0.')).toBeVisible();

  await log.getByLabel('Amount (km)').fill('12.5');
  await log.getByLabel('Note (optional)').fill('Along the river');
  await log.getByRole('button', { name: 'Log progress' }).click();
  await expect(page.getByText('12.5 / 100 km')).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', /^1[23]$/);
  await expect(page.getByText('Along the river')).toBeVisible();
  await expect(page.getByText(/Pace: 12\.5 km a week/)).toBeVisible();

  await log.getByLabel('Amount (km)').fill('7.5');
  await log.getByRole('button', { name: 'Log progress' }).click();
  await expect(page.getByText('20 / 100 km')).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '20');
  await expect(page.getByText(/Pace: 20 km a week/)).toBeVisible();
  await shoot(page, 'target-en');

  // Kept after a reload, and the list shows the target's progress.
  await page.reload();
  await expect(page.getByText('20 / 100 km')).toBeVisible();
  await page.goto('/journeys');
  await expect(page.getByRole('progressbar', { name: 'Progress of Run 100 km' })).toHaveAttribute(
    'aria-valuenow',
    '20',
  );

  // Deleting an entry takes it off the bar.
  await page.goBack();
  await page.getByRole('button', { name: /^Delete 7\.5/ }).click();
  await expect(page.getByText('12.5 / 100 km')).toBeVisible();

  // Arabic, right to left, and a phone.
  await setLanguage(page.request, 'ar');
  await page.setViewportSize(phone);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The bar's name is Arabic now; its figures are the same.
  await expect(page.locator('[role="progressbar"][aria-valuenow]').first()).toBeVisible();
  await shoot(page, 'target-ar-phone');
  await ada.close();
});

test('a daily habit paused for a week keeps its streak; a check-in adds to it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const ada = await openPerson(browser, baseURL!, 'Ada Habit');
  const { page } = ada;
  const journey = await createJourney(page.request, {
    title: 'Learn Welsh daily',
    status: 'active',
    steps: [{ title: 'Ten minutes of Welsh' }],
  });
  const step = journey.steps[0]!;
  // Ten days in a row, then a week away (days -7 to -1), and nothing since.
  await dailyHabitWithHistory(
    page.request,
    journey.id,
    step.id,
    Array.from({ length: 10 }, (_, i) => -17 + i),
  );

  await page.goto(`/journeys/${journey.id}`);
  await expect(page.getByText('Once a day')).toBeVisible();
  // Without the pause the week away spends both freezes and breaks the streak.
  await expect(page.getByTestId('habit-streak')).toHaveText('Streak 0');

  const pause = page.getByRole('form', { name: 'Add a pause' });
  await fillDate(dateField(pause, 'From'), isoDay(-7));
  await fillDate(dateField(pause, 'Until'), isoDay(-1));
  await pause.getByLabel('Reason (optional)').fill('Holiday');
  await pause.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Holiday')).toBeVisible();
  await expect(page.getByTestId('habit-streak')).toHaveText('Streak 10');

  await page.getByRole('button', { name: 'Check in: Ten minutes of Welsh' }).click();
  await expect(page.getByTestId('habit-streak')).toHaveText('Streak 11');
  await expect(page.getByText('Checked in today')).toBeVisible();
  await shoot(page, 'habit-en');

  // A pause that ends before it starts is refused in place.
  await fillDate(dateField(pause, 'From'), isoDay(5));
  await fillDate(dateField(pause, 'Until'), isoDay(2));
  await pause.getByRole('button', { name: 'Pause' }).click();
  await expect(pause.getByText('The pause must end on or after the day it starts.')).toBeVisible();

  // Insights show the habit's periods, the paused ones marked.
  await page.goto('/insights');
  await expect(page.getByRole('heading', { name: 'Habits' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Latest periods of Ten minutes of Welsh' }),
  ).toBeVisible();
  await expect(page.getByText(/Paused/).first()).toBeVisible();
  await shoot(page, 'habit-insights-en');

  await setLanguage(page.request, 'ar');
  await page.goto(`/journeys/${journey.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shoot(page, 'habit-ar');
  await ada.close();
});
