import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicProfileSchema } from '@waymark/shared/profiles';
import { profileKeys } from '@/features/profile/api/profile-keys';
import { api, ApiError } from '@/lib/api-client';

export const publicProfileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: profileKeys.public(id),
    queryFn: ({ signal }) =>
      api.get(`/api/profiles/${encodeURIComponent(id)}`, { schema: publicProfileSchema, signal }),
    // A missing or hidden profile will not appear on a second try.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status < 500) && failureCount < 2,
  });

export function usePublicProfile(id: string, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...publicProfileQueryOptions(id), enabled: isEnabled });
}

/** A profile that does not exist, is hidden from the viewer, or whose id is malformed. */
export function isMissingProfile(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404].includes(error.status);
}
