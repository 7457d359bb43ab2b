import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogPostListSchema } from '@waymark/shared/blog';
import { blogKeys } from '@/features/blog/api/blog-keys';
import { apiJson } from '@/lib/api-client';

export const postsQueryOptions = queryOptions({
  queryKey: blogKeys.list(),
  queryFn: ({ signal }) => apiJson('/api/blog', blogPostListSchema, { signal }),
  select: (data) => data.posts,
  staleTime: 5 * 60_000,
});

export function usePosts() {
  return useQuery(postsQueryOptions);
}
