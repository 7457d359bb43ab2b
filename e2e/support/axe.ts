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
 * Why not `@axe-core/playwright`'s AxeBuilder: every `analyze()` also opens a whole new page to
 * merge the frames' results, about 2 s a scan on a 2-core machine against 0.5 s for the scan
 * itself; the suite makes some 150 scans. Here axe itself collects the results of same-origin
 * frames. Each scan gets a fresh copy of axe: one kept in the document from an earlier scan
 * remembers colours it read there, and after a switch to the dark theme it reported the light
 * theme's text colour on the dark background.
 */
export async function axeScan(page: Page, { include, options = {} }: AxeScan = {}) {
  for (const frame of page.frames()) {
    // A detached or navigating frame has nothing to scan.
    await frame.evaluate(`delete window.axe; ${axeSource}`).catch(() => undefined);
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
