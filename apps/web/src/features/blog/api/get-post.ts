import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogPostSchema } from '@waymark/shared/blog';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const postQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.blog.post(slug),
    queryFn: ({ signal }) =>
      api.get(`/api/blog/${encodeURIComponent(slug)}`, { schema: blogPostSchema, signal }),
    staleTime: 5 * 60_000,
    // A missing or malformed post will not appear on a second try.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status < 500) && failureCount < 2,
  });

export function usePost(slug: string) {
  return useQuery(postQueryOptions(slug));
}

/** True when the server says the post does not exist (or its address cannot name one). */
export function isMissingPost(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
