// @vitest-environment node
// Node, not jsdom: the server runs this render where no window or document exists.
import { describe, expect, it } from 'vitest';
import { languageCodes } from '@waymark/shared/languages';
import type { PublicConfig } from '@waymark/shared/public-config';
import { prerenderedPaths, renderPage } from '@/prerender/render-page';

const config: PublicConfig = {
  productName: 'Trailhead',
  feedbackUrl: 'https://feedback.example.com/trailhead',
  version: '1.2.3',
  operator: { name: 'Trailhead Labs GmbH', address: 'Hauptstraße 1, Berlin', email: null },
  oauthProviders: [],
};

describe('server render of the landing pages', () => {
  it('renders every landing page in every language, with its title and the configured name', async () => {
    for (const path of prerenderedPaths) {
      for (const language of languageCodes) {
        const page = await renderPage(`http://localhost${path}`, language, config);
        expect(page, `${path} in ${language}`).not.toBeNull();
        expect(page?.html).toContain('<main id="main"');
        expect(page?.html).not.toContain('<title>');
        expect(page?.title).toContain('Trailhead');
      }
    }
    // 8 pages × 13 languages: about 100 renders.
  }, 60_000);

  it("renders the page's own texts in the language asked for", async () => {
    const english = await renderPage('http://localhost/about', 'en', config);
    const arabic = await renderPage('http://localhost/about', 'ar', config);
    expect(english?.html).toMatch(/<h1[^>]*>[^<]*[A-Za-z]/);
    expect(arabic?.html).toMatch(/<h1[^>]*>[^<]*[\u0600-\u06FF]/);
  });

  it('shows the operator from configuration on the impressum', async () => {
    const page = await renderPage('http://localhost/impressum', 'de', config);
    expect(page?.html).toContain('Trailhead Labs GmbH');
  });

  it('renders two languages asked for at once each in its own language', async () => {
    const [japanese, english] = await Promise.all([
      renderPage('http://localhost/faq', 'ja', config),
      renderPage('http://localhost/faq', 'en', config),
    ]);
    expect(japanese?.title).not.toBe(english?.title);
    expect(english?.title).toMatch(/^[\x20-\x7E·]+$/);
  });

  it('renders nothing for a page that is not found', async () => {
    expect(await renderPage('http://localhost/no/such/page', 'en', config)).toBeNull();
  });
});
