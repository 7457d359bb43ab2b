import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { textDirection, type LanguageCode } from '@waymark/shared/languages';
import { requestLanguage } from '@/lib/request-language';
import type { RenderedPage } from '@/plugins/web-app/prerender';

/** `page-shell.json`, written by the web build (apps/web/build/page-shell.ts). */
const pageShellSchema = z.object({
  routes: z.array(
    z.object({ pattern: z.string(), files: z.array(z.string()), namespaces: z.array(z.string()) }),
  ),
  texts: z.record(z.string(), z.record(z.string(), z.array(z.string()))),
  startupText: z.record(z.string(), z.string()),
});

export interface PageShell {
  /** The language the browser will most likely pick: its i18next cookie, else Accept-Language. */
  languageOf(cookieHeader: string | undefined, acceptLanguage: string | undefined): LanguageCode;
  /** index.html for one page view; `key` names it for caching. */
  html(
    pathname: string,
    language: LanguageCode,
    page: RenderedPage | null,
  ): { key: string; html: string };
}

/**
 * index.html for one page view, in the visitor's language (a wrong guess costs only a small
 * unused download and a moment of another language before the app starts):
 * - `lang` and `dir` on <html>, and the start-up screen's text, in that language;
 * - preload links for the page's lazy modules and its texts, so a phone fetches them
 *   alongside the main bundle instead of two round trips later;
 * - on landing pages, the page rendered by the server, shown until the app takes over.
 */
export function createPageShell(distDir: string, indexHtml: string): PageShell {
  const manifestFile = path.join(distDir, 'page-shell.json');
  const manifest = existsSync(manifestFile)
    ? pageShellSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')))
    : { routes: [], texts: {}, startupText: {} };
  const routes = manifest.routes.map((route) => ({
    ...route,
    matcher: patternToRegExp(route.pattern),
  }));

  return {
    languageOf: requestLanguage,
    html(pathname, language, page) {
      const route = routes.find((candidate) => candidate.matcher.test(pathname));
      const key = `${page ? pathname : (route?.pattern ?? '*')}|${language}`;
      const texts = manifest.texts[language] ?? {};
      const files = new Set([
        ...(texts.translation ?? []),
        ...(route?.namespaces.flatMap((namespace) => texts[namespace] ?? []) ?? []),
        ...(route?.files ?? []),
      ]);
      const links = [...files].map(preloadLink).join('');
      const startupText = manifest.startupText[language];
      let html = indexHtml
        .replace(
          /<html lang="[^"]*" dir="[^"]*">/,
          `<html lang="${language}" dir="${textDirection(language)}">`,
        )
        .replace('</head>', `${links}</head>`);
      if (startupText) {
        html = html.replace(
          /(<p[^>]*data-startup-text[^>]*>)[^<]*(<\/p>)/,
          (_match, open: string, close: string) => `${open}${escapeHtml(startupText)}${close}`,
        );
      }
      if (page) html = startAppAfterFirstPaint(html);
      if (page) {
        // Inert: until the app has started nothing on it responds, so it takes no clicks or focus
        // and is left out of the accessibility tree (the start-up status still speaks); aria-hidden
        // says the same to tools that look for roles (tests, crawlers' accessibility checks).
        html = html
          .replace('<div id="startup-screen">', '<div id="startup-screen" class="has-page">')
          .replace(
            '<!--prerendered-page-->',
            () => `<div inert aria-hidden="true">${page.html}</div>`,
          );
        if (page.title)
          html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`);
      }
      return { key, html };
    },
  };
}

/** '/blog/:slug' → /^\/blog\/[^/]+\/?$/ — the only pattern shapes the landing pages use. */
function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('\\/');
  return new RegExp(`^${source === '' ? '\\/' : `${source}\\/?`}$`);
}

/**
 * On a server-rendered page the app is not needed for the first paint: its module script and
 * preloads move into /app-start.js's attributes, which adds them one frame after that paint,
 * so on a slow connection the page's HTML and CSS do not share the line with 150 KB of code.
 */
function startAppAfterFirstPaint(html: string): string {
  const modules: string[] = [];
  const texts: string[] = [];
  let entry: string | undefined;
  const withoutScripts = html
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/,
      (_tag, src: string) => {
        entry = src;
        return '';
      },
    )
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
      modules.push(href);
      return '';
    })
    .replace(
      /<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g,
      (_tag, href: string) => {
        texts.push(href);
        return '';
      },
    );
  if (!entry) return html;
  const starter =
    `<script src="/app-start.js" data-entry="${entry}" data-modules="${modules.join(' ')}"` +
    ` data-texts="${texts.join(' ')}"></script>`;
  return withoutScripts.replace('</body>', () => `${starter}</body>`);
}

/** Modules preload as modules; the texts (JSON that i18next fetches) as a fetch. */
function preloadLink(file: string): string {
  return file.endsWith('.json')
    ? `<link rel="preload" as="fetch" crossorigin href="/${file}">`
    : `<link rel="modulepreload" crossorigin href="/${file}">`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
