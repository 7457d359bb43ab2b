import type { BlogPost, BlogPostList } from '@waymark/shared/blog';

export function presentPostList(posts: readonly BlogPost[]): BlogPostList {
  return {
    posts: posts.map(({ slug, title, summary, date, author }) => ({
      slug,
      title,
      summary,
      date,
      author,
    })),
  };
}

export function presentPost({ slug, title, summary, date, author, html }: BlogPost): BlogPost {
  return { slug, title, summary, date, author, html };
}
