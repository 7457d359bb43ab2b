import type { FastifyPluginCallback } from 'fastify';
import type { Config } from '@/config';
import { buildRobotsTxt, buildSitemap } from '@/features/seo/crawl-files';

const cacheControl = 'public, max-age=3600';

/** /robots.txt and /sitemap.xml, with absolute links from PUBLIC_URL. */
export const seoRoutes: FastifyPluginCallback<{ config: Config; contentDir: string }> = (
  app,
  { config, contentDir },
  done,
) => {
  const robots = buildRobotsTxt(config.publicUrl);
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', cacheControl).send(robots),
  );
  app.get('/sitemap.xml', async (_request, reply) => {
    // Lazy like the blog itself: start-up has a budget and posts are read on first use.
    const { loadBlogService } = await import('@/capabilities/blog-posts/service');
    const posts = (await loadBlogService(contentDir)).listPosts();
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(buildSitemap(config.publicUrl, posts));
  });
  done();
};
