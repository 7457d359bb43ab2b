import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { LanguageCode } from '@waymark/shared/languages';
import type { PublicConfig } from '@waymark/shared/public-config';

export interface RenderedPage {
  html: string;
  title: string | null;
}

/** The web build's server-side render module (apps/web/src/prerender/render-page.tsx). */
interface RenderModule {
  prerenderedPaths: readonly string[];
  renderPage(
    url: string,
    language: LanguageCode,
    config: PublicConfig,
  ): Promise<RenderedPage | null>;
}

function isRenderModule(value: unknown): value is RenderModule {
  const candidate = value as Partial<RenderModule> | null;
  return Array.isArray(candidate?.prerenderedPaths) && typeof candidate.renderPage === 'function';
}

export interface Prerenderer {
  /** The page as a signed-out visitor first sees it, or null when it is not prerendered. */
  render(pathname: string, language: LanguageCode): Promise<RenderedPage | null>;
}

/**
 * Landing pages rendered once per language and kept for the life of the process (they change
 * only with a deploy). Without the web build's render module, or when a render fails, pages
 * fall back to the start-up screen: prerendering only ever makes the first paint earlier.
 */
export function createPrerenderer(
  moduleFile: string,
  loadPublicConfig: () => Promise<PublicConfig>,
  log: FastifyBaseLogger,
): Prerenderer {
  let loaded: Promise<RenderModule | null> | undefined;
  const load = () =>
    (loaded ??= existsSync(moduleFile)
      ? import(pathToFileURL(moduleFile).href).then(
          (module: unknown) => (isRenderModule(module) ? module : null),
          (error: unknown) => {
            log.warn({ err: error }, 'Landing pages are not prerendered: the render module failed');
            return null;
          },
        )
      : Promise.resolve(null));
  const cache = new Map<string, Promise<RenderedPage | null>>();

  return {
    async render(pathname, language) {
      const module = await load();
      if (!module?.prerenderedPaths.includes(pathname)) return null;
      const key = `${pathname}|${language}`;
      let page = cache.get(key);
      if (!page) {
        page = loadPublicConfig()
          .then((config) => module.renderPage(`http://localhost${pathname}`, language, config))
          .catch((error: unknown) => {
            log.warn({ err: error, pathname, language }, 'Prerendering a landing page failed');
            return null;
          });
        cache.set(key, page);
      }
      return page;
    },
  };
}
