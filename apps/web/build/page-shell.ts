import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The pages a visitor most often lands on, with the modules and text namespaces their lazy
 * route loads before it can render. Without hints the browser finds these only after the
 * main bundle has run (then finds the texts after i18next has started): two more round trips
 * before the first real paint on a phone. The server turns this map into `modulepreload`
 * links in index.html, so they download in parallel with the main bundle.
 * The server also writes the start-up screen's text in the visitor's language (`startupText`).
 */
const landingPages: { pattern: string; modules: string[]; namespaces: string[] }[] = [
  { pattern: '/', modules: ['src/features/home/pages/home-page.tsx'], namespaces: [] },
  {
    pattern: '/about',
    modules: ['src/features/about/pages/about-page.tsx'],
    namespaces: ['info'],
  },
  { pattern: '/faq', modules: ['src/features/faq/pages/faq-page.tsx'], namespaces: ['info'] },
  {
    pattern: '/pricing',
    modules: ['src/features/pricing/pages/pricing-page.tsx'],
    namespaces: ['info'],
  },
  {
    pattern: '/blog',
    modules: ['src/features/blog/pages/blog-list-page.tsx'],
    namespaces: ['info'],
  },
  {
    pattern: '/blog/:slug',
    modules: ['src/features/blog/pages/blog-post-page.tsx'],
    namespaces: ['info'],
  },
  {
    pattern: '/privacy',
    modules: ['src/features/legal/pages/privacy-page.tsx'],
    namespaces: ['info'],
  },
  { pattern: '/terms', modules: ['src/features/legal/pages/terms-page.tsx'], namespaces: ['info'] },
  {
    pattern: '/cookies',
    modules: ['src/features/legal/pages/cookies-page.tsx'],
    namespaces: ['info'],
  },
  {
    pattern: '/impressum',
    modules: ['src/features/legal/pages/impressum-page.tsx'],
    namespaces: ['info'],
  },
  {
    pattern: '/login',
    // The account routes are in the later route table (app/routes/later-routes.tsx).
    modules: ['src/app/routes/later-routes.tsx', 'src/features/auth/pages/login-page.tsx'],
    namespaces: ['account'],
  },
  {
    pattern: '/register',
    modules: ['src/app/routes/later-routes.tsx', 'src/features/auth/pages/register-page.tsx'],
    namespaces: ['account'],
  },
];

/** What the server reads: `page-shell.json` in the build output. */
export interface PageShell {
  routes: { pattern: string; files: string[]; namespaces: string[] }[];
  /** language → namespace → the file holding that language's texts of that namespace */
  texts: Record<string, Record<string, string[]>>;
  /** language → 'Connecting to database...' in that language */
  startupText: Record<string, string>;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  isEntry: boolean;
}

const localeAsset = /^assets\/locales\/[^/]+\/([^/]+)\/([^/]+)\.json$/;

export function pageShell(): Plugin {
  let root = process.cwd();
  return {
    name: 'waymark:page-shell',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is typeof output & ChunkLike => output.type === 'chunk',
      );
      // A page module is usually its chunk's facade, but may share a chunk with a module that
      // imports it; either way the chunk holding it is what the page needs.
      const chunkOf = (moduleId: string) =>
        chunks.find((chunk) => chunk.facadeModuleId === moduleId) ??
        chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // The entry's own static imports are preloaded by Vite already.
      const entryFiles = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
        collectStaticGraph(entry, byFile, entryFiles);
      }

      const routes = landingPages.map((page) => {
        const files = new Set<string>();
        for (const module of page.modules) {
          const chunk = chunkOf(path.resolve(root, module));
          if (!chunk) this.error(`page-shell: no chunk for ${module} (was it renamed?)`);
          collectStaticGraph(chunk, byFile, files);
        }
        return {
          pattern: page.pattern,
          files: [...files].filter((file) => !entryFiles.has(file)),
          namespaces: page.namespaces,
        };
      });

      // The texts are plain JSON files (build/locale-files.ts emits them before this runs).
      const texts: PageShell['texts'] = {};
      for (const output of Object.values(bundle)) {
        const match = localeAsset.exec(output.fileName);
        if (output.type !== 'asset' || !match) continue;
        const [, language = '', namespace = ''] = match;
        (texts[language] ??= {})[namespace] = [output.fileName];
      }

      const manifest: PageShell = { routes, texts, startupText: readStartupTexts(root) };
      this.emitFile({
        type: 'asset',
        fileName: 'page-shell.json',
        source: JSON.stringify(manifest),
      });
    },
  };
}

function collectStaticGraph(chunk: ChunkLike, byFile: Map<string, ChunkLike>, into: Set<string>) {
  if (into.has(chunk.fileName)) return;
  into.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = byFile.get(imported);
    if (next) collectStaticGraph(next, byFile, into);
  }
}

function connectingText(texts: unknown): string | undefined {
  const startup = (texts as { startup?: { connecting?: unknown } }).startup;
  return typeof startup?.connecting === 'string' ? startup.connecting : undefined;
}

function readStartupTexts(root: string): Record<string, string> {
  const localesDir = path.resolve(root, 'src/i18n/locales');
  const startupText: Record<string, string> = {};
  for (const language of readdirSync(localesDir)) {
    const file = path.join(localesDir, language, 'translation.json');
    const text = connectingText(JSON.parse(readFileSync(file, 'utf8')));
    if (text) startupText[language] = text;
  }
  return startupText;
}
