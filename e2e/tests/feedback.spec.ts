import { expect, test } from '@playwright/test';

test('the feedback button sits bottom-left, expands on hover and focus, and opens the feedback link safely', async ({
  page,
}) => {
  await page.goto('/');
  const link = page.getByRole('link', { name: 'Provide Feedback' });
  await expect(link).toHaveAttribute('href', 'https://feedback.example.com/waymark');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  const box = await link.boundingBox();
  const viewport = page.viewportSize();
  expect(box && box.x < 100).toBe(true);
  expect(box && viewport && box.y + box.height > viewport.height - 100).toBe(true);

  const label = link.getByText('Provide Feedback');
  await expect(label).not.toBeInViewport();
  await link.hover();
  await expect(label).toBeInViewport();

  await page.mouse.move(600, 300);
  await expect(label).not.toBeInViewport();
  await link.focus();
  await expect(label).toBeInViewport();
});
