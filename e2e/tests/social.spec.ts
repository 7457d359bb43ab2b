import { expect, test, type Page } from '@playwright/test';
import { createJourney } from '../support/api';
import { openPerson, type TestAccount } from '../support/accounts';
import { showColorScheme } from '../support/themes';

/**
 * The social graph in two browsers (issue 6): A follows B; B makes the profile private and
 * A's new follow becomes a request B accepts; B blocks A, and A no longer sees B's profile or
 * journeys and cannot follow; B unblocks, and A can follow again.
 */

async function screenshot(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await showColorScheme(page, scheme);
    await page.screenshot({ path: `/tmp/social-${name}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const profileOf = (account: TestAccount) => `/profile/${account.id}`;

test('follow, follow request on a private profile, block and unblock between two people', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const ada = await openPerson(browser, baseURL!, 'Ada Lovelace');
  const grace = await openPerson(browser, baseURL!, 'Grace Hopper');
  await createJourney(grace.page.request, { title: 'Walk the Camino', visibility: 'public' });

  // A follows B (public profile): at once.
  const a = ada.page;
  await a.goto(profileOf(grace.account));
  await expect(a.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
  await expect(a.getByRole('link', { name: /Walk the Camino/ })).toBeVisible();
  await a.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(a.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
  await expect(a.getByRole('button', { name: /1\s+follower$/ })).toBeVisible();
  await screenshot(a, 'profile-other');

  // A unfollows (after confirming); B makes the profile private.
  await a.getByRole('button', { name: 'Following', exact: true }).click();
  await a.getByRole('dialog').getByRole('button', { name: 'Unfollow' }).click();
  await expect(a.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();

  const b = grace.page;
  await b.goto('/settings/privacy');
  await b.getByRole('radio', { name: /^Private/ }).check();
  const visibilityForm = b.locator('form').filter({ hasText: 'Who can see your profile' });
  await visibilityForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(b.getByText('Your settings have been saved.').first()).toBeVisible();

  // A's new follow becomes a request; the details stay hidden until B accepts.
  await a.reload();
  await expect(a.getByText('This profile is private. Follow to ask for access.')).toBeVisible();
  await expect(a.getByRole('link', { name: /Walk the Camino/ })).toHaveCount(0);
  await a.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(a.getByRole('button', { name: 'Requested' })).toBeVisible();

  await b.goto(profileOf(grace.account));
  const requests = b.getByRole('region', { name: 'Requests' });
  await expect(requests.getByText('Ada Lovelace')).toBeVisible();
  await b.locator('label', { hasText: 'A stranger' }).click();
  await expect(b.getByRole('radio', { name: 'A stranger' })).toBeChecked();
  await expect(b.getByText('This profile is private. Follow to ask for access.')).toBeVisible();
  await screenshot(b, 'profile-own-view-as-stranger');
  await b.locator('label', { hasText: /^Me$/ }).click();
  await requests.getByRole('button', { name: 'Accept' }).click();
  await expect(b.getByRole('region', { name: 'Requests' })).toHaveCount(0);

  await a.reload();
  await expect(a.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
  await expect(a.getByRole('link', { name: /Walk the Camino/ })).toBeVisible();

  // B blocks A: A sees nothing of B any more and cannot follow.
  await b.goto(profileOf(ada.account));
  await b.getByRole('button', { name: 'More actions' }).click();
  await b.getByRole('menuitem', { name: 'Block' }).click();
  await b.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
  await expect(b.getByText('You blocked this person.')).toBeVisible();

  await a.reload();
  await expect(a.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  await expect(a.getByText('Grace Hopper')).toHaveCount(0);
  const refused = await a.request.put(`/api/profiles/${grace.account.id}/follow`);
  expect(refused.status()).toBe(404);
  const journeys = await a.request.get(`/api/users/${grace.account.id}/journeys`);
  const journeyTitles = journeys.ok()
    ? ((await journeys.json()) as { items: { title: string }[] }).items.map((j) => j.title)
    : [];
  expect(journeyTitles).not.toContain('Walk the Camino');

  // B unblocks from settings → privacy; nothing is restored, A can follow again.
  await b.goto('/settings/privacy');
  // The card is the heading's section.
  const blocked = b.getByRole('heading', { name: 'Blocked people' }).locator('..');
  await expect(blocked.getByText('Ada Lovelace')).toBeVisible();
  await screenshot(b, 'settings-privacy');
  await blocked.getByRole('button', { name: /Unblock/ }).click();
  await expect(b.getByText('Ada Lovelace is unblocked').first()).toBeVisible();
  await expect(blocked.getByText("You haven't blocked anyone.")).toBeVisible();

  await a.reload();
  await expect(a.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
  await expect(a.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await a.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(a.getByRole('button', { name: 'Requested' })).toBeVisible();

  await ada.close();
  await grace.close();
});
