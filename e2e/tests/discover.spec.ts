import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeScan } from '../support/axe';
import { completeStep, createJourney, follow } from '../support/api';
import { openPerson } from '../support/accounts';
import { waitForAppStart } from '../support/app-start';
import { showColorScheme } from '../support/themes';

/**
 * Discover (issue 16) in three browsers: Grace shares a journey and works on it, Carol follows
 * Grace, Ada follows Carol. Ada finds Grace's journey by typing with a typo and choosing it
 * with the keyboard, and follows Grace from "People to follow". A visitor reads Discover in
 * Arabic, right to left.
 */

const shots = '/tmp/shots-discover-wave';

async function expectNoViolations(page: Page) {
  await waitForAppStart(page);
  const results = await axeScan(page, {
    options: { rules: { 'label-content-name-mismatch': { enabled: true } } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/** Light and dark, each checked by axe and photographed. */
async function checkAndShoot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await showColorScheme(page, scheme);
    await expectNoViolations(page);
    await page.screenshot({ path: `${shots}/discover-${name}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('search as you type, choose with the keyboard, follow from the suggestions', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const ada = await openPerson(browser, baseURL!, 'Ada Lovelace');
  const grace = await openPerson(browser, baseURL!, 'Grace Hopper');
  const carol = await openPerson(browser, baseURL!, 'Carol Shaw');

  const g = grace.page.request;
  const journey = await createJourney(g, {
    title: 'Learn Spanish',
    description: 'Verbs, numbers and a café order.',
    visibility: 'public',
    category: 'learning',
    steps: [{ title: 'Greetings' }, { title: 'Numbers' }, { title: 'Past tense' }],
  });
  await completeStep(g, journey.steps[0]!.id);
  // Ada keeps a learning journey of her own; Carol follows Grace, Ada follows Carol.
  await createJourney(ada.page.request, {
    title: 'Read more books',
    visibility: 'private',
    category: 'learning',
  });
  await follow(carol.page.request, grace.account.id);
  await follow(ada.page.request, carol.account.id);

  const a = ada.page;
  await a.goto('/');
  await a.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discover' }).click();
  await expect(a).toHaveURL(/\/discover$/);
  await expect(a.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
  const trending = a.getByRole('region', { name: 'Trending journeys' });
  await expect(trending.getByRole('link', { name: 'Learn Spanish' })).toBeVisible();
  await expect(
    a.getByRole('region', { name: 'New in your categories' }).getByRole('link', {
      name: 'Learn Spanish',
    }),
  ).toBeVisible();
  const people = a.getByRole('region', { name: 'People to follow' });
  await expect(people.getByText('Followed by 1 person you follow')).toBeVisible();
  await checkAndShoot(a, 'sections-en');

  // A typo still finds it, as one types; the arrows choose and Enter opens.
  const box = a.getByRole('combobox', { name: 'Search people, journeys and projects' });
  await box.pressSequentially('spansh', { delay: 40 });
  const option = a.getByRole('option', { name: /Learn Spanish/ });
  await expect(option).toBeVisible();
  await expect(a.getByRole('status').filter({ hasText: /1 result/ })).toHaveCount(1);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await checkAndShoot(a, 'search-en');
  await box.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await box.press('Enter');
  await expect(a).toHaveURL(new RegExp(`/journeys/${journey.id}`));

  // Follow Grace from the suggestions: the card says so and stays put.
  await a.goto('/discover');
  // Other specs' people may be suggested too (by language or activity): this Grace is the one
  // Carol follows.
  const graceCard = people
    .getByRole('article')
    .filter({ hasText: 'Followed by 1 person you follow' })
    .filter({ hasText: grace.account.username });
  await graceCard.getByRole('button', { name: 'Follow Grace Hopper' }).click();
  await expect(graceCard.getByRole('status').filter({ hasText: 'Following' })).toBeVisible();
  const profile = await a.request.get(`/api/profiles/${grace.account.id}/social`);
  expect(
    ((await profile.json()) as { relationship: { following: string } }).relationship,
  ).toMatchObject({ following: 'following' });

  // Browsing a category pages its public journeys.
  await a.getByRole('link', { name: /^Learning/ }).click();
  await expect(a).toHaveURL(/category=learning/);
  await expect(a.getByRole('heading', { level: 2, name: 'Learning journeys' })).toBeVisible();
  await expect(a.getByRole('link', { name: 'Learn Spanish' })).toBeVisible();
  await checkAndShoot(a, 'category-en');

  await Promise.all([ada.close(), grace.close(), carol.close()]);
});

test('a visitor discovers public journeys, in Arabic right to left', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const grace = await openPerson(browser, baseURL!, 'Grace Hopper');
  const journey = await createJourney(grace.page.request, {
    title: 'Walk the Camino',
    visibility: 'public',
    category: 'travel',
    steps: [{ title: 'Buy boots' }, { title: 'Fly to León' }],
  });
  await completeStep(grace.page.request, journey.steps[0]!.id);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.goto('/discover');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'استكشاف' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Walk the Camino' }).first()).toBeVisible();
  // Nothing personal for a visitor.
  await expect(page.getByRole('region', { name: 'أشخاص لتتابعهم' })).toHaveCount(0);
  await checkAndShoot(page, 'visitor-ar');
  const box = page.getByRole('combobox', { name: 'ابحث عن أشخاص ورحلات ومشاريع' });
  await box.pressSequentially('camino', { delay: 40 });
  await expect(page.getByRole('option', { name: /Walk the Camino/ })).toBeVisible();
  await checkAndShoot(page, 'search-ar');
  await Promise.all([context.close(), grace.close()]);
});
