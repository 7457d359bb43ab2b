import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUpAndSignIn } from '../support/accounts';
import { showColorScheme } from '../support/themes';

/**
 * The timeline in three browsers (issue 16): Ada follows Grace; Grace's journey and the steps
 * she ticks reach Ada's timeline as one grouped card, news arrive through the "N new" pill, and
 * Bob, whom Grace blocked, sees none of it, not even on the public tab.
 */

async function person(browser: Browser, baseURL: string, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await signUpAndSignIn(page.request, baseURL, { name, isOnboarded: true });
  return { page, account, close: () => context.close() };
}

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
  const ada = await person(browser, baseURL!, 'Ada Lovelace');
  const grace = await person(browser, baseURL!, 'Grace Hopper');
  const bob = await person(browser, baseURL!, 'Bob Blocked');

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
  expect((await ada.page.request.put(`/api/profiles/${grace.account.id}/follow`)).ok()).toBe(true);
  expect((await g.post(`/api/profiles/${bob.account.id}/block`)).ok()).toBe(true);
  const created = await g.post('/api/journeys', {
    data: {
      title: camino,
      visibility: 'public',
      category: 'travel',
      steps: [{ title: 'Buy boots' }, { title: 'Fly to León' }, { title: 'Reach Santiago' }],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const journey = (await created.json()) as { id: string; steps: { id: string }[] };
  for (const step of journey.steps.slice(0, 2)) {
    expect((await g.post(`/api/steps/${step.id}/complete`)).ok()).toBe(true);
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
  expect((await g.post('/api/projects', { data: { title: kit, visibility: 'public' } })).ok()).toBe(
    true,
  );
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
  const grace = await person(browser, baseURL!, 'Grace Hopper');
  const created = await grace.page.request.post('/api/journeys', {
    data: { title: 'Learn Spanish', visibility: 'public', steps: [{ title: 'Hola' }] },
  });
  expect(created.ok(), await created.text()).toBe(true);
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
