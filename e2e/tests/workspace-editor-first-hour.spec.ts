import { expect, test, type Page } from '@playwright/test';
import { createJourney, createProject, setLanguage } from '../support/api';
import { signUpAndSignIn } from '../support/accounts';

/**
 * Issue 20 (the first hour), the block editor: a never-written journey document starts with
 * the journey's steps, Enter twice leaves a quote or a list, and the editor page runs under
 * the strict CSP without a violation or a ProseMirror warning.
 */

// The editor page must run without a console message, the app's worker registering included.
test.use({ serviceWorkers: 'allow' });

const editorOf = (page: Page) => page.locator('.wm-editor[role="textbox"]');
const savedStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^Saved$/ });

interface Made {
  projectId: string;
  journeyId: string;
}

async function journeyWithThreeSteps(page: Page, baseURL: string): Promise<Made> {
  await signUpAndSignIn(page.request, baseURL, { name: 'Ada Lovelace', isOnboarded: true });
  const project = await createProject(page.request, { title: 'Portugal 2027', icon: '🇵🇹' });
  const journey = await createJourney(page.request, {
    title: 'Weekend in Lisbon',
    projectId: project.id,
    status: 'active',
    steps: [{ title: 'Book the flights' }, { title: 'Find a hotel' }, { title: 'Pack' }],
  });
  return { projectId: project.id, journeyId: journey.id };
}

const journeyPath = ({ projectId, journeyId }: Made) =>
  `/projects/workspace/${projectId}/journeys/${journeyId}`;

/** Records CSP violations (as the page sees them) and every console warning or error. */
async function recordProblems(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return {
    console: messages,
    violations: () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  };
}

/** Puts the caret on the empty line the document ends with. */
async function caretOnLastLine(page: Page) {
  const editor = editorOf(page);
  await expect(editor).toHaveAttribute('contenteditable', 'true');
  await editor.locator(':scope > p').last().click();
  await expect(editor).toBeFocused();
  await page.keyboard.press('Control+End');
}

test('the editor page runs under the CSP with no violation and no ProseMirror warning', async ({
  page,
  baseURL,
}) => {
  const problems = await recordProblems(page);
  const made = await journeyWithThreeSteps(page, baseURL!);
  await page.goto(journeyPath(made));
  const editor = editorOf(page);
  await caretOnLastLine(page);
  await page.keyboard.type('Notes for the trip');
  await expect(savedStatus(page)).toBeVisible();

  // ProseMirror's own stylesheet rules are there (they came from an injected <style> before).
  expect(await editor.evaluate((element) => getComputedStyle(element).whiteSpace)).toMatch(
    /pre-wrap|break-spaces/,
  );
  expect(await page.locator('style[data-tiptap-style]').count()).toBe(0);
  expect(await problems.violations()).toEqual([]);
  expect(problems.console).toEqual([]);
});

test("a never-written journey document starts with the journey's steps, bound to them", async ({
  page,
  baseURL,
}) => {
  const made = await journeyWithThreeSteps(page, baseURL!);
  await page.goto(journeyPath(made));
  const editor = editorOf(page);
  const steps = editor.getByRole('checkbox');
  await expect(steps).toHaveCount(3);
  await expect(editor.locator('[data-step-block] label')).toHaveText([
    'Book the flights',
    'Find a hotel',
    'Pack',
  ]);

  // Ticking a seeded block completes the real step: 1 of 3 is 33%.
  await editor.getByRole('checkbox', { name: 'Find a hotel' }).check();
  await expect(page.getByTestId('journey-progress')).toHaveText('33% complete');

  // The seeded blocks are saved with the first edit, like everything else typed.
  await caretOnLastLine(page);
  await page.keyboard.type('Flights first');
  await expect(savedStatus(page)).toBeVisible();
  const stored = await page.request.get(`/api/journeys/${made.journeyId}/document`);
  const body = (await stored.json()) as { document: { content: { type: string }[] } };
  expect(body.document.content.filter((node) => node.type === 'stepBlock')).toHaveLength(3);

  // Someone who clears the document keeps it empty: the steps are not put back.
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await expect(editor.getByRole('checkbox')).toHaveCount(0);
  await expect(savedStatus(page)).toBeVisible();
  await page.reload();
  await expect(editor).toBeVisible();
  await expect(editor.getByRole('checkbox')).toHaveCount(0);
});

test('Enter on an empty line leaves a quote and a list; Shift+Enter breaks the line', async ({
  page,
  baseURL,
}) => {
  const made = await journeyWithThreeSteps(page, baseURL!);
  await page.goto(journeyPath(made));
  const editor = editorOf(page);
  await caretOnLastLine(page);

  await page.keyboard.type('> Quoted');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('second line');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('After the quote');
  await expect(editor.locator('blockquote')).toHaveCount(1);
  await expect(editor.locator('blockquote br')).toHaveCount(1);
  await expect(editor.locator('blockquote')).toHaveText('Quotedsecond line');
  await expect(editor.locator(':scope > p', { hasText: 'After the quote' })).toBeVisible();

  await page.keyboard.press('Enter');
  await page.keyboard.type('[ ] Buy sunscreen');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('After the list');
  await expect(editor.locator('ul[data-type="taskList"] li')).toHaveCount(1);
  await expect(editor.locator(':scope > p', { hasText: 'After the list' })).toBeVisible();
});

for (const { name, colorScheme, language, width, height } of [
  { name: 'en-light', colorScheme: 'light', language: 'en', width: 1280, height: 800 },
  { name: 'en-dark', colorScheme: 'dark', language: 'en', width: 1280, height: 800 },
  { name: 'ar-light', colorScheme: 'light', language: 'ar', width: 1280, height: 800 },
  { name: 'ar-dark', colorScheme: 'dark', language: 'ar', width: 390, height: 844 },
  { name: 'en-phone', colorScheme: 'light', language: 'en', width: 390, height: 844 },
] as const) {
  test(`the seeded journey document (${name})`, async ({ page, baseURL }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width, height });
    const problems = await recordProblems(page);
    const made = await journeyWithThreeSteps(page, baseURL!);
    await setLanguage(page.request, language);
    await page.goto(journeyPath(made));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const editor = editorOf(page);
    await expect(editor.getByRole('checkbox')).toHaveCount(3);
    await caretOnLastLine(page);
    await page.keyboard.type('> ');
    await page.keyboard.type(language === 'ar' ? 'اقتباس' : 'A quote');
    await page.screenshot({ path: `/tmp/workspace-seeded-${name}.png`, fullPage: true });
    expect(await problems.violations()).toEqual([]);
    expect(problems.console).toEqual([]);
  });
}
