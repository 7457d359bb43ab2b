import { expect, type Locator, type Page } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A select's button (ui/select-field.tsx): its name is its value, then its label. */
export const selectButton = (scope: Page | Locator, label: string) =>
  scope.getByRole('button', { name: new RegExp(`${escape(label)}$`) });

/** Opens a select and clicks one of its options, as a person would. */
export async function pickOption(page: Page, label: string, option: string | RegExp) {
  await selectButton(page, label).click();
  // Within its own list: a native select elsewhere on the page (the header's) has options too.
  await page
    .getByRole('listbox', { name: new RegExp(escape(label)) })
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Types part of an option into a combo box (ui/combo-box-field.tsx) and picks it. */
export async function chooseOption(
  page: Page,
  label: string,
  text: string,
  option: string | RegExp,
) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.fill(text);
  await page
    .getByRole('listbox', { name: new RegExp(escape(label)) })
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/**
 * A date field (ui/date-field.tsx), once its picker has loaded. Matched at the start of its
 * name: a field with a visible label and an aria-label ("Due date of step 2") has both.
 */
export const dateField = (scope: Page | Locator, label: string) =>
  scope.getByRole('group', { name: new RegExp(`^${escape(label)}`) });

/** Types 'YYYY-MM-DD' into a date field in English (United States) order: month, day, year. */
export async function fillDate(field: Locator, iso: string) {
  const [year, month, day] = iso.split('-');
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(`${month}${day}${year}`);
}

/** What an English date field shows for 'YYYY-MM-DD': its month, day and year segments. */
export async function expectDate(field: Locator, iso: string) {
  const [year, month, day] = iso.split('-').map(Number);
  await expect(field.getByRole('spinbutton')).toHaveText([
    String(month),
    String(day),
    String(year),
  ]);
}
