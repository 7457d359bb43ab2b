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

  // Collapsed it is an icon; hover and keyboard focus alike widen it to show the words.
  const width = async () => (await link.boundingBox())?.width ?? 0;
  const collapsedWidth = await width();
  await link.hover();
  await expect(link).toHaveAttribute('data-expanded', 'true');
  await expect.poll(width).toBeGreaterThan(collapsedWidth + 60);

  await page.mouse.move(600, 300);
  await expect(link).toHaveAttribute('data-expanded', 'false');
  await expect.poll(width).toBeLessThan(collapsedWidth + 5);

  await link.focus();
  await expect(link).toHaveAttribute('data-expanded', 'true');
  await expect.poll(width).toBeGreaterThan(collapsedWidth + 60);
});
