/** Query keys of the blog feature. */
export const blogKeys = {
  all: ['blog'] as const,
  list: () => [...blogKeys.all, 'list'] as const,
  post: (slug: string) => [...blogKeys.all, 'post', slug] as const,
};
