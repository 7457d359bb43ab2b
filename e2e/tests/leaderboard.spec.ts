import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeScan } from '../support/axe';
import { completeStep, createJourney, setLanguage } from '../support/api';
import { openPerson } from '../support/accounts';
import { waitForAppStart } from '../support/app-start';
import { pickOption } from '../support/controls';
import { showColorScheme } from '../support/themes';

/**
 * The leaderboard (issue 16): Ada ticks steps and sees her points and rank at once; unticking
 * takes them back; Grace sees Ada until Ada opts out in her privacy settings. Axe on the
 * board, and screenshots light and dark in English and Arabic.
 */

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/shots-board-wave';

async function journeyWithTicks(page: Page, title: string, ticks: number) {
  const journey = await createJourney(page.request, {
    title,
    visibility: 'public',
    category: 'fitness',
    steps: [{ title: 'Warm up' }, { title: 'Run 5 km' }, { title: 'Run 10 km' }],
  });
  for (const step of journey.steps.slice(0, ticks)) {
    await completeStep(page.request, step.id);
  }
  return journey;
}

async function expectAccessible(page: Page) {
  const results = await axeScan(page);
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

async function capture(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await showColorScheme(page, scheme);
    await expectAccessible(page);
    await page.screenshot({
      path: join(shots, `leaderboard-${name}-${scheme}.png`),
      fullPage: true,
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('ticking steps shows my points and rank; undo and opting out take effect', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const ada = await openPerson(browser, baseURL!, 'Ada Lovelace');
  const grace = await openPerson(browser, baseURL!, 'Grace Hopper');
  const a = ada.page;
  const mine = await journeyWithTicks(a, 'Run a marathon', 2);
  await journeyWithTicks(grace.page, 'Swim a mile', 1);

  await a.goto('/leaderboard');
  await waitForAppStart(a);
  await expect(a.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  const board = a.getByRole('table', { name: 'Ranking for the chosen period' });
  const myRow = board.locator('tr[aria-current="true"]');
  await expect(myRow).toContainText('Ada Lovelace');
  await expect(myRow.getByRole('cell').nth(1)).toHaveText('20');
  // Other specs' people share this database and may have scored more this week: Ada's rank is
  // one more than the number of people with more points than her 20.
  const ahead = await board
    .locator('tbody tr')
    .evaluateAll(
      (rows) =>
        rows.filter(
          (row) => Number(row.querySelectorAll('td')[1]?.textContent?.replace(/\D/g, '')) > 20,
        ).length,
    );
  await expect(myRow.getByRole('cell').nth(0)).toHaveText(String(ahead + 1));
  // Other runs' people share the database: Grace is found by her profile link.
  const graceLink = a.locator(`a[href="/profile/${grace.account.id}"]`);
  await expect(board.locator(graceLink)).toHaveText('Grace Hopper');
  await expect(board.getByRole('row').filter({ has: graceLink })).toContainText('10');
  await capture(a, 'en');

  // Filters keep to the address; a category Ada did not score in leaves her out. (Other specs
  // share this database and may score in any category, so the empty board is a component test.)
  await a.getByRole('button', { name: 'All time' }).click();
  await expect(a).toHaveURL(/period=all/);
  await pickOption(a, 'Category', 'Travel');
  await expect(a).toHaveURL(/category=travel/);
  await expect(myRow).toHaveCount(0);
  await pickOption(a, 'Category', 'Fitness');
  await expect(myRow.getByRole('cell').nth(1)).toHaveText('20');

  // Unticking a step takes its points back.
  expect((await a.request.post(`/api/steps/${mine.steps[1]!.id}/uncomplete`)).ok()).toBe(true);
  await a.reload();
  await expect(myRow.getByRole('cell').nth(1)).toHaveText('10');

  // Opting out in privacy settings hides Ada from Grace, not from herself.
  const g = grace.page;
  await g.goto('/leaderboard');
  const adaLink = `a[href="/profile/${ada.account.id}"]`;
  await expect(g.locator(adaLink)).toBeVisible();
  await a.goto('/settings/privacy');
  const optOut = a.getByRole('switch', { name: 'Show me on leaderboards' });
  await optOut.click();
  await a.locator('form').filter({ has: optOut }).getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => {
      const response = await a.request.get('/api/settings');
      return ((await response.json()) as { showOnLeaderboard: boolean }).showOnLeaderboard;
    })
    .toBe(false);
  await g.reload();
  await expect(g.getByRole('table').first()).toBeVisible();
  await expect(g.locator(adaLink)).toHaveCount(0);
  await a.goto('/leaderboard');
  await expect(myRow).toContainText('Ada Lovelace');

  // Arabic: mirrored, Arabic-Indic digits.
  await a.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await setLanguage(a.request, 'ar');
  await a.goto('/leaderboard');
  await expect(a.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(a.getByRole('heading', { level: 1, name: 'لوحة المتصدرين' })).toBeVisible();
  const myArabicRow = a.locator('tr[aria-current="true"]').first();
  await expect(myArabicRow.getByRole('cell').nth(1)).toHaveText('١٠');
  await capture(a, 'ar');

  // Visitors read the everyone board without scopes.
  const visitor = await browser.newPage();
  await visitor.goto(`${baseURL!}/leaderboard`);
  await expect(visitor.locator(`a[href="/profile/${grace.account.id}"]`)).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'People I follow' })).toHaveCount(0);
  await visitor.close();
  await ada.close();
  await grace.close();
});
