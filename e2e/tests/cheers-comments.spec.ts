import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeScan } from '../support/axe';
import { block, completeStep, createJourney, follow, setLanguage } from '../support/api';
import { openPerson } from '../support/accounts';
import { showColorScheme } from '../support/themes';

/**
 * Cheers and comments in three browsers (issue 16): Bob follows Ada; Ada ticks off a step; Bob
 * sees it on his timeline, cheers, and comments mentioning @Ada, picked from the suggestions
 * with the keyboard. Ada sees the cheer and the comment on her card. Cy, whom Ada blocked,
 * sees none of it, and the API refuses him the thread.
 */

const shots = '/tmp/shots-engage-wave';

async function screenshots(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await showColorScheme(page, scheme);
      await page.screenshot({ path: `${shots}/${name}-${width}-${scheme}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

async function expectNoAxeViolations(page: Page) {
  const results = await axeScan(page, {
    options: { rules: { 'label-content-name-mismatch': { enabled: true } } },
  });
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

test('a follower cheers and comments with a mention; a blocked person sees none of it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const ada = await openPerson(browser, baseURL!, 'Ada Lovelace');
  const bob = await openPerson(browser, baseURL!, 'Bob Follower');
  const cy = await openPerson(browser, baseURL!, 'Cy Blocked');

  const a = ada.page.request;
  await follow(bob.page.request, ada.account.id);
  await follow(cy.page.request, ada.account.id);
  await block(a, cy.account.id);
  const journey = await createJourney(a, {
    title: 'Learn the cello',
    visibility: 'public',
    category: 'creative',
    steps: [{ title: 'Rent a cello' }, { title: 'First lesson' }],
  });
  await completeStep(a, journey.steps[0]!.id);

  // Bob sees Ada's step on his timeline and cheers it.
  const b = bob.page;
  await b.goto('/timeline');
  const card = b.getByRole('article').filter({ hasText: 'completed a step' });
  await expect(card).toHaveCount(1);
  const cheer = card.getByRole('button', { name: /^Cheer/ });
  await expect(cheer).toHaveAttribute('aria-pressed', 'false');
  await cheer.click();
  await expect(cheer).toHaveAttribute('aria-pressed', 'true');
  await expect(cheer).toContainText('1 cheer');

  // He opens the comments and writes one, mentioning Ada from the suggestions by keyboard.
  await card.getByRole('button', { name: 'Comment' }).click();
  await expect(card.getByText('No comments yet. Say something encouraging!')).toBeVisible();
  const box = card.getByRole('textbox', { name: 'Write a comment' });
  await box.click();
  await box.pressSequentially(`Bravo @${ada.account.username.slice(0, 4)}`);
  const suggestions = b.getByRole('listbox', { name: 'People you follow' });
  await expect(suggestions.getByRole('option')).toHaveCount(1);
  await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  mkdirSync(shots, { recursive: true });
  await b.screenshot({ path: `${shots}/mention-suggestions-en-light.png` });
  await box.press('Enter');
  await expect(box).toHaveValue(`Bravo @${ada.account.username} `);
  await box.pressSequentially('keep going!');
  await card.getByRole('button', { name: 'Send' }).click();
  const comment = card.getByRole('article', { name: 'Comment by Bob Follower' });
  await expect(comment).toBeVisible();
  await expect(comment.getByRole('link', { name: `@${ada.account.username}` })).toHaveAttribute(
    'href',
    `/profile/${ada.account.id}`,
  );
  await expect(box).toHaveValue('');
  await expect(card.getByRole('button', { name: '1 comment' })).toBeVisible();
  await expectNoAxeViolations(b);
  await screenshots(b, 'timeline-comments-en');

  // Ada sees the cheer and the comment on her own card, and may delete it.
  const ap = ada.page;
  await ap.goto('/timeline?tab=mine');
  const mine = ap.getByRole('article').filter({ hasText: 'completed a step' });
  await expect(mine.getByRole('button', { name: /^Cheer/ })).toContainText('1 cheer');
  await mine.getByRole('button', { name: '1 comment' }).click();
  const seen = mine.getByRole('article', { name: 'Comment by Bob Follower' });
  await expect(seen).toContainText('keep going!');
  await expect(seen.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expectNoAxeViolations(ap);

  // Her bell rings for the cheer and the comment, and the notifications lead back to them.
  const bell = ap.getByRole('link', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(ap).toHaveURL(/\/notifications$/);
  const notices = ap.getByRole('article');
  await expect(notices.filter({ hasText: /Bob Follower\W* cheered your activity/ })).toHaveCount(1);
  await expect(
    notices.filter({ hasText: /Bob Follower\W* commented on your activity/ }),
  ).toContainText('keep going!');

  // Cy, blocked by Ada, sees none of it: not on any tab, not through the API.
  const c = cy.page;
  for (const tab of ['following', 'everyone']) {
    await c.goto(`/timeline?tab=${tab}`);
    await expect(c.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(c.getByText('Learn the cello')).toHaveCount(0);
    await expect(c.getByText('keep going!')).toHaveCount(0);
  }
  const timeline = (await (await b.request.get('/api/timeline')).json()) as {
    items: { id: string; verb: string }[];
  };
  const stepCard = timeline.items.find((item) => item.verb === 'step.completed')!;
  expect((await c.request.get(`/api/activities/${stepCard.id}/comments`)).status()).toBe(404);
  expect((await c.request.put(`/api/activities/${stepCard.id}/cheer`)).status()).toBe(404);

  // Bob's view in Arabic, right to left.
  await b.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
  await setLanguage(b.request, 'ar');
  await b.goto('/timeline');
  await expect(b.locator('html')).toHaveAttribute('dir', 'rtl');
  const arCard = b.getByRole('article').first();
  await arCard.getByRole('button', { name: /تعليق/ }).first().click();
  await expect(arCard.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(b);
  await screenshots(b, 'timeline-comments-ar');

  await Promise.all([ada.close(), bob.close(), cy.close()]);
});
