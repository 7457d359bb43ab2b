import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

interface LocaleFile {
  language: string;
  namespace: string;
  file: string;
}

function listLocaleFiles(localesDir: string): LocaleFile[] {
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((language) =>
      readdirSync(path.join(localesDir, language.name))
        .filter((name) => name.endsWith('.json'))
        .map((name) => ({
          language: language.name,
          namespace: name.slice(0, -'.json'.length),
          file: path.join(localesDir, language.name, name),
        })),
    )
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** `/assets/locales/<hash of every text>`: a new folder whenever any text changes. */
function localesBasePath(files: LocaleFile[]): string {
  const hash = createHash('sha256');
  for (const { file, language, namespace } of files) {
    hash.update(`${language}/${namespace}\n`).update(readFileSync(file));
  }
  return `/assets/locales/${hash.digest('hex').slice(0, 12)}`;
}

/**
 * The texts as plain JSON files, one per language and namespace, fetched by i18next
 * (src/i18n/setup.ts) from `__LOCALES_PATH__/<language>/<namespace>.json`. A dynamic import per
 * file would put a map of every chunk name (13 languages × every namespace) into the first
 * load; one folder named by a hash of all texts costs a single string and keeps the files
 * cacheable for a year under /assets/.
 */
export function localeFiles(): Plugin {
  let localesDir = '';
  let files: LocaleFile[] = [];
  let basePath = '';
  let isSsrBuild = false;
  return {
    name: 'waymark:locale-files',
    config(config, env) {
      localesDir = path.resolve(config.root ?? process.cwd(), 'src/i18n/locales');
      files = listLocaleFiles(localesDir);
      basePath = localesBasePath(files);
      isSsrBuild = env.isSsrBuild ?? false;
      return { define: { __LOCALES_PATH__: JSON.stringify(basePath) } };
    },
    configureServer(server) {
      // `vite` (dev): answer the same paths from the source files, always fresh.
      server.middlewares.use((request, response, next) => {
        const match = /^\/assets\/locales\/[^/]+\/([a-z]+)\/([a-z-]+)\.json$/.exec(
          request.url ?? '',
        );
        const localeFile =
          match && files.find((f) => f.language === match[1] && f.namespace === match[2]);
        if (!localeFile) return next();
        response.setHeader('content-type', 'application/json');
        response.end(readFileSync(localeFile.file));
      });
    },
    generateBundle() {
      if (isSsrBuild) return;
      for (const { language, namespace, file } of files) {
        this.emitFile({
          type: 'asset',
          fileName: `${basePath.slice(1)}/${language}/${namespace}.json`,
          // Minified: the source files are indented for people.
          source: JSON.stringify(JSON.parse(readFileSync(file, 'utf8'))),
        });
      }
    },
  };
}
