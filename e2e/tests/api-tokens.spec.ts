import { expect, test, type Page } from '@playwright/test';
import { axeScan } from '../support/axe';
import { createJourney, setLanguage } from '../support/api';
import { signUpAndSignIn } from '../support/accounts';
import { showColorScheme } from '../support/themes';

/**
 * Personal access tokens end to end (issue 18): made in Settings → Security → Developer,
 * copied, used by a client that is not the browser (Playwright's `request`, like curl),
 * revoked, and refused from then on; and the API reference at /api/docs.
 */

const shots = '/tmp/shots-api-wave';

async function screenshots(
  page: Page,
  name: string,
  target: () => Promise<void> = async () => {},
  { isAppPage = true } = {},
) {
  for (const scheme of ['light', 'dark'] as const) {
    await showColorScheme(page, scheme, { isAppPage });
    await target();
    await page.screenshot({ path: `${shots}/${name}-${scheme}.png`, fullPage: false });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a token made in settings calls the API until it is revoked', async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpAndSignIn(page.request, baseURL!, { name: 'Ada Lovelace', isOnboarded: true });
  await page.goto('/settings/security');
  const panel = page.getByRole('region', { name: 'Developer' });
  await expect(panel.getByText('You have no tokens yet.')).toBeVisible();

  await panel.getByRole('button', { name: 'Create token' }).click();
  const form = panel.getByRole('form', { name: 'New personal access token' });
  await form.getByLabel('Token name').fill('Nightly backup');
  await form
    .getByRole('group', { name: 'Journeys' })
    .getByRole('radio', { name: 'Read and write' })
    .check();
  await form
    .getByRole('group', { name: 'Data export' })
    .getByRole('radio', { name: 'Read' })
    .check();
  await form.getByRole('radio', { name: '30 days' }).check();
  await form.scrollIntoViewIfNeeded();
  for (const scheme of ['light', 'dark'] as const) {
    await showColorScheme(page, scheme);
    const { violations } = await axeScan(page, { include: '[aria-labelledby="developer-title"]' });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  }
  await screenshots(page, 'developer-form-en', () => form.scrollIntoViewIfNeeded());
  await form.getByRole('button', { name: 'Create token' }).click();

  const notice = panel.getByRole('region', { name: 'Copy your new token now' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Copy token' }).click();
  await expect(notice.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  const token = await page.evaluate(() => navigator.clipboard.readText());
  expect(token).toMatch(/^wmk_pat_[0-9A-Za-z]{38}$/);
  await expect(notice.getByRole('textbox')).toHaveValue(token);
  await screenshots(page, 'developer-new-token-en', () => notice.scrollIntoViewIfNeeded());

  // A client with no cookie at all: only the token speaks for Ada.
  const client = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
  await createJourney(client, { title: 'Made by a script' });
  const listed = await client.get('/api/journeys');
  expect(listed.status()).toBe(200);
  expect(await listed.text()).toContain('Made by a script');
  // Outside its scopes: refused with a stable code.
  const settings = await client.get('/api/settings');
  expect(settings.status()).toBe(403);
  expect(((await settings.json()) as { error: { code: string } }).error.code).toBe(
    'TOKEN_NOT_ALLOWED',
  );

  await notice.getByRole('button', { name: 'I have copied it' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  const row = panel.getByRole('listitem').filter({ hasText: 'Nightly backup' });
  await expect(row.getByText('journeys:write')).toBeVisible();
  await expect(row.getByText('export:read')).toBeVisible();
  await expect(row.getByText(/^Last used .* from /)).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);
  for (const scheme of ['light', 'dark'] as const) {
    await showColorScheme(page, scheme);
    const { violations } = await axeScan(page, { include: '[aria-labelledby="developer-title"]' });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  }
  await screenshots(page, 'developer-list-en', () => panel.scrollIntoViewIfNeeded());

  // The same panel in Arabic, right to left.
  await setLanguage(page.request, 'ar');
  await page.reload();
  const arabicPanel = page.getByRole('region', { name: 'المطوّرون' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabicPanel.getByText('Nightly backup')).toBeVisible();
  await screenshots(page, 'developer-list-ar', () => arabicPanel.scrollIntoViewIfNeeded());
  await arabicPanel.getByRole('button', { name: 'إنشاء رمز' }).click();
  await screenshots(page, 'developer-form-ar', () =>
    arabicPanel.getByRole('form').scrollIntoViewIfNeeded(),
  );
  await arabicPanel.getByRole('button', { name: 'تراجع' }).click();
  await setLanguage(page.request, 'en');
  await page.reload();

  await panel.getByRole('button', { name: 'Revoke Nightly backup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke this token?' });
  await dialog.getByRole('button', { name: 'Revoke token' }).click();
  await expect(panel.getByText('You have no tokens yet.')).toBeVisible();

  const refused = await client.get('/api/journeys');
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
    'UNAUTHENTICATED',
  );
  await client.dispose();
});

test('the API reference renders under the content security policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const document = await page.request.get('/api/openapi.json');
  expect(document.ok()).toBe(true);
  expect(((await document.json()) as { openapi: string }).openapi).toBe('3.1.0');

  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: /Waymark API/ })).toBeVisible();
  // Waymark's reference, not stock Swagger UI: its name, its logo (leading back to the app),
  // its pine top bar, and Swagger UI's dark mode in its colours too.
  await expect(page).toHaveTitle('Waymark API reference');
  const logo = page.getByRole('link', { name: 'Waymark API: back to Waymark' });
  await expect(logo).toHaveAttribute('href', '/');
  const topBar = page.locator('.swagger-ui .topbar');
  await expect(topBar).toHaveCSS('background-color', 'rgb(15, 107, 87)');
  await showColorScheme(page, 'dark', { isAppPage: false });
  await expect(page.locator('html')).toHaveClass(/dark-mode/);
  await expect(topBar).toHaveCSS('background-color', 'rgb(22, 59, 49)');
  await showColorScheme(page, 'light', { isAppPage: false });
  await expect(topBar).toHaveCSS('background-color', 'rgb(15, 107, 87)');
  // Opened in the dark, it starts dark.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(topBar).toHaveCSS('background-color', 'rgb(22, 59, 49)');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  // Swagger UI draws a long reference virtually (only the operations in view are in the page):
  // the first tag is Journeys, so its item route is drawn at the top.
  await expect(page.getByText('/api/journeys/{id}', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Authorize/ })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  // Not the app's page: the reference draws itself.
  await screenshots(page, 'api-docs', undefined, { isAppPage: false });
  expect(violations).toEqual([]);
});
