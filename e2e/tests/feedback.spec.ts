import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from '../support/accounts';

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

test('on a phone the feedback link covers no content: it sits at the end of the footer', async ({
  page,
  baseURL,
}) => {
  await signUpAndSignIn(page.request, baseURL!, { isOnboarded: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // A new person's Discover fills the first screen down to its bottom, where the floating
  // button hid content.
  await page.goto('/discover');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const link = page.getByRole('link', { name: 'Provide Feedback' });
  await expect(link).toContainText('Provide Feedback');
  // Scrolling moves it with the page: nothing floats over what is read.
  expect(await link.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed');
  // Below all of the page's content, inside the footer (measured once the sections settle).
  await expect(async () => {
    const [main, footer, box] = await Promise.all([
      page.locator('main').boundingBox(),
      page.getByRole('contentinfo').boundingBox(),
      link.boundingBox(),
    ]);
    expect(box!.y).toBeGreaterThanOrEqual(main!.y + main!.height);
    expect(box!.y + box!.height).toBeLessThanOrEqual(footer!.y + footer!.height);
  }).toPass();
});
