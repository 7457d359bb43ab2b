import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostListSchema, blogPostSchema } from '@waymark/shared/blog';
import { errorBodySchema } from '@waymark/shared/errors';
import { buildTestApp } from '../../../test/app';
import { pgliteEngine, type TestDatabase } from '../../../test/engines';

// The blog reads committed files and never touches the database; one engine is enough.
describe('blog API', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await pgliteEngine.open();
    app = await buildTestApp(testDb.database, {
      PUBLIC_URL: 'https://waymark.example',
      PRODUCT_NAME: 'Waymark',
    });
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose();
  });

  it('lists the committed posts newest first, without their bodies', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/blog' });

    expect(response.statusCode).toBe(200);
    const { posts } = blogPostListSchema.parse(response.json());
    expect(posts.map((post) => post.slug)).toEqual([
      'row-level-security-built-in',
      'split-a-goal-into-milestones',
      'introducing-waymark',
    ]);
    expect(posts[2]).toEqual({
      slug: 'introducing-waymark',
      title: 'Introducing Waymark',
      summary: expect.stringContaining('journeys of milestones') as string,
      date: '2026-11-03',
      author: 'The Waymark team',
    });
    expect(response.json()).not.toHaveProperty('posts.0.html');
  });

  it('answers a post with its Markdown rendered to HTML', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/blog/introducing-waymark' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const post = blogPostSchema.parse(response.json());
    expect(post.title).toBe('Introducing Waymark');
    expect(post.html).toContain('<h2>Journeys, not to-do lists</h2>');
    expect(post.html).toContain('<strong>journey</strong>');
  });

  it('answers 404 NOT_FOUND for a slug no post has', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/blog/no-such-post' });

    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('NOT_FOUND');
  });

  it.each(['Upper-Case', 'two--hyphens', 'dots.md', '-leading', 'x'.repeat(81)])(
    'answers 400 for the malformed slug %s',
    async (slug) => {
      const response = await app.inject({ method: 'GET', url: `/api/blog/${slug}` });

      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
    },
  );

  it('serves an RSS 2.0 feed with absolute links from PUBLIC_URL', async () => {
    const response = await app.inject({ method: 'GET', url: '/blog/rss.xml' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<title>Waymark Blog</title>');
    expect(xml).toContain('<link>https://waymark.example/blog</link>');
    expect(xml).toContain(
      '<atom:link href="https://waymark.example/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain('<link>https://waymark.example/blog/introducing-waymark</link>');
    expect(xml).toContain('<pubDate>Tue, 03 Nov 2026 00:00:00 GMT</pubDate>');
    expect(xml.match(/<item>/g)).toHaveLength(3);
  });
});
