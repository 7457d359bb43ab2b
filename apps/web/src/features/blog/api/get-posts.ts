import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogPostListSchema } from '@waymark/shared/blog';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const postsQueryOptions = queryOptions({
  queryKey: queryKeys.blog.list(),
  queryFn: ({ signal }) => api.get('/api/blog', { schema: blogPostListSchema, signal }),
  select: (data) => data.posts,
  staleTime: 5 * 60_000,
});

export function usePosts() {
  return useQuery(postsQueryOptions);
}
