import { expect, test, type Page } from '@playwright/test';
import {
  block,
  completeStep,
  createJourney,
  createProject,
  follow,
  saveDocument,
  setLanguage,
  uploadCover,
  uploadJourneyImage,
} from '../support/api';
import { openPerson } from '../support/accounts';
import { landscapePng } from '../support/png';
import { showColorScheme } from '../support/themes';

/**
 * The timeline in three browsers (issue 16): Ada follows Grace; Grace's journey and the steps
 * she ticks reach Ada's timeline as one grouped card, news arrive through the "N new" pill, and
 * Bob, whom Grace blocked, sees none of it, not even on the public tab. Cards show the journey's
 * cover and the pictures under completed steps to those who may see them (issue 33), and an
 * empty Following tab offers people to follow instead of a blank state.
 */

async function screenshot(page: Page, name: string) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await showColorScheme(page, scheme);
      await page.screenshot({ path: `/tmp/timeline-${name}-${width}-${scheme}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a follower sees grouped steps and news; a blocked person sees nothing', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const ada = await openPerson(browser, baseURL!, 'Ada Lovelace');
  const grace = await openPerson(browser, baseURL!, 'Grace Hopper');
  const bob = await openPerson(browser, baseURL!, 'Bob Blocked');

  // Before anything: Ada's Following tab offers people to follow (there are: Grace and Bob
  // speak her language), not a blank state.
  await ada.page.goto('/timeline');
  await expect(
    ada.page.getByRole('heading', { name: 'Follow people and journeys you like' }),
  ).toBeVisible();
  await expect(ada.page.getByRole('button', { name: /^Follow / }).first()).toBeVisible();
  await expect(
    ada.page.getByRole('heading', { name: 'Nothing from the people you follow yet' }),
  ).toHaveCount(0);
  await screenshot(ada.page, 'empty');

  // Other specs (and a retry of this one) share the database: titles are unique to this run.
  const run = Date.now().toString(36);
  const camino = `Walk the Camino ${run}`;
  const kit = `Pilgrim kit ${run}`;
  const g = grace.page.request;
  await follow(ada.page.request, grace.account.id);
  await block(g, bob.account.id);
  const journey = await createJourney(g, {
    title: camino,
    visibility: 'public',
    category: 'travel',
    steps: [{ title: 'Buy boots' }, { title: 'Fly to León' }, { title: 'Reach Santiago' }],
  });
  for (const step of journey.steps.slice(0, 2)) {
    await completeStep(g, step.id);
  }

  const a = ada.page;
  await a.goto('/timeline');
  const cards = a.getByRole('article');
  await expect(cards.filter({ hasText: 'completed 2 steps' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'started a journey' })).toHaveCount(1);
  await expect(
    a.getByRole('progressbar', { name: `Progress of ${camino}` }).first(),
  ).toHaveAttribute('aria-valuenow', '67');
  await screenshot(a, 'following');

  // The kind filter keeps the address, and the journey link leads to the journey.
  await a.getByLabel('Kind').selectOption('step.completed');
  await expect(a).toHaveURL(/kind=step\.completed/);
  await expect(cards).toHaveCount(1);
  await a.getByLabel('Kind').selectOption('');

  // News wait above the list until asked for.
  await createProject(g, { title: kit, visibility: 'public' });
  await a.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  const pill = a.getByRole('button', { name: '1 new' });
  // On focus at once, else by the next poll (30 s).
  await expect(pill).toBeVisible({ timeout: 40_000 });
  await expect(cards).toHaveCount(2);
  await pill.click();
  await expect(cards.filter({ hasText: 'created a project' })).toHaveCount(1);
  await expect(pill).toHaveCount(0);

  await a.getByRole('link', { name: camino }).first().click();
  await expect(a).toHaveURL(new RegExp(`/journeys/${journey.id}`));

  // Bob, blocked by Grace, sees none of it, even among everyone's public activity.
  await bob.page.goto('/timeline?tab=everyone');
  await expect(bob.page.getByRole('button', { name: 'Everyone', pressed: true })).toBeVisible();
  await expect(bob.page.getByText(camino)).toHaveCount(0);
  await expect(bob.page.getByText(kit)).toHaveCount(0);

  await Promise.all([ada.close(), grace.close(), bob.close()]);
});

test('a visitor reads the public tab, in Arabic right to left', async ({ browser, baseURL }) => {
  const grace = await openPerson(browser, baseURL!, 'Grace Hopper');
  await createJourney(grace.page.request, {
    title: 'Learn Spanish',
    visibility: 'public',
    steps: [{ title: 'Hola' }],
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.goto('/timeline');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الخط الزمني' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Learn Spanish' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'المتابَعون' })).toHaveCount(0);
  await screenshot(page, 'visitor-ar');
  await Promise.all([context.close(), grace.close()]);
});

/** Whether an image on the page has loaded real pixels (not a broken or pending one). */
const hasLoaded = (image: ReturnType<Page['getByRole']>) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

test("pictures reach the journey's followers only, lazily and with alt text; a removed one says so", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const ada = await openPerson(browser, baseURL!, 'Ada Lovelace');
  const grace = await openPerson(browser, baseURL!, 'Grace Hopper');
  const bob = await openPerson(browser, baseURL!, 'Bob Blocked');
  const carol = await openPerson(browser, baseURL!, 'Carol Stranger');
  const g = grace.page.request;
  await follow(ada.page.request, grace.account.id);
  await block(g, bob.account.id);

  const run = Date.now().toString(36);
  const title = `Meseta crossing ${run}`;
  const journey = await createJourney(g, {
    title,
    visibility: 'followers',
    category: 'travel',
    steps: [{ title: 'Leave Burgos' }, { title: 'Reach León' }],
  });
  const cover = await uploadCover(
    g,
    journey.id,
    landscapePng(480, 160, [125, 170, 220], [190, 150, 90]),
  );
  const sunrise = await uploadJourneyImage(
    g,
    journey.id,
    landscapePng(320, 180, [240, 170, 110], [110, 130, 80]),
  );
  const [burgos, leon] = journey.steps;
  await saveDocument(g, journey.id, [
    { type: 'stepBlock', attrs: { stepId: burgos!.id } },
    { type: 'image', attrs: { src: sunrise, alt: 'Sunrise over the Meseta' } },
    { type: 'stepBlock', attrs: { stepId: leon!.id } },
  ]);
  await completeStep(g, burgos!.id);

  // Ada follows Grace: the step's picture on its card, the cover on the journey's own card.
  const a = ada.page;
  await a.goto('/timeline');
  const picture = a.getByRole('img', { name: 'Sunrise over the Meseta' });
  const coverImage = a.getByRole('img', { name: `Cover of ${title}` });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('loading', 'lazy');
  await expect(coverImage).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => hasLoaded(picture)).toBe(true);
  await expect.poll(() => hasLoaded(coverImage)).toBe(true);
  // A fixed frame: the card's height is the same before and after the picture loads.
  const frame = await picture.evaluate((element) => element.parentElement!.clientHeight);
  expect(frame).toBeGreaterThan(0);
  await screenshot(a, 'pictures');

  // The same cards in Arabic, right to left.
  await setLanguage(a.request, 'ar');
  await a.reload();
  await expect(a.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(a.getByRole('img', { name: `غلاف ${title}` })).toBeVisible();
  await screenshot(a, 'pictures-ar');
  await setLanguage(a.request, 'en');

  // Neither the card nor the picture's address reaches Carol (not a follower) or Bob (blocked).
  for (const outsider of [carol, bob]) {
    await outsider.page.goto('/timeline?tab=everyone');
    await expect(
      outsider.page.getByRole('button', { name: 'Everyone', pressed: true }),
    ).toBeVisible();
    await expect(outsider.page.getByText(title)).toHaveCount(0);
    for (const url of [cover, sunrise]) {
      expect((await outsider.page.request.get(url)).status()).toBe(404);
    }
  }

  // Grace removes the cover while Ada's list still names it: Ada's card says it is gone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await a.route(`**${cover}`, async (route) => {
    await held;
    await route.continue();
  });
  // The reload draws the list the device kept at once; the cover is removed only after the
  // fresh list has answered, so the list still names it whatever the machine's speed.
  const listed = a.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/timeline' && response.ok(),
  );
  await a.reload();
  await listed;
  await expect(a.getByRole('img', { name: 'Sunrise over the Meseta' })).toBeVisible();
  // The cover is lazy: scrolled to, it is asked for now (and held until the removal).
  await coverImage.scrollIntoViewIfNeeded();
  const removed = await g.delete(`/api/journeys/${journey.id}/cover`);
  expect(removed.status()).toBe(200);
  release();
  await expect(a.getByText('This picture was removed.')).toBeVisible();
  const gone = await a.request.get(cover);
  expect(gone.status()).toBe(404);
  expect(await gone.json()).toMatchObject({ error: { message: 'File not found' } });
  await a.unroute(`**${cover}`);
  // Read again, the card goes on without it.
  await a.reload();
  await expect(a.getByRole('img', { name: 'Sunrise over the Meseta' })).toBeVisible();
  await expect(a.getByText('This picture was removed.')).toHaveCount(0);
  await expect(a.getByRole('img', { name: `Cover of ${title}` })).toHaveCount(0);

  await Promise.all([ada.close(), grace.close(), bob.close(), carol.close()]);
});

test('a newcomer follows someone from the empty timeline, in Arabic', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Both speak Arabic and Rania has been active; Dina's one follow, Zaid, has done nothing yet
  // (so her timeline is empty) but follows Rania: Rania ranks first among other specs' people.
  const rania = await openPerson(browser, baseURL!, `Rania ${Date.now().toString(36)}`);
  const zaid = await openPerson(browser, baseURL!, 'Zaid Quiet');
  const dina = await openPerson(browser, baseURL!, 'Dina Newcomer');
  await setLanguage(rania.page.request, 'ar');
  for (const name of ['Petra', 'Wadi Rum', 'Aqaba']) {
    await createJourney(rania.page.request, { title: name, visibility: 'public' });
  }
  await follow(zaid.page.request, rania.account.id);
  await follow(dina.page.request, zaid.account.id);
  const d = dina.page;
  await setLanguage(d.request, 'ar');
  await d.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await d.goto('/timeline');
  await expect(d.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(d.getByRole('heading', { name: 'تابِع الأشخاص والرحلات التي تعجبك' })).toBeVisible();
  const followRania = d.getByRole('button', { name: `متابعة ${rania.account.name}` });
  await expect(followRania).toBeVisible();
  await screenshot(d, 'suggestions-ar');
  await followRania.click();
  await expect(d.getByRole('status').filter({ hasText: 'تتابعه' })).toBeVisible();
  // Her events come in through the "new" pill, and the suggestions give way to them.
  await d.reload();
  await expect(d.getByRole('link', { name: 'Petra' }).first()).toBeVisible();
  await Promise.all([rania.close(), zaid.close(), dina.close()]);
});
