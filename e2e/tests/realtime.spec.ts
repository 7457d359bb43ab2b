import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { completeStep, createJourney, follow, setLanguage } from '../support/api';
import { openPerson } from '../support/accounts';
import { showColorScheme } from '../support/themes';

/**
 * Live updates over the realtime socket (issue 17), in two browsers: the bell counts a new
 * follower, and a journey's progress moves on a visitor's open page, both without a reload,
 * focus change or poll (the bell polls once a minute only while the socket is down).
 */

const shots = '/tmp/shots-realtime-wave';

test('the bell and a journey page follow changes made in another browser, live', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const ada = await openPerson(browser, baseURL!, 'Ada Lovelace');
  const bob = await openPerson(browser, baseURL!, 'Bob Babbage');
  const a = ada.page;

  const title = `Cross the Alps ${randomUUID().slice(0, 6)}`;
  const journey = await createJourney(bob.page.request, {
    title,
    visibility: 'public',
    status: 'active',
    steps: [{ title: 'Pack' }, { title: 'Climb' }],
  });

  // What Ada's tab hears on its one socket, to know when it has joined a topic.
  const heard: string[] = [];
  a.on('websocket', (socket) => {
    if (socket.url().endsWith('/api/realtime')) {
      socket.on('framereceived', (frame) => heard.push(String(frame.payload)));
    }
  });
  const joined = (topic: string) =>
    expect
      .poll(() => heard.some((frame) => frame.includes('"subscribed"') && frame.includes(topic)))
      .toBe(true);

  // Ada has Bob's journey open: her socket joins its topic.
  await a.goto(`/journeys/${journey.id}`);
  const ring = a.getByRole('progressbar', { name: `Progress of ${title}` });
  await expect(ring).toHaveAttribute('aria-valuenow', '0');
  await joined(`journey:${journey.id}`);

  await completeStep(bob.page.request, journey.steps[0]!.id);
  await expect(ring).toHaveAttribute('aria-valuenow', '50', { timeout: 5_000 });
  await expect(a.getByText('1 of 2 steps')).toBeVisible();

  // Bob follows Ada: her bell counts it within seconds, far sooner than its one-minute poll.
  await expect(a.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await joined(`user:${ada.account.id}`);
  await follow(bob.page.request, ada.account.id);
  await expect(a.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible({
    timeout: 5_000,
  });
  await expect(a.getByTestId('notification-badge')).toHaveText('1');
  for (const scheme of ['light', 'dark'] as const) {
    await showColorScheme(a, scheme);
    await a.screenshot({ path: `${shots}/journey-live-en-${scheme}.png` });
  }

  // Arabic, right to left: the badge mirrored, and still live.
  await setLanguage(a.request, 'ar');
  await a.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  heard.length = 0;
  await a.goto(`/journeys/${journey.id}`);
  await expect(a.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(a.getByTestId('notification-badge')).toBeVisible();
  await joined(`journey:${journey.id}`);
  const untick = await bob.page.request.post(`/api/steps/${journey.steps[0]!.id}/uncomplete`);
  expect(untick.ok()).toBe(true);
  await expect(a.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '0', {
    timeout: 5_000,
  });
  for (const scheme of ['light', 'dark'] as const) {
    await showColorScheme(a, scheme);
    await a.screenshot({ path: `${shots}/journey-live-ar-${scheme}.png` });
  }

  await ada.close();
  await bob.close();
});
