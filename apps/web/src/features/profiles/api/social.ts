import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { cardPageSchema, profileViewSchema } from '@waymark/shared/social/contracts';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys, type ViewAs } from '@/lib/query-keys';

export type { ViewAs };

const at = (id: string) => `/api/profiles/${encodeURIComponent(id)}`;

export const profileViewQueryOptions = (id: string, as?: ViewAs) =>
  queryOptions({
    queryKey: queryKeys.profile.social.view(id, as),
    queryFn: ({ signal }) =>
      api.get(`${at(id)}/social${as ? `?as=${as}` : ''}`, { schema: profileViewSchema, signal }),
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status < 500) && failureCount < 2,
  });

/** GET /api/profiles/:id/social; `as` previews one's own profile as someone else sees it. */
export function useProfileView(
  id: string,
  { as, isEnabled = true }: { as?: ViewAs; isEnabled?: boolean } = {},
) {
  return useQuery({ ...profileViewQueryOptions(id, as), enabled: isEnabled });
}

export function useFollowList(id: string, side: 'followers' | 'following', isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.profile.social.list(id, side),
    queryFn: ({ pageParam, signal }) =>
      api.get(`${at(id)}/${side}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, {
        schema: cardPageSchema,
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: isEnabled,
  });
}

/** A profile that does not exist, is hidden from the viewer, or whose id is malformed. */
export function isMissingProfile(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404].includes(error.status);
}
