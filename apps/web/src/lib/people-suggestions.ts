import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { suggestedPeopleSchema } from '@waymark/shared/discover/contracts';
import { followResultSchema } from '@waymark/shared/social/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/discover/people (issue 33): people to follow alone, for the onboarding's last step
 * and an empty timeline, which Discover's own sections also list. Signed-in people only.
 */
export function useSuggestedPeople(viewer: string | null) {
  return useQuery({
    queryKey: queryKeys.discover.people(viewer),
    queryFn: ({ signal }) =>
      api.get('/api/discover/people', { schema: suggestedPeopleSchema, signal }),
    enabled: viewer !== null,
    // A follow changes the card in place; the list itself is not refetched under the pointer.
    staleTime: 60_000,
  });
}

/**
 * Follow someone from a suggestion: the same PUT /api/profiles/:id/follow as the profile page's
 * follow button. Their profile and the search results refresh; the suggestions do not, so the
 * card stays where it is and says "Following" (an empty timeline's "new" pill then offers
 * their events).
 */
export function useFollowPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.put(`/api/profiles/${encodeURIComponent(id)}/follow`, { schema: followResultSchema }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.discover.searches() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profile.social.all }),
      ]),
  });
}
