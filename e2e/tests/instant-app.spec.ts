import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { openPerson, signUpAndSignIn, testPassword } from '../support/accounts';
import {
  completeStep,
  createJourney,
  createProject,
  follow,
  isoDay,
  setLanguage,
  startConversation,
} from '../support/api';
import { waitForAppStart } from '../support/app-start';
import { checkedScreenshots } from '../support/screenshots';

/**
 * Issue 32, the instant app: the signed-in person's reads are kept on the device, so a new tab
 * draws each main screen from them while the network is slow or gone, and marks them as
 * refreshing or saved; sign-out leaves nothing of the person behind, and a sign-in on a shared
 * or public computer keeps nothing at all. Screenshots go to SCREENSHOT_DIR (or
 * /tmp/instant-shots).
 */

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/instant-shots';
mkdirSync(shots, { recursive: true });

const KEPT_DB = 'waymark-kept-reads';

/** Everything the kept-reads store holds, as one JSON text ('' when the store was never made). */
function keptOnDevice(page: Page): Promise<string> {
  return page.evaluate(async (name) => {
    // Opening a database that does not exist would create it, without the app's store.
    if (!(await indexedDB.databases()).some((db) => db.name === name)) return '';
    return new Promise<string>((resolve) => {
      const open = indexedDB.open(name);
      open.onerror = () => resolve('');
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('kept')) {
          db.close();
          resolve('');
          return;
        }
        const all = db.transaction('kept').objectStore('kept').getAll();
        all.onsuccess = () => {
          db.close();
          // The reads are stored as JSON text: read back as JSON, so keys match as written.
          const values = (all.result as unknown[]).map((value) =>
            typeof value === 'string' ? (JSON.parse(value) as unknown) : value,
          );
          resolve(JSON.stringify(values));
        };
        all.onerror = () => {
          db.close();
          resolve('');
        };
      };
    });
  }, KEPT_DB);
}

/** Every API request from now on is left unanswered, as on a train between two masts. */
async function hangTheApi(context: BrowserContext): Promise<void> {
  await context.route('**/api/**', () => undefined);
}

/** Light and dark, each checked with axe and captured. */
const captureStatus = (page: Page, name: string) =>
  checkedScreenshots(page, `${shots}/${name}`, { fullPage: false });

/** The first visible place that shows `text` (the header names the person too, hidden on phones). */
const shown = (page: Page, text: string) => page.getByText(text).filter({ visible: true }).first();

interface Screen {
  path: string;
  /** Something of the person's that the screen shows. */
  shows: string;
  /** The start of the screen's own query key, as the kept reads hold it. */
  key: string;
}

/** A person with a journey (in a project), a follower, someone followed and a conversation. */
async function personWithData(browser: Parameters<typeof openPerson>[0], baseURL: string) {
  const tag = randomUUID().slice(0, 6);
  const ada = await openPerson(browser, baseURL, `Ada Instant ${tag}`);
  const bob = await openPerson(browser, baseURL, `Bob Instant ${tag}`);
  const bobsJourney = await createJourney(bob.page.request, {
    title: `Climb Snowdon ${tag}`,
    visibility: 'public',
    steps: [{ title: 'Pack' }],
  });
  await follow(ada.page.request, bob.account.id);
  await follow(bob.page.request, ada.account.id);
  const project = await createProject(ada.page.request, { title: `Garden ${tag}` });
  const journey = await createJourney(ada.page.request, {
    title: `Learn Welsh ${tag}`,
    category: 'learning',
    projectId: project.id,
    targetDate: isoDay(30),
    steps: [{ title: 'Buy a grammar' }, { title: 'Count to ten' }],
  });
  await completeStep(ada.page.request, journey.steps[0]!.id);
  const conversation = await startConversation(ada.page.request, {
    kind: 'direct',
    userId: bob.account.id,
  });
  const screens: Screen[] = [
    { path: '/dashboard', shows: journey.title, key: '["dashboard"]' },
    { path: '/journeys', shows: journey.title, key: '["journeys","list"' },
    {
      path: `/journeys/${journey.id}`,
      shows: journey.title,
      key: `["journeys","detail","${journey.id}"]`,
    },
    { path: '/projects', shows: `Garden ${tag}`, key: '["projects","list"' },
    {
      path: `/projects/${project.id}`,
      shows: `Garden ${tag}`,
      key: `["projects","detail","${project.id}"]`,
    },
    {
      path: `/projects/workspace/${project.id}`,
      shows: journey.title,
      key: '["workspace","tree"]',
    },
    { path: '/timeline', shows: bobsJourney.title, key: '["timeline","list"' },
    { path: '/notifications', shows: bob.account.name, key: '["notifications","list"]' },
    { path: '/chat', shows: bob.account.name, key: '["chat","list","inbox"]' },
    {
      path: `/chat/${conversation.id}`,
      shows: bob.account.name,
      key: `["chat","conversation","${conversation.id}","detail"]`,
    },
    { path: '/insights', shows: journey.title, key: '["insights","overview"]' },
    {
      path: `/profile/${ada.account.id}`,
      shows: ada.account.name,
      key: `["profile","social","view","${ada.account.id}"`,
    },
  ];
  return { ada, bob, screens, journey };
}

/** Opens each screen online and waits until the device keeps what it showed (within a second). */
async function readEveryScreen(page: Page, screens: Screen[]) {
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(shown(page, screen.shows)).toBeVisible();
    await expect
      .poll(() => keptOnDevice(page), { message: `${screen.path} kept on the device` })
      .toContain(screen.key);
  }
}

test('with the API hanging, a new tab of every main screen shows the last-known data, marked as refreshing', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { ada, bob, screens } = await personWithData(browser, baseURL!);
  await readEveryScreen(ada.page, screens);

  await hangTheApi(ada.context);
  const page = await ada.context.newPage();
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(shown(page, screen.shows), screen.path).toBeVisible();
    await expect(page.getByTestId('refresh-status')).toHaveText('Refreshing…');
  }
  await page.goto('/journeys');
  await expect(page.getByTestId('refresh-status')).toHaveText('Refreshing…');
  await captureStatus(page, 'refreshing-en');

  // Arabic, right to left: the kept profile speaks Arabic once it was read in Arabic.
  await ada.context.unrouteAll({ behavior: 'ignoreErrors' });
  await setLanguage(ada.page.request, 'ar');
  await ada.page.goto('/journeys');
  await expect(ada.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect
    .poll(() => keptOnDevice(ada.page), { message: 'the Arabic profile kept' })
    .toContain('"language":"ar"');
  await hangTheApi(ada.context);
  await page.goto('/journeys');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('refresh-status')).toHaveText('جارٍ التحديث…');
  await captureStatus(page, 'refreshing-ar');
  await Promise.all([ada.close(), bob.close()]);
});

test.describe('offline', () => {
  // A new tab offline needs the app's own files: the installable app's worker keeps them.
  test.use({ serviceWorkers: 'allow' });

  test('a new tab renders the kept data and says it is saved data', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const { ada, bob, screens } = await personWithData(browser, baseURL!);
    const page = ada.page;
    await page.goto('/dashboard');
    await waitForAppStart(page);
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
      timeout: 30_000,
    });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Screens the worker's read-cache never held (projects, chat, notifications, profile) too.
    await readEveryScreen(page, screens);

    await ada.context.setOffline(true);
    const offline = await ada.context.newPage();
    for (const screen of screens) {
      await offline.goto(screen.path);
      await expect(shown(offline, screen.shows), screen.path).toBeVisible();
      await expect(offline.getByTestId('refresh-status')).toHaveText('Offline: showing saved data');
    }
    await offline.goto('/journeys');
    await captureStatus(offline, 'offline-en');

    await ada.context.setOffline(false);
    await setLanguage(page.request, 'ar');
    await page.goto('/journeys');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect.poll(() => keptOnDevice(page)).toContain('"language":"ar"');
    await ada.context.setOffline(true);
    await offline.goto('/journeys');
    await expect(offline.getByTestId('refresh-status')).toHaveText(
      'غير متصل: تُعرض البيانات المحفوظة',
    );
    await captureStatus(offline, 'offline-ar');
    await ada.context.setOffline(false);
    await Promise.all([ada.close(), bob.close()]);
  });
});

/** Nothing the app keeps on the device: kept reads, outbox, worker cache, the marks. */
async function whatTheDeviceKeeps(page: Page) {
  const stored = await page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((db) => db.name),
    caches: typeof caches === 'undefined' ? [] : await caches.keys(),
    marks: Object.keys(localStorage).filter((key) =>
      ['waymark-kept-reads', 'waymark-shared-computer'].includes(key),
    ),
  }));
  return { ...stored, kept: await keptOnDevice(page) };
}

test('after sign-out a new tab shows nothing of the person, and the device keeps nothing of theirs', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const person = await openPerson(browser, baseURL!, 'Cy Leaving');
  const journey = await createJourney(person.page.request, {
    title: `Private diary ${randomUUID().slice(0, 6)}`,
    steps: [{ title: 'Write' }],
  });
  const page = person.page;
  await readEveryScreen(page, [
    { path: '/journeys', shows: journey.title, key: '["journeys","list"' },
  ]);

  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect.poll(() => keptOnDevice(page)).not.toContain(person.account.id);
  const left = await whatTheDeviceKeeps(page);
  expect(left.kept).not.toContain(journey.title);
  expect(left.kept).not.toContain(person.account.email);
  expect(left.databases).not.toContain('waymark-offline');
  expect(left.caches).not.toContain('waymark-api-read');
  expect(left.marks).toEqual([]);

  // A new tab, even with the API hanging, has nobody to show.
  await hangTheApi(person.context);
  const next = await person.context.newPage();
  await next.goto('/journeys');
  // Nothing kept: the app waits for the API like any first visit.
  await expect(next.getByText('Connecting to database...').first()).toBeVisible();
  await expect(next.getByText(journey.title)).toHaveCount(0);
  await expect(next.getByText(person.account.name)).toHaveCount(0);
  await person.close();
});

/** Signs in through the login form, ticking "This is a shared or public computer". */
async function signInOnSharedComputer(page: Page, email: string) {
  await page.goto('/login');
  await waitForAppStart(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(testPassword);
  await page.getByLabel('This is a shared or public computer').check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

test('a sign-in on a shared or public computer keeps nothing on the device', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const account = await signUpAndSignIn(page.request, baseURL!, {
    name: 'Dee Library',
    isOnboarded: true,
  });
  const journey = await createJourney(page.request, {
    title: `Library visit ${randomUUID().slice(0, 6)}`,
    steps: [{ title: 'Return the books' }],
  });
  await page.request.post('/api/auth/sign-out', { headers: { Origin: baseURL! }, data: {} });
  await signInOnSharedComputer(page, account.email);

  await page.goto('/journeys');
  await expect(page.getByText(journey.title)).toBeVisible();
  await page.goto(`/journeys/${journey.id}`);
  await expect(page.getByRole('heading', { level: 1, name: journey.title })).toBeVisible();
  // A tick made offline waits in the tab's memory, not on the device, and is sent once online.
  await context.setOffline(true);
  await page.getByRole('checkbox', { name: 'Step 1: Return the books' }).check();
  await expect(page.getByTestId('waiting-to-sync')).toBeVisible();
  expect((await whatTheDeviceKeeps(page)).databases).not.toContain('waymark-offline');
  await context.setOffline(false);
  await expect(page.getByTestId('waiting-to-sync')).toHaveCount(0);

  const left = await whatTheDeviceKeeps(page);
  expect(left.kept).toBe('');
  expect(left.databases).not.toContain(KEPT_DB);
  expect(left.databases).not.toContain('waymark-offline');
  expect(left.marks).toEqual(['waymark-shared-computer']);

  // A new tab with the API hanging shows nothing of the person.
  await hangTheApi(context);
  const next = await context.newPage();
  await next.goto('/journeys');
  // Nothing kept: the app waits for the API like any first visit.
  await expect(next.getByText('Connecting to database...').first()).toBeVisible();
  await expect(next.getByText(journey.title)).toHaveCount(0);
  await context.close();
});
