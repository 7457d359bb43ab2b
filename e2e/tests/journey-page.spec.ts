import { expect, test, type Page } from '@playwright/test';
import { axeScan } from '../support/axe';
import { createJourney, isoDay, setLanguage } from '../support/api';
import { signUpAndSignIn } from '../support/accounts';

/**
 * Issue 20, "A journey page worth opening": the header (cover placeholder, progress ring,
 * dates, pace, owner), steps renamed in place and added at the end, the document written
 * inline and read by a visitor, and the journey's activity. Screenshots in English and
 * Arabic, light and dark, desktop and phone go to /tmp/journey-page-*.png.
 */

async function screenshots(page: Page, url: string, name: 'owner' | 'visitor') {
  for (const language of ['en', 'ar'] as const) {
    // A signed-in person sees their settings' language; a visitor the stored choice.
    if (name === 'owner') {
      await setLanguage(page.request, language);
    }
    await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
    for (const [size, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        await page.goto(url);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // The ring speaks the locale's digits: Arabic-Indic in Arabic.
        await expect(page.getByRole('progressbar')).toContainText(
          language === 'ar' ? /^[٠-٩]+٪|٪[٠-٩]+$/ : /^\d+%$/,
        );
        await expect(page.locator('ol time').first()).toBeVisible();
        await expect(page.getByText('Pack light: seven kilos at most.')).toBeVisible();
        await page.screenshot({
          path: `/tmp/journey-page-${name}-${language}-${size}-${colorScheme}.png`,
          fullPage: true,
        });
      }
    }
  }
  if (name === 'owner') await setLanguage(page.request, 'en');
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('the owner renames, adds and ticks steps in place, writes the document, and a visitor reads it all', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await signUpAndSignIn(page.request, baseURL!, { name: 'Ada Lovelace', isOnboarded: true });
  const journey = await createJourney(page.request, {
    title: 'Walk the Camino Francés',
    description: 'From Saint-Jean to Santiago, one stage at a time.',
    visibility: 'public',
    status: 'active',
    startDate: isoDay(-14),
    targetDate: isoDay(60),
    steps: [{ title: 'Buy boots' }, { title: 'Train on weekends' }, { title: 'Fly to Biarritz' }],
  });
  const url = `/journeys/${journey.id}`;

  await page.goto(url);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Walk the Camino Francés' }),
  ).toBeVisible();
  const ring = page.getByRole('progressbar', { name: 'Progress of Walk the Camino Francés' });
  await expect(ring).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
    'href',
    `/profile/${journey.owner.id}`,
  );
  await expect(page.getByText('Steps per week')).toBeVisible();
  await expect(page.getByText('No steps done lately to project a finish')).toBeVisible();

  const steps = page.getByRole('region', { name: 'Steps' });
  // Tick: the ring moves at once, the pace and the activity follow.
  await steps.getByRole('checkbox', { name: /Buy boots/ }).check();
  await expect(ring).toHaveAttribute('aria-valuenow', '33');
  await expect(page.getByText(/^On track: done on /)).toBeVisible();
  const activity = page.getByRole('region', { name: 'Activity' });
  await expect(activity.getByText('Journey created')).toBeVisible();
  await expect(
    activity.getByRole('listitem').filter({ hasText: 'Step done: Buy boots' }),
  ).toBeVisible();

  // Rename in place: Escape gives up, Enter saves (and survives a reload).
  await steps.getByRole('button', { name: 'Rename step 2' }).click();
  await page.getByRole('textbox', { name: 'New title of step 2' }).fill('Nothing');
  await page.keyboard.press('Escape');
  await expect(steps.getByRole('checkbox', { name: /Train on weekends/ })).toBeVisible();
  await expect(steps.getByRole('button', { name: 'Rename step 2' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'New title of step 2' }).fill('Train every weekend');
  await page.keyboard.press('Enter');
  await expect(steps.getByRole('checkbox', { name: /Train every weekend/ })).toBeVisible();

  // Add a step at the end: 1 of 4.
  await steps.getByRole('textbox', { name: 'New step' }).fill('Walk to Santiago');
  await page.keyboard.press('Enter');
  await expect(steps.getByRole('checkbox', { name: /Walk to Santiago/ })).toBeEnabled();
  await expect(page.getByText('1 of 4 steps')).toBeVisible();
  await expect(ring).toHaveAttribute('aria-valuenow', '25');

  // The document, written inline in the block editor.
  const editor = page.getByRole('textbox', { name: 'Document of Walk the Camino Francés' });
  await editor.click();
  await page.keyboard.type('Pack light: seven kilos at most.');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  // Each paragraph finds its own direction (an Arabic line in an English document reads right
  // to left), without a dir attribute in the stored document.
  const paragraph = editor.getByText('Pack light: seven kilos at most.');
  expect(await paragraph.evaluate((element) => getComputedStyle(element).unicodeBidi)).toBe(
    'plaintext',
  );

  await page.reload();
  await expect(steps.getByRole('checkbox', { name: /Train every weekend/ })).toBeVisible();
  await expect(editor).toContainText('Pack light: seven kilos at most.');
  await expect(async () => {
    const results = await axeScan(page);
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }).toPass({ timeout: 20_000 });
  await screenshots(page, url, 'owner');

  // A signed-out visitor: the same story, read-only, the document as text.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Walk the Camino Francés');
  await expect(visitor.getByText('Pack light: seven kilos at most.')).toBeVisible();
  await expect(visitor.getByRole('textbox')).toHaveCount(0);
  await expect(visitor.getByRole('checkbox')).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: /Rename/ })).toHaveCount(0);
  await expect(
    visitor.getByRole('region', { name: 'Activity' }).getByText('Step done: Buy boots'),
  ).toBeVisible();
  await expect(async () => {
    const results = await axeScan(visitor);
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }).toPass({ timeout: 20_000 });
  await screenshots(visitor, url, 'visitor');
  await visitorContext.close();

  // Private again: the activity is nobody else's business.
  const current = await page.request.get(`/api/journeys/${journey.id}`);
  const { version } = (await current.json()) as { version: number };
  await page.request.patch(`/api/journeys/${journey.id}`, {
    data: { visibility: 'private', version },
  });
  // `request` carries no session: a signed-out stranger.
  expect((await request.get(`/api/journeys/${journey.id}/activity`)).status()).toBe(404);
});
