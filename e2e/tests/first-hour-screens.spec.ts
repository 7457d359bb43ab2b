import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { axeScan } from '../support/axe';
import { ageAccount, completeStep, createJourney, setLanguage } from '../support/api';
import { signUpAndSignIn } from '../support/accounts';
import { waitForAppStart } from '../support/app-start';

/**
 * The six screens of a first hour (dashboard, journeys, a journey, its document, settings,
 * billing with the payment modal open), in English and Arabic, light and dark, on a laptop
 * and a phone. Each must lay out without sideways scrolling and pass axe; the screenshots are
 * kept with the run's artifacts (and in SCREENSHOT_DIR when set) for people to look at.
 */

const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

const texts = {
  en: {
    title: 'Run my first half marathon',
    steps: ['Run 5 km', 'Join a club', 'Run 10 km', 'Long run of 16 km', 'Race day'],
  },
  ar: {
    title: 'الجري في أول نصف ماراثون',
    steps: ['الجري 5 كم', 'الانضمام إلى نادٍ', 'الجري 10 كم', 'جري طويل 16 كم', 'يوم السباق'],
  },
} as const;

/** The elements that reach past the window's edges, when the document is wider than it. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const width = root.clientWidth;
    return Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .slice(0, 5)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const label = element.getAttribute('aria-label') ?? element.textContent?.slice(0, 40);
        return `${element.tagName.toLowerCase()}.${element.className} [${Math.round(box.left)}, ${Math.round(box.right)}] ${label}`;
      });
  });
}

async function expectCleanScreen(page: Page) {
  await waitForAppStart(page);
  // Polled: an element sliding in (a toast, a popover) may overflow for a moment; a layout
  // that stays wider than the window fails and names the elements that stick out.
  await expect
    .poll(() => sidewaysOverflow(page), { message: 'the page scrolls sideways', timeout: 5_000 })
    .toEqual([]);
  const results = await axeScan(page, {
    options: { rules: { 'label-content-name-mismatch': { enabled: true } } },
  });
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

async function capture(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  const path = dir ? join(dir, `${name}.png`) : test.info().outputPath(`${name}.png`);
  if (dir) mkdirSync(dir, { recursive: true });
  await page.screenshot({ path });
}

for (const language of ['en', 'ar'] as const) {
  for (const [size, viewport] of Object.entries(viewports)) {
    test(`the first-hour screens in ${language} on a ${size} lay out and pass axe, light and dark`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      await signUpAndSignIn(page.request, baseURL!, {
        name: language === 'ar' ? 'Layla Haddad' : 'Ada Lovelace',
        isOnboarded: true,
      });
      await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
      await setLanguage(page.request, language);

      const { title, steps } = texts[language];
      const journey = await createJourney(page.request, {
        title,
        category: 'health',
        visibility: 'followers',
        targetDate: '2027-04-18',
        steps: steps.map((step) => ({ title: step })),
      });
      for (const step of journey.steps.slice(0, 2)) {
        await completeStep(page.request, step.id);
      }

      const screens: { name: string; path: string }[] = [
        { name: 'dashboard', path: '/dashboard' },
        { name: 'journeys', path: '/journeys' },
        { name: 'journey', path: `/journeys/${journey.id}` },
        { name: 'settings', path: '/settings/profile' },
        { name: 'billing', path: '/billing' },
      ];
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        for (const screen of screens) {
          await test.step(`${size} ${colorScheme} ${screen.name}`, async () => {
            await page.goto(screen.path);
            await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
            await expect(page.locator('html')).toHaveAttribute('lang', language);
            await expectCleanScreen(page);
            await capture(page, `${screen.name}-${language}-${colorScheme}-${size}`);
          });
        }
        await test.step(`${size} ${colorScheme} workspace`, async () => {
          await page.goto('/projects/workspace');
          if (size === 'phone') {
            // The tree lives in a drawer on phones.
            await page.locator('main').getByRole('button').first().click({ timeout: 10_000 });
          }
          await page.getByRole('treeitem', { name: title }).click({ timeout: 10_000 });
          await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
          await expect(page.locator('.ProseMirror')).toBeVisible();
          await expectCleanScreen(page);
          await capture(page, `workspace-${language}-${colorScheme}-${size}`);
        });
      }

      // Past the grace period the payment modal opens from the gate.
      await ageAccount(page.request, baseURL!, 8);
      for (const colorScheme of ['light', 'dark'] as const) {
        await test.step(`${size} ${colorScheme} payment modal`, async () => {
          await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
          await page.goto('/');
          await page
            .getByRole('button', { name: language === 'ar' ? 'اشترك الآن' : 'Subscribe Now' })
            .first()
            .click();
          const dialog = page.getByRole('dialog');
          await expect(dialog.getByRole('button').last()).toBeInViewport();
          await expectCleanScreen(page);
          await capture(page, `billing-modal-${language}-${colorScheme}-${size}`);
        });
      }
    });
  }
}

/**
 * The gzipped size (level 9) of the scripts at `urls`, as the server sends them, and a line per
 * script (name and KiB, largest first) for the failure message.
 */
async function gzippedBytes(
  page: Page,
  urls: Iterable<string>,
): Promise<{ total: number; listing: string }> {
  const sizes: [string, number][] = [];
  for (const url of urls) {
    const body = await (await page.request.get(url)).body();
    sizes.push([new URL(url).pathname.split('/').pop()!, gzipSync(body, { level: 9 }).length]);
  }
  sizes.sort((a, b) => b[1] - a[1]);
  const listing = sizes.map(([name, size]) => `${name} ${(size / 1024).toFixed(1)}`).join(', ');
  return { total: sizes.reduce((sum, [, size]) => sum + size, 0), listing };
}

// Issue 32's target is 130 KB; this guard holds 152 KiB. Measured: 150.0 KiB before i18next was
// pinned back to 26 for Node 20 (+0.5 in the i18n chunk); 151.3 KiB while the first load also
// restored kept reads (issue 32, reverted for now, to come back with the same guard).
// The libraries alone are 124.5 KiB (React DOM 65.8, React Router 30.4, i18next 18.0, TanStack
// Query 10.3): the app's own code on `/` (index 18.8, the home page 2.8, icons) is what is left,
// so 130 needs a library out of the visitor's first load (see docs/ARCHITECTURE.md). The first
// load carries only the landing pages' routes: the rest of the route table is a chunk of its own
// (app/routes/later-routes.tsx), and the installable app's worker, the offline outbox, the
// toasts' code and prefetching on intent load three seconds after start (app/after-start).
const HOME_SCRIPT_BUDGET_BYTES = 152 * 1024;

test('the home page stays within its gzipped JavaScript budget', async ({ page }) => {
  await page.goto('/');
  await waitForAppStart(page);
  await page.waitForLoadState('networkidle');
  // The first load: every script the page asked for before the deferred start began (on a
  // busy machine that start can come before the network is idle; it is not the first load).
  const scripts = await page.evaluate(() => {
    const deferredAt =
      performance.getEntriesByName('waymark:after-start')[0]?.startTime ?? Number.POSITIVE_INFINITY;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .filter((entry) => entry.startTime < deferredAt)
      .map((entry) => entry.name);
  });
  const { total, listing } = await gzippedBytes(page, scripts);
  expect(scripts.length).toBeGreaterThan(0);
  expect(total, `${scripts.length} scripts (KiB): ${listing}`).toBeLessThanOrEqual(
    HOME_SCRIPT_BUDGET_BYTES,
  );
});

// The signed-in dashboard's first load (issue 32): every script the browser asked for before the
// dashboard drew the person's figures (its stat cards), measured like `/`. The charts and
// recharts are not part of it: they mount after the figures have painted (ChartCard,
// useAfterFirstPaint), and are checked to load then.
const DASHBOARD_FIRST_LOAD_BUDGET_BYTES = 235 * 1024;

test('the signed-in dashboard draws its figures within its own script budget, charts after', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signUpAndSignIn(page.request, baseURL!, { name: 'Dora Budget', isOnboarded: true });
  await createJourney(page.request, {
    title: 'Walk the coast path',
    category: 'health',
    steps: [{ title: 'Pack' }, { title: 'Walk' }],
  });
  // The moment the figures are in the page, on the page's own clock.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('main dl')) return;
      (window as unknown as { figuresAt: number }).figuresAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/dashboard');
  await expect(page.locator('main dl')).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  const { figuresAt, scripts } = await page.evaluate(() => ({
    figuresAt: (window as unknown as { figuresAt: number }).figuresAt,
    scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
  }));
  const first = scripts.filter((script) => script.startTime < figuresAt).map(({ url }) => url);
  const later = scripts.filter((script) => script.startTime >= figuresAt).map(({ url }) => url);
  expect(first.some((url) => url.includes('dashboard-charts'))).toBe(false);
  expect(later.some((url) => url.includes('dashboard-charts'))).toBe(true);
  const { total, listing } = await gzippedBytes(page, first);
  expect(total, `${first.length} scripts before the figures (KiB): ${listing}`).toBeLessThanOrEqual(
    DASHBOARD_FIRST_LOAD_BUDGET_BYTES,
  );
});
