import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  BLOG_FEED_PATH,
  blogPostListSchema,
  blogPostParamsSchema,
  blogPostSchema,
} from '@waymark/shared/blog';
import type { Config } from '@/config';
import { presentPost, presentPostList } from '@/features/blog/presenter';
import { buildRssFeed } from '@/features/blog/rss';
import { errorResponses } from '@/lib/error-responses';

interface BlogOptions {
  contentDir: string;
}

/** The Markdown renderer and sanitizer load with the first blog request (a lazy chunk). */
async function loadBlog(contentDir: string) {
  const { loadBlogService } = await import('@/capabilities/blog-posts/service');
  return loadBlogService(contentDir);
}

// Posts change only with a deploy; an hour of staleness is harmless.
const cacheControl = 'public, max-age=3600';

/**
 * `GET /api/blog` and `GET /api/blog/:slug`. Posts are read and rendered on first use, not
 * at start-up: sanitize-html alone costs ~150 ms to load, and restart time has a budget.
 * blog.test.ts reads the committed posts, so a malformed one fails CI instead.
 */
export const blogRoutes: FastifyPluginCallbackZod<BlogOptions> = (app, { contentDir }, done) => {
  const blog = () => loadBlog(contentDir);

  app.get(
    '/blog',
    { schema: { response: { 200: blogPostListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', cacheControl);
      return presentPostList((await blog()).listPosts());
    },
  );

  app.get(
    '/blog/:slug',
    {
      schema: {
        params: blogPostParamsSchema,
        response: { 200: blogPostSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const post = (await blog()).getPost(request.params.slug);
      reply.header('cache-control', cacheControl);
      return presentPost(post);
    },
  );
  done();
};

/** The RSS 2.0 feed, outside /api where feed readers look for it. */
export const blogFeedRoutes: FastifyPluginCallbackZod<BlogOptions & { config: Config }> = (
  app,
  { contentDir, config },
  done,
) => {
  let feed: Promise<string> | undefined;
  const renderFeed = async () =>
    buildRssFeed((await loadBlog(contentDir)).listPosts(), {
      publicUrl: config.publicUrl,
      productName: config.productName,
      feedPath: BLOG_FEED_PATH,
    });
  app.get(BLOG_FEED_PATH, async (_request, reply) => {
    feed ??= renderFeed();
    feed.catch(() => (feed = undefined));
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(await feed);
  });
  done();
};
