import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { pgliteEngine, type TestDatabase } from '../../../test/engines';

const indexHtml =
  '<!doctype html><title>Waymark</title><div id="root"></div>' +
  '<div id="startup-screen"><!--prerendered-page--><p>Connecting to database...</p></div>';

// Stands in for the web build's server render (apps/web/src/prerender/render-page.tsx).
const renderModule = `
export const prerenderedPaths = ['/about'];
export async function renderPage(url, language, config) {
  return {
    html: '<main><h1>' + config.productName + ' ' + language + ' ' + new URL(url).pathname + '</h1></main>',
    title: 'About · ' + config.productName,
  };
}
`;

describe('serving the web app', () => {
  let testDb: TestDatabase;
  let buildDir: string;
  let distDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await pgliteEngine.open();
    buildDir = mkdtempSync(path.join(tmpdir(), 'waymark-web-build-'));
    distDir = path.join(buildDir, 'dist');
    mkdirSync(path.join(distDir, 'assets'), { recursive: true });
    mkdirSync(path.join(buildDir, 'dist-ssr'));
    writeFileSync(path.join(buildDir, 'dist-ssr', 'render-page.js'), renderModule);
    writeFileSync(path.join(distDir, 'index.html'), indexHtml);
    writeFileSync(path.join(distDir, 'assets', 'app-3f9a1c.js'), 'console.log("app")');
    writeFileSync(
      path.join(distDir, 'assets', 'app-3f9a1c.js.br'),
      brotliCompressSync('console.log("app")'),
    );
    writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(async () => {
    await testDb.dispose();
    rmSync(buildDir, { recursive: true, force: true });
  });
  afterEach(() => app.close());

  const build = async (webDistDir = distDir) => {
    app = await buildTestApp(testDb.database, { WEB_DIST_DIR: webDistDir });
    return app;
  };
  const asBrowser = { accept: 'text/html,application/xhtml+xml' };

  it('serves index.html at / without caching it', async () => {
    await build();
    const response = await app.inject({ method: 'GET', url: '/', headers: asBrowser });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for a client-side route such as /some/client/route', async () => {
    await build();
    const response = await app.inject({
      method: 'GET',
      url: '/some/client/route?tab=2',
      headers: asBrowser,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(indexHtml);
  });

  it('shows a landing page rendered by the server, in the visitor language, until the app starts', async () => {
    await build();
    const response = await app.inject({
      method: 'GET',
      url: '/about',
      headers: { ...asBrowser, 'accept-language': 'ar, en;q=0.5' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain('accept-language');
    expect(response.body).toContain(
      '<div id="startup-screen" class="has-page"><div inert aria-hidden="true"><main><h1>Waymark ar /about</h1></main></div>',
    );
    expect(response.body).toContain('<title>About · Waymark</title>');
    expect(response.body).toContain('<p>Connecting to database...</p>');
  });

  it('keeps the plain start-up screen for signed-in people and pages that are not prerendered', async () => {
    await build();
    const signedIn = await app.inject({
      method: 'GET',
      url: '/about',
      headers: { ...asBrowser, cookie: 'better-auth.session_token=abc' },
    });
    expect(signedIn.body).toBe(indexHtml);
    const other = await app.inject({ method: 'GET', url: '/faq', headers: asBrowser });
    expect(other.body).toBe(indexHtml);
  });

  it('compresses pages for browsers that accept it', async () => {
    await build();
    const plain = await app.inject({ method: 'GET', url: '/about', headers: asBrowser });
    const compressed = await app.inject({
      method: 'GET',
      url: '/about',
      headers: { ...asBrowser, 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps /api/nope a JSON 404 next to the SPA', async () => {
    await build();
    const response = await app.inject({ method: 'GET', url: '/api/nope', headers: asBrowser });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    await build();
    const asset = await app.inject({ method: 'GET', url: '/assets/app-3f9a1c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the brotli copy written at build time to a browser that accepts it', async () => {
    await build();
    const compressed = await app.inject({
      method: 'GET',
      url: '/assets/app-3f9a1c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log("app")');

    const plain = await app.inject({ method: 'GET', url: '/assets/app-3f9a1c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('answers a JSON 404 for a missing asset instead of index.html', async () => {
    await build();
    const response = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('sends a strict content security policy and the other security headers', async () => {
    await build();
    const response = await app.inject({ method: 'GET', url: '/', headers: asBrowser });
    const csp = String(response.headers['content-security-policy']);
    expect(csp.split(';')).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data: blob:",
        "object-src 'none'",
        "frame-ancestors 'none'",
      ]),
    );
    // Its own WebSocket only, never ws: or wss: to any host.
    expect(csp).toMatch(/(^|;)connect-src 'self' wss?:\/\/[^ ;]+(;|$)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');

    const api = await app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('still serves the API when the web app has not been built', async () => {
    await build(path.join(distDir, 'does-not-exist'));
    const page = await app.inject({ method: 'GET', url: '/some/client/route', headers: asBrowser });
    expect(page.statusCode).toBe(404);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
