import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { applyReducedMotion } from '@/lib/motion';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/settings: the signed-in person's settings, defaults filled in by the server. The
 * header reads them on every page, `/` included, so the contract (and zod with it) is loaded
 * when the first request goes out rather than with the first page (a visitor never needs it).
 */
export const settingsQueryOptions = queryOptions({
  queryKey: queryKeys.settings.own(),
  queryFn: async ({ signal }) => {
    const { settingsSchema } = await import('@waymark/shared/settings');
    return api.get('/api/settings', { schema: settingsSchema, signal });
  },
});

export function useSettings({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  const query = useQuery({ ...settingsQueryOptions, enabled: isEnabled });
  // Wherever the settings are read (or a save updates the cache), the device follows them.
  const reduceMotion = query.data?.reduceMotion;
  useEffect(() => {
    if (reduceMotion !== undefined) applyReducedMotion(reduceMotion);
  }, [reduceMotion]);
  return query;
}
