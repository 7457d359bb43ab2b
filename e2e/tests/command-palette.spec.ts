import { expect, test, type Page } from '@playwright/test';
import { axeScan } from '../support/axe';
import { createJourney, setLanguage } from '../support/api';
import { signUpAndSignIn } from '../support/accounts';
import { waitForAppStart } from '../support/app-start';

// Keyboard first (issue: the first hour): the command palette and the single-key shortcuts.

/** The palette's keyboard layer loads after the app starts; its header button says it is there. */
async function openSignedInPage(page: Page, path: string, searchButton = /Search…/): Promise<void> {
  await page.goto(path);
  await waitForAppStart(page);
  await expect(page.getByRole('button', { name: searchButton })).toBeVisible();
}

/** axe as the accessibility spec runs it, with WCAG 2.5.3 (label in name) switched on. */
async function expectNoViolations(page: Page): Promise<void> {
  const results = await axeScan(page, {
    options: { rules: { 'label-content-name-mismatch': { enabled: true } } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

test('Ctrl+K finds a journey by its title and Enter opens it', async ({ page, baseURL }) => {
  await signUpAndSignIn(page.request, baseURL!, { isOnboarded: true });
  await createJourney(page.request, { title: 'Learn Spanish' });
  const lisbon = await createJourney(page.request, { title: 'Weekend in Lisbon' });
  await openSignedInPage(page, '/dashboard');

  const dialog = page.getByRole('dialog', { name: 'Search and commands' });
  await expect(async () => {
    await page.keyboard.press('Control+K');
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const input = dialog.getByRole('combobox', {
    name: 'Search journeys, projects, people and commands',
  });
  await expect(input).toBeFocused();
  await page.keyboard.type('lisbon');
  await expect(dialog.getByRole('option', { name: 'Weekend in Lisbon' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByRole('option', { name: 'Learn Spanish' })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/journeys/${lisbon.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Weekend in Lisbon' })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('? lists the shortcuts, g j goes to journeys, and typing in a field triggers nothing', async ({
  page,
  baseURL,
}) => {
  await signUpAndSignIn(page.request, baseURL!, { isOnboarded: true });
  await openSignedInPage(page, '/dashboard');

  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(async () => {
    await page.keyboard.press('?');
    await expect(help).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(help.getByRole('term')).toHaveText([
    'Open the command palette',
    'Go to the dashboard',
    'Go to journeys',
    'Go to projects',
    'Go to the workspace',
    'Go to settings',
    'Create a journey',
    'Search this page, or open the palette',
    'Show this list',
    'Close a dialog',
  ]);
  await page.screenshot({ path: '/tmp/palette-help-en-light-desktop.png' });
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await page.keyboard.press('g');
  await page.keyboard.press('j');
  await expect(page).toHaveURL(/\/journeys$/);

  // `/` puts the cursor in the list's search; letters typed there stay text.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(search).toBeVisible();
  await expect(search).not.toBeFocused();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type('gp c');
  await expect(search).toHaveValue('gp c');
  await expect(page).toHaveURL(/\/journeys(\?.*)?$/);
});

test('the palette in English and Arabic, light and dark, on a desktop and a phone, without axe violations', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page.request, baseURL!, { isOnboarded: true });
  await createJourney(page.request, { title: 'Weekend in Lisbon' });
  await createJourney(page.request, { title: 'رحلة إلى مراكش' });
  const cases = [
    { language: 'en', button: /Search…/, title: 'Search and commands', dir: 'ltr' },
    { language: 'ar', button: /بحث…/, title: 'البحث والأوامر', dir: 'rtl' },
  ] as const;
  for (const { language, button, title, dir } of cases) {
    await setLanguage(page.request, language);
    for (const theme of ['light', 'dark'] as const) {
      for (const [device, viewport] of [
        ['desktop', { width: 1280, height: 800 }],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto('/dashboard');
        await page.evaluate(
          ([lng, isDark]) => {
            localStorage.setItem('i18nextLng', lng);
            localStorage.setItem('darkMode', String(isDark));
          },
          [language, theme === 'dark'] as const,
        );
        await openSignedInPage(page, '/dashboard', button);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        await page.screenshot({ path: `/tmp/palette-header-${language}-${theme}-${device}.png` });
        await expectNoViolations(page);
        // On a phone the magnifier is the way in: there is no keyboard to press Ctrl+K on.
        await page.getByRole('button', { name: button }).click();
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog.getByRole('option').first()).toBeVisible();
        // A title people wrote keeps its own direction inside the other language's page.
        const arabicTitle = dialog.getByRole('option', { name: 'رحلة إلى مراكش' });
        await expect(arabicTitle.locator('[dir="auto"]')).toHaveText('رحلة إلى مراكش');
        await page.screenshot({ path: `/tmp/palette-${language}-${theme}-${device}.png` });
        if (device === 'desktop') await expectNoViolations(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    }
  }
});

test('the palette’s code loads with its first opening, never for a visitor', async ({
  browser,
  baseURL,
}) => {
  const isPaletteCode = (url: string) => /\/assets\/(command-|palette-)/.test(url);

  const visitor = await browser.newPage();
  const visitorScripts: string[] = [];
  visitor.on('response', (response) => {
    if (response.request().resourceType() === 'script') visitorScripts.push(response.url());
  });
  await visitor.goto('/');
  await waitForAppStart(visitor);
  await visitor.waitForLoadState('networkidle');
  expect(visitorScripts.length).toBeGreaterThan(0);
  expect(visitorScripts.filter(isPaletteCode)).toEqual([]);
  await visitor.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpAndSignIn(page.request, baseURL!, { isOnboarded: true });
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await openSignedInPage(page, '/dashboard');
  await page.waitForLoadState('networkidle');
  // The shortcut layer and the header button are small; cmdk waits for the first opening.
  expect(scripts.filter((url) => /\/assets\/command-palette-/.test(url))).toEqual([]);
  await page.getByRole('button', { name: /Search…/ }).click();
  await expect(page.getByRole('dialog', { name: 'Search and commands' })).toBeVisible();
  await expect
    .poll(() => scripts.filter((url) => /\/assets\/command-palette-/.test(url)).length)
    .toBe(1);
  await context.close();
});
