import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsSchema } from '@waymark/shared/settings';
import { apiJson } from '@/lib/api-client';

/** Query keys of the settings API; mutations update the cache through `settingsKeys.own()`. */
export const settingsKeys = {
  all: ['settings'] as const,
  own: () => [...settingsKeys.all, 'own'] as const,
};

/** GET /api/settings: the signed-in person's settings, defaults filled in by the server. */
export const settingsQueryOptions = queryOptions({
  queryKey: settingsKeys.own(),
  queryFn: ({ signal }) => apiJson('/api/settings', settingsSchema, { signal }),
});

export function useSettings({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...settingsQueryOptions, enabled: isEnabled });
}
