import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { completeStep, createJourney, follow, setLanguage } from '../support/api';
import { openPerson } from '../support/accounts';
import { waitForAppStart } from '../support/app-start';
import { showColorScheme } from '../support/themes';

/**
 * Writes feel local (issue 32): a comment shows in its thread the moment it is sent and goes
 * away again, with a toast, when the server refuses it; a journey created with no network is
 * kept on the device, listed as waiting to sync, and created once when the network is back.
 */

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/shots-local-writes';

async function screenshot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png` });
}

/**
 * The deferred start has run (the outbox and its `online` listener, and the toasts' code that
 * an offline write needs to say it was kept): the app then sends what waits.
 */
function deferredStart(page: Page) {
  return page.waitForResponse((response) => /\/toaster-[^/]*\.js$/.test(response.url()));
}

const texts = {
  en: {
    comment: 'Comment',
    box: 'Write a comment',
    send: 'Send',
    empty: 'No comments yet. Say something encouraging!',
    refused: "Your comment couldn't be sent. Please try again.",
  },
  ar: {
    comment: 'تعليق',
    box: 'اكتب تعليقًا',
    send: 'إرسال',
    empty: 'لا توجد تعليقات بعد. قل شيئًا مشجّعًا!',
    refused: 'تعذّر إرسال تعليقك. يُرجى المحاولة مرة أخرى.',
  },
} as const;

test('a comment the server refuses shows at once, then goes back with a toast (en, ar; light, dark)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const ada = await openPerson(browser, baseURL!, 'Ada Lovelace');
  const bob = await openPerson(browser, baseURL!, 'Bob Follower');
  await follow(bob.page.request, ada.account.id);
  const journey = await createJourney(ada.page.request, {
    title: 'Learn the cello',
    visibility: 'public',
    category: 'creative',
    steps: [{ title: 'Rent a cello' }],
  });
  await completeStep(ada.page.request, journey.steps[0]!.id);

  const page = bob.page;
  // The server refuses every comment, once the test lets it answer.
  let answer: () => void = () => undefined;
  await page.route('**/api/activities/*/comments', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await new Promise<void>((resolve) => (answer = resolve));
    await route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'FORBIDDEN', message: 'Comments are closed' } }),
    });
  });

  for (const language of ['en', 'ar'] as const) {
    const text = texts[language];
    if (language === 'ar') {
      await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
      await setLanguage(page.request, 'ar');
    }
    for (const scheme of ['light', 'dark'] as const) {
      await page.goto('/timeline');
      await waitForAppStart(page);
      await showColorScheme(page, scheme);
      const card = page.getByRole('article').first();
      await card
        .getByRole('button', { name: new RegExp(text.comment) })
        .first()
        .click();
      // The thread has loaded: the comment joins it at once.
      await expect(card.getByText(text.empty)).toBeVisible();
      const box = card.getByRole('textbox', { name: text.box });
      await box.fill('Bravo, keep going!');
      await card.getByRole('button', { name: text.send }).click();

      // Shown before the server answers, marked as not yet saved, and the box is free again.
      const pending = card.getByRole('article').filter({ hasText: 'Bravo, keep going!' });
      await expect(pending).toBeVisible();
      await expect(pending.getByTestId('waiting-to-sync')).toBeVisible();
      await expect(box).toHaveValue('');

      answer();
      const toast = page.locator('li[data-type="error"]').filter({ hasText: text.refused });
      await expect(toast).toBeVisible();
      await expect(pending).toHaveCount(0);
      // What was written is not lost: it is back in the box.
      await expect(box).toHaveValue('Bravo, keep going!');
      await screenshot(page, `comment-refused-${language}-${scheme}`);
    }
  }
  await Promise.all([ada.close(), bob.close()]);
});

test('a journey created offline is listed as waiting, then created once when back online', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const fay = await openPerson(browser, baseURL!, 'Fay Offline');
  const page = fay.page;
  const started = deferredStart(page);
  await page.goto('/journeys');
  await waitForAppStart(page);
  await started;

  await page.getByRole('link', { name: 'Start your first journey' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Sail around Mull');

  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/journeys') {
      keys.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  await fay.context.setOffline(true);
  await page.getByRole('button', { name: 'Create journey' }).click();
  await expect(
    page
      .locator('li[data-type="success"]')
      .filter({ hasText: 'Saved on this device. It will be sent when you are back online.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/journeys$/);
  const card = page.getByRole('listitem').filter({ hasText: 'Sail around Mull' });
  await expect(card.getByTestId('waiting-to-sync')).toBeVisible();
  // Not a link yet: the journey's page exists only once the server has it.
  await expect(page.getByRole('link', { name: 'Sail around Mull' })).toHaveCount(0);
  await screenshot(page, 'journey-waiting-to-sync');

  await fay.context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Sail around Mull' })).toBeVisible();
  await expect(page.getByTestId('waiting-to-sync')).toHaveCount(0);

  const list = (await (await page.request.get('/api/journeys?q=Mull')).json()) as {
    items: { title: string }[];
  };
  expect(list.items.map((item) => item.title)).toEqual(['Sail around Mull']);
  // The offline try and the one that reached the server carried the same key.
  expect(new Set(keys.filter(Boolean)).size).toBe(1);
  await fay.close();
});

test('a journey edit made offline that meets a newer version shows both, and "Use my edit" saves it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const gil = await openPerson(browser, baseURL!, 'Gil Twodevices');
  const page = gil.page;
  const journey = await createJourney(page.request, {
    title: 'Row across the loch',
    steps: [{ title: 'Buy oars' }],
  });
  const started = deferredStart(page);
  await page.goto(`/journeys/${journey.id}`);
  await waitForAppStart(page);
  await started;
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue('Row across the loch');

  await gil.context.setOffline(true);
  await title.fill('Row across the loch at dawn');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/journeys/${journey.id}$`));
  // Shown at once, though only this device has it.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Row across the loch at dawn' }),
  ).toBeVisible();

  // Meanwhile the same journey is renamed elsewhere (another device of Gil's).
  const saved = (await (await page.request.get(`/api/journeys/${journey.id}`)).json()) as {
    version: number;
  };
  const elsewhere = await page.request.patch(`/api/journeys/${journey.id}`, {
    data: { title: 'Row across the loch by night', version: saved.version },
  });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);

  await gil.context.setOffline(false);
  const conflict = page.getByTestId('offline-edit-conflict');
  await expect(conflict).toContainText('Row across the loch at dawn');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Row across the loch by night' }),
  ).toBeVisible();
  await screenshot(page, 'journey-edit-conflict');

  await conflict.getByRole('button', { name: 'Use my edit' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Row across the loch at dawn' }),
  ).toBeVisible();
  await expect(conflict).toHaveCount(0);
  const after = (await (await page.request.get(`/api/journeys/${journey.id}`)).json()) as {
    title: string;
  };
  expect(after.title).toBe('Row across the loch at dawn');
  await gil.close();
});
