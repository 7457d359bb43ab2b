import { expect, test, type Page } from '@playwright/test';
import { setLanguage } from '../support/api';
import { signUpAndSignIn } from '../support/accounts';
import { waitForAppStart } from '../support/app-start';

/**
 * The signed-in header fits a 390 px phone whatever the font: the machine's sans-serif may be
 * Noto (fonts-noto-core) or DejaVu Sans (fonts-dejavu-core, a little wider), and an 5 px wider
 * header made the whole dashboard scroll sideways. `.ci/run` installs both fonts.
 */
const fontFamilies = ['DejaVu Sans', 'Noto Sans'] as const;

/** Every text in `family` (and its fallbacks for other scripts), from a same-origin stylesheet. */
async function useFont(page: Page, family: string) {
  const path = `/e2e-font-${family.replace(/\W/g, '')}.css`;
  await page.route(`**${path}`, (route) =>
    route.fulfill({
      contentType: 'text/css',
      body: `*, *::before, *::after { font-family: '${family}', sans-serif !important; }`,
    }),
  );
  // A stylesheet file, not inline: the app's CSP allows only its own origin's styles.
  await page.addStyleTag({ url: path });
  await expect
    .poll(() => page.evaluate((name) => document.fonts.check(`16px '${name}'`), family))
    .toBe(true);
}

/** How far the page and the header reach past the window's width. */
const overflow = (page: Page) =>
  page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    header:
      (document.querySelector('header')?.scrollWidth ?? 0) - document.documentElement.clientWidth,
  }));

for (const language of ['en', 'ar'] as const) {
  test(`the signed-in header fits 390 px in ${language} with DejaVu Sans and with Noto Sans`, async ({
    page,
    baseURL,
  }) => {
    await signUpAndSignIn(page.request, baseURL!, { name: 'Ada Lovelace', isOnboarded: true });
    if (language === 'ar') await setLanguage(page.request, 'ar');
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await waitForAppStart(page);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const header = page.getByRole('banner');
    // Every control of the header has arrived (they load lazily after the first paint).
    await expect(header.getByRole('button', { name: /account menu|قائمة الحساب/ })).toBeVisible();
    await expect(header.getByRole('link', { name: /Chat|الدردشة/ })).toBeVisible();
    for (const family of fontFamilies) {
      await test.step(family, async () => {
        await useFont(page, family);
        expect(
          await page
            .getByRole('link', { name: 'Waymark' })
            .first()
            .evaluate((element) => getComputedStyle(element).fontFamily),
        ).toContain(family);
        await expect.poll(() => overflow(page)).toEqual({ page: 0, header: 0 });
        // With room to spare: the product name, which would give way first, shows whole.
        const name = header.getByRole('link', { name: 'Waymark' }).locator('span');
        expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
          true,
        );
      });
    }
  });
}
