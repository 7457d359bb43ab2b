import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@/errors';

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

    app.setNotFoundHandler((request, reply) => {
      if (hasWebApp && isPageRequest(request)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
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
