import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUpAndSignIn } from '../support/accounts';
import { waitForAppStart } from '../support/app-start';
import { showColorScheme } from '../support/themes';

/**
 * Discover (issue 16) in three browsers: Grace shares a journey and works on it, Carol follows
 * Grace, Ada follows Carol. Ada finds Grace's journey by typing with a typo and choosing it
 * with the keyboard, and follows Grace from "People to follow". A visitor reads Discover in
 * Arabic, right to left.
 */

const shots = '/tmp/shots-discover-wave';

async function person(browser: Browser, baseURL: string, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await signUpAndSignIn(page.request, baseURL, { name, isOnboarded: true });
  return { page, account, close: () => context.close() };
}

async function expectNoViolations(page: Page) {
  await waitForAppStart(page);
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
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
  const ada = await person(browser, baseURL!, 'Ada Lovelace');
  const grace = await person(browser, baseURL!, 'Grace Hopper');
  const carol = await person(browser, baseURL!, 'Carol Shaw');

  const g = grace.page.request;
  const created = await g.post('/api/journeys', {
    data: {
      title: 'Learn Spanish',
      description: 'Verbs, numbers and a café order.',
      visibility: 'public',
      category: 'learning',
      steps: [{ title: 'Greetings' }, { title: 'Numbers' }, { title: 'Past tense' }],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const journey = (await created.json()) as { id: string; steps: { id: string }[] };
  expect((await g.post(`/api/steps/${journey.steps[0]!.id}/complete`)).ok()).toBe(true);
  // Ada keeps a learning journey of her own; Carol follows Grace, Ada follows Carol.
  expect(
    (
      await ada.page.request.post('/api/journeys', {
        data: { title: 'Read more books', visibility: 'private', category: 'learning' },
      })
    ).ok(),
  ).toBe(true);
  expect((await carol.page.request.put(`/api/profiles/${grace.account.id}/follow`)).ok()).toBe(
    true,
  );
  expect((await ada.page.request.put(`/api/profiles/${carol.account.id}/follow`)).ok()).toBe(true);

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
  await people.getByRole('button', { name: 'Follow Grace Hopper' }).click();
  await expect(people.getByRole('status').filter({ hasText: 'Following' })).toBeVisible();
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
  const grace = await person(browser, baseURL!, 'Grace Hopper');
  const created = await grace.page.request.post('/api/journeys', {
    data: {
      title: 'Walk the Camino',
      visibility: 'public',
      category: 'travel',
      steps: [{ title: 'Buy boots' }, { title: 'Fly to León' }],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const journey = (await created.json()) as { steps: { id: string }[] };
  expect((await grace.page.request.post(`/api/steps/${journey.steps[0]!.id}/complete`)).ok()).toBe(
    true,
  );

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
