import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { featureEngines, type TestDatabase } from '../../../test/engines';

describe('robots.txt and sitemap.xml', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await featureEngines[0]!.open();
    app = await buildTestApp(testDb.database, { PUBLIC_URL: 'https://waymark.example' });
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose();
  });

  it('lets crawlers in, keeps them out of personal screens and the API, and names the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /settings');
    expect(lines).toContain('Sitemap: https://waymark.example/sitemap.xml');
  });

  it('lists the public screens and every blog post with absolute addresses', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://waymark.example/',
        'https://waymark.example/pricing',
        'https://waymark.example/about',
        'https://waymark.example/faq',
      ]),
    );
    const posts = await app.inject({ method: 'GET', url: '/api/blog' });
    const slugs = posts.json<{ posts: { slug: string }[] }>().posts.map((post) => post.slug);
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) expect(locs).toContain(`https://waymark.example/blog/${slug}`);
    expect(locs.some((loc) => loc?.includes('/settings'))).toBe(false);
  });
});
