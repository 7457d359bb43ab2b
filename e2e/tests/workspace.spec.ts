import { expect, test, type Page } from '@playwright/test';
import { signUpAndSignIn } from '../support/accounts';

/**
 * Issue 5, the workspace: a journey's document in the block editor, its `/` menu, autosave
 * across a reload, and a step block that completes the real step (progress everywhere).
 * Plus /slash-command-demo, which works signed out.
 */

/** The editable document (labelled in the page's language). */
const editorOf = (page: Page) => page.locator('.wm-editor[role="textbox"]');

/** Puts the caret on a new empty line at the end of the document. */
async function newLineAtEnd(page: Page) {
  const editor = editorOf(page);
  await editor.locator(':scope > *').last().click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
}

async function insertBlock(page: Page, query: string, label: string) {
  await page.keyboard.type(`/${query}`);
  const menu = page.getByRole('listbox', { name: 'Insert a block' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('option').first()).toContainText(label);
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
}

test('a journey document: slash commands, autosave, reload, and a step block that completes the step', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page.request, baseURL!, { name: 'Ada Lovelace', isOnboarded: true });

  const projectResponse = await page.request.post('/api/projects', {
    data: { title: 'Portugal 2027', icon: '🇵🇹' },
  });
  expect(projectResponse.status(), await projectResponse.text()).toBe(201);
  const project = (await projectResponse.json()) as { id: string };
  const journeyResponse = await page.request.post('/api/journeys', {
    data: {
      title: 'Weekend in Lisbon',
      projectId: project.id,
      steps: [{ title: 'Book the flights' }, { title: 'Find a hotel' }, { title: 'Pack' }],
    },
  });
  expect(journeyResponse.status(), await journeyResponse.text()).toBe(201);
  const journey = (await journeyResponse.json()) as { id: string };

  // The sidebar tree leads from the project to the journey.
  await page.goto('/projects/workspace');
  const tree = page.getByRole('tree', { name: 'Projects and journeys' });
  await expect(tree.getByRole('treeitem', { name: 'Portugal 2027' })).toBeVisible();
  await tree.getByRole('treeitem', { name: 'Weekend in Lisbon' }).click();
  await expect(page).toHaveURL(`/projects/workspace/${project.id}/journeys/${journey.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekend in Lisbon' })).toBeVisible();
  await expect(page.getByTestId('journey-progress')).toHaveText('0% complete');

  const editor = editorOf(page);
  await expect(editor).toHaveAccessibleName('Document of Weekend in Lisbon');
  await editor.click();
  await insertBlock(page, 'h1', 'Heading 1');
  await page.keyboard.type('Packing list');
  await page.keyboard.press('Enter');
  await insertBlock(page, 'todo', 'To-do list');
  await page.keyboard.type('Buy sunscreen');
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await page.reload();
  await expect(editor.getByRole('heading', { level: 1, name: 'Packing list' })).toBeVisible();
  await expect(editor.getByRole('listitem').filter({ hasText: 'Buy sunscreen' })).toBeVisible();

  // A step block shows the real step; ticking it completes the step: 1 of 3 is 33%.
  await newLineAtEnd(page);
  await insertBlock(page, 'step', 'Step');
  const picker = page.getByRole('dialog', { name: 'Insert a step' });
  await picker.getByRole('button', { name: /Book the flights/ }).click();
  await expect(picker).toBeHidden();
  const stepBox = editor.getByRole('checkbox', { name: 'Book the flights' });
  await expect(stepBox).not.toBeChecked();
  await stepBox.check();
  await expect(page.getByTestId('journey-progress')).toHaveText('33% complete');
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  const detail = await page.request.get(`/api/journeys/${journey.id}`);
  expect(((await detail.json()) as { progress: number }).progress).toBe(33);

  // The step block is part of the saved document, checked after a reload.
  await page.reload();
  await expect(editor.getByRole('checkbox', { name: 'Book the flights' })).toBeChecked();
  await expect(
    page.getByRole('tree').getByRole('treeitem', { name: 'Weekend in Lisbon' }),
  ).toContainText('33%');
});

test('the slash command demo works signed out, by keyboard', async ({ page }) => {
  await page.goto('/slash-command-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Slash command demo' })).toBeVisible();
  const editor = editorOf(page);
  await newLineAtEnd(page);
  await page.keyboard.type('/');
  const menu = page.getByRole('listbox', { name: 'Insert a block' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('option')).toHaveCount(12);
  await expect(editor).toHaveAttribute('aria-activedescendant', /option-0$/);

  await page.keyboard.type('list');
  await expect(menu.getByRole('option')).toHaveText([
    /Bulleted list/,
    /Numbered list/,
    /To-do list/,
  ]);
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('option', { name: /Numbered list/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await page.keyboard.type('First');
  await expect(editor.locator('ol li')).toHaveText('First');

  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('/quo');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(editor).toContainText('/quo');

  // The demo's step block ticks locally.
  const step = editor.getByRole('checkbox', { name: 'Book the flights' });
  await expect(step).toBeChecked();
  await step.uncheck();
  await expect(step).not.toBeChecked();
});

for (const { name, colorScheme, language } of [
  { name: 'light', colorScheme: 'light', language: 'en' },
  { name: 'dark', colorScheme: 'dark', language: 'en' },
  { name: 'arabic', colorScheme: 'light', language: 'ar' },
] as const) {
  test(`the slash menu at the caret (${name})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.addInitScript((code) => localStorage.setItem('i18nextLng', code), language);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/slash-command-demo');
    await newLineAtEnd(page);
    await page.keyboard.type('/');
    const menu = page.getByRole('listbox');
    await expect(menu).toBeVisible();
    await page.keyboard.press('ArrowDown');
    if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The menu opens under the caret, on the reading side of it.
    const caret = await page.locator('.wm-editor p:last-child').boundingBox();
    const box = await menu.boundingBox();
    expect(box!.y).toBeGreaterThan(caret!.y);
    await page.screenshot({ path: `/tmp/workspace-demo-${name}.png` });
  });
}
