import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeScan {
  /** Only this part of the page (a CSS selector); the whole document otherwise. */
  include?: string;
  /** axe's run options, e.g. an experimental rule switched on. */
  options?: RunOptions;
}

/**
 * Runs axe-core in the page as it is now and returns its results.
 *
 * Why not `@axe-core/playwright`'s AxeBuilder: every `analyze()` sends axe's 600 KB source to
 * each frame again and opens a whole new page to merge the frames' results, about 2 s a scan on
 * a 2-core machine against 0.5 s for the scan itself; the suite makes some 150 scans. Here the
 * source goes into a document once (a scan after a navigation sends it again) and axe itself
 * collects the results of same-origin frames, which hold their own copy.
 */
export async function axeScan(page: Page, { include, options = {} }: AxeScan = {}) {
  for (const frame of page.frames()) {
    const loaded = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!loaded) await frame.evaluate(axeSource);
  }
  return page.evaluate(
    ([selector, runOptions]) => {
      const { axe } = window as unknown as {
        axe: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> };
      };
      return axe.run(selector ?? document, runOptions);
    },
    [include ?? null, options] as const,
  );
}
