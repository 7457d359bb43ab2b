import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { pgliteEngine, type TestDatabase } from '../../../test/engines';

// The reference's look depends on the configuration, not on the engine: PGlite only.
describe('the API reference’s theme', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let page: string;
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    testDb = await pgliteEngine.open();
    app = await buildTestApp(testDb.database, { PRODUCT_NAME: 'Trailhead' });
    page = (await get('/api/docs/')).body;
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose();
  });

  it('names the product in the title, with its mark as the icon', async () => {
    expect(page).toContain('<title>Trailhead API reference</title>');
    expect(page).toContain('href="./static/theme/favicon.svg"');
    const icon = await get('/api/docs/static/theme/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toContain('#0f6b57');
  });

  it('shows the mark and the product’s name as the logo, described for screen readers', async () => {
    const initializer = (await get('/api/docs/static/swagger-initializer.js')).body;
    const [, logo = ''] = /data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/.exec(initializer) ?? [];
    expect(Buffer.from(logo, 'base64').toString()).toContain('>Trailhead API</text>');
    expect(page).toContain('src="./static/theme/waymark.js"');
    const script = await get('/api/docs/static/theme/waymark.js');
    expect(script.headers['content-type']).toContain('application/javascript');
    expect(script.body).toContain('"Trailhead API: back to Trailhead"');
  });

  it('colours the page in the app’s pine, light and in Swagger UI’s dark mode', async () => {
    expect(page).toContain('href="./static/theme/waymark.css"');
    const css = await get('/api/docs/static/theme/waymark.css');
    expect(css.statusCode).toBe(200);
    expect(css.body).toMatch(/\.topbar \{ background: #0f6b57;/);
    expect(css.body).toMatch(/html\.dark-mode \.swagger-ui \.topbar \{ background: #163b31;/);
  });

  it('keeps the app’s script policy: no inline script, only files of its own', () => {
    expect(page).not.toMatch(/<script>[^<]/);
    expect(page).not.toMatch(/<style/);
  });
});
