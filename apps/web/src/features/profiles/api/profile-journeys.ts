import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Only the fields the profile shows, so this feature does not depend on the journeys feature.
const profileJourneysSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      visibility: z.enum(['private', 'followers', 'public']),
      progress: z.number(),
    }),
  ),
});
export type ProfileJourney = z.infer<typeof profileJourneysSchema>['items'][number];

export const PROFILE_JOURNEYS_SHOWN = 6;

/** GET /api/users/:id/journeys: the journeys of this person the viewer may see (the policies decide). */
export function useProfileJourneys(id: string, isEnabled: boolean) {
  return useQuery({
    queryKey: queryKeys.profile.journeys(id),
    queryFn: ({ signal }) =>
      api.get(`/api/users/${encodeURIComponent(id)}/journeys?limit=${PROFILE_JOURNEYS_SHOWN}`, {
        schema: profileJourneysSchema,
        signal,
      }),
    enabled: isEnabled,
    retry: false,
  });
}
