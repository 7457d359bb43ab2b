import { expect, test, type Page } from '@playwright/test';
import { block, completeStep, createJourney, createProject, follow } from '../support/api';
import { openPerson } from '../support/accounts';
import { showColorScheme } from '../support/themes';

/**
 * The timeline in three browsers (issue 16): Ada follows Grace; Grace's journey and the steps
 * she ticks reach Ada's timeline as one grouped card, news arrive through the "N new" pill, and
 * Bob, whom Grace blocked, sees none of it, not even on the public tab.
 */

async function screenshot(page: Page, name: string) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await showColorScheme(page, scheme);
      await page.screenshot({ path: `/tmp/timeline-${name}-${width}-${scheme}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a follower sees grouped steps and news; a blocked person sees nothing', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const ada = await openPerson(browser, baseURL!, 'Ada Lovelace');
  const grace = await openPerson(browser, baseURL!, 'Grace Hopper');
  const bob = await openPerson(browser, baseURL!, 'Bob Blocked');

  // Before anything: Ada's Following tab says what to do.
  await ada.page.goto('/timeline');
  await expect(
    ada.page.getByRole('heading', { name: 'Nothing from the people you follow yet' }),
  ).toBeVisible();
  await screenshot(ada.page, 'empty');

  // Other specs (and a retry of this one) share the database: titles are unique to this run.
  const run = Date.now().toString(36);
  const camino = `Walk the Camino ${run}`;
  const kit = `Pilgrim kit ${run}`;
  const g = grace.page.request;
  await follow(ada.page.request, grace.account.id);
  await block(g, bob.account.id);
  const journey = await createJourney(g, {
    title: camino,
    visibility: 'public',
    category: 'travel',
    steps: [{ title: 'Buy boots' }, { title: 'Fly to León' }, { title: 'Reach Santiago' }],
  });
  for (const step of journey.steps.slice(0, 2)) {
    await completeStep(g, step.id);
  }

  const a = ada.page;
  await a.goto('/timeline');
  const cards = a.getByRole('article');
  await expect(cards.filter({ hasText: 'completed 2 steps' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'started a journey' })).toHaveCount(1);
  await expect(
    a.getByRole('progressbar', { name: `Progress of ${camino}` }).first(),
  ).toHaveAttribute('aria-valuenow', '67');
  await screenshot(a, 'following');

  // The kind filter keeps the address, and the journey link leads to the journey.
  await a.getByLabel('Kind').selectOption('step.completed');
  await expect(a).toHaveURL(/kind=step\.completed/);
  await expect(cards).toHaveCount(1);
  await a.getByLabel('Kind').selectOption('');

  // News wait above the list until asked for.
  await createProject(g, { title: kit, visibility: 'public' });
  await a.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  const pill = a.getByRole('button', { name: '1 new' });
  // On focus at once, else by the next poll (30 s).
  await expect(pill).toBeVisible({ timeout: 40_000 });
  await expect(cards).toHaveCount(2);
  await pill.click();
  await expect(cards.filter({ hasText: 'created a project' })).toHaveCount(1);
  await expect(pill).toHaveCount(0);

  await a.getByRole('link', { name: camino }).first().click();
  await expect(a).toHaveURL(new RegExp(`/journeys/${journey.id}`));

  // Bob, blocked by Grace, sees none of it, even among everyone's public activity.
  await bob.page.goto('/timeline?tab=everyone');
  await expect(bob.page.getByRole('button', { name: 'Everyone', pressed: true })).toBeVisible();
  await expect(bob.page.getByText(camino)).toHaveCount(0);
  await expect(bob.page.getByText(kit)).toHaveCount(0);

  await Promise.all([ada.close(), grace.close(), bob.close()]);
});

test('a visitor reads the public tab, in Arabic right to left', async ({ browser, baseURL }) => {
  const grace = await openPerson(browser, baseURL!, 'Grace Hopper');
  await createJourney(grace.page.request, {
    title: 'Learn Spanish',
    visibility: 'public',
    steps: [{ title: 'Hola' }],
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.goto('/timeline');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الخط الزمني' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Learn Spanish' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'المتابَعون' })).toHaveCount(0);
  await screenshot(page, 'visitor-ar');
  await Promise.all([context.close(), grace.close()]);
});
