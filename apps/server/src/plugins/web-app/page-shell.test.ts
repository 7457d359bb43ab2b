import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageShell } from '@/plugins/web-app/page-shell';

const indexHtml = [
  '<!doctype html><html lang="en" dir="ltr"><head><title>Waymark</title></head><body>',
  '<div id="root"></div><div id="startup-screen"><!--prerendered-page-->',
  '<div class="startup-status"><p class="x" data-startup-text>Connecting to database...</p></div>',
  '</div></body></html>',
].join('');

const manifest = {
  routes: [
    { pattern: '/about', files: ['assets/about-1.js', 'assets/icon-2.js'], namespaces: ['info'] },
    { pattern: '/blog/:slug', files: ['assets/post-3.js'], namespaces: ['info'] },
  ],
  texts: {
    en: {
      translation: ['assets/locales/h1/en/translation.json'],
      info: ['assets/locales/h1/en/info.json'],
    },
    ar: {
      translation: ['assets/locales/h1/ar/translation.json'],
      info: ['assets/locales/h1/ar/info.json'],
    },
  },
  startupText: { en: 'Connecting to database...', ar: 'جارٍ الاتصال <بقاعدة> البيانات...' },
};

describe('the page shell (index.html per page view)', () => {
  let distDir: string;
  beforeAll(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'waymark-shell-'));
    writeFileSync(path.join(distDir, 'page-shell.json'), JSON.stringify(manifest));
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('picks the language from the i18next cookie first, then Accept-Language, else English', () => {
    const shell = createPageShell(distDir, indexHtml);
    expect(shell.languageOf('a=1; i18next=ja', 'ar')).toBe('ja');
    expect(shell.languageOf('i18next=xx', 'fr-CH, ar;q=0.5')).toBe('fr');
    expect(shell.languageOf(undefined, 'sv, da;q=0.8')).toBe('en');
    expect(shell.languageOf(undefined, undefined)).toBe('en');
  });

  it("preloads the page's modules and its texts in the visitor's language", () => {
    const { html } = createPageShell(distDir, indexHtml).html('/about', 'ar', null);
    const preloads = [
      ...html.matchAll(/<link rel="([a-z]+)"(?: as="fetch")? crossorigin href="([^"]+)">/g),
    ];
    expect(preloads.map((match) => [match[1], match[2]])).toEqual([
      ['preload', '/assets/locales/h1/ar/translation.json'],
      ['preload', '/assets/locales/h1/ar/info.json'],
      ['modulepreload', '/assets/about-1.js'],
      ['modulepreload', '/assets/icon-2.js'],
    ]);
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/assets/locales/h1/ar/info.json">',
    );
  });

  it('matches parameterised patterns and preloads only the texts on other pages', () => {
    const shell = createPageShell(distDir, indexHtml);
    expect(shell.html('/blog/first-steps', 'en', null).html).toContain('/assets/post-3.js');
    const other = shell.html('/profile/42', 'en', null);
    expect(other.html).toContain('/assets/locales/h1/en/translation.json');
    expect(other.html).not.toContain('/assets/locales/h1/en/info.json');
    expect(other.key).toBe('*|en');
  });

  it('writes lang, dir and the escaped start-up text of the language', () => {
    const { html } = createPageShell(distDir, indexHtml).html('/about', 'ar', null);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('data-startup-text>جارٍ الاتصال &#60;بقاعدة&#62; البيانات...</p>');
  });

  it('puts a prerendered page in place, inert, with its title', () => {
    const page = { html: '<main><h1>About $& Waymark</h1></main>', title: 'About · Waymark' };
    const { key, html } = createPageShell(distDir, indexHtml).html('/about', 'en', page);
    expect(key).toBe('/about|en');
    expect(html).toContain('<div id="startup-screen" class="has-page">');
    expect(html).toContain(
      '<div inert aria-hidden="true"><main><h1>About $& Waymark</h1></main></div>',
    );
    expect(html).toContain('<title>About · Waymark</title>');
    expect(html).not.toContain('<!--prerendered-page-->');
  });

  it('starts the app after the first paint on a prerendered page, at once elsewhere', () => {
    const built = indexHtml.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-9.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-8.js"></head>',
    );
    const shell = createPageShell(distDir, built);
    const plain = shell.html('/about', 'en', null).html;
    expect(plain).toContain('<script type="module" crossorigin src="/assets/index-9.js">');
    expect(plain).not.toContain('app-start.js');

    const page = { html: '<main><h1>About</h1></main>', title: null };
    const prerendered = shell.html('/about', 'en', page).html;
    expect(prerendered).not.toContain('type="module"');
    expect(prerendered).not.toContain('rel="modulepreload"');
    expect(prerendered).not.toContain('rel="preload"');
    expect(prerendered).toContain(
      '<script src="/app-start.js" data-entry="/assets/index-9.js"' +
        ' data-modules="/assets/react-8.js /assets/about-1.js /assets/icon-2.js"' +
        ' data-texts="/assets/locales/h1/en/translation.json /assets/locales/h1/en/info.json">' +
        '</script></body>',
    );
  });

  it('serves index.html as built when the build wrote no page-shell.json', () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'waymark-shell-bare-'));
    try {
      const shell = createPageShell(bare, indexHtml);
      expect(shell.html('/about', 'en', null).html).toBe(indexHtml);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
