import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { FALLBACK_LANGUAGE, languageCodes, type LanguageCode } from '@waymark/shared/languages';
import type { PublicConfig } from '@waymark/shared/public-config';
import { appRoutes } from '@/app/router';
import { interpolation } from '@/i18n/locale-numbers';
import { i18n } from '@/i18n/setup';
import { AuthProvider } from '@/lib/auth/auth-context';
import { publicConfigQueryOptions } from '@/lib/public-config';

/**
 * Server-side rendering of the pages a signed-out visitor lands on, for the first paint only:
 * the server puts this HTML where index.html's start-up screen is, the browser shows it before
 * any script has run, and the app replaces it when it starts (nothing is hydrated, so the
 * client code stays as it is). Pages whose content comes from the API are left out.
 */
export const prerenderedPaths: readonly string[] = [
  '/',
  '/about',
  '/faq',
  '/pricing',
  '/privacy',
  '/terms',
  '/cookies',
  '/impressum',
];

// Every namespace of every language, bundled: the server renders any language at once.
const localeModules = import.meta.glob<{ default: Record<string, unknown> }>(
  '../i18n/locales/*/*.json',
  { eager: true },
);

function bundledResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, module] of Object.entries(localeModules)) {
    const [, language = '', namespace = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    (resources[language] ??= {})[namespace] = module.default;
  }
  return resources;
}

const ready = i18n.use(initReactI18next).init({
  resources: bundledResources(),
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...languageCodes],
  ns: ['translation'],
  fallbackNS: 'translation',
  interpolation,
  react: { useSuspense: false },
  initAsync: false,
});

const handler = createStaticHandler(appRoutes);

export interface RenderedPage {
  /** The page's markup, for inside <body>. */
  html: string;
  /** The page's own <title> text, if it sets one. */
  title: string | null;
}

let previousRender: Promise<unknown> = Promise.resolve();

/**
 * Renders `url` (one of `prerenderedPaths`) in `language` as a signed-out visitor sees it.
 * Returns null for anything that is not a plain 200 page.
 */
export function renderPage(
  url: string,
  language: LanguageCode,
  publicConfig: PublicConfig,
): Promise<RenderedPage | null> {
  // One i18next instance serves every language: renders take turns, so a language switch for
  // one can never land in the middle of another.
  const render = previousRender.then(() => renderNow(url, language, publicConfig));
  previousRender = render.catch(() => undefined);
  return render;
}

async function renderNow(
  url: string,
  language: LanguageCode,
  publicConfig: PublicConfig,
): Promise<RenderedPage | null> {
  if (!prerenderedPaths.includes(new URL(url).pathname)) return null;
  await ready;
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200) return null;
  await i18n.changeLanguage(language);

  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(publicConfigQueryOptions.queryKey, publicConfig);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  queryClient.clear();

  // React 19 renders a component's <title> where it stands; the head is the server's to write.
  const titleMatch = /<title>([^<]*)<\/title>/.exec(markup);
  return {
    html: titleMatch ? markup.replace(titleMatch[0], '') : markup,
    title: titleMatch?.[1] ?? null,
  };
}
