import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BLOG_FEED_PATH,
  blogPostListSchema,
  blogPostParamsSchema,
  blogPostSchema,
} from '@waymark/shared/blog';
import { errorBodySchema } from '@waymark/shared/errors';
import type { Config } from '@/config';
import { presentPost, presentPostList } from '@/features/blog/presenter';
import { buildRssFeed } from '@/features/blog/rss';
import { loadBlogService } from '@/features/blog/service';

interface BlogOptions {
  contentDir: string;
}

// Posts change only with a deploy; an hour of staleness is harmless.
const cacheControl = 'public, max-age=3600';

/** `GET /api/blog` and `GET /api/blog/:slug`. */
export const blogRoutes: FastifyPluginAsyncZod<BlogOptions> = async (app, { contentDir }) => {
  const blog = await loadBlogService(contentDir);

  app.get(
    '/blog',
    { schema: { response: { 200: blogPostListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', cacheControl);
      return presentPostList(blog.listPosts());
    },
  );

  app.get(
    '/blog/:slug',
    {
      schema: {
        params: blogPostParamsSchema,
        response: { 200: blogPostSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const post = blog.getPost(request.params.slug);
      reply.header('cache-control', cacheControl);
      return presentPost(post);
    },
  );
};

/** The RSS 2.0 feed, outside /api where feed readers look for it. */
export const blogFeedRoutes: FastifyPluginAsyncZod<BlogOptions & { config: Config }> = async (
  app,
  { contentDir, config },
) => {
  const blog = await loadBlogService(contentDir);
  const feed = buildRssFeed(blog.listPosts(), {
    publicUrl: config.publicUrl,
    productName: config.productName,
    feedPath: BLOG_FEED_PATH,
  });
  app.get(BLOG_FEED_PATH, async (_request, reply) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(feed),
  );
};
