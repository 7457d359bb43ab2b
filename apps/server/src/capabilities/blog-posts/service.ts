import type { BlogPost } from '@waymark/shared/blog';
import { readPosts } from '@/capabilities/blog-posts/content';
import { AppError } from '@/errors';

export interface BlogService {
  /** Newest first. */
  listPosts(): readonly BlogPost[];
  getPost(slug: string): BlogPost;
}

export function createBlogService(posts: readonly BlogPost[]): BlogService {
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  return {
    listPosts: () => posts,
    getPost(slug) {
      const post = bySlug.get(slug);
      if (!post) throw new AppError('NOT_FOUND', `No blog post "${slug}"`);
      return post;
    },
  };
}

const loaded = new Map<string, Promise<BlogService>>();

/** Posts are committed files: each folder is read and rendered once per process. */
export function loadBlogService(dir: string): Promise<BlogService> {
  let service = loaded.get(dir);
  if (!service) {
    service = readPosts(dir).then(createBlogService);
    service.catch(() => loaded.delete(dir));
    loaded.set(dir, service);
  }
  return service;
}
