import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface PageAudit {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  /** Why Lighthouse could not measure the page, when it could not. */
  error?: string;
  scripts: { url: string; gzipBytes: number }[];
  scriptGzipBytes: number;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

export interface AuditOptions {
  /** A signed-in person's session cookie, sent with every request of the page. */
  cookie?: string;
  /**
   * 'cold' (the default): Lighthouse empties the caches and the site's storage first.
   * 'warm': one load first, then the audited load keeps its HTTP cache and the reads the
   * device kept (IndexedDB), as a person's second visit does.
   */
  cache?: 'cold' | 'warm';
}

/** Lighthouse with its default mobile emulation, plus the gzip size of every script the page loaded. */
export async function auditPage(url: string, options: AuditOptions = {}): Promise<PageAudit> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: chromiumFlags,
  });
  try {
    const flags = {
      port: chrome.port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(options.cookie ? { extraHeaders: { Cookie: options.cookie } } : {}),
    };
    if (options.cache === 'warm') await lighthouse(url, flags);
    const audited = () =>
      lighthouse(url, {
        ...flags,
        ...(options.cache === 'warm' ? { disableStorageReset: true } : {}),
      });
    let result = await audited();
    // Lighthouse now and then fails to record the load's trace (NO_NAVSTART, NO_FCP on a page
    // that paints): that is no figure of the page, so it is measured once more.
    if (result?.lhr.runtimeError) result = await audited();
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] })
      ?.items;
    const scriptUrls = (requests ?? [])
      .filter((request) => request.resourceType === 'Script')
      .map((request) => request.url);
    const scripts = await Promise.all(
      scriptUrls.map(async (scriptUrl) => {
        const body = Buffer.from(await (await fetch(scriptUrl)).arrayBuffer());
        return { url: new URL(scriptUrl).pathname, gzipBytes: gzipSync(body, { level: 9 }).length };
      }),
    );
    const score = (name: string) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
    return {
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      largestContentfulPaintMs: Math.round(
        lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
      ),
      totalBlockingTimeMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      // A score of 0 is Lighthouse failing to measure, not a slow page: say why.
      error:
        lhr.runtimeError?.message ??
        lhr.audits['largest-contentful-paint']?.errorMessage ??
        lhr.audits['total-blocking-time']?.errorMessage,
      scripts,
      scriptGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    };
  } finally {
    chrome.kill();
  }
}
