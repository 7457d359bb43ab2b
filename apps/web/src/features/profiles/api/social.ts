import { queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cardPageSchema,
  profileViewSchema,
  type ProfileCard,
} from '@waymark/shared/social/contracts';
import { api, ApiError } from '@/lib/api-client';
import { findInCachedLists, hasId } from '@/lib/list-cache';
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

/** A person's card, not another record of the lists under discover (journeys, categories). */
const isCardOf = (id: string) => {
  const isRecord = hasId<ProfileCard>(id);
  return (value: unknown): value is ProfileCard =>
    isRecord(value) && 'username' in value && 'avatarUrl' in value;
};

/**
 * The person's card as a cached list of people shows it (followers, following, the palette's
 * network, suggestions), so a profile opened from one draws its picture and name at once.
 */
export function useListedCard(id: string): ProfileCard | undefined {
  const queryClient = useQueryClient();
  return findInCachedLists(
    queryClient,
    [queryKeys.profile.social.all, queryKeys.discover.all],
    isCardOf(id),
  )?.item;
}

/** A profile that does not exist, is hidden from the viewer, or whose id is malformed. */
export function isMissingProfile(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404].includes(error.status);
}
