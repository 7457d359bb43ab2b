import { z } from 'zod';

/** Lower-case words joined by single hyphens, as in `2026-11-20-introducing-waymark.md`. */
export const blogSlugSchema = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be lower-case words joined by hyphens' });

/** A calendar day, `YYYY-MM-DD`. */
export const blogDateSchema = z.iso.date();

export const blogPostSummarySchema = z.object({
  slug: blogSlugSchema,
  title: z.string().min(1),
  summary: z.string().min(1),
  date: blogDateSchema,
  author: z.string().min(1),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** `GET /api/blog`: newest first. */
export const blogPostListSchema = z.object({ posts: z.array(blogPostSummarySchema) });
export type BlogPostList = z.infer<typeof blogPostListSchema>;

/** `GET /api/blog/:slug`: the post with its body rendered to sanitized HTML. */
export const blogPostSchema = blogPostSummarySchema.extend({ html: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostParamsSchema = z.object({ slug: blogSlugSchema });

/** Where the RSS 2.0 feed is served (outside /api: feed readers expect a plain address). */
export const BLOG_FEED_PATH = '/blog/rss.xml';
