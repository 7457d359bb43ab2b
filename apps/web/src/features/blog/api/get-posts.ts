import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogPostListSchema } from '@waymark/shared/blog';
import { blogKeys } from '@/features/blog/api/blog-keys';
import { api } from '@/lib/api-client';

export const postsQueryOptions = queryOptions({
  queryKey: blogKeys.list(),
  queryFn: ({ signal }) => api.get('/api/blog', { schema: blogPostListSchema, signal }),
  select: (data) => data.posts,
  staleTime: 5 * 60_000,
});

export function usePosts() {
  return useQuery(postsQueryOptions);
}
