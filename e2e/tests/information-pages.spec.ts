import { expect, test, type Page } from '@playwright/test';
import { axeScan } from '../support/axe';
import { waitForAppStart } from '../support/app-start';
import { showColorScheme } from '../support/themes';

const pages = [
  { path: '/about', heading: 'A calmer way to reach the goals that matter to you' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/pricing', heading: 'Simple pricing for Waymark Pro' },
  { path: '/blog', heading: 'Blog' },
  { path: '/blog/introducing-waymark', heading: 'Introducing Waymark' },
  { path: '/privacy', heading: 'Privacy policy' },
  { path: '/terms', heading: 'Terms of service' },
  { path: '/cookies', heading: 'Cookie policy' },
  { path: '/impressum', heading: 'Legal notice (Impressum)' },
];

async function expectNoAxeViolations(page: Page) {
  await waitForAppStart(page);
  const results = await axeScan(page);
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

for (const { path, heading } of pages) {
  test(`${path} shows its page, titled, with no axe violations in light and dark`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(/Waymark/);
    await expectNoAxeViolations(page);

    await showColorScheme(page, 'dark');
    await expectNoAxeViolations(page);
  });

  test(`${path} lays out right to left in Arabic with no axe violations`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the FAQ search filters the questions live and says when nothing matches', async ({
  page,
}) => {
  await page.goto('/faq');
  // Question buttons control their answers; the search box's clear button does not.
  const questions = page.getByRole('main').locator('button[aria-controls]');
  await expect(questions).toHaveCount(14);

  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('stripe');
  await expect(questions).toHaveCount(1);
  await questions.first().click();
  await expect(page.getByRole('region')).toContainText('Payments are handled by Stripe');

  await page.getByRole('searchbox').fill('submarine');
  await expect(page.getByRole('status')).toContainText('No question matches “submarine”.');
  await page.getByRole('button', { name: 'Clear the search' }).first().click();
  await expect(questions).toHaveCount(14);
  // The answer opened before the search stays open.
  await expect(questions.filter({ hasText: 'How does billing work' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('a blog post opens from the list, and an unknown post shows the not-found page', async ({
  page,
}) => {
  await page.goto('/blog');
  await page.getByRole('link', { name: 'How to split a goal into milestones' }).click();
  await expect(page).toHaveURL(/\/blog\/split-a-goal-into-milestones$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'How to split a goal into milestones' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: '1. Describe the finish line' }),
  ).toBeVisible();

  await page.goto('/blog/no-such-post');
  await expect(
    page.getByRole('heading', { level: 1, name: "We couldn't find that page" }),
  ).toBeVisible();
});

test('the blog announces its RSS feed, which answers RSS 2.0 XML with absolute links', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/blog');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/blog/rss.xml',
  );

  const response = await request.get('/blog/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await response.text();
  expect(xml).toContain('<rss version="2.0"');
  expect(xml).toContain(`<link>${baseURL}/blog/introducing-waymark</link>`);
});

test('the pricing page sends its calls to action to registration', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByText('$10', { exact: true })).toBeVisible();
  await expect(page.getByText('$100', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Start 7 days free' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
});

test('the Impressum shows the operator configured on the server', async ({ page }) => {
  await page.goto('/impressum');
  await expect(page.getByTestId('operator-name')).toHaveText('Waymark Labs Ltd');
  await expect(page.getByTestId('operator-address')).toHaveText(/1 Example Street\s+London/);
  await expect(page.getByTestId('operator-email')).toHaveText('legal@waymark.example');
});

test('the cookie policy lists what the app stores today', async ({ page }) => {
  await page.goto('/cookies');
  const table = page.getByRole('table');
  for (const name of ['i18next', 'i18nextLng', 'darkMode']) {
    await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/httpOnly session cookie is set/)).toBeVisible();
});
