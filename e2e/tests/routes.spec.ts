import { expect, test } from '@playwright/test';

test('/journey/{id} redirects to /journeys/{id}', async ({ page }) => {
  await page.goto('/journey/summit-2027');
  await expect(page).toHaveURL(/\/journeys\/summit-2027$/);
});

test('an unknown page shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown API route answers JSON 404, never the app', async ({ request }) => {
  const response = await request.get('/api/no-such-route');
  expect(response.status()).toBe(404);
  const body = (await response.json()) as { error: { code: string } };
  expect(body.error.code).toBe('NOT_FOUND');
});

test('the home page tells a visitor what Waymark is and invites them to sign up', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /sign up/i }).first()).toHaveAttribute(
    'href',
    '/register',
  );
});
