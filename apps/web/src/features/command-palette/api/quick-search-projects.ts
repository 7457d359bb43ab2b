import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import { projectPageSchema } from '@waymark/shared/journeys/list-contracts';
import { quickSearchParams } from '@/features/command-palette/api/quick-search-params';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/projects?q=: the caller's projects matching what was typed (server-side search). */
export function useQuickSearchProjects(text: string) {
  return useQuery({
    queryKey: queryKeys.projects.quickSearch(text.trim()),
    queryFn: ({ signal }) =>
      api.get(`${journeysApi.projects}${quickSearchParams(text)}`, {
        schema: projectPageSchema,
        signal,
      }),
    select: (page) => page.items,
    placeholderData: keepPreviousData,
  });
}
