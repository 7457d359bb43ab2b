import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeScan } from '../support/axe';
import { block, setLanguage, startConversation, updateSettings } from '../support/api';
import { openPerson } from '../support/accounts';
import { showColorScheme } from '../support/themes';

/**
 * Chat in two browsers (issue 17). Bob takes messages from his connections only, so Ada's
 * first message is a request; he accepts and answers; Ada sees it, and "Seen" under hers; she
 * reacts; Bob sees the reaction. Then Bob blocks Ada: she can no longer post. Screenshots of the
 * conversation in light and dark, English and Arabic.
 */

const shots = '/tmp/shots-chat-wave';
// A 2×2 PNG.
const tinyPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGMwTjsDRAwQCgAktgWVJrpF5QAAAABJRU5ErkJggg==';

async function screenshots(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await showColorScheme(page, scheme);
      await page.screenshot({ path: `${shots}/${name}-${width}-${scheme}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('two people chat: a request accepted, replies, seen, a reaction, and a block ends it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const ada = await openPerson(browser, baseURL!, 'Ada Lovelace');
  const bob = await openPerson(browser, baseURL!, 'Bob Builder');
  await updateSettings(bob.page.request, { whoCanMessage: 'connections' });

  // Ada starts the conversation from the dialog, picking Bob by his username.
  const a = ada.page;
  await a.goto('/chat');
  await a.getByRole('button', { name: 'New', exact: true }).click();
  const dialog = a.getByRole('dialog', { name: 'New conversation' });
  await dialog.getByRole('searchbox', { name: 'Find people' }).fill(bob.account.username);
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Start conversation' }).click();
  await expect(a).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  const composer = a.getByRole('textbox', { name: 'Message' });
  await composer.fill('Hello Bob, shall we climb on Saturday?');
  await composer.press('Enter');
  const adaHistory = a.getByRole('list', { name: 'Messages' });
  await expect(adaHistory.getByText('Hello Bob, shall we climb on Saturday?')).toBeVisible();
  await expect(a.getByTestId('pending-message')).toHaveCount(0);

  // Bob is not connected to Ada: it waits in his requests until he accepts.
  const b = bob.page;
  await b.goto('/chat');
  await expect(b.getByRole('link', { name: /Chat, 1 unread/ })).toBeVisible();
  await b.getByRole('tab', { name: /Requests/ }).click();
  await b.getByRole('link', { name: /Ada Lovelace/ }).click();
  const request = b.getByRole('region', { name: 'Message request' });
  await expect(request).toContainText('Ada Lovelace wants to send you messages');
  await screenshots(b, 'request-en');
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(request).toHaveCount(0);
  await expect(
    b.getByRole('list', { name: 'Messages' }).getByText('Hello Bob, shall we climb on Saturday?'),
  ).toBeVisible();
  await b.getByRole('textbox', { name: 'Message' }).fill('Yes! Bring the rope.');
  await b.getByRole('textbox', { name: 'Message' }).press('Enter');

  // Ada sees the answer (polled), and that Bob read hers.
  await expect(adaHistory.getByText('Yes! Bring the rope.')).toBeVisible({ timeout: 15_000 });
  // Now that both have it in their inbox, each sees the other is here (activity status).
  const titleBar = (page: typeof a) =>
    page.locator('header', { has: page.locator('#chat-conversation-title') });
  await expect(titleBar(a).getByText('Online', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(titleBar(b).getByText('Online', { exact: true })).toBeVisible({ timeout: 15_000 });
  // Her own message is no longer her latest: "Seen" moves under it only while it is.
  const answer = adaHistory.getByRole('article').filter({ hasText: 'Yes! Bring the rope.' });
  await answer.hover();
  await answer.getByRole('button', { name: 'Add reaction' }).click();
  await answer.getByRole('button', { name: '🎉' }).click();
  await expect(answer.getByRole('button', { name: /🎉 1/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const bobAnswer = b.getByRole('article').filter({ hasText: 'Yes! Bring the rope.' });
  await expect(bobAnswer.getByRole('button', { name: /🎉 1: Ada Lovelace/ })).toBeVisible({
    timeout: 15_000,
  });

  await composer.fill('See you at 9 https://example.com/crag');
  await composer.press('Enter');
  await expect(adaHistory.getByRole('link', { name: 'https://example.com/crag' })).toBeVisible();
  await expect(a.getByText('Seen', { exact: true })).toBeVisible({ timeout: 15_000 });

  // An image, attached from the composer, reaches Bob.
  await a.getByLabel('Attach an image').setInputFiles({
    name: 'crag.png',
    mimeType: 'image/png',
    buffer: Buffer.from(tinyPng, 'base64'),
  });
  await expect(adaHistory.getByRole('img', { name: 'Image' })).toBeVisible();
  await expect(b.getByRole('img', { name: 'Image' })).toBeVisible({ timeout: 15_000 });

  const axe = await axeScan(a);
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await screenshots(a, 'conversation-en');

  // Arabic, mirrored.
  const conversationUrl = a.url();
  await a.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
  await setLanguage(a.request, 'ar');
  await a.goto(conversationUrl);
  await expect(a.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(a.getByRole('textbox', { name: 'الرسالة' })).toBeVisible();
  await expect(titleBar(a).getByText('متصل الآن')).toBeVisible();
  await screenshots(a, 'conversation-ar');
  await setLanguage(a.request, 'en');
  await a.evaluate(() => localStorage.setItem('i18nextLng', 'en'));

  // A group: its settings dialog, where Bob shows as invited (he takes requests only).
  const group = await startConversation(a.request, {
    kind: 'group',
    name: `Trail crew ${Date.now()}`,
    memberIds: [bob.account.id],
  });
  await a.goto(`/chat/${group.id}`);
  await a.getByRole('button', { name: 'Conversation settings' }).click();
  const settingsDialog = a.getByRole('dialog', { name: 'Group settings' });
  await expect(settingsDialog.getByText('Invited')).toBeVisible();
  await expect(settingsDialog.getByRole('button', { name: 'Remove Bob Builder' })).toBeVisible();
  await screenshots(a, 'group-settings-en');
  await settingsDialog.getByRole('button', { name: 'Done' }).click();

  // Bob blocks Ada: she can no longer write to him, in the page or through the API.
  await block(b.request, ada.account.id);
  await a.goto(conversationUrl);
  await expect(a.getByText("You can't send messages in this conversation.")).toBeVisible();
  const conversationId = conversationUrl.split('/').at(-1)!;
  const refused = await a.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { body: 'Are you there?', clientKey: 'e2e_after_block_1' },
  });
  expect(refused.status()).toBe(403);

  await ada.close();
  await bob.close();
});
