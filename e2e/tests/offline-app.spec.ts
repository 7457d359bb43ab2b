import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { createJourney, setLanguage, startConversation } from '../support/api';
import { openPerson } from '../support/accounts';
import { waitForAppStart } from '../support/app-start';
import { checkedScreenshots } from '../support/screenshots';

/**
 * Issue 19, the installable app: Chromium's installability checks and the manifest; a cold
 * start with no network; and offline capture through the IndexedDB outbox (a tick, a note
 * that meets a newer version of its step, a chat message), each reaching the server once.
 * Screenshots go to SCREENSHOT_DIR (or /tmp/offline-shots).
 */

// The installable app's worker is what this file tests: the config blocks it elsewhere, and
// that default reaches the persistent contexts launched here too.
test.use({ serviceWorkers: 'allow' });

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/offline-shots';
mkdirSync(shots, { recursive: true });

/** A journey of `steps` with a title of its own. */
const trek = (page: Page, steps: string[]) =>
  createJourney(page.request, {
    title: `Offline trek ${randomUUID().slice(0, 6)}`,
    steps: steps.map((title) => ({ title })),
  });

/** The service worker is installed and in charge of the page (it registers 3 s after start). */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
    timeout: 30_000,
  });
  // Its precache (the app shell) is complete once it is active.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

/** Light and dark, each checked with axe and captured. */
const screenshots = (page: Page, name: string) => checkedScreenshots(page, `${shots}/${name}`);

test('the app passes Chromium installability checks, with a complete manifest', async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  // Chromium never offers to install from an incognito profile, which every test context is:
  // this check needs a profile on disk.
  const profile = mkdtempSync(join(tmpdir(), 'waymark-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
    baseURL,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await waitForAppStart(page);
  await waitForServiceWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  const data = JSON.parse(manifest.data ?? '{}') as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(data).toMatchObject({
    name: 'Waymark',
    short_name: 'Waymark',
    start_url: '/dashboard',
    display: 'standalone',
    theme_color: '#0f6b57',
  });
  const icon = (sizes: string, purpose?: string) =>
    data.icons.some((i) => i.sizes === sizes && (purpose ? i.purpose === purpose : !i.purpose));
  expect(icon('192x192')).toBe(true);
  expect(icon('512x512')).toBe(true);
  expect(icon('512x512', 'maskable')).toBe(true);
  for (const { src } of data.icons) {
    const response = await page.request.get(src);
    expect(response.headers()['content-type'], src).toBe('image/png');
  }
  await cdp.detach();
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test('a cold start without network opens the app shell and a journey read before', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const ada = await openPerson(browser, baseURL!, 'Ada Offline');
  const journey = await trek(ada.page, ['Pack the tent', 'Find the trailhead']);
  const first = ada.page;
  await first.goto('/');
  await waitForAppStart(first);
  await waitForServiceWorker(first);
  // Read once online, under the worker: the page and its journey are kept for offline reading.
  await first.goto(`/journeys/${journey.id}`);
  await expect(first.getByRole('heading', { level: 1, name: journey.title })).toBeVisible();
  await first.goto('/');
  await waitForAppStart(first);
  await first.close();

  await ada.context.setOffline(true);
  const page = await ada.context.newPage();
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText('Connection Error')).toHaveCount(0);
  await page.goto(`/journeys/${journey.id}`);
  await expect(page.getByRole('heading', { level: 1, name: journey.title })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Step 1: Pack the tent' })).toBeVisible();
  await screenshots(page, 'offline-cold-start-en');
  await ada.context.setOffline(false);
  await ada.close();
});

test('a tick made offline waits to sync, then reaches the server exactly once', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const cleo = await openPerson(browser, baseURL!, 'Cleo Outbox');
  const journey = await trek(cleo.page, ['Buy the map', 'Walk the ridge']);
  const page = cleo.page;
  await page.goto(`/journeys/${journey.id}`);
  await waitForAppStart(page);
  // A returning visitor: the worker has the app's chunks, so nothing lazy fails offline.
  await waitForServiceWorker(page);
  const box = page.getByRole('checkbox', { name: 'Step 1: Buy the map' });
  await expect(box).not.toBeChecked();

  await cleo.context.setOffline(true);
  await box.check();
  await expect(page.getByTestId('waiting-to-sync')).toHaveText('Waiting to sync');
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/complete')) {
      keys.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  await cleo.context.setOffline(false);
  await expect(page.getByTestId('waiting-to-sync')).toHaveCount(0);
  expect(keys).toHaveLength(1);

  const detail = (await (await page.request.get(`/api/journeys/${journey.id}`)).json()) as {
    completedStepCount: number;
  };
  expect(detail.completedStepCount).toBe(1);
  // A repeat of that very write (a lost answer, a second tab) is answered, not applied again.
  const repeat = await page.request.post(`/api/steps/${journey.steps[0]!.id}/complete`, {
    headers: { 'Idempotency-Key': keys[0]! },
  });
  expect(repeat.status()).toBe(200);
  expect(repeat.headers()['idempotent-replayed']).toBe('true');
  const points = (await (await page.request.get('/api/journeys/' + journey.id)).json()) as {
    completedStepCount: number;
  };
  expect(points.completedStepCount).toBe(1);
  await cleo.close();
});

/**
 * A person on a journey page controlled by the worker, with the two moves of these tests:
 * tick a step offline, and fire the worker's `waymark-outbox` sync as the browser does when
 * the network is back.
 */
async function journeyUnderWorker(browser: Browser, baseURL: string, name: string) {
  const person = await openPerson(browser, baseURL, name);
  const journey = await trek(person.page, ['Fill the bottles', 'Check the map']);
  const page = person.page;
  const cdp = await person.context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    registrations.push(...event.registrations);
  });
  await page.goto(`/journeys/${journey.id}`);
  await waitForAppStart(page);
  await waitForServiceWorker(page);
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.filter((r) => !r.isDeleted).length).toBeGreaterThan(0);
  const registration = registrations.find((r) => !r.isDeleted)!;

  const tickOffline = async () => {
    await person.context.setOffline(true);
    await page.getByRole('checkbox', { name: 'Step 1: Fill the bottles' }).check();
    await expect(page.getByTestId('waiting-to-sync')).toBeVisible();
  };
  const fireSync = async () => {
    await person.context.setOffline(false);
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: new URL(baseURL).origin,
      registrationId: registration.registrationId,
      tag: 'waymark-outbox',
      lastChance: false,
    });
  };
  const completedSteps = async () => {
    const answer = await person.page.request.get(`/api/journeys/${journey.id}`);
    return ((await answer.json()) as { completedStepCount: number }).completedStepCount;
  };
  return { person, journey, page, cdp, tickOffline, fireSync, completedSteps };
}

test('Background Sync sends the outbox from the worker when no page of the app is open', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { person, journey, page, cdp, tickOffline, fireSync, completedSteps } =
    await journeyUnderWorker(browser, baseURL!, 'Hal Background');
  await tickOffline();
  // The person leaves the app before the network is back: no page of it stays open (the
  // one left may still be listed by the worker, kept in the back-forward cache).
  await page.goto('about:blank');
  await fireSync();
  await expect.poll(completedSteps).toBe(1);
  // Back in the app, nothing waits any more, and nothing is sent twice.
  await page.goto(`/journeys/${journey.id}`);
  await expect(page.getByRole('checkbox', { name: 'Step 1: Fill the bottles' })).toBeChecked();
  await expect(page.getByTestId('waiting-to-sync')).toHaveCount(0);
  await cdp.detach();
  await person.close();
});

test('a listed page that never answers the worker does not hold the outbox back', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { person, journey, page, cdp, tickOffline, fireSync, completedSteps } =
    await journeyUnderWorker(browser, baseURL!, 'Ivy Silent');
  // A second tab of the origin that runs none of the app (the API reference): the worker
  // lists it as an open page, and it never answers, as a page the person already left
  // (still being unloaded, or kept in the back-forward cache) does not.
  const silent = await person.context.newPage();
  await silent.goto('/api/docs/');
  await expect
    .poll(() => silent.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await tickOffline();
  await page.goto('about:blank');
  await fireSync();
  await expect.poll(completedSteps, { timeout: 15_000 }).toBe(1);
  await page.goto(`/journeys/${journey.id}`);
  await expect(page.getByRole('checkbox', { name: 'Step 1: Fill the bottles' })).toBeChecked();
  await expect(page.getByTestId('waiting-to-sync')).toHaveCount(0);
  await cdp.detach();
  await person.close();
});

for (const language of ['en', 'ar'] as const) {
  test(`a note edited offline that meets a newer edit shows the conflict (${language})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const dina = await openPerson(browser, baseURL!, 'Dina Notes');
    const journey = await trek(dina.page, ['Check the weather', 'Leave at dawn']);
    const step = journey.steps[0]!;
    const page = dina.page;
    if (language === 'ar') {
      await setLanguage(page.request, language);
      await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    }
    const texts =
      language === 'en'
        ? {
            add: 'Add a note',
            save: 'Save note',
            waiting: 'Waiting to sync',
            useMine: 'Use my note',
          }
        : {
            add: 'أضف ملاحظة',
            save: 'احفظ الملاحظة',
            waiting: 'بانتظار المزامنة',
            useMine: 'استخدم ملاحظتي',
          };
    await page.goto(`/journeys/${journey.id}`);
    await waitForAppStart(page);
    await waitForServiceWorker(page);
    await expect(page.getByRole('checkbox').first()).toBeVisible();

    await dina.context.setOffline(true);
    await page.getByRole('button', { name: texts.add }).first().click();
    await page.locator(`#step-note-${step.id}`).fill('Rain gear, mine');
    await page.getByRole('button', { name: texts.save }).click();
    await expect(page.getByTestId('waiting-to-sync')).toHaveText(texts.waiting);
    await screenshots(page, `offline-note-waiting-${language}`);

    // Meanwhile the same step's note is changed elsewhere (another device, online).
    const elsewhere = await page.request.patch(`/api/steps/${step.id}`, {
      data: { notes: 'Sun hat, theirs', version: step.version },
    });
    expect(elsewhere.ok(), await elsewhere.text()).toBe(true);

    await dina.context.setOffline(false);
    const conflict = page.getByTestId('note-conflict');
    await expect(conflict).toBeVisible();
    await expect(conflict.getByTestId('note-saved')).toHaveText('Sun hat, theirs');
    await expect(conflict.getByTestId('note-mine')).toHaveText('Rain gear, mine');
    await expect(page.getByTestId('waiting-to-sync')).toHaveCount(0);
    await screenshots(page, `offline-note-conflict-${language}`);

    // The server kept the other edit; "Use my note" puts the person's own on top of it.
    const kept = (await (await page.request.get(`/api/journeys/${journey.id}`)).json()) as {
      steps: { id: string; notes: string }[];
    };
    expect(kept.steps.find((s) => s.id === step.id)?.notes).toBe('Sun hat, theirs');
    await conflict.getByRole('button', { name: texts.useMine }).click();
    await expect(conflict).toHaveCount(0);
    await expect
      .poll(async () => {
        const now = (await (await page.request.get(`/api/journeys/${journey.id}`)).json()) as {
          steps: { id: string; notes: string }[];
        };
        return now.steps.find((s) => s.id === step.id)?.notes;
      })
      .toBe('Rain gear, mine');
    await dina.close();
  });
}

test('a chat message written offline waits to sync and is delivered once', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const eve = await openPerson(browser, baseURL!, 'Eve Writer');
  const finn = await openPerson(browser, baseURL!, 'Finn Reader');
  const { id: conversationId } = await startConversation(eve.page.request, {
    kind: 'direct',
    userId: finn.account.id,
  });
  const page = eve.page;
  await page.goto(`/chat/${conversationId}`);
  await waitForAppStart(page);
  await waitForServiceWorker(page);
  const composer = page.getByRole('textbox', { name: 'Message' });
  await expect(composer).toBeVisible();

  await eve.context.setOffline(true);
  const text = `Written on the train ${randomUUID().slice(0, 6)}`;
  await composer.fill(text);
  await composer.press('Enter');
  const pending = page.getByTestId('pending-message');
  await expect(pending).toContainText('Waiting to sync');
  // Kept in IndexedDB, not only in the page's memory.
  const stored = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('waymark-offline', 1);
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => resolve((all.result as { kind?: string }[]).length);
        };
      }),
  );
  expect(stored).toBe(1);
  await screenshots(page, 'offline-chat-waiting-en');

  await eve.context.setOffline(false);
  await expect(pending).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();
  const messages = (await (
    await finn.page.request.get(`/api/conversations/${conversationId}/messages`)
  ).json()) as { items: { body: string }[] };
  expect(messages.items.filter((m) => m.body === text)).toHaveLength(1);
  await Promise.all([eve.close(), finn.close()]);
});

test('signing out deletes the outbox and the cached reads', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const gus = await openPerson(browser, baseURL!, 'Gus Shared');
  const journey = await trek(gus.page, ['Lock the door']);
  const page = gus.page;
  await page.goto(`/journeys/${journey.id}`);
  await waitForAppStart(page);
  await waitForServiceWorker(page);
  await gus.context.setOffline(true);
  await page.getByRole('checkbox', { name: 'Step 1: Lock the door' }).check();
  await expect(page.getByTestId('waiting-to-sync')).toBeVisible();
  await gus.context.setOffline(false);
  await expect(page.getByTestId('waiting-to-sync')).toHaveCount(0);
  // Sign out from the account menu.
  await page.getByRole('button', { name: 'GS, Gus Shared: account menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  // IndexedDB deletes a database once every open connection closes (the worker may still be
  // holding one from the sync just before): what counts is that it goes, not in which tick.
  const left = () =>
    page.evaluate(async () => ({
      databases: (await indexedDB.databases()).map((db) => db.name),
      caches: await caches.keys(),
    }));
  await expect.poll(async () => (await left()).databases).not.toContain('waymark-offline');
  expect((await left()).caches).not.toContain('waymark-api-read');
  await gus.close();
});
