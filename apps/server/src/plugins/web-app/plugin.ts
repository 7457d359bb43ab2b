import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@/errors';
import { publicConfigSchema } from '@waymark/shared/public-config';
import { createHtmlCompressor } from '@/plugins/web-app/compressed-html';
import { createPageShell } from '@/plugins/web-app/page-shell';
import { createPrerenderer } from '@/plugins/web-app/prerender';

const immutableCache = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed files under /assets/ are cached for a year, every
 * other file (index.html first) is revalidated. Client-side routes such as
 * /profile/123 get index.html; everything else unknown is a JSON 404.
 */
export const webApp = fp(
  async (app: FastifyInstance, options: { distDir: string }) => {
    const indexFile = path.join(options.distDir, 'index.html');
    const hasWebApp = existsSync(indexFile);
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        // Files are fixed at build time: one route per file, and /api stays out of reach.
        wildcard: false,
        // Pages (index.html first) are written per request: see page-shell.ts.
        index: false,
        // The web build writes .br and .gz beside each text file; send those when accepted.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          const isAsset = path.relative(options.distDir, filePath).startsWith(`assets${path.sep}`);
          res.setHeader('cache-control', isAsset ? immutableCache : 'no-cache');
        },
      });
    } else {
      app.log.warn(`Web app not built (${indexFile} is missing): serving the API only`);
    }

    const shell = hasWebApp
      ? createPageShell(options.distDir, readFileSync(indexFile, 'utf8'))
      : null;
    const prerenderer = createPrerenderer(
      path.join(path.dirname(options.distDir), 'dist-ssr', 'render-page.js'),
      async () =>
        publicConfigSchema.parse((await app.inject({ url: '/api/public-config' })).json()),
      app.log,
    );
    const compress = createHtmlCompressor();

    app.setNotFoundHandler(async (request, reply) => {
      if (shell && isPageRequest(request)) {
        const pathname = request.url.split('?', 1)[0] ?? '/';
        const { cookie } = request.headers;
        const language = shell.languageOf(cookie, request.headers['accept-language']);
        // Landing pages are rendered as a visitor sees them; someone signed in would see the
        // visitor's header flash by, so they get the start-up screen as before.
        const isSignedIn = cookie?.includes('session_token') ?? false;
        const page = isSignedIn ? null : await prerenderer.render(pathname, language);
        const { key, html } = shell.html(pathname, language, page);
        const { body, encoding } = compress(key, html, request.headers['accept-encoding']);
        if (encoding) reply.header('content-encoding', encoding);
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', 'cookie, accept-language, accept-encoding')
          .type('text/html; charset=utf-8')
          .send(body);
      }
      throw new AppError('NOT_FOUND', `No route for ${request.method} ${request.url}`);
    });
  },
  { name: 'web-app' },
);

function isPageRequest(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.url) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

export function isApiPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? url;
  return pathname === '/api' || pathname.startsWith('/api/');
}
