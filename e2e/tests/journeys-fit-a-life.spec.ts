import { readFileSync } from 'node:fs';
import path from 'node:path';
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

test('a shared journey: the owner invites a friend who ticks a step; strangers and ex-collaborators see nothing', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const [ada, grace, bob] = await Promise.all([
    openPerson(browser, baseURL!, 'Ada Owner'),
    openPerson(browser, baseURL!, 'Grace Friend'),
    openPerson(browser, baseURL!, 'Bob Stranger'),
  ]);
  const journey = await createJourney(ada.page.request, {
    title: 'Our trip to Wales',
    visibility: 'private',
    steps: [{ title: 'Book the cottage' }, { title: 'Rent a car' }],
  });
  const notFound = (page: Page) =>
    page.getByRole('heading', { level: 1, name: "We couldn't find that page" });

  // Ada shares it with Grace as an editor.
  await ada.page.goto(`/journeys/${journey.id}`);
  const share = ada.page.getByRole('region', { name: 'Shared with' });
  await share.getByLabel('Username').fill(grace.account.username);
  await share.getByRole('button', { name: 'Share' }).click();
  await expect(share.getByRole('list', { name: 'People with access' })).toContainText(
    'Grace Friend',
  );
  // A second person is Pro: Ada has no subscription, so she is told, and nothing changes.
  await share.getByLabel('Username').fill(bob.account.username);
  await share.getByRole('button', { name: 'Share' }).click();
  await expect(share.getByRole('alert')).toHaveText(
    'Sharing with more than one person is part of Pro.',
  );
  await checkedScreenshots(ada.page, `${shots}/share-owner`);

  // Grace finds it under "Shared with me" and ticks a step; the activity names her.
  await grace.page.goto('/journeys');
  await grace.page.getByRole('link', { name: 'Our trip to Wales' }).click();
  await expect(grace.page.getByText('Shared with you by Ada Owner.')).toBeVisible();
  const steps = grace.page.getByRole('region', { name: 'Steps' });
  await steps.getByRole('checkbox', { name: /Book the cottage/ }).check();
  await expect(
    grace.page.getByRole('progressbar', { name: 'Progress of Our trip to Wales' }),
  ).toHaveAttribute('aria-valuenow', '50');
  await checkedScreenshots(grace.page, `${shots}/share-editor`);
  await ada.page.reload();
  await expect(ada.page.getByRole('region', { name: 'Activity' })).toContainText('Grace Friend');

  // An editor edits the journey too, without the owner's fields (visibility, project), and
  // without the owner's actions.
  await expect(grace.page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await grace.page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(grace.page.getByRole('heading', { level: 1, name: 'Edit journey' })).toBeVisible();
  await expect(grace.page.getByText('Visibility', { exact: true })).toHaveCount(0);
  await checkedScreenshots(grace.page, `${shots}/share-editor-form`);
  await grace.page.getByLabel('Description').fill('Cardiff first, then the coast.');
  await grace.page.getByRole('button', { name: 'Save changes' }).click();
  await expect(grace.page.getByText('Cardiff first, then the coast.')).toBeVisible();
  await ada.page.reload();
  await expect(ada.page.getByText('Cardiff first, then the coast.')).toBeVisible();

  // Bob, a stranger, gets the not-found page.
  await bob.page.goto(`/journeys/${journey.id}`);
  await expect(notFound(bob.page)).toBeVisible();

  // Ada removes Grace: the journey is gone for her.
  await share.getByRole('button', { name: 'Remove Grace Friend' }).click();
  await expect(share.getByText('Not shared with anyone yet.')).toBeVisible();
  await grace.page.reload();
  await expect(notFound(grace.page)).toBeVisible();
  await Promise.all([ada.close(), grace.close(), bob.close()]);
});

// The synthetic Loop sample (../shared/formats/loop, copied beside the parser's tests).
const loopZip = readFileSync(
  path.join(
    import.meta.dirname,
    '../../packages/shared/src/data-export/trackers/fixtures/loop/Loop Habits CSV 2025-03-16.zip',
  ),
);

test('a Loop Habit Tracker export: the dry run lists it, the import makes journeys once, a wrong file is refused', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const ada = await openPerson(browser, baseURL!, 'Ada Importer');
  const { page } = ada;
  await page.goto('/settings/legal');
  const form = page.getByRole('form', { name: 'From another tracker' });
  await form.getByRole('radio', { name: /Loop Habit Tracker/ }).check();
  const file = form.getByLabel('Export file from Loop Habit Tracker');

  // Another tracker's file is refused with the words.
  await file.setInputFiles({
    name: 'activities.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Activity ID,Activity Date,Activity Name\n1,"Mar 1, 2025",Run\n'),
  });
  await form.getByRole('button', { name: 'Check the file' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'This does not look like a Loop Habit Tracker export',
  );

  await file.setInputFiles({ name: 'loop.zip', mimeType: 'application/zip', buffer: loopZip });
  await form.getByRole('button', { name: 'Check the file' }).click();
  const plan = form.getByRole('table');
  for (const habit of ['Stretch', 'Read', 'Swim']) await expect(plan).toContainText(habit);
  await checkedScreenshots(page, `${shots}/import-loop-dry-run`);
  await form.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(/Import finished\. New journeys: 3\./).first()).toBeVisible();

  // The journeys are there, with their history; a second import makes nothing new.
  await page.goto('/journeys');
  for (const habit of ['Stretch', 'Read', 'Swim'])
    await expect(page.getByRole('link', { name: habit, exact: true })).toBeVisible();
  await page.goto('/settings/legal');
  await form.getByRole('radio', { name: /Loop Habit Tracker/ }).check();
  await file.setInputFiles({ name: 'loop.zip', mimeType: 'application/zip', buffer: loopZip });
  await form.getByRole('button', { name: 'Check the file' }).click();
  await expect(form.getByText('Everything in this file is already in your account.')).toBeVisible();
  await ada.close();
});
