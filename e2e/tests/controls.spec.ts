import { expect, test, type Locator, type Page } from '@playwright/test';
import { createJourney, setLanguage } from '../support/api';
import { signUpAndSignIn } from '../support/accounts';
import { dateField, expectDate, fillDate, selectButton } from '../support/controls';
import { showColorScheme } from '../support/themes';

/**
 * Issue 20, "Real controls, not the browser's": the journey form's selects and date pickers
 * are the app's own (React Aria), work by keyboard, and follow the interface language: Arabic
 * shows day, month and year in Arabic-Indic digits and a right-to-left calendar, while the
 * API still receives YYYY-MM-DD. Screenshots with the calendar open go to
 * /tmp/controls-journey-form-<lang>-<width>-<theme>.png.
 */

const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** Each viewport and theme with a date field's calendar open (opened again at each size). */
async function screenshots(page: Page, language: string, field: Locator) {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await field.scrollIntoViewIfNeeded();
    await field.getByRole('button', { name: calendarButtonName }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await showColorScheme(page, colorScheme);
      await page.screenshot({
        path: `/tmp/controls-journey-form-${language}-${viewport.width}-${colorScheme}.png`,
      });
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await page.setViewportSize(viewports[0]);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The calendar button, in English or Arabic ("Choose a date", then the field's label). */
const calendarButtonName = /^(Choose a date|اختر تاريخًا)/;

/** Today in the browser's (and this machine's) zone, as the calendar marks it. */
const todayIso = () => new Date().toLocaleDateString('en-CA');

test('the journey form picks category and dates by keyboard, in English and in Arabic', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page.request, baseURL!, { isOnboarded: true });
  await page.goto('/create-journey');
  await page.getByLabel('Title', { exact: true }).fill('Sail to Tangier');

  // A select: Enter opens its list, the arrows move, Enter chooses, the focus comes back.
  const category = selectButton(page, 'Category');
  await category.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(category).toHaveText('Fitness');
  await expect(category).toBeFocused();

  // A date typed segment by segment, then moved a week on in its calendar by keyboard.
  const start = dateField(page, 'Start date');
  await fillDate(start, '2026-05-01');
  await screenshots(page, 'en', start);
  await start.getByRole('button', { name: calendarButtonName }).click();
  const calendar = page.getByRole('dialog').getByRole('application');
  await expect(calendar.getByRole('heading')).toHaveText('May 2026');
  await expect(calendar.getByRole('button', { name: /May 1, 2026/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectDate(start, '2026-05-08');

  await page.getByRole('button', { name: 'Create journey' }).click();
  await expect(page).toHaveURL(/\/journeys\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  const saved = (await (await page.request.get(`/api/journeys/${id}`)).json()) as {
    category: string;
    startDate: string | null;
  };
  expect(saved).toMatchObject({ category: 'fitness', startDate: '2026-05-08' });

  // Arabic: the interface language is the profile's.
  await setLanguage(page.request, 'ar');
  await page.goto(`/edit-journey/${id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicStart = dateField(page, 'تاريخ البدء');
  // Day, month, year, in Arabic-Indic digits.
  await expect(arabicStart.getByRole('spinbutton')).toHaveText(['٨', '٥', '٢٠٢٦']);
  await expect(selectButton(page, 'الفئة')).toHaveText('اللياقة');

  // An empty target date opens its calendar on today; Enter takes it.
  const arabicTarget = dateField(page, 'تاريخ الهدف');
  await screenshots(page, 'ar', arabicTarget);
  await arabicTarget.getByRole('button', { name: calendarButtonName }).click();
  const arabicCalendar = page.getByRole('dialog').getByRole('application');
  await expect(arabicCalendar.getByRole('heading')).toHaveText(/^[^0-9]+ [٠-٩]{4}$/);
  // The week starts on Saturday, as in Egypt (the region CLDR gives plain Arabic). The day
  // names are hidden from screen readers, which hear each day's full date instead.
  await expect(arabicCalendar.locator('thead th').first()).toHaveText('س');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(arabicTarget.getByRole('spinbutton').last()).toHaveText(/^[٠-٩]{4}$/);

  await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(page).toHaveURL(new RegExp(`/journeys/${id}$`));
  const edited = (await (await page.request.get(`/api/journeys/${id}`)).json()) as {
    targetDate: string | null;
  };
  expect(edited.targetDate).toBe(todayIso());
});

test('a list filter is a select: chosen by keyboard in Arabic, it filters through the address', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page.request, baseURL!, { isOnboarded: true });
  await createJourney(page.request, { title: 'Learn the oud', status: 'active' });
  await createJourney(page.request, { title: 'Visit Fez' });
  await setLanguage(page.request, 'ar');
  await page.goto('/journeys');
  await expect(page.getByRole('article')).toHaveCount(2);

  // The filter sits on the search box's line, label over label, box beside box.
  const status = selectButton(page, 'الحالة');
  const search = page.getByRole('searchbox');
  const [statusBox, searchBox] = [await status.boundingBox(), await search.boundingBox()];
  expect(Math.abs(statusBox!.y - searchBox!.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(statusBox!.height - searchBox!.height)).toBeLessThanOrEqual(1);

  await status.focus();
  await page.keyboard.press('ArrowDown');
  const list = page.getByRole('listbox', { name: /الحالة/ });
  await expect(list).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await showColorScheme(page, colorScheme);
    await page.screenshot({ path: `/tmp/controls-journeys-filter-ar-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  // "All" first, then the statuses in order: planned, active…
  await expect(list.getByRole('option')).toHaveText([
    'الكل',
    'مخطط لها',
    'نشطة',
    'مكتملة',
    'مؤرشفة',
  ]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]status=active/);
  await expect(status).toHaveText('نشطة');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText('Learn the oud');
});
