import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { axeScan } from '../support/axe';
import { completeStep, createJourney, setLanguage } from '../support/api';
import { signUpAndSignIn } from '../support/accounts';
import { showColorScheme } from '../support/themes';

/**
 * Outgoing webhooks end to end (issue 18): an endpoint added in Settings → Security pointing at
 * a receiver this test runs, a step completed, the signed delivery verified here and listed as
 * delivered (200) in the endpoint's log; in light and dark, English and Arabic.
 */

const shots = '/tmp/shots-webhooks-wave';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/waymark-hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Standard Webhooks: v1 is the base64 HMAC-SHA256 of `id.timestamp.body` under the key. */
function verifies(secret: string, { headers, body }: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key)
    .update(`${String(headers['webhook-id'])}.${String(headers['webhook-timestamp'])}.${body}`)
    .digest('base64');
  return String(headers['webhook-signature'])
    .split(' ')
    .some((signature) => signature === `v1,${expected}`);
}

async function screenshots(page: Page, name: string, target: () => Promise<void>) {
  for (const scheme of ['light', 'dark'] as const) {
    await showColorScheme(page, scheme);
    await target();
    await page.screenshot({ path: `${shots}/${name}-${scheme}.png`, fullPage: false });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a webhook endpoint receives a signed step.completed and logs it as delivered', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  try {
    await signUpAndSignIn(page.request, baseURL!, { name: 'Ada Lovelace', isOnboarded: true });
    await page.goto('/settings/security');
    const panel = page.getByRole('region', { name: 'Webhooks' });
    await expect(panel.getByText('You have no webhook endpoints yet.')).toBeVisible();

    await panel.getByRole('button', { name: 'Add endpoint' }).click();
    const form = panel.getByRole('form', { name: 'New webhook endpoint' });
    await form.getByLabel('Endpoint URL').fill(receiver.url);
    await form.getByLabel('Description (optional)').fill('Local receiver');
    await form.getByRole('checkbox', { name: /Step completed/ }).check();
    await form.getByRole('checkbox', { name: /Journey created/ }).check();
    await screenshots(page, 'webhooks-form-en', () => form.scrollIntoViewIfNeeded());
    await form.getByRole('button', { name: 'Add endpoint' }).click();

    const notice = panel.getByRole('region', { name: 'Copy your signing secret now' });
    await expect(notice).toBeVisible();
    const secret = await notice.getByRole('textbox').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await notice.getByRole('button', { name: 'I have copied it' }).click();
    await expect(notice).toBeHidden();

    // A journey with one step, then the step ticked: two events for this endpoint.
    const title = `Webhook trail ${Date.now()}`;
    const journey = await createJourney(page.request, {
      title,
      steps: [{ title: 'Pack the bag' }],
    });
    const stepId = journey.steps[0]!.id;
    await completeStep(page.request, stepId);

    await expect
      .poll(() => receiver.received.length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
    const types = receiver.received.map(
      (request) => (JSON.parse(request.body) as { type: string }).type,
    );
    expect(types.sort()).toEqual(['journey.created', 'step.completed']);
    for (const request of receiver.received) expect(verifies(secret, request)).toBe(true);
    const step = receiver.received.find((request) => request.body.includes('step.completed'))!;
    expect(JSON.parse(step.body)).toMatchObject({
      type: 'step.completed',
      data: { step: { id: stepId, title: 'Pack the bag' }, journey: { title } },
    });

    await page.reload();
    const row = panel.getByRole('listitem').filter({ hasText: 'Local receiver' });
    await row.getByRole('button', { name: 'Deliveries' }).click();
    const log = row.getByRole('list', { name: 'Delivery log' });
    await expect(log.getByText('Delivered (200)')).toHaveCount(2);
    await expect(log.getByText('step.completed', { exact: true })).toBeVisible();
    await log.getByText('Request and response').first().click();
    for (const scheme of ['light', 'dark'] as const) {
      await showColorScheme(page, scheme);
      const { violations } = await axeScan(page, { include: '[aria-labelledby="webhooks-title"]' });
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
        [],
      );
    }
    await screenshots(page, 'webhooks-log-en', () => row.scrollIntoViewIfNeeded());

    // The same panel in Arabic, right to left.
    await setLanguage(page.request, 'ar');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const arabicPanel = page.getByRole('region', { name: 'ويب هوكس' });
    const arabicRow = arabicPanel.getByRole('listitem').filter({ hasText: 'Local receiver' });
    await arabicRow.getByRole('button', { name: 'عمليات التسليم' }).click();
    // The status code too is written in the Arabic interface's digits.
    await expect(arabicRow.getByText('تم التسليم (٢٠٠)')).toHaveCount(2);
    await screenshots(page, 'webhooks-log-ar', () => arabicRow.scrollIntoViewIfNeeded());
    await setLanguage(page.request, 'en');
  } finally {
    await receiver.close();
  }
});

test('an archive is exported with a progress bar, downloaded, and imported into a fresh account after a dry run', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await signUpAndSignIn(page.request, baseURL!, { name: 'Ada Lovelace', isOnboarded: true });
  const title = `Archived trail ${Date.now()}`;
  const journey = await createJourney(page.request, {
    title,
    steps: [{ title: 'First camp' }, { title: 'Summit' }],
  });
  await completeStep(page.request, journey.steps[0]!.id);

  await page.goto('/settings/legal');
  await page.getByRole('button', { name: 'Prepare an archive' }).click();
  const archives = page.getByRole('list', { name: 'Your archives' });
  const download = archives.getByRole('link', { name: /^Download Export of / }).first();
  await expect(download).toBeVisible({ timeout: 30_000 });
  await screenshots(page, 'export-ready-en', () => archives.scrollIntoViewIfNeeded());
  for (const scheme of ['light', 'dark'] as const) {
    await showColorScheme(page, scheme);
    const { violations } = await axeScan(page, { include: 'main' });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  const href = await download.getAttribute('href');
  expect(href).toMatch(/^\/api\/export\/[0-9a-f-]+\/download\?expires=\d+&signature=/);
  const zip = await page.request.get(href!);
  expect(zip.status()).toBe(200);
  expect(zip.headers()['content-type']).toBe('application/zip');
  const bytes = await zip.body();
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

  // A fresh account imports it: a dry run first, then the import.
  const context = await browser.newContext();
  const fresh = await context.newPage();
  try {
    await signUpAndSignIn(fresh.request, baseURL!, { name: 'Bea Fresh', isOnboarded: true });
    await fresh.goto('/settings/legal');
    const form = fresh.getByRole('form', { name: 'Import an archive' });
    await form.getByLabel('Archive (.zip)').setInputFiles({
      name: 'waymark-export.zip',
      mimeType: 'application/zip',
      buffer: bytes,
    });
    await form.getByRole('button', { name: 'Check the archive' }).click();
    const plan = form.getByRole('table', { name: 'What the import will do' });
    await expect(plan.getByRole('row', { name: /^Journeys 1 0$/ })).toBeVisible();
    await expect(plan.getByRole('row', { name: /^Steps 2 0$/ })).toBeVisible();
    await screenshots(fresh, 'import-dry-run-en', () => form.scrollIntoViewIfNeeded());
    await form.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(form.getByRole('button', { name: 'Check the archive' })).toBeVisible();
    const journeys = await fresh.request.get('/api/journeys');
    expect(await journeys.text()).toContain(title);

    // The same screen in Arabic, right to left, with the dry run shown.
    await setLanguage(fresh.request, 'ar');
    await fresh.reload();
    await expect(fresh.locator('html')).toHaveAttribute('dir', 'rtl');
    const arabicForm = fresh.getByRole('form', { name: 'استيراد أرشيف' });
    await arabicForm.getByLabel('الأرشيف (.zip)').setInputFiles({
      name: 'waymark-export.zip',
      mimeType: 'application/zip',
      buffer: bytes,
    });
    await arabicForm.getByRole('button', { name: 'فحص الأرشيف' }).click();
    await expect(arabicForm.getByText('كل ما في هذا الأرشيف موجود في حسابك بالفعل.')).toBeVisible();
    await screenshots(fresh, 'import-dry-run-ar', () => arabicForm.scrollIntoViewIfNeeded());
  } finally {
    await context.close();
  }
});
